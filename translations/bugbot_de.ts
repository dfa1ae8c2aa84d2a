<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>bugbot</name>
    <message>
        <source>usage:</source>
        <translation>Aufruf:</translation>
    </message>
    <message>
        <source>Runs Python scripts against the simulated BugBot robot, marks lessons, lists them.
In every command &apos;--&apos; ends the options: what follows is never read as one.
Every command takes --lessons DIR: read lessons from DIR too (may be repeated;
&apos;bugbot lessons --help&apos; says where lessons are found).
&apos;bugbot COMMAND --help&apos; says more about each.
</source>
        <translation>Führt Python-Skripte mit dem simulierten BugBot-Roboter aus, bewertet Lektionen und listet sie auf.
In jedem Befehl beendet &apos;--&apos; die Optionen: Was danach kommt, wird nie als Option gelesen.
Jeder Befehl nimmt --lessons DIR: Lektionen auch aus DIR lesen (mehrfach möglich;
&apos;bugbot lessons --help&apos; sagt, wo Lektionen gesucht werden).
&apos;bugbot COMMAND --help&apos; sagt mehr über jeden Befehl.
</translation>
    </message>
    <message>
        <source>bugbot %s: --lessons needs a folder
</source>
        <translation>bugbot %s: --lessons braucht einen Ordner
</translation>
    </message>
    <message>
        <source>bugbot: unknown command &apos;%s&apos;

%s</source>
        <translation>bugbot: unbekannter Befehl &apos;%s&apos;

%s</translation>
    </message>
</context>
</TS>
