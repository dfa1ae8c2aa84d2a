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
    <name>bugbot::studio::AttemptHistory</name>
    <message numerus="yes">
        <source>%1: %2, %n attempt(s)</source>
        <translation>
            <numerusform>%1: %2, %n attempt</numerusform>
            <numerusform>%1: %2, %n attempts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bugbot::studio::BoardTable</name>
    <message numerus="yes">
        <source>%1: %n attempt(s)</source>
        <translation>
            <numerusform>%1: %n attempt</numerusform>
            <numerusform>%1: %n attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %3 of %4 points, %5; %n attempt(s)</source>
        <translation>
            <numerusform>%1, %2: %3 of %4 points, %5; %n attempt</numerusform>
            <numerusform>%1, %2: %3 of %4 points, %5; %n attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n student(s): </source>
        <translation>
            <numerusform>%n student: </numerusform>
            <numerusform>%n students: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connected, </source>
        <translation>
            <numerusform>%n connected, </numerusform>
            <numerusform>%n connected, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not submitted</source>
        <translation>
            <numerusform>%n not submitted</numerusform>
            <numerusform>%n not submitted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n ask(s) to join</source>
        <translation>
            <numerusform>, %n asks to join</numerusform>
            <numerusform>, %n ask to join</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bugbot::studio::ClassControls</name>
    <message numerus="yes">
        <source>%n submission(s) have not reached the class: they will not be sent. They are kept in your data folder (class/left/).</source>
        <translation>
            <numerusform>%n submission has not reached the class: it will not be sent. It is kept in your data folder (class/left/).</numerusform>
            <numerusform>%n submissions have not reached the class: they will not be sent. They are kept in your data folder (class/left/).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n submission(s) reached the class but their marks have not come back: the teacher has them; their marks will not show here.</source>
        <translation>
            <numerusform>%n submission reached the class but its marks have not come back: the teacher has it; its marks will not show here.</numerusform>
            <numerusform>%n submissions reached the class but their marks have not come back: the teacher has them; their marks will not show here.</numerusform>
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
