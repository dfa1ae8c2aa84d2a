<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ClassMarkingDialog</name>
    <message numerus="yes">
        <source>%n hand-in(s)</source>
        <translation>
            <numerusform>%n hand-in</numerusform>
            <numerusform>%n hand-ins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand-in(s) in %1</source>
        <translation>
            <numerusform>%n hand-in in %1</numerusform>
            <numerusform>%n hand-ins in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bugbot::studio::RobotRoster</name>
    <message numerus="yes">
        <source>%n robot(s) in the roster</source>
        <translation>
            <numerusform>%n robot in the roster</numerusform>
            <numerusform>%n robots in the roster</numerusform>
        </translation>
    </message>
</context>
</TS>
