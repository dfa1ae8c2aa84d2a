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
        <source>bugbot: could not start %s (%s); going on in bugbot
</source>
        <translation>bugbot: %s konnte nicht gestartet werden (%s); es geht in bugbot weiter
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
<context>
    <name>bugbot class</name>
    <message>
        <source>bugbot class: bugbot-class is not installed beside %s
</source>
        <translation>bugbot class: bugbot-class ist nicht neben %s installiert
</translation>
    </message>
    <message>
        <source>--max-connections takes a number of at least 1</source>
        <translation>--max-connections nimmt eine Zahl von mindestens 1</translation>
    </message>
    <message>
        <source>--port takes a number from 0 to 65535</source>
        <translation>--port nimmt eine Zahl von 0 bis 65535</translation>
    </message>
    <message>
        <source>--address takes an IP address, such as 0.0.0.0</source>
        <translation>--address nimmt eine IP-Adresse, etwa 0.0.0.0</translation>
    </message>
    <message>
        <source>join takes ADDRESS:PORT CODE NAME</source>
        <translation>join nimmt ADRESSE:PORT CODE NAME</translation>
    </message>
    <message>
        <source>waiting for the teacher to let %s in
</source>
        <translation>warte darauf, dass die Lehrkraft %s hereinlässt
</translation>
    </message>
    <message>
        <source>the class cannot be reached</source>
        <translation>die Klasse ist nicht erreichbar</translation>
    </message>
    <message>
        <source>joined the class as %s
</source>
        <translation>der Klasse beigetreten als %s
</translation>
    </message>
    <message>
        <source>submit takes LESSON FILE.py</source>
        <translation>submit nimmt LEKTION DATEI.py</translation>
    </message>
    <message>
        <source>join a class first (bugbot class join)</source>
        <translation>tritt zuerst einer Klasse bei (bugbot class join)</translation>
    </message>
    <message>
        <source>bugbot class submit: no result yet (%s); %d submission(s) wait to be sent
</source>
        <translation>bugbot class submit: noch kein Ergebnis (%s); %d Abgabe(n) warten auf das Senden
</translation>
    </message>
    <message>
        <source>still marking, or the class is away</source>
        <translation>wird noch bewertet, oder die Klasse ist nicht erreichbar</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>unbekannter Befehl &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--deadline takes a date and time such as 2026-12-08T09:00, or none</source>
        <translation>--deadline nimmt Datum und Uhrzeit wie 2026-12-08T09:00, oder none</translation>
    </message>
    <message>
        <source>a deadline is a date and time such as 2026-12-08T09:00, or none</source>
        <translation>eine Frist ist ein Datum mit Uhrzeit wie 2026-12-08T09:00, oder none</translation>
    </message>
    <message>
        <source>usage: bugbot class serve [--data DIR] [--db postgresql://USER@HOST/DB | --db FILE] [--port N]
                          [--address ADDRESS] [--roster CLASS.csv] [--lessons DIR]...
                          [--name NAME] [--any-port-if-taken] [--no-announce] [--max-connections N]
       bugbot class join ADDRESS:PORT CODE NAME [--folder DIR]
       bugbot class submit LESSON FILE.py [--folder DIR] [--wait SECONDS]
the teacher&apos;s (with the class&apos;s --data DIR, or --address HOST:PORT --code CODE --key-file F):
       bugbot class board [--json]
       bugbot class history STUDENT LESSON
       bugbot class record STUDENT SUBMISSION OUT.jsonl
       bugbot class comment STUDENT SUBMISSION TEXT
       bugbot class hand-out LESSON [--students &quot;A,B&quot;] [--program FILE.py [--title T]]
                             [--deadline 2026-12-08T09:00]
       bugbot class deadline LESSON 2026-12-08T09:00|none
       bugbot class counted best|last
       bugbot class export [--data DIR | --db URL|FILE] [--lesson NAME] [--counted best|last]
                           [--format moodle|sheet] [--id-column NAME] [--out FILE]
       bugbot class worker --db postgresql://USER@HOST/DB [--lessons DIR]... [--batch N]

serve   hosts a class: students&apos; studios join with the join code it prints and
        submit; it marks each submission with &apos;bugbot mark&apos; on the lesson&apos;s hidden
        variations and sends the result back. DIR (default: your data folder&apos;s
        class-server/) holds its key, certificate, teacher key and SQLite database.
        It announces NAME on the LAN (DNS-SD, when avahi-daemon runs).
join    joins a class as a student (headless): waits for the teacher&apos;s approval
submit  submits a program to the joined class and prints its result as JSON
        (kept and sent later when the class cannot be reached)
board   prints the teacher&apos;s board: each student, each lesson&apos;s counted mark
history prints a student&apos;s every attempt at a lesson, with its program (JSON)
record  saves the record of a submission&apos;s marked run, to replay in the studio
comment, hand-out, deadline, counted: what the studio&apos;s board does
export  writes the class&apos;s marks as Moodle&apos;s grade CSV (the students&apos; names in the
        column --id-column, default Username) or as a plain sheet, for one lesson or
        all, counting each student&apos;s best or last attempt (default: as the board counts)
worker  marks the class&apos;s submissions on this machine, taken from the class&apos;s
        PostgreSQL queue, with up to N (default 32) in one &apos;bugbot mark&apos;
docs/class.md says more.
</source>
        <translation>Aufruf: bugbot class serve [--data ORDNER] [--db postgresql://NUTZER@HOST/DB | --db DATEI] [--port N]
                          [--address ADRESSE] [--roster KLASSE.csv] [--lessons ORDNER]...
                          [--name NAME] [--any-port-if-taken] [--no-announce] [--max-connections N]
       bugbot class join ADRESSE:PORT CODE NAME [--folder ORDNER]
       bugbot class submit LEKTION DATEI.py [--folder ORDNER] [--wait SEKUNDEN]
für die Lehrkraft (mit --data ORDNER der Klasse, oder --address HOST:PORT --code CODE --key-file DATEI):
       bugbot class board [--json]
       bugbot class history SCHÜLER LEKTION
       bugbot class record SCHÜLER ABGABE AUS.jsonl
       bugbot class comment SCHÜLER ABGABE TEXT
       bugbot class hand-out LEKTION [--students &quot;A,B&quot;] [--program DATEI.py [--title T]]
                             [--deadline 2026-12-08T09:00]
       bugbot class deadline LEKTION 2026-12-08T09:00|none
       bugbot class counted best|last
       bugbot class export [--data ORDNER | --db URL|DATEI] [--lesson NAME] [--counted best|last]
                           [--format moodle|sheet] [--id-column NAME] [--out DATEI]
       bugbot class worker --db postgresql://NUTZER@HOST/DB [--lessons ORDNER]... [--batch N]

serve   richtet eine Klasse ein: die Studios der Schülerinnen und Schüler treten mit dem
        ausgegebenen Beitrittscode bei und geben ab; jede Abgabe wird mit &apos;bugbot mark&apos;
        auf den verdeckten Varianten der Lektion bewertet und das Ergebnis zurückgeschickt.
        ORDNER (Vorgabe: class-server/ in deinem Datenordner) hält Schlüssel, Zertifikat,
        Lehrkraft-Schlüssel und die SQLite-Datenbank. Sie wird als NAME im LAN
        angekündigt (DNS-SD, wenn avahi-daemon läuft).
join    tritt einer Klasse als Schülerin oder Schüler bei (ohne Fenster): wartet auf die
        Zustimmung der Lehrkraft
submit  gibt ein Programm an die Klasse ab und gibt das Ergebnis als JSON aus
        (aufbewahrt und später gesendet, wenn die Klasse nicht erreichbar ist)
board   zeigt die Übersicht der Lehrkraft: jede Schülerin, jeder Schüler, die zählende
        Bewertung jeder Lektion
history zeigt jeden Versuch einer Schülerin oder eines Schülers an einer Lektion, mit
        dem Programm (JSON)
record  speichert die Aufzeichnung des bewerteten Laufs einer Abgabe, zum Abspielen im Studio
comment, hand-out, deadline, counted: was die Übersicht im Studio tut
export  schreibt die Bewertungen der Klasse als Bewertungs-CSV für Moodle (die Namen in der
        Spalte --id-column, Vorgabe Username) oder als einfache Tabelle, für eine Lektion
        oder alle, mit dem besten oder letzten Versuch (Vorgabe: wie die Übersicht zählt)
worker  bewertet die Abgaben der Klasse auf diesem Rechner, aus der PostgreSQL-Warteschlange
        der Klasse, bis zu N (Vorgabe 32) in einem &apos;bugbot mark&apos;
Mehr dazu in docs/class.md.
</translation>
    </message>
    <message>
        <source>no class database at </source>
        <translation>keine Klassendatenbank in </translation>
    </message>
    <message>
        <source>export takes no file; --out FILE</source>
        <translation>export nimmt keine Datei; --out DATEI</translation>
    </message>
    <message>
        <source>--counted is best or last</source>
        <translation>--counted ist best oder last</translation>
    </message>
    <message>
        <source>--format is moodle or sheet</source>
        <translation>--format ist moodle oder sheet</translation>
    </message>
    <message>
        <source>--id-column needs a name (Moodle maps Username, ID number or Email address)</source>
        <translation>--id-column braucht einen Namen (Moodle ordnet Username, ID number oder Email address zu)</translation>
    </message>
    <message>
        <source>worker takes no file</source>
        <translation>worker nimmt keine Datei</translation>
    </message>
    <message>
        <source>a worker needs the class&apos;s PostgreSQL (--db postgresql://...); with SQLite the server marks by itself</source>
        <translation>ein Worker braucht die PostgreSQL-Datenbank der Klasse (--db postgresql://...); mit SQLite bewertet der Server selbst</translation>
    </message>
    <message>
        <source>--batch takes a number from 1 to 256</source>
        <translation>--batch nimmt eine Zahl von 1 bis 256</translation>
    </message>
    <message>
        <source>bugbot class worker: lost the class database: %s
</source>
        <translation>bugbot class worker: die Klassendatenbank ist verloren: %s
</translation>
    </message>
</context>
<context>
    <name>bugbot lessons</name>
    <message>
        <source>usage: bugbot lessons [--json] [--check] [--new ID [--force]] [--lessons DIR]

Lists the lessons on the lesson path and the folder each came from. The path,
in order: the installed lessons; your own folder ($XDG_DATA_HOME/bugbot-studio/
lessons, else ~/.local/share/bugbot-studio/lessons); each folder of
$BUGBOT_LESSONS (separated by &apos;:&apos;); each --lessons DIR. A lesson in a later
folder replaces one with the same id in an earlier one. A lesson that cannot
be loaded is reported on stderr and left out; the others are listed regardless.

options:
  --json          print the lessons as JSON: [{&quot;id&quot;, &quot;title&quot;, &quot;track&quot;, &quot;folder&quot;, &quot;text&quot;,
                  &quot;programs&quot;: [{&quot;file&quot;, &quot;title&quot;}], &quot;tasks&quot;: [{&quot;id&quot;, &quot;title&quot;}], &quot;from&quot;,
                  &quot;source&quot;, &quot;replaced&quot;}, ...]
  --check         validate every lesson (lesson.json, the files it names, its worlds and
                  start poses, a check in marking.py for each task) and name the file
                  and line of anything wrong; mark the reference solution of each lesson
                  that is not installed on its runs, which must give full marks; exit 1
                  if anything is wrong
  --new ID        make a new lesson, ID, that works as it is (it passes --check and its
                  reference solution gets full marks), in the last --lessons DIR, else
                  in your own folder; never over an existing folder. An ID a lesson
                  on the path already has is refused: the new lesson would replace it
  --force         with --new, make it even so (to replace that lesson on purpose)
  --lessons DIR   read lessons from DIR too (any command takes it; may be repeated)

exit status: 0 listed (or all lessons valid with --check, or the lesson made), 1 problems
found with --check (or --new could not write), 2 bad usage.
</source>
        <translation>Aufruf: bugbot lessons [--json] [--check] [--new ID [--force]] [--lessons DIR]

Listet die Lektionen auf dem Lektionspfad auf, jede mit dem Ordner, aus dem sie kommt.
Der Pfad, der Reihe nach: die installierten Lektionen; dein eigener Ordner
($XDG_DATA_HOME/bugbot-studio/lessons, sonst ~/.local/share/bugbot-studio/lessons);
jeder Ordner in $BUGBOT_LESSONS (durch &apos;:&apos; getrennt); jedes --lessons DIR. Eine
Lektion in einem späteren Ordner ersetzt die mit derselben ID in einem früheren.
Eine Lektion, die sich nicht laden lässt, wird auf stderr gemeldet und weggelassen;
die anderen werden trotzdem aufgelistet.

Optionen:
  --json          die Lektionen als JSON ausgeben: [{&quot;id&quot;, &quot;title&quot;, &quot;track&quot;, &quot;folder&quot;, &quot;text&quot;,
                  &quot;programs&quot;: [{&quot;file&quot;, &quot;title&quot;}], &quot;tasks&quot;: [{&quot;id&quot;, &quot;title&quot;}], &quot;from&quot;,
                  &quot;source&quot;, &quot;replaced&quot;}, ...]
  --check         jede Lektion prüfen (lesson.json, die Dateien, die sie nennt, ihre Welten
                  und Startpositionen, eine Prüfung in marking.py für jede Aufgabe) und bei
                  jedem Fehler Datei und Zeile nennen; die Musterlösung jeder Lektion, die
                  nicht installiert ist, auf deren Läufen bewerten: Sie muss die volle
                  Punktzahl bekommen; Exit-Status 1, wenn etwas nicht stimmt
  --new ID        eine neue Lektion ID anlegen, die so, wie sie ist, funktioniert (sie
                  besteht --check, und ihre Musterlösung bekommt die volle Punktzahl), im
                  letzten --lessons DIR, sonst in deinem eigenen Ordner; nie über einen
                  vorhandenen Ordner. Eine ID, die eine Lektion auf dem Pfad schon hat, wird
                  abgelehnt: Die neue Lektion würde jene ersetzen
  --force         mit --new: die Lektion trotzdem anlegen (um jene absichtlich zu ersetzen)
  --lessons DIR   Lektionen auch aus DIR lesen (jeder Befehl nimmt das; mehrfach möglich)

Exit-Status: 0 aufgelistet (oder mit --check alle Lektionen in Ordnung, oder die Lektion
angelegt), 1 Probleme mit --check gefunden (oder --new konnte nicht schreiben),
2 falscher Aufruf.
</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>installiert</translation>
    </message>
    <message>
        <source>teacher</source>
        <translation>Lehrkraft</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>eigene</translation>
    </message>
    <message>
        <source>the reference solution could not be marked: %s</source>
        <translation>die Musterlösung konnte nicht bewertet werden: %s</translation>
    </message>
    <message>
        <source>the reference solution gets %s (%s) on the lesson&apos;s runs, not full marks; &apos;%s&apos; says why</source>
        <translation>die Musterlösung bekommt bei den Läufen der Lektion %s (%s), nicht die volle Punktzahl; &apos;%s&apos; sagt, warum</translation>
    </message>
    <message>
        <source>the reference solution gets %s (%s) on the lesson&apos;s runs, not full marks: %s; &apos;%s&apos; says why</source>
        <translation>die Musterlösung bekommt bei den Läufen der Lektion %s (%s), nicht die volle Punktzahl: %s; &apos;%s&apos; sagt, warum</translation>
    </message>
    <message>
        <source>bugbot lessons: --new: &quot;%s&quot; cannot be a lesson id (1 to 64 ASCII letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;: it names a folder and goes on command lines)
</source>
        <translation>bugbot lessons: --new: &quot;%s&quot; kann keine Lektions-ID sein (1 bis 64 ASCII-Buchstaben, Ziffern, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;: Die ID benennt einen Ordner und steht in Befehlszeilen)
</translation>
    </message>
    <message>
        <source>bugbot lessons: --new: %s already exists; nothing was written
</source>
        <translation>bugbot lessons: --new: %s gibt es schon; es wurde nichts geschrieben
</translation>
    </message>
    <message>
        <source>bugbot lessons: --new: the lesson %s (&quot;%s&quot;, in %s) already has the id %s; a new lesson
with it would replace that one everywhere (the studio, bugbot mark). Nothing was written.
Pick another id, or add --force to replace it on purpose.
</source>
        <translation>bugbot lessons: --new: Die Lektion %s (&quot;%s&quot;, in %s) hat schon die ID %s; eine neue Lektion
mit dieser ID würde sie überall ersetzen (im Studio, bei bugbot mark). Es wurde nichts geschrieben.
Wähle eine andere ID oder gib --force an, um sie absichtlich zu ersetzen.
</translation>
    </message>
    <message>
        <source>note: this lesson replaces %s (&quot;%s&quot;) wherever the lessons are listed
</source>
        <translation>Hinweis: Diese Lektion ersetzt %s (&quot;%s&quot;) überall, wo Lektionen aufgelistet werden
</translation>
    </message>
    <message>
        <source>bugbot lessons: --new: cannot write %s%s%s
</source>
        <translation>bugbot lessons: --new: %s kann nicht geschrieben werden%s%s
</translation>
    </message>
    <message>
        <source>made the lesson %s in %s
  lesson.json, lesson.md, demo.py, starter.py, solution/reference.py, marking.py
next:
  bugbot lessons --check%s
  bugbot mark %s %s/solution/reference.py%s
  bugbot-studio %s%s
</source>
        <translation>Die Lektion %s ist angelegt, in %s
  lesson.json, lesson.md, demo.py, starter.py, solution/reference.py, marking.py
als Nächstes:
  bugbot lessons --check%s
  bugbot mark %s %s/solution/reference.py%s
  bugbot-studio %s%s
</translation>
    </message>
    <message>
        <source>(reference solutions not marked: the sandbox is incomplete here; bugbot mark --check-sandbox says why)
</source>
        <translation>(Musterlösungen nicht bewertet: Die Sandbox ist hier unvollständig; bugbot mark --check-sandbox sagt, warum)
</translation>
    </message>
    <message>
        <source>%zu lesson loaded</source>
        <translation>%zu Lektion geladen</translation>
    </message>
    <message>
        <source>%zu lessons loaded</source>
        <translation>%zu Lektionen geladen</translation>
    </message>
    <message>
        <source>%d reference solution marked</source>
        <translation>%d Musterlösung bewertet</translation>
    </message>
    <message>
        <source>%d reference solutions marked</source>
        <translation>%d Musterlösungen bewertet</translation>
    </message>
    <message>
        <source>%zu problem</source>
        <translation>%zu Problem</translation>
    </message>
    <message>
        <source>%zu problems</source>
        <translation>%zu Probleme</translation>
    </message>
    <message>
        <source>%s, %s; %s
</source>
        <translation>%s, %s; %s
</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>track</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>from</source>
        <translation>aus</translation>
    </message>
    <message>
        <source> (replaces %s)</source>
        <translation> (ersetzt %s)</translation>
    </message>
    <message>
        <source>(no lessons)
</source>
        <translation>(keine Lektionen)
</translation>
    </message>
    <message>
        <source>
the lesson path (a later folder&apos;s lesson replaces an earlier one&apos;s):
</source>
        <translation>
der Lektionspfad (eine Lektion in einem späteren Ordner ersetzt die eines früheren):
</translation>
    </message>
    <message>
        <source>  (not there yet)</source>
        <translation>  (gibt es noch nicht)</translation>
    </message>
    <message>
        <source>bugbot lessons: unexpected argument %s (it takes no files)
</source>
        <translation>bugbot lessons: unerwartetes Argument %s (der Befehl nimmt keine Dateien)
</translation>
    </message>
    <message>
        <source>bugbot lessons: --new needs the new lesson&apos;s id
</source>
        <translation>bugbot lessons: --new braucht die ID der neuen Lektion
</translation>
    </message>
    <message>
        <source>bugbot lessons: unknown option %s
(bugbot lessons --help for the options)
</source>
        <translation>bugbot lessons: unbekannte Option %s
(bugbot lessons --help zeigt die Optionen)
</translation>
    </message>
    <message>
        <source>bugbot lessons: --force goes with --new ID
</source>
        <translation>bugbot lessons: --force gehört zu --new ID
</translation>
    </message>
</context>
<context>
    <name>bugbot mark</name>
    <message>
        <source>usage: bugbot mark [OPTIONS] LESSON [--] SUBMISSION...
       bugbot mark [OPTIONS] LESSON --explain SUBMISSION
       bugbot mark [OPTIONS] LESSON --shard K/N --json [--] SUBMISSION... &gt; shard-K.json
       bugbot mark --merge SHEET.json... [--csv FILE]
       bugbot mark --check-sandbox

Marks each SUBMISSION (a student&apos;s .py file, or a FOLDER: the *.py files beneath it,
sorted; a folder with none is a row with status empty)
on the tasks of LESSON (a lesson id from &apos;bugbot lessons&apos;, or the folder of a
lesson on the lesson path; never a folder found in the current directory).
Everything after -- is a SUBMISSION, even a name starting with &apos;-&apos;: write
&apos;bugbot mark 8.1 -- *.py&apos; when a hand-in may be named like an option. A
submission is opened once and never through a link: a link, folder, FIFO or
device gets 0 marks, with what it is in its notes. Each submission runs once for each
of the lesson&apos;s hidden variations (seeds, worlds, start poses), each run a fresh
process in its own sandbox (bubblewrap namespaces: no network, no terminal, no
other files, no capabilities; Landlock and seccomp inside) with limits on CPU,
memory, wall time, processes and file size. The tasks are checked against what the
engine recorded of each run, never against what the program printed about itself.

options:
  --json          print {&quot;lesson&quot;, &quot;submissions&quot;: [{&quot;file&quot;, &quot;score&quot;, &quot;max&quot;, &quot;status&quot;,
                  &quot;tasks&quot;: [{&quot;id&quot;, &quot;passed&quot;, &quot;score&quot;, &quot;feedback&quot;}]}]} on stdout
  --csv FILE      write a mark sheet: file, score, max, one column per task, status
  --gradebook FILE  write the marks as a gradebook imports them: one row per student,
                  keyed by a student id from the student&apos;s own folder in a FOLDER
                  (Moodle&apos;s download makes one), else from the file&apos;s name (said on
                  stderr); two hand-ins of one student: no grade, both named
                  (Moodle&apos;s &quot;Import grades from CSV&quot; by default; docs/marking.md)
  --id-pattern REGEX  the student id in that folder&apos;s or file&apos;s name: the regex&apos;s first
                  (group), e.g. &apos;^(\d+)_&apos; for 1234_scores.py (default: the folder&apos;s
                  name, or the file&apos;s without .py)
  --id-column NAME  the gradebook&apos;s identifier column: Username (default), ID number,
                  Email address (as Moodle maps them)
  --gradebook-form moodle|plain  moodle (default): the id, one grade column per task,
                  the total; plain: Student ID, Lesson, Score, Out of, Percent, Status
  --jobs N        runs at a time (default: the number of processors)
  --timeout S     wall-time limit of each run in seconds (default: the lesson&apos;s limits.timeout)
  --max-memory MB memory limit of each run (default: the lesson&apos;s limits.memory)
  --explain FILE  mark FILE (once, even if it is also given as a SUBMISSION) and say, for
                  each task and run, what the check looked at
  --files-from LIST  the SUBMISSIONs named in LIST too, each name ended by a NUL byte
                  (as &apos;find -print0&apos; writes them; &apos;-&apos; reads them from stdin): a class
                  of any size, any name
  --quiet         no progress bar
  --shard K/N     mark only shard K of N of the class (a stable split by file name):
                  give every machine the same SUBMISSION list and its own K
  --merge SHEET.json...  the shards&apos; --json sheets as one (JSON on stdout, --csv FILE
                  too), the same bytes as marking the class on one machine
  --lessons DIR   read lessons from DIR too (bugbot lessons --help says where lessons are)
  --check-sandbox say what the sandbox can do on this machine (exit 1 if a part is missing)
  --weak-sandbox  mark even when a part of the sandbox is missing, with a warning in
                  the sheet&apos;s header (never as root)

Marks are written as each submission is done, in the order of the files. Without
--json they are printed as text (control characters escaped). Statuses: marked
(every run ended normally), error, timeout, cpu, memory, forbidden (tried to start
a process or a refused system call), exit (ended early), output (wrote too much),
crashed, tampered (wrote into its own record: no marks), empty, unreadable,
not-marked (the marker could not mark it: mark it again). docs/marking.md says more.

exit status: 0 every submission marked (whatever the marks), 1 marking could not run,
2 bad usage, 3 some submissions were not marked, 130 interrupted (Ctrl-C).
</source>
        <translation>Aufruf: bugbot mark [OPTIONS] LESSON [--] SUBMISSION...
        bugbot mark [OPTIONS] LESSON --explain SUBMISSION
        bugbot mark [OPTIONS] LESSON --shard K/N --json [--] SUBMISSION... &gt; shard-K.json
        bugbot mark --merge SHEET.json... [--csv FILE]
        bugbot mark --check-sandbox

Bewertet jede Abgabe SUBMISSION (die .py-Datei einer Schülerin oder eines Schülers,
oder einen Ordner: die *.py-Dateien darin, sortiert; ein Ordner ohne solche Dateien
ist eine Zeile mit dem Status empty) in den Aufgaben der Lektion LESSON (eine
Lektions-ID aus &apos;bugbot lessons&apos; oder der Ordner einer Lektion auf dem Lektionspfad;
nie ein Ordner aus dem aktuellen Verzeichnis).
Alles nach -- ist eine Abgabe, auch ein Name, der mit &apos;-&apos; beginnt: Schreib
&apos;bugbot mark 8.1 -- *.py&apos;, wenn eine Abgabe wie eine Option heißen könnte. Eine
Abgabe wird genau einmal geöffnet und nie über einen Link: Ein Link, ein Ordner,
ein FIFO oder ein Gerät bekommt 0 Punkte, und in den Hinweisen steht, was es ist.
Jede Abgabe läuft einmal für jede der verborgenen Varianten der Lektion (Seeds,
Welten, Startpositionen), jeder Lauf ein neuer Prozess in seiner eigenen Sandbox
(bubblewrap-Namespaces: kein Netz, kein Terminal, keine anderen Dateien, keine
Capabilities; darin Landlock und seccomp), mit Grenzen für CPU, Speicher,
Laufzeit, Prozesse und Dateigröße. Die Aufgaben werden an dem geprüft, was die
Engine von jedem Lauf aufgezeichnet hat, nie an dem, was das Programm über sich
selbst ausgegeben hat.

Optionen:
  --json          {&quot;lesson&quot;, &quot;submissions&quot;: [{&quot;file&quot;, &quot;score&quot;, &quot;max&quot;, &quot;status&quot;,
                  &quot;tasks&quot;: [{&quot;id&quot;, &quot;passed&quot;, &quot;score&quot;, &quot;feedback&quot;}]}]} auf stdout ausgeben
  --csv FILE      eine Punkteliste schreiben: Datei, Punkte, Maximum, eine Spalte je
                  Aufgabe, Status
  --gradebook FILE  die Punkte so schreiben, wie ein Notenbuch sie importiert: eine Zeile
                  je Schülerin oder Schüler, mit einer Schüler-ID aus dem eigenen Ordner
                  in einem FOLDER (Moodles Download legt einen an) als Schlüssel, sonst
                  aus dem Dateinamen (auf stderr gesagt); zwei Abgaben einer Person:
                  keine Note, beide genannt (standardmäßig Moodles &quot;Import grades
                  from CSV&quot;; docs/marking.md)
  --id-pattern REGEX  die Schüler-ID im Namen dieses Ordners oder der Datei: die erste
                  (Gruppe) des regulären Ausdrucks, z. B. &apos;^(\d+)_&apos; für
                  1234_scores.py (Standard: der Name des Ordners, oder der Datei ohne .py)
  --id-column NAME  die Kennungsspalte des Notenbuchs: Username (Standard), ID number,
                  Email address (wie Moodle sie zuordnet)
  --gradebook-form moodle|plain  moodle (Standard): die ID, eine Notenspalte je Aufgabe,
                  die Summe; plain: Student ID, Lesson, Score, Out of, Percent, Status
  --jobs N        so viele Läufe gleichzeitig (Standard: die Zahl der Prozessoren)
  --timeout S     Zeitgrenze jedes Laufs in Sekunden, nach der Uhr (Standard: limits.timeout
                  der Lektion)
  --max-memory MB Speichergrenze jedes Laufs (Standard: limits.memory der Lektion)
  --explain FILE  FILE bewerten (einmal, auch wenn die Datei auch als Abgabe genannt ist)
                  und für jede Aufgabe und jeden Lauf sagen, worauf die Prüfung geschaut hat
  --files-from LIST  auch die in LIST genannten Abgaben, jeder Name mit einem NUL-Byte
                  beendet (wie &apos;find -print0&apos; sie schreibt; &apos;-&apos; liest sie von
                  stdin): eine Klasse jeder Größe, jeder Name
  --quiet         kein Fortschrittsbalken
  --shard K/N     nur Teil K von N der Klasse bewerten (eine feste Aufteilung nach
                  Dateinamen): Gib jedem Rechner dieselbe Liste der Abgaben und sein
                  eigenes K
  --merge SHEET.json...  die Listen der Teile (mit --json geschrieben) als eine (JSON auf
                  stdout, auch --csv FILE), Byte für Byte so, als wäre die Klasse auf einem
                  Rechner bewertet worden
  --lessons DIR   Lektionen auch aus DIR lesen (bugbot lessons --help sagt, wo Lektionen
                  liegen)
  --check-sandbox sagen, was die Sandbox auf diesem Rechner kann (Exit-Status 1, wenn ein
                  Teil fehlt)
  --weak-sandbox  auch dann bewerten, wenn ein Teil der Sandbox fehlt, mit einer Warnung
                  im Kopf der Liste (nie als root)

Die Punkte werden geschrieben, sobald eine Abgabe fertig ist, in der Reihenfolge der
Dateien. Ohne --json werden sie als Text ausgegeben (Steuerzeichen maskiert). Status:
marked (jeder Lauf endete normal), error, timeout, cpu, memory, forbidden (hat
versucht, einen Prozess zu starten, oder einen verweigerten Systemaufruf), exit (zu
früh beendet), output (zu viel ausgegeben), crashed, tampered (hat in die eigene
Aufzeichnung geschrieben: keine Punkte), empty, unreadable, not-marked (die Bewertung
konnte die Abgabe nicht bewerten: noch einmal bewerten). docs/marking.md sagt mehr.

Exit-Status: 0 jede Abgabe bewertet (egal mit welchen Punkten), 1 die Bewertung konnte
nicht laufen, 2 falscher Aufruf, 3 einige Abgaben wurden nicht bewertet, 130 abgebrochen
(Strg+C).
</translation>
    </message>
    <message>
        <source>bugbot mark: %s
(bugbot mark --help for the options)
</source>
        <translation>bugbot mark: %s
(bugbot mark --help zeigt die Optionen)
</translation>
    </message>
    <message>
        <source>The sandbox is complete: marking runs with every layer.
</source>
        <translation>Die Sandbox ist vollständig: Die Bewertung läuft mit allen Schutzschichten.
</translation>
    </message>
    <message>
        <source>The sandbox is incomplete: bugbot mark refuses to mark (--weak-sandbox marks anyway, with a warning in the sheet).
</source>
        <translation>Die Sandbox ist unvollständig: bugbot mark bewertet nicht (--weak-sandbox bewertet trotzdem, mit einer Warnung in der Liste).
</translation>
    </message>
    <message>
        <source>--explain needs a submission</source>
        <translation>--explain braucht eine Abgabe</translation>
    </message>
    <message>
        <source>--shard needs K/N, 1 &lt;= K &lt;= N (shard K of N)</source>
        <translation>--shard braucht K/N, 1 &lt;= K &lt;= N (Teil K von N)</translation>
    </message>
    <message>
        <source>--csv needs a file name</source>
        <translation>--csv braucht einen Dateinamen</translation>
    </message>
    <message>
        <source>--files-from needs a file of names (&apos;-&apos; for stdin)</source>
        <translation>--files-from braucht eine Datei mit Namen (&apos;-&apos; für stdin)</translation>
    </message>
    <message>
        <source>--files-from %s: %s</source>
        <translation>--files-from %s: %s</translation>
    </message>
    <message>
        <source>%s needs a value</source>
        <translation>%s braucht einen Wert</translation>
    </message>
    <message>
        <source>--jobs needs a whole number from 1 to 256</source>
        <translation>--jobs braucht eine ganze Zahl von 1 bis 256</translation>
    </message>
    <message>
        <source>--timeout needs seconds, from 0.1 to 600</source>
        <translation>--timeout braucht Sekunden, von 0.1 bis 600</translation>
    </message>
    <message>
        <source>--max-memory needs megabytes, from 128 to 16384</source>
        <translation>--max-memory braucht Megabyte, von 128 bis 16384</translation>
    </message>
    <message>
        <source>unknown option %s (a file of that name? put -- before the files: bugbot mark LESSON -- FILE...)</source>
        <translation>unbekannte Option %s (eine Datei mit diesem Namen? Schreib -- vor die Dateien: bugbot mark LESSON -- FILE...)</translation>
    </message>
    <message>
        <source>unknown option %s</source>
        <translation>unbekannte Option %s</translation>
    </message>
    <message>
        <source>--gradebook is written when marking; mark the class (or each shard) with it</source>
        <translation>--gradebook wird beim Bewerten geschrieben; bewerte die Klasse (oder jeden Teil) damit</translation>
    </message>
    <message>
        <source>which lesson? &apos;bugbot lessons&apos; lists them</source>
        <translation>Welche Lektion? &apos;bugbot lessons&apos; listet sie auf</translation>
    </message>
    <message>
        <source>which submissions? give one or more .py files (or a folder of them)</source>
        <translation>Welche Abgaben? Gib eine oder mehrere .py-Dateien an (oder einen Ordner damit)</translation>
    </message>
    <message>
        <source>bugbot mark: the sandbox is incomplete on this machine (missing: %s).
Submissions are not marked unprotected; &apos;bugbot mark --check-sandbox&apos; says more,
--weak-sandbox marks anyway with a warning in the sheet.
</source>
        <translation>bugbot mark: Die Sandbox ist auf diesem Rechner unvollständig (es fehlt: %s).
Abgaben werden nicht ungeschützt bewertet; &apos;bugbot mark --check-sandbox&apos; sagt mehr,
--weak-sandbox bewertet trotzdem, mit einer Warnung in der Liste.
</translation>
    </message>
    <message>
        <source>bugbot mark: --weak-sandbox is refused as root (missing: %s)
</source>
        <translation>bugbot mark: --weak-sandbox wird als root verweigert (es fehlt: %s)
</translation>
    </message>
    <message>
        <source>WARNING: marked without the full sandbox (missing: %s). A submission may have read files or reached programs it should not have.</source>
        <translation>WARNUNG: ohne die vollständige Sandbox bewertet (es fehlt: %s). Eine Abgabe könnte Dateien gelesen oder Programme erreicht haben, auf die sie keinen Zugriff haben sollte.</translation>
    </message>
    <message>
        <source>bugbot mark: interrupted; %d submission(s) not marked
</source>
        <translation>bugbot mark: abgebrochen; %d Abgabe(n) nicht bewertet
</translation>
    </message>
    <message>
        <source>bugbot mark: cannot write %s: %s
</source>
        <translation>bugbot mark: %s kann nicht geschrieben werden: %s
</translation>
    </message>
    <message>
        <source>bugbot mark: gradebook: %s
</source>
        <translation>bugbot mark: Notenbuch: %s
</translation>
    </message>
    <message>
        <source>marking [%s%s] %d/%d runs</source>
        <translation>Bewertung [%s%s] %d/%d Läufe</translation>
    </message>
</context>
<context>
    <name>bugbot robots</name>
    <message>
        <source>usage:
  bugbot robots [--roster FILE] [--json]                      the roster: name, id, last seen
  bugbot robots init [--port PORT] [--name NAME] [--regenerate] [--roster FILE]
  bugbot robots scan [--dongle PORT] [--seconds S] [--json]   robots heard by BEACON
  bugbot robots blink ROBOT [--dongle PORT] [--roster FILE]
  bugbot robots forget ROBOT [--roster FILE]
  bugbot robots emulate [--robots N] [--world NAME|FILE] [--roster FILE] [--fault MODE]... [--log FILE]
                        [--control]

The real BugBot over its USB radio dongle (docs/robot.md). ROBOT is an index into
the roster (0 = first), a 16-hex-digit id or a robot&apos;s name. The roster is --roster
FILE, else $BUGBOT_ROSTER, else ~/.bugbot/robots.json. Without --dongle the dongle
is found by its USB vendor id (303a) and confirmed by a valid frame.

init pairs a robot over its own USB cable (it sends espnow_init, or regenerate_key
with --regenerate, and keeps the id and key the robot prints). emulate opens a
pseudo-terminal that behaves as the dongle with N simulated robots behind it,
writes them into the roster, prints &apos;dongle: /dev/pts/N&apos; first and runs until
Ctrl-C; --fault MODE (for tests) is one of silent, busy, re-paired, wrong-version,
lost-claim, no-reads, pose, corrupt, low-battery; --log FILE gets a JSON line for every packet
a robot takes in; --control reads fault lines on stdin: unplug, outage S, and for
robot N (default 0) deny N, re-pair N, reboot N, battery PERCENT N.

exit status: 0 done, 1 failed (the message says why), 2 bad usage.
</source>
        <translation>Aufruf:
  bugbot robots [--roster FILE] [--json]                      die Roboterliste: Name, ID, zuletzt gesehen
  bugbot robots init [--port PORT] [--name NAME] [--regenerate] [--roster FILE]
  bugbot robots scan [--dongle PORT] [--seconds S] [--json]   die Roboter, deren BEACON zu hören ist
  bugbot robots blink ROBOT [--dongle PORT] [--roster FILE]
  bugbot robots forget ROBOT [--roster FILE]
  bugbot robots emulate [--robots N] [--world NAME|FILE] [--roster FILE] [--fault MODE]... [--log FILE]
                        [--control]

Der echte BugBot über seinen USB-Funk-Dongle (docs/robot.md). ROBOT ist eine Nummer
in der Roboterliste (0 = der erste), eine 16-stellige Hex-ID oder der Name eines
Roboters. Die Roboterliste ist --roster FILE, sonst $BUGBOT_ROSTER, sonst
~/.bugbot/robots.json. Ohne --dongle wird der Dongle über seine USB-Hersteller-ID
(303a) gefunden und durch einen gültigen Frame bestätigt.

init koppelt einen Roboter über sein eigenes USB-Kabel (es sendet espnow_init, mit
--regenerate regenerate_key, und behält die ID und den Schlüssel, die der Roboter
ausgibt). emulate öffnet ein Pseudo-Terminal, das sich wie der Dongle mit N simulierten
Robotern dahinter verhält, trägt sie in die Roboterliste ein, gibt zuerst
&apos;dongle: /dev/pts/N&apos; aus und läuft bis Strg+C; --fault MODE (für Tests) ist einer von
silent, busy, re-paired, wrong-version, lost-claim, no-reads, pose, corrupt, low-battery;
--log FILE bekommt eine JSON-Zeile für jedes Paket, das ein Roboter empfängt; --control
liest Fehlerzeilen von stdin: unplug, outage S und, für Roboter N (Standard 0), deny N,
re-pair N, reboot N, battery PERCENT N.

Exit-Status: 0 fertig, 1 fehlgeschlagen (die Meldung sagt, warum), 2 falscher Aufruf.
</translation>
    </message>
    <message>
        <source>no robots in %s: pair one over its USB cable with `bugbot robots init`
</source>
        <translation>keine Roboter in %s: Kopple einen über sein USB-Kabel mit `bugbot robots init`
</translation>
    </message>
    <message>
        <source>ROBOT</source>
        <translation>ROBOTER</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>LAST SEEN</source>
        <translation>ZULETZT GESEHEN</translation>
    </message>
    <message>
        <source>which robot? give its index, id or name</source>
        <translation>Welcher Roboter? Gib seine Nummer, seine ID oder seinen Namen an</translation>
    </message>
    <message>
        <source>forgot %s (%s)
</source>
        <translation>%s (%s) vergessen
</translation>
    </message>
    <message>
        <source>--roster and --dongle each need a value
(bugbot robots --help for the options)</source>
        <translation>--roster und --dongle brauchen je einen Wert
(bugbot robots --help zeigt die Optionen)</translation>
    </message>
    <message>
        <source>list takes no ROBOT</source>
        <translation>list nimmt keinen ROBOT</translation>
    </message>
    <message>
        <source>unknown subcommand &apos;%s&apos; (list, init, scan, blink, forget, emulate)</source>
        <translation>unbekannter Unterbefehl &apos;%s&apos; (list, init, scan, blink, forget, emulate)</translation>
    </message>
    <message>
        <source>--robots, --world and --log each need a value</source>
        <translation>--robots, --world und --log brauchen je einen Wert</translation>
    </message>
    <message>
        <source>--robots needs a whole number from 1 to %d, got %s</source>
        <translation>--robots braucht eine ganze Zahl von 1 bis %d, nicht %s</translation>
    </message>
    <message>
        <source>--fault needs a mode</source>
        <translation>--fault braucht einen Modus</translation>
    </message>
    <message>
        <source>unknown --fault %s (one of %s)</source>
        <translation>unbekannter --fault %s (einer von %s)</translation>
    </message>
    <message>
        <source>unknown argument %s</source>
        <translation>unbekanntes Argument %s</translation>
    </message>
    <message>
        <source>cannot write the log %s</source>
        <translation>das Protokoll %s kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>robot %zu: %s id %s, in the roster %s
</source>
        <translation>Roboter %zu: %s, ID %s, in der Roboterliste %s
</translation>
    </message>
    <message>
        <source>no robot found on USB: plug the robot in with its USB cable (not the dongle), or name it with --port PORT</source>
        <translation>kein Roboter an USB gefunden: Schließ den Roboter mit seinem USB-Kabel an (nicht den Dongle) oder nenne ihn mit --port PORT</translation>
    </message>
    <message>
        <source>no robot answered espnow_init:%s</source>
        <translation>kein Roboter hat auf espnow_init geantwortet:%s</translation>
    </message>
    <message>
        <source>--port and --name each need a value</source>
        <translation>--port und --name brauchen je einen Wert</translation>
    </message>
    <message>
        <source>--name %s cannot name a robot: %s</source>
        <translation>--name %s taugt nicht als Name eines Roboters: %s</translation>
    </message>
    <message>
        <source>%s (nothing was sent to the robot; use --roster FILE for another)</source>
        <translation>%s (an den Roboter wurde nichts gesendet; nimm --roster FILE für eine andere Roboterliste)</translation>
    </message>
    <message>
        <source>bugbot robots init: %s
The robot&apos;s new key is not saved. Add it to the roster by hand:
  &quot;%s&quot;: {&quot;key&quot;: &quot;%s&quot;, &quot;name&quot;: &quot;%s&quot;, &quot;last_mac&quot;: &quot;%s&quot;}
inside &quot;robots&quot;, and &quot;channel&quot;: %d at the top.
</source>
        <translation>bugbot robots init: %s
Der neue Schlüssel des Roboters ist nicht gespeichert. Trag ihn von Hand in die Roboterliste ein:
  &quot;%s&quot;: {&quot;key&quot;: &quot;%s&quot;, &quot;name&quot;: &quot;%s&quot;, &quot;last_mac&quot;: &quot;%s&quot;}
innerhalb von &quot;robots&quot;, und &quot;channel&quot;: %d ganz oben.
</translation>
    </message>
    <message>
        <source>paired %s (id %s, firmware %d, channel %d) into %s
</source>
        <translation>%s gekoppelt (ID %s, Firmware %d, Kanal %d), eingetragen in %s
</translation>
    </message>
    <message>
        <source>the dongle on %s is on channel %d
</source>
        <translation>der Dongle an %s ist auf Kanal %d
</translation>
    </message>
    <message>
        <source>the dongle was not told the channel (%s); it must be on channel %d
</source>
        <translation>dem Dongle wurde der Kanal nicht mitgeteilt (%s); er muss auf Kanal %d sein
</translation>
    </message>
    <message>
        <source>--seconds needs a number of seconds</source>
        <translation>--seconds braucht eine Anzahl Sekunden</translation>
    </message>
    <message>
        <source>no robot heard in %g s on %s (are they on, in ESP-NOW mode, on the dongle&apos;s channel?)
</source>
        <translation>in %g s keinen Roboter an %s gehört (sind sie eingeschaltet, im ESP-NOW-Modus, auf dem Kanal des Dongles?)
</translation>
    </message>
    <message>
        <source>(not paired)</source>
        <translation>(nicht gekoppelt)</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>claimed</source>
        <translation>belegt</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <source>BATTERY</source>
        <translation>AKKU</translation>
    </message>
    <message>
        <source>RSSI</source>
        <translation>RSSI</translation>
    </message>
    <message>
        <source>%d dBm</source>
        <translation>%d dBm</translation>
    </message>
    <message>
        <source>%s refused the roster&apos;s key: it was re-paired to another host (pair it again with `bugbot robots init`)</source>
        <translation>%s hat den Schlüssel aus der Roboterliste abgelehnt: Er wurde mit einem anderen Rechner neu gekoppelt (kopple ihn wieder mit `bugbot robots init`)</translation>
    </message>
    <message>
        <source>%s did not answer: is it on, in ESP-NOW mode, on the dongle&apos;s channel?</source>
        <translation>%s hat nicht geantwortet: Ist er eingeschaltet, im ESP-NOW-Modus, auf dem Kanal des Dongles?</translation>
    </message>
    <message>
        <source>%s is blinking white
</source>
        <translation>%s blinkt weiß
</translation>
    </message>
</context>
<context>
    <name>bugbot run</name>
    <message>
        <source>usage: bugbot run SCRIPT.py [options] [-- SCRIPT ARGS...]

       bugbot run SCRIPT.py --robot ROBOT [--dongle PORT] [--roster FILE]

Runs a Python script against the simulated BugBot, or with --robot on a real one
over its USB radio dongle (docs/robot.md). stdout is exactly what the script
prints; errors go to stderr as a Python traceback.

options:
  --seed N          the noise seed (default 1): same script, world and seed, same output
  --world NAME|FILE a world from worlds/NAME.json or a world file (default: the empty
                    100 x 100 cm mat, robot at (50, 20) facing up the mat)
  --realtime        pace the simulation to the wall clock (default: as fast as possible)
  --pace X          pace at X times real time (--realtime is --pace 1)
  --timeout S       stop the script after S seconds of wall time (default: none)
  --max-sim-time S  stop the script after S seconds of simulated time, at the same
                    moment on any machine (implies --channel; marking uses %g)
  --record TRACE    write the event stream (docs/events.md) to the file TRACE
  --stream          write the event stream to stdout instead; prints become events
  --control         with --stream: read &apos;pace X&apos; lines from stdin during the run
  --max-cpu S       stop the script after S seconds of CPU time
  --max-memory MB   limit the process&apos;s memory: a MemoryError past it (default %g, 0 = none)
  --max-record MB   end the run when its record reaches MB megabytes (default %g, 0 = none)
  --thin-record     keep the record within --max-record by thinning its older frames,
                    reads and plots, as the studio does (prints and errors stay whole)
  --max-output N    show at most N bytes of the script&apos;s output (default %zu MiB)
  --sandbox         run inside bubblewrap (as `bugbot mark` runs a submission): no
                    network, no other processes, only the script&apos;s folder and the
                    record&apos;s writable, the user&apos;s data folder (gradebook) hidden
  --channel         run the script in a second process that reaches the simulator
                    over a channel, as --sandbox does, without the sandbox (same output)
  --robot ROBOT     run on a real BugBot: an index into the roster (0 = first), its
                    16-hex-digit id or its name (`bugbot robots` lists them); with
                    --sandbox the script runs in bubblewrap, this process holds the robot
  --dongle PORT     the dongle&apos;s serial device (default: found by its USB vendor id)
  --roster FILE     the roster (default: $BUGBOT_ROSTER, else ~/.bugbot/robots.json)
  --lessons DIR     read lessons from DIR too: SCRIPT may be LESSON/FILE, a lesson&apos;s
                    program (e.g. attention/1-scores.py), when no such file is here

exit status: 0 done, 1 the script raised, 2 bad usage, 3 timed out (wall, simulated or CPU time).
</source>
        <translation>Aufruf: bugbot run SCRIPT.py [Optionen] [-- SCRIPT ARGS...]

        bugbot run SCRIPT.py --robot ROBOT [--dongle PORT] [--roster FILE]

Führt ein Python-Skript mit dem simulierten BugBot aus, oder mit --robot auf einem
echten, über dessen USB-Funk-Dongle (docs/robot.md). Auf stdout steht genau das, was
das Skript ausgibt; Fehler gehen als Python-Traceback nach stderr.

Optionen:
  --seed N          der Startwert des Rauschens (Standard 1): gleiches Skript, gleiche
                    Welt, gleicher Seed ergeben die gleiche Ausgabe
  --world NAME|FILE eine Welt aus worlds/NAME.json oder eine Weltdatei (Standard: die leere
                    Matte, 100 x 100 cm, der Roboter bei (50, 20), Blick die Matte hinauf)
  --realtime        die Simulation im Takt der Uhr laufen lassen (Standard: so schnell wie
                    möglich)
  --pace X          mit dem X-fachen der echten Zeit laufen (--realtime ist --pace 1)
  --timeout S       das Skript nach S Sekunden nach der Uhr anhalten (Standard: nie)
  --max-sim-time S  das Skript nach S Sekunden simulierter Zeit anhalten, auf jedem Rechner
                    im selben Moment (schließt --channel ein; die Bewertung nimmt %g)
  --record TRACE    den Ereignisstrom (docs/events.md) in die Datei TRACE schreiben
  --stream          den Ereignisstrom stattdessen auf stdout schreiben; Ausgaben werden zu
                    Ereignissen
  --control         mit --stream: während des Laufs Zeilen &apos;pace X&apos; von stdin lesen
  --max-cpu S       das Skript nach S Sekunden CPU-Zeit anhalten
  --max-memory MB   den Speicher des Prozesses begrenzen: darüber ein MemoryError
                    (Standard %g, 0 = keine Grenze)
  --max-record MB   den Lauf beenden, wenn seine Aufzeichnung MB Megabyte erreicht
                    (Standard %g, 0 = keine Grenze)
  --thin-record     die Aufzeichnung unter --max-record halten, indem ältere Frames,
                    Messwerte und Plots ausgedünnt werden, wie das Studio es tut (Ausgaben
                    und Fehler bleiben vollständig)
  --max-output N    höchstens N Bytes der Ausgabe des Skripts zeigen (Standard %zu MiB)
  --sandbox         in bubblewrap laufen (so wie `bugbot mark` eine Abgabe laufen lässt):
                    kein Netz, keine anderen Prozesse, nur der Ordner des Skripts und die
                    Aufzeichnung beschreibbar, der Datenordner des Benutzers (Notenbuch)
                    verborgen
  --channel         das Skript in einem zweiten Prozess laufen lassen, der den Simulator
                    über einen Kanal erreicht, wie bei --sandbox, aber ohne Sandbox
                    (gleiche Ausgabe)
  --robot ROBOT     auf einem echten BugBot laufen: eine Nummer in der Roboterliste
                    (0 = der erste), seine 16-stellige Hex-ID oder sein Name (`bugbot robots`
                    listet sie auf); mit --sandbox läuft das Skript in bubblewrap, und
                    dieser Prozess hält den Roboter
  --dongle PORT     das serielle Gerät des Dongles (Standard: über seine USB-Hersteller-ID
                    gefunden)
  --roster FILE     die Roboterliste (Standard: $BUGBOT_ROSTER, sonst ~/.bugbot/robots.json)
  --lessons DIR     Lektionen auch aus DIR lesen: SCRIPT darf LESSON/FILE sein, ein Programm
                    einer Lektion (z. B. attention/1-scores.py), wenn es hier keine solche
                    Datei gibt

Exit-Status: 0 fertig, 1 das Skript hat einen Fehler ausgelöst, 2 falscher Aufruf,
3 Zeit abgelaufen (nach der Uhr, simulierte Zeit oder CPU-Zeit).
</translation>
    </message>
    <message>
        <source>bugbot run: %s
(bugbot run --help for the options)
</source>
        <translation>bugbot run: %s
(bugbot run --help zeigt die Optionen)
</translation>
    </message>
    <message>
        <source>bugbot run: --sandbox cannot be used here: no seccomp filter (%s)
</source>
        <translation>bugbot run: --sandbox geht hier nicht: kein seccomp-Filter (%s)
</translation>
    </message>
    <message>
        <source>--timeout needs a number of seconds</source>
        <translation>--timeout braucht eine Anzahl Sekunden</translation>
    </message>
    <message>
        <source>--max-sim-time needs a number of seconds</source>
        <translation>--max-sim-time braucht eine Anzahl Sekunden</translation>
    </message>
    <message>
        <source>--max-cpu needs a number of seconds</source>
        <translation>--max-cpu braucht eine Anzahl Sekunden</translation>
    </message>
    <message>
        <source>--max-memory needs megabytes, at least 64 (or 0 for no limit)</source>
        <translation>--max-memory braucht Megabyte, mindestens 64 (oder 0 für keine Grenze)</translation>
    </message>
    <message>
        <source>--max-record needs megabytes (or 0 for no limit)</source>
        <translation>--max-record braucht Megabyte (oder 0 für keine Grenze)</translation>
    </message>
    <message>
        <source>--max-output needs a number of bytes</source>
        <translation>--max-output braucht eine Anzahl Bytes</translation>
    </message>
    <message>
        <source>--channel-fd needs a descriptor</source>
        <translation>--channel-fd braucht einen Dateideskriptor</translation>
    </message>
    <message>
        <source>--seed needs a whole number from 0 up</source>
        <translation>--seed braucht eine ganze Zahl ab 0</translation>
    </message>
    <message>
        <source>--pace needs a number from 0 to 1000</source>
        <translation>--pace braucht eine Zahl von 0 bis 1000</translation>
    </message>
    <message>
        <source>--world needs a name or a file</source>
        <translation>--world braucht einen Namen oder eine Datei</translation>
    </message>
    <message>
        <source>--record needs a file name</source>
        <translation>--record braucht einen Dateinamen</translation>
    </message>
    <message>
        <source>--robot needs a robot: an index into the roster, an id or a name</source>
        <translation>--robot braucht einen Roboter: eine Nummer in der Roboterliste, eine ID oder einen Namen</translation>
    </message>
    <message>
        <source>--dongle needs the dongle&apos;s serial device</source>
        <translation>--dongle braucht das serielle Gerät des Dongles</translation>
    </message>
    <message>
        <source>--roster needs a file</source>
        <translation>--roster braucht eine Datei</translation>
    </message>
    <message>
        <source>unknown option %s</source>
        <translation>unbekannte Option %s</translation>
    </message>
    <message>
        <source>which script? give the path of a .py file</source>
        <translation>Welches Skript? Gib den Pfad einer .py-Datei an</translation>
    </message>
    <message>
        <source>--dongle and --roster go with --robot ROBOT</source>
        <translation>--dongle und --roster gehören zu --robot ROBOT</translation>
    </message>
    <message>
        <source>bubblewrap is not installed (%s: %s; apt-get install bubblewrap)</source>
        <translation>bubblewrap ist nicht installiert (%s: %s; apt-get install bubblewrap)</translation>
    </message>
    <message>
        <source>user namespaces are turned off (sysctl user.max_user_namespaces is 0)</source>
        <translation>User-Namespaces sind abgeschaltet (sysctl user.max_user_namespaces ist 0)</translation>
    </message>
    <message>
        <source>unprivileged user namespaces are turned off (sysctl kernel.unprivileged_userns_clone is 0)</source>
        <translation>User-Namespaces ohne Root-Rechte sind abgeschaltet (sysctl kernel.unprivileged_userns_clone ist 0)</translation>
    </message>
    <message>
        <source>bugbot run: --sandbox cannot be used here: %s
</source>
        <translation>bugbot run: --sandbox geht hier nicht: %s
</translation>
    </message>
    <message>
        <source>bugbot run: could not start %s: %s
</source>
        <translation>bugbot run: %s konnte nicht gestartet werden: %s
</translation>
    </message>
    <message>
        <source>the script&apos;s folder is / (the whole machine)</source>
        <translation>der Ordner des Skripts ist / (der ganze Rechner)</translation>
    </message>
    <message>
        <source>no world named &apos;%s&apos; (%s)</source>
        <translation>keine Welt mit dem Namen &apos;%s&apos; (%s)</translation>
    </message>
    <message>
        <source>
bugbot run: the script was stopped after %g seconds (--timeout %g)
</source>
        <translation>
bugbot run: das Skript wurde nach %g s angehalten (--timeout %g)
</translation>
    </message>
    <message>
        <source>
bugbot run: the script was stopped after %g seconds of simulated time (--max-sim-time %g)
</source>
        <translation>
bugbot run: das Skript wurde nach %g s simulierter Zeit angehalten (--max-sim-time %g)
</translation>
    </message>
    <message>
        <source>
bugbot run: the run was stopped: its record reached the limit of %zu MB (--max-record)
</source>
        <translation>
bugbot run: der Lauf wurde angehalten: Seine Aufzeichnung hat die Grenze von %zu MB erreicht (--max-record)
</translation>
    </message>
    <message>
        <source>bugbot run: no engine answered on descriptor %d
</source>
        <translation>bugbot run: auf dem Deskriptor %d hat keine Engine geantwortet
</translation>
    </message>
    <message>
        <source>bugbot run: cannot read the script %s
</source>
        <translation>bugbot run: das Skript %s kann nicht gelesen werden
</translation>
    </message>
    <message>
        <source>bugbot run: cannot write the record file %s
</source>
        <translation>bugbot run: die Aufzeichnungsdatei %s kann nicht geschrieben werden
</translation>
    </message>
</context>
<context>
    <name>marking</name>
    <message>
        <source>The folder %s holds no .py file: there is nothing to mark yet.</source>
        <translation>Der Ordner %s enthält keine .py-Datei: Es gibt noch nichts zu bewerten.</translation>
    </message>
    <message>
        <source>The file %s was not marked: %s.</source>
        <translation>Die Datei %s wurde nicht bewertet: %s.</translation>
    </message>
    <message>
        <source>The file is larger than 1 MB; a program for this lesson is much shorter.</source>
        <translation>Die Datei ist größer als 1 MB; ein Programm für diese Lektion ist viel kürzer.</translation>
    </message>
    <message>
        <source>The file is empty (or only comments): there is nothing to mark yet.</source>
        <translation>Die Datei ist leer (oder enthält nur Kommentare): Es gibt noch nichts zu bewerten.</translation>
    </message>
    <message>
        <source>Run %d: the marker could not make its folder (%s)</source>
        <translation>Lauf %d: Die Bewertung konnte seinen Ordner nicht anlegen (%s)</translation>
    </message>
    <message>
        <source>Run %d: the marker could not start it (%s)</source>
        <translation>Lauf %d: Die Bewertung konnte ihn nicht starten (%s)</translation>
    </message>
    <message>
        <source>Not marked: %s. Mark it again; the marks of the others are not affected.</source>
        <translation>Nicht bewertet: %s. Bewerte die Abgabe noch einmal; die Punkte der anderen sind davon nicht betroffen.</translation>
    </message>
    <message>
        <source>not marked</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <source>Flagged: this hand-in is the lesson&apos;s reference solution (the same program but for spacing and comments); its marks are not the student&apos;s own work.</source>
        <translation>Markiert: Diese Abgabe ist die Musterlösung der Lektion (dasselbe Programm bis auf Leerzeichen und Kommentare); ihre Punkte sind nicht die eigene Arbeit der Schülerin oder des Schülers.</translation>
    </message>
    <message>
        <source>Run %d:</source>
        <translation>Lauf %d:</translation>
    </message>
    <message>
        <source>Every run:</source>
        <translation>Jeder Lauf:</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Runs %s:</source>
        <translation>Läufe %s:</translation>
    </message>
    <message>
        <source> (what it said is not shown: it was not the same on every run, and could hold a run&apos;s hidden values).</source>
        <translation> (was es gesagt hat, wird nicht gezeigt: Es war nicht bei jedem Lauf gleich und könnte verborgene Werte eines Laufs enthalten).</translation>
    </message>
    <message>
        <source>%s was stopped after %s s while it was still running. Is there a loop that never ends?</source>
        <translation>%s wurde nach %s s angehalten, weil es immer noch lief. Gibt es eine Schleife, die nie endet?</translation>
    </message>
    <message>
        <source>%s used all its %s s of computer time and was stopped. Is there a loop that never ends?</source>
        <translation>%s hat seine ganzen %s s Rechenzeit verbraucht und wurde angehalten. Gibt es eine Schleife, die nie endet?</translation>
    </message>
    <message>
        <source>%s wrote into the channel its own record is made from (something no robot call sends), so it was stopped and this run gets no marks.</source>
        <translation>%s hat in den Kanal geschrieben, aus dem seine eigene Aufzeichnung entsteht (etwas, das kein Roboterbefehl sendet), deshalb wurde es angehalten, und dieser Lauf bekommt keine Punkte.</translation>
    </message>
    <message>
        <source>%s was still running after %s s of robot time (simulated), so it was stopped there. Is there a loop that never ends?</source>
        <translation>%s lief nach %s s Roboterzeit (simuliert) immer noch und wurde dort angehalten. Gibt es eine Schleife, die nie endet?</translation>
    </message>
    <message>
        <source>%s wrote more than %s MB (to a file, or as plots and prints) and was stopped.</source>
        <translation>%s hat mehr als %s MB geschrieben (in eine Datei oder als Plots und Ausgaben) und wurde angehalten.</translation>
    </message>
    <message>
        <source>%s made a system call that marking does not allow and was stopped.</source>
        <translation>%s hat einen Systemaufruf gemacht, den die Bewertung nicht erlaubt, und wurde angehalten.</translation>
    </message>
    <message>
        <source>signal %d</source>
        <translation>Signal %d</translation>
    </message>
    <message>
        <source>%s crashed (%s).</source>
        <translation>%s ist abgestürzt (%s).</translation>
    </message>
    <message>
        <source> Very deep recursion or running out of memory can do this.</source>
        <translation> Das kann an sehr tiefer Rekursion oder an zu wenig Speicher liegen.</translation>
    </message>
    <message>
        <source>Run %d: the marker could not start it: %s</source>
        <translation>Lauf %d: Die Bewertung konnte ihn nicht starten: %s</translation>
    </message>
    <message>
        <source> on line %lld</source>
        <translation> in Zeile %lld</translation>
    </message>
    <message>
        <source>%s ran out of memory%s (a run may use %s). Is a list or string growing without end?</source>
        <translation>%s hatte keinen Speicher mehr%s (ein Lauf darf %s nutzen). Wächst eine Liste oder ein String ohne Ende?</translation>
    </message>
    <message>
        <source>%s tried to start another process%s, which marking does not allow; only what it did before that was marked.</source>
        <translation>%s hat%s versucht, einen weiteren Prozess zu starten, und das erlaubt die Bewertung nicht; bewertet wurde nur, was es davor getan hat.</translation>
    </message>
    <message>
        <source>%s stopped with RecursionError%s: a function kept calling itself.</source>
        <translation>%s ist%s mit RecursionError stehen geblieben: Eine Funktion hat sich immer wieder selbst aufgerufen.</translation>
    </message>
    <message>
        <source>%s stopped with %s%s.</source>
        <translation>%s ist mit %s%s stehen geblieben.</translation>
    </message>
    <message>
        <source>%s stopped with %s%s: %s.</source>
        <translation>%s ist mit %s%s stehen geblieben: %s.</translation>
    </message>
    <message>
        <source>%s stopped with %s%s</source>
        <translation>%s ist mit %s%s stehen geblieben</translation>
    </message>
    <message>
        <source> Programs being marked may only write files in their own folder.</source>
        <translation> Programme dürfen beim Bewerten nur Dateien in ihrem eigenen Ordner schreiben.</translation>
    </message>
    <message>
        <source> Programs being marked may not use the network or reach other programs.</source>
        <translation> Programme dürfen beim Bewerten weder das Netz benutzen noch andere Programme erreichen.</translation>
    </message>
    <message>
        <source>%s ended early with sys.exit(%s); only what it did before that was marked.</source>
        <translation>%s hat mit sys.exit(%s) vorzeitig aufgehört; bewertet wurde nur, was es davor getan hat.</translation>
    </message>
    <message>
        <source>%s ended early with sys.exit()</source>
        <translation>%s hat mit sys.exit() vorzeitig aufgehört</translation>
    </message>
    <message>
        <source> Only what it did before that was marked.</source>
        <translation> Bewertet wurde nur, was es davor getan hat.</translation>
    </message>
    <message>
        <source>%s ran out of memory (a run may use %s).</source>
        <translation>%s hatte keinen Speicher mehr (ein Lauf darf %s nutzen).</translation>
    </message>
    <message>
        <source>%s ended abruptly (os._exit?) before the run was complete; only what it recorded before that was marked.</source>
        <translation>%s hat abrupt aufgehört (os._exit?), bevor der Lauf fertig war; bewertet wurde nur, was es bis dahin aufgezeichnet hat.</translation>
    </message>
    <message>
        <source>Run %d: your program</source>
        <translation>Lauf %d: Dein Programm</translation>
    </message>
    <message>
        <source>Full marks: the tasks were done before it was stopped at the time limit.</source>
        <translation>Volle Punktzahl: Die Aufgaben waren erledigt, bevor das Programm an der Zeitgrenze angehalten wurde.</translation>
    </message>
    <message>
        <source>Full marks: the tasks were done before it was stopped at its limit of computer time.</source>
        <translation>Volle Punktzahl: Die Aufgaben waren erledigt, bevor das Programm an seiner Grenze für Rechenzeit angehalten wurde.</translation>
    </message>
    <message>
        <source>Full marks: the tasks were done before it ran out of memory.</source>
        <translation>Volle Punktzahl: Die Aufgaben waren erledigt, bevor dem Programm der Speicher ausging.</translation>
    </message>
    <message>
        <source>Full marks: the tasks were done before the program stopped with an error.</source>
        <translation>Volle Punktzahl: Die Aufgaben waren erledigt, bevor das Programm mit einem Fehler stehen blieb.</translation>
    </message>
    <message>
        <source>Full marks: the tasks were done before it was stopped for writing too much.</source>
        <translation>Volle Punktzahl: Die Aufgaben waren erledigt, bevor das Programm angehalten wurde, weil es zu viel geschrieben hat.</translation>
    </message>
    <message>
        <source>Full marks: the tasks were done before the program ended early.</source>
        <translation>Volle Punktzahl: Die Aufgaben waren erledigt, bevor das Programm vorzeitig aufhörte.</translation>
    </message>
    <message>
        <source>      run %zu: %s
</source>
        <translation>      Lauf %zu: %s
</translation>
    </message>
    <message>
        <source>  note: %s
</source>
        <translation>  Hinweis: %s
</translation>
    </message>
    <message>
        <source> (interrupted)</source>
        <translation> (abgebrochen)</translation>
    </message>
    <message>
        <source>%d submission was NOT marked%s: see their notes, and mark them again.
</source>
        <translation>%d Abgabe wurde NICHT bewertet%s: Sieh dir ihre Hinweise an und bewerte sie noch einmal.
</translation>
    </message>
    <message>
        <source>%d submissions were NOT marked%s: see their notes, and mark them again.
</source>
        <translation>%d Abgaben wurden NICHT bewertet%s: Sieh dir ihre Hinweise an und bewerte sie noch einmal.
</translation>
    </message>
    <message>
        <source>
Summary: %d submission, mean %s of %s, %d with full marks, %d not marked.
</source>
        <translation>
Zusammenfassung: %d Abgabe, im Mittel %s von %s, %d mit voller Punktzahl, %d nicht bewertet.
</translation>
    </message>
    <message>
        <source>
Summary: %d submissions, mean %s of %s, %d with full marks, %d not marked.
</source>
        <translation>
Zusammenfassung: %d Abgaben, im Mittel %s von %s, %d mit voller Punktzahl, %d nicht bewertet.
</translation>
    </message>
    <message>
        <source>  %-10s mean %s, %d full
</source>
        <translation>  %-10s im Mittel %s, %d mit voller Punktzahl
</translation>
    </message>
</context>
</TS>
