<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CellMoment</name>
    <message>
        <source>value %1</source>
        <translation>Value %1</translation>
    </message>
    <message>
        <source>key %1, 1 step back</source>
        <translation>Key %1, 1 Schritt zurück</translation>
    </message>
    <message>
        <source>key %1, %2 steps back</source>
        <translation>Key %1, %2 Schritte zurück</translation>
    </message>
</context>
<context>
    <name>ClassMarkingDialog</name>
    <message>
        <source>%v of %m marked</source>
        <translation>%v von %m bewertet</translation>
    </message>
    <message>
        <source>Mark a class</source>
        <translation>Eine Klasse bewerten</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>Ordner…</translation>
    </message>
    <message>
        <source>Files…</source>
        <translation>Dateien…</translation>
    </message>
    <message>
        <source>No hand-ins chosen</source>
        <translation>Keine Abgaben gewählt</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Bewerten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <source>Lesson:</source>
        <translation>Lektion:</translation>
    </message>
    <message>
        <source>The folder of hand-ins</source>
        <translation>Der Ordner mit den Abgaben</translation>
    </message>
    <message numerus="yes">
        <source>%n hand-in(s) in %1</source>
        <translation>
            <numerusform>%n Abgabe in %1</numerusform>
            <numerusform>%n Abgaben in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand-ins</source>
        <translation>Abgaben</translation>
    </message>
    <message>
        <source>Python (*.py)</source>
        <translation>Python (*.py)</translation>
    </message>
    <message numerus="yes">
        <source>%n hand-in(s)</source>
        <translation>
            <numerusform>%n Abgabe</numerusform>
            <numerusform>%n Abgaben</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1: %2 of %3 (%4)

</source>
        <translation>%1: %2 von %3 (%4)

</translation>
    </message>
    <message>
        <source>%1  %2/%3  %4
</source>
        <translation>%1  %2/%3  %4
</translation>
    </message>
    <message>
        <source>note: %1
</source>
        <translation>Hinweis: %1
</translation>
    </message>
    <message>
        <source>Submission</source>
        <translation>Abgabe</translation>
    </message>
    <message>
        <source>Export the sheet</source>
        <translation>Die Liste exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Save for gradebook…</source>
        <translation>Für das Notenbuch speichern…</translation>
    </message>
    <message>
        <source>Moodle (Import grades from CSV)</source>
        <translation>Moodle (Bewertungen aus CSV-Datei importieren)</translation>
    </message>
    <message>
        <source>Plain (one score a student)</source>
        <translation>Einfach (eine Punktzahl pro Schüler)</translation>
    </message>
    <message>
        <source>The column Moodle maps to its users: Username, ID number or Email address</source>
        <translation>Die Spalte, die Moodle seinen Nutzern zuordnet: Anmeldename, ID-Nummer oder E-Mail-Adresse</translation>
    </message>
    <message>
        <source>the file&apos;s name without .py</source>
        <translation>der Dateiname ohne .py</translation>
    </message>
    <message>
        <source>A regular expression whose (group) is the student id in a file&apos;s name: ^(\d+)_ takes 1234 from 1234_scores.py</source>
        <translation>Ein regulärer Ausdruck, dessen (Gruppe) die Kennung des Schülers im Dateinamen ist: ^(\d+)_ nimmt 1234 aus 1234_scores.py</translation>
    </message>
    <message>
        <source>Gradebook:</source>
        <translation>Notenbuch:</translation>
    </message>
    <message>
        <source>id column:</source>
        <translation>Kennungsspalte:</translation>
    </message>
    <message>
        <source>Student id in the file name:</source>
        <translation>Kennung im Dateinamen:</translation>
    </message>
    <message>
        <source>Save the marks for a gradebook</source>
        <translation>Die Punkte für ein Notenbuch speichern</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Gradebook</source>
        <translation>Notenbuch</translation>
    </message>
    <message>
        <source>id column</source>
        <translation>Spalte der Kennung</translation>
    </message>
    <message>
        <source>Student id in the file name</source>
        <translation>Kennung im Dateinamen</translation>
    </message>
    <message>
        <source>Marks of the hand-ins</source>
        <translation>Punkte der Abgaben</translation>
    </message>
    <message>
        <source>Marking progress</source>
        <translation>Fortschritt der Bewertung</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
</context>
<context>
    <name>ErrorExplainer</name>
    <message>
        <source>When a program is marked it runs on its own, several times over, with nobody at the keyboard: the input() on line %1 has nothing to read, so it stops the program. Put the value in the program instead, for example %2.</source>
        <translation>Beim Bewerten läuft ein Programm allein, mehrmals hintereinander, und niemand sitzt an der Tastatur: Das input() in Zeile %1 bekommt nichts zu lesen und hält das Programm deshalb an. Schreib den Wert stattdessen ins Programm, zum Beispiel %2.</translation>
    </message>
    <message>
        <source>input() waits for someone to type, but Live runs the program again on every edit, with nobody to type. Put the value in the program (%1), or turn Live off and press Run: then you type the answer in the console.</source>
        <translation>input() wartet darauf, dass jemand tippt, aber Live führt das Programm nach jeder Änderung neu aus, ohne dass jemand tippt. Schreib den Wert ins Programm (%1) oder schalte Live aus und klicke auf Ausführen: Dann tippst du die Antwort in die Konsole.</translation>
    </message>
    <message>
        <source>input() on line %1 waited for a line, but the console closed before one was typed. Run again, type the answer in the console and press Enter.</source>
        <translation>input() in Zeile %1 hat auf eine Zeile gewartet, aber die Konsole wurde geschlossen, bevor eine getippt war. Führ das Programm noch einmal aus, tippe die Antwort in die Konsole und drück Enter.</translation>
    </message>
    <message>
        <source>%1 was made with connect=False, so it is not connected yet: call %2 before line %3 uses it.</source>
        <translation>%1 wurde mit connect=False erzeugt und ist deshalb noch nicht verbunden: Ruf %2 auf, bevor Zeile %3 ihn benutzt.</translation>
    </message>
    <message>
        <source>The robot was not connected when line %1 called %2. Connect first: %3 near the top of the program, and no %4 before you are done with it.</source>
        <translation>Der Roboter war nicht verbunden, als Zeile %1 %2 aufgerufen hat. Verbinde ihn zuerst: %3 weit oben im Programm, und kein %4, bevor du mit ihm fertig bist.</translation>
    </message>
    <message>
        <source>Line %1 uses %2 as a robot, but nothing gave %2 a robot. Connect first: put %3 above line %1.</source>
        <translation>Zeile %1 benutzt %2 als Roboter, aber nichts hat %2 einen Roboter gegeben. Verbinde zuerst: Schreib %3 über Zeile %1.</translation>
    </message>
    <message>
        <source>%1 is one of bugbot&apos;s calls, but after %2 they are bugbot&apos;s own: start with %3, which connects and gives you %1 (or write %4).</source>
        <translation>%1 ist ein Befehl von bugbot, aber nach %2 gehören die Befehle zu bugbot selbst: Fang mit %3 an, das verbindet und dir %1 gibt (oder schreib %4).</translation>
    </message>
    <message>
        <source>%1 is one of bugbot&apos;s calls, but this program never imported them: make %2 its first line, and %3 the next.</source>
        <translation>%1 ist ein Befehl von bugbot, aber dieses Programm hat die Befehle nie importiert: Mach %2 zur ersten Zeile und %3 zur nächsten.</translation>
    </message>
    <message>
        <source>%1 is called %2: line %3 left out %4. Give a value for each name without an =, in that order, separated by commas.</source>
        <translation>%1 wird so aufgerufen: %2. Zeile %3 hat %4 weggelassen. Gib für jeden Namen ohne = einen Wert an, in dieser Reihenfolge, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>%1 takes nothing between its brackets: write %2 on line %3.</source>
        <translation>%1 nimmt nichts zwischen seinen Klammern: Schreib %2 in Zeile %3.</translation>
    </message>
    <message>
        <source>%1 is called %2, which takes at most %3 values: line %4 gave it more. Check the commas.</source>
        <translation>%1 wird so aufgerufen: %2, mit höchstens %3 Werten; Zeile %4 hat mehr angegeben. Prüf die Kommas.</translation>
    </message>
    <message>
        <source>%1 has no %2: it is called %3.</source>
        <translation>%1 hat kein %2: Es wird so aufgerufen: %3.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 must be a number, and line %3 gave it the text %4: take the quotes away.</source>
        <translation>%2 von %1 muss eine Zahl sein, und Zeile %3 hat ihm den Text %4 gegeben: Nimm die Anführungszeichen weg.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 must be %3, and line %4 gave it %5. It is called %6.</source>
        <translation>%2 von %1 muss %3 sein, und Zeile %4 hat %5 angegeben. Es wird so aufgerufen: %6.</translation>
    </message>
    <message>
        <source>Python writes %1 with a capital letter: %2 is a name it does not know.</source>
        <translation>Python schreibt %1 mit großem Anfangsbuchstaben: %2 ist ein Name, den es nicht kennt.</translation>
    </message>
    <message>
        <source>%1 only gets its value on line %2, after line %3 used it. Move %4 above line %3.</source>
        <translation>%1 bekommt seinen Wert erst in Zeile %2, nachdem Zeile %3 ihn schon benutzt hat. Schieb %4 über Zeile %3.</translation>
    </message>
    <message>
        <source>Python does not know the name %1 (line %2). Did you mean %3? Every letter counts, and capitals too.</source>
        <translation>Python kennt den Namen %1 nicht (Zeile %2). Meintest du %3? Jeder Buchstabe zählt, auch Groß- und Kleinschreibung.</translation>
    </message>
    <message>
        <source>Python does not know the name %1: nothing before line %2 gives it a value. Give it one first (%3), or, if you meant the text, put it in quotes: %4.</source>
        <translation>Python kennt den Namen %1 nicht: Nichts vor Zeile %2 gibt ihm einen Wert. Gib ihm zuerst einen (%3) oder setz ihn in Anführungszeichen, wenn du den Text meintest: %4.</translation>
    </message>
    <message>
        <source>The program was still running when its time ran out. Something in it goes on for ever: check every loop has a way to end.</source>
        <translation>Das Programm lief noch, als seine Zeit um war. Etwas darin läuft endlos weiter: Prüf, ob jede Schleife irgendwann enden kann.</translation>
    </message>
    <message>
        <source>The run was stopped at its time limit: the %1 loop on line %2 has no %3, so it never ends. Add %3 (under an if) for when it is done, or give while a condition.</source>
        <translation>Der Lauf wurde an seinem Zeitlimit angehalten: Die %1-Schleife in Zeile %2 hat kein %3 und endet deshalb nie. Füg %3 hinzu (unter einem if), für den Moment, in dem sie fertig ist, oder gib while eine Bedingung.</translation>
    </message>
    <message>
        <source>The run was stopped at its time limit, still in the loop on line %1: %2 never changes inside the loop, so %3 stays true for ever. Give %2 its new value inside the loop (%4).</source>
        <translation>Der Lauf wurde an seinem Zeitlimit angehalten, noch in der Schleife in Zeile %1: %2 ändert sich in der Schleife nie, deshalb bleibt %3 für immer wahr. Gib %2 in der Schleife seinen neuen Wert (%4).</translation>
    </message>
    <message>
        <source>The run was stopped at its time limit, still in the loop on line %1: %2 never became false. Check what inside the loop should make it end.</source>
        <translation>Der Lauf wurde an seinem Zeitlimit angehalten, noch in der Schleife in Zeile %1: %2 wurde nie falsch. Prüf, was in der Schleife sie beenden sollte.</translation>
    </message>
    <message>
        <source>%1 at the start of line %2 is not a word Python knows there. Did you mean %3?</source>
        <translation>%1 am Anfang von Zeile %2 ist kein Wort, das Python dort kennt. Meintest du %3?</translation>
    </message>
    <message>
        <source>Line %1 gave the name %2 a value, so %2 is no longer the call it was, and line %3 cannot call it. Keep the value in a name of its own, such as %4.</source>
        <translation>Zeile %1 hat dem Namen %2 einen Wert gegeben, deshalb ist %2 nicht mehr der Befehl, der er war, und Zeile %3 kann ihn nicht aufrufen. Speichere den Wert unter einem eigenen Namen, zum Beispiel %4.</translation>
    </message>
    <message>
        <source>Line %1 calls something that is a value, not a function: is a %2 or %3 missing, as in %4?</source>
        <translation>Zeile %1 ruft etwas auf, das ein Wert ist und keine Funktion: Fehlt ein %2 oder %3, wie in %4?</translation>
    </message>
    <message>
        <source>Line %1 compares text with a number: turn the text into a number first, with %2.</source>
        <translation>Zeile %1 vergleicht Text mit einer Zahl: Mach den Text zuerst zu einer Zahl, mit %2.</translation>
    </message>
    <message>
        <source>Line %1 adds text and a number, which Python will not mix. To join them as text: %2 (or %3); to add them as numbers: %4.</source>
        <translation>Zeile %1 addiert Text und eine Zahl, und das mischt Python nicht. Um sie als Text zusammenzufügen: %2 (oder %3); um sie als Zahlen zu addieren: %4.</translation>
    </message>
    <message>
        <source>Line %1 starts a block, and the first line of a block ends with a colon: %2</source>
        <translation>Zeile %1 beginnt einen Block, und die erste Zeile eines Blocks endet mit einem Doppelpunkt: %2</translation>
    </message>
    <message>
        <source>The %1 on line %2 is never closed: add its %3 where it ends. Every %1 needs a %3.</source>
        <translation>Die %1 in Zeile %2 wird nie geschlossen: Setz ihr %3 dorthin, wo sie endet. Jede %1 braucht ein %3.</translation>
    </message>
    <message>
        <source>Line %1 has a %2 that closes nothing: take it away, or add the opening bracket it belongs to.</source>
        <translation>Zeile %1 hat ein %2, das nichts schließt: Nimm es weg oder füg die öffnende Klammer hinzu, zu der es gehört.</translation>
    </message>
    <message>
        <source>On line %1 a %2 is closed with %3: close each bracket with its own kind, the last opened first.</source>
        <translation>In Zeile %1 wird ein %2 mit %3 geschlossen: Schließ jede Klammer mit ihrer eigenen Art, die zuletzt geöffnete zuerst.</translation>
    </message>
    <message>
        <source>The text in quotes on line %1 never ends: put the same quote mark at its end that it starts with, as in %2.</source>
        <translation>Der Text in Anführungszeichen in Zeile %1 endet nie: Setz ans Ende dasselbe Anführungszeichen wie am Anfang, wie in %2.</translation>
    </message>
    <message>
        <source>Line %1 uses %2, which gives a name a value. To compare two things write %3: %4</source>
        <translation>Zeile %1 benutzt %2, und das gibt einem Namen einen Wert. Um zwei Dinge zu vergleichen, schreib %3: %4</translation>
    </message>
    <message>
        <source>print needs brackets around what it prints: %1.</source>
        <translation>print braucht Klammern um das, was es ausgibt: %1.</translation>
    </message>
    <message>
        <source>Values side by side need a comma between them on line %1, as in %2.</source>
        <translation>Werte nebeneinander brauchen ein Komma dazwischen, in Zeile %1 wie in %2.</translation>
    </message>
    <message>
        <source>A name cannot start with a digit (line %1): %2 is fine, %3 is not.</source>
        <translation>Ein Name darf nicht mit einer Ziffer anfangen (Zeile %1): %2 geht, %3 nicht.</translation>
    </message>
    <message>
        <source>Python could not read line %1. Look just before where the ^ points, and at the end of the line above: a missing bracket, colon, quote or comma is the usual cause.</source>
        <translation>Python konnte Zeile %1 nicht lesen. Schau kurz vor die Stelle, auf die das ^ zeigt, und ans Ende der Zeile darüber: Meistens fehlt eine Klammer, ein Doppelpunkt, ein Anführungszeichen oder ein Komma.</translation>
    </message>
    <message>
        <source>Line %1 is indented with a Tab character where the lines around it use spaces (or the other way round), and Python will not guess how wide a Tab is. Delete the space at the start of line %1 and indent it again: this editor&apos;s Tab key writes 4 spaces.</source>
        <translation>Zeile %1 ist mit einem Tabulatorzeichen eingerückt, wo die Zeilen drumherum Leerzeichen benutzen (oder umgekehrt), und Python rät nicht, wie breit ein Tab ist. Lösch den Leerraum am Anfang von Zeile %1 und rück sie neu ein: Die Tab-Taste dieses Editors schreibt 4 Leerzeichen.</translation>
    </message>
    <message>
        <source>Line %1, %2, ends with a colon, so the lines it holds come next, indented 4 spaces more than it. Indent line %3 (Tab at its start), or write %4 there for now.</source>
        <translation>Zeile %1, %2, endet mit einem Doppelpunkt, also kommen danach die Zeilen, die dazugehören, 4 Leerzeichen weiter eingerückt. Rück Zeile %3 ein (Tab an ihrem Anfang) oder schreib dort vorerst %4.</translation>
    </message>
    <message>
        <source>Line %1 starts further right than the line above it, but nothing there opens a block. Take away the spaces at its start, so it lines up with the line above.</source>
        <translation>Zeile %1 fängt weiter rechts an als die Zeile darüber, aber dort beginnt kein Block. Nimm die Leerzeichen an ihrem Anfang weg, damit sie mit der Zeile darüber bündig ist.</translation>
    </message>
    <message>
        <source>The start of line %1 lines up with no line above it. Make it line up exactly with the lines of its block (a level is 4 spaces; Shift+Tab takes one away).</source>
        <translation>Der Anfang von Zeile %1 ist mit keiner Zeile darüber bündig. Rück sie genau so ein wie die Zeilen ihres Blocks (eine Stufe sind 4 Leerzeichen; Umschalt+Tab nimmt eine weg).</translation>
    </message>
    <message>
        <source>Line %1 is not indented as Python expects: the lines of a block are indented 4 spaces more than the line with the colon that opens it.</source>
        <translation>Zeile %1 ist nicht so eingerückt, wie Python es erwartet: Die Zeilen eines Blocks sind 4 Leerzeichen weiter eingerückt als die Zeile mit dem Doppelpunkt, die ihn öffnet.</translation>
    </message>
    <message>
        <source>%1 is None on line %2: it holds no value, often because it was given what a function returned that returns nothing (such as %3). Check the line that gave %1 its value.</source>
        <translation>%1 ist in Zeile %2 None: Es hat keinen Wert, oft weil es das Ergebnis einer Funktion bekommen hat, die nichts zurückgibt (wie %3). Prüf die Zeile, die %1 seinen Wert gegeben hat.</translation>
    </message>
    <message>
        <source>%1 has no %2 (line %3). Did you mean %4?</source>
        <translation>%1 hat kein %2 (Zeile %3). Meintest du %4?</translation>
    </message>
    <message>
        <source>%1 is a %2, and a %2 has no %3 (line %4).</source>
        <translation>%1 ist vom Typ %2, und ein %2 hat kein %3 (Zeile %4).</translation>
    </message>
    <message>
        <source>Line %1 divides by zero, which has no answer.</source>
        <translation>Zeile %1 teilt durch null, und darauf gibt es keine Antwort.</translation>
    </message>
    <message>
        <source>On line %1, %2 was 0 when it was divided by, and nothing can be divided by zero. Check it first: %3</source>
        <translation>In Zeile %1 war %2 gleich 0, als durch ihn geteilt wurde, und durch null lässt sich nichts teilen. Prüf das vorher: %3</translation>
    </message>
    <message>
        <source>%1 was empty when line %2 took an item from it.</source>
        <translation>%1 war leer, als Zeile %2 ein Element daraus genommen hat.</translation>
    </message>
    <message>
        <source>Line %1 asks for an item the list does not have.</source>
        <translation>Zeile %1 will ein Element, das die Liste nicht hat.</translation>
    </message>
    <message>
        <source>On line %1, %2 asks for a place %3 does not have. A list of n items has places 0 to n-1 (%4 is the last), and an empty one has none: check %5 first.</source>
        <translation>In Zeile %1 fragt %2 nach einer Stelle, die %3 nicht hat. Eine Liste mit n Elementen hat die Stellen 0 bis n-1 (%4 ist die letzte), und eine leere hat keine: Prüf zuerst %5.</translation>
    </message>
    <message>
        <source>The dictionary %1 has no key %2 (line %3). Check its spelling and capitals, put it in first (%4), or use %5 for a value when it is missing.</source>
        <translation>Das Dictionary %1 hat keinen Schlüssel %2 (Zeile %3). Prüf die Schreibweise und die Großbuchstaben, trag ihn zuerst ein (%4) oder nimm %5 für einen Wert, wenn er fehlt.</translation>
    </message>
    <message>
        <source>int() reads whole numbers only, and %1 has a decimal point: use %2 for it (line %3).</source>
        <translation>int() liest nur ganze Zahlen, und %1 hat einen Dezimalpunkt: Nimm dafür %2 (Zeile %3).</translation>
    </message>
    <message>
        <source>Line %1 asks for the number in the text %2, but it holds no number. Check what the text is (print it first): only digits, perhaps a sign and a point, can be read as a number.</source>
        <translation>Zeile %1 will die Zahl im Text %2, aber darin steht keine Zahl. Prüf, was der Text ist (gib ihn zuerst aus): Nur Ziffern, vielleicht mit Vorzeichen und Punkt, lassen sich als Zahl lesen.</translation>
    </message>
    <message>
        <source>Inside %1 the program gives %2 a value, so Python takes %2 to be the function&apos;s own name, and on line %3 it has no value yet. To change the %2 outside the function, make %4 the function&apos;s first line; or give the value to the function as an argument.</source>
        <translation>In %1 gibt das Programm %2 einen Wert, deshalb hält Python %2 für einen eigenen Namen der Funktion, und in Zeile %3 hat er noch keinen Wert. Um das %2 außerhalb der Funktion zu ändern, mach %4 zur ersten Zeile der Funktion; oder gib der Funktion den Wert als Argument.</translation>
    </message>
    <message>
        <source>%1 calls itself, which calls itself again, without end. It needs a case that returns without calling itself (such as %2), or a loop instead.</source>
        <translation>%1 ruft sich selbst auf, und das ruft sich wieder selbst auf, ohne Ende. Es braucht einen Fall, der zurückkehrt, ohne sich selbst aufzurufen (wie %2), oder stattdessen eine Schleife.</translation>
    </message>
    <message>
        <source>There is no module %1. Did you mean %2?</source>
        <translation>Es gibt kein Modul %1. Meintest du %2?</translation>
    </message>
    <message>
        <source>There is no module %1 here: only Python&apos;s own modules and bugbot can be imported.</source>
        <translation>Hier gibt es kein Modul %1: Importieren lassen sich nur Pythons eigene Module und bugbot.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>run the program (to the end, as fast as possible, with --screenshot or --quit)</source>
        <translation>das Programm ausführen (bis zum Ende, so schnell wie möglich, mit --screenshot oder --quit)</translation>
    </message>
    <message>
        <source>save a picture of the whole window to FILE.png (after --run, when given)</source>
        <translation>ein Bild des ganzen Fensters als DATEI.png speichern (nach --run, wenn angegeben)</translation>
    </message>
    <message>
        <source>exit when done (after --run and --screenshot)</source>
        <translation>am Ende beenden (nach --run und --screenshot)</translation>
    </message>
    <message>
        <source>open in presentation mode</source>
        <translation>im Präsentationsmodus öffnen</translation>
    </message>
    <message>
        <source>open in live mode (re-run on every edit)</source>
        <translation>im Live-Modus öffnen (nach jeder Änderung neu ausführen)</translation>
    </message>
    <message>
        <source>with --screenshot: show the run at simulated time SECONDS</source>
        <translation>mit --screenshot: den Lauf zur simulierten Zeit SEKUNDEN zeigen</translation>
    </message>
    <message>
        <source>window size, WIDTHxHEIGHT (default: fit the screen, as last time)</source>
        <translation>Fenstergröße, BREITExHÖHE (sonst: passend zum Bildschirm, wie beim letzten Mal)</translation>
    </message>
    <message>
        <source>print how long the window took to be on screen</source>
        <translation>ausgeben, wie lange das Fenster bis zum Erscheinen brauchte</translation>
    </message>
    <message>
        <source>run a script that is not a lesson&apos;s on this world: a built-in one (two-robots) or a world file, as `bugbot run --world` takes it</source>
        <translation>ein Skript, das zu keiner Lektion gehört, in dieser Welt ausführen: einer eingebauten (two-robots) oder einer Weltdatei, wie `bugbot run --world` sie nimmt</translation>
    </message>
    <message>
        <source>read lessons from DIR too (may be repeated); `bugbot lessons --help` says where lessons are found</source>
        <translation>Lektionen auch aus ORDNER lesen (mehrfach möglich); `bugbot lessons --help` sagt, wo Lektionen gesucht werden</translation>
    </message>
    <message>
        <source>The BugBot Studio window: read a lesson, edit its programs, run them against the simulated robot.
With no LESSON or SCRIPT it opens the lesson and program of last time (at first, the attention lesson).</source>
        <translation>Das Fenster von BugBot Studio: eine Lektion lesen, ihre Programme bearbeiten und mit dem simulierten Roboter ausführen.
Ohne LEKTION oder SKRIPT öffnet es die Lektion und das Programm vom letzten Mal (beim ersten Mal die Attention-Lektion).</translation>
    </message>
    <message>
        <source>a lesson id or folder, a program in a lesson folder, or a .py script</source>
        <translation>die Kennung oder der Ordner einer Lektion, ein Programm in einem Lektionsordner oder ein .py-Skript</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>*Nothing here mentions “%1”.*</source>
        <translation>*Hier wird „%1“ nirgends erwähnt.*</translation>
    </message>
    <message>
        <source>Your program stopped with an error in at least one run (the notes say where).</source>
        <translation>Dein Programm ist in mindestens einem Lauf mit einem Fehler stehen geblieben (die Hinweise sagen, wo).</translation>
    </message>
    <message>
        <source>Your program ran too long and was stopped.</source>
        <translation>Dein Programm lief zu lange und wurde angehalten.</translation>
    </message>
    <message>
        <source>Your program used too much memory.</source>
        <translation>Dein Programm hat zu viel Speicher gebraucht.</translation>
    </message>
    <message>
        <source>Your program tried to start another program, which is not allowed.</source>
        <translation>Dein Programm wollte ein anderes Programm starten; das ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>Your program ended early (sys.exit).</source>
        <translation>Dein Programm hat sich vorzeitig beendet (sys.exit).</translation>
    </message>
    <message>
        <source>Your program wrote too much.</source>
        <translation>Dein Programm hat zu viel ausgegeben.</translation>
    </message>
    <message>
        <source>Your program crashed.</source>
        <translation>Dein Programm ist abgestürzt.</translation>
    </message>
    <message>
        <source>Your program wrote into its own record, so it scores nothing.</source>
        <translation>Dein Programm hat in seine eigene Aufzeichnung geschrieben und bekommt deshalb keine Punkte.</translation>
    </message>
    <message>
        <source>The marker says: %1</source>
        <translation>Die Bewertung sagt: %1</translation>
    </message>
    <message>
        <source>full marks, %1 of %2 points</source>
        <translation>volle Punktzahl, %1 von %2 Punkten</translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation>%1 von %2 Punkten</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: you got &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: du hast &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: the tasks marked done were done before %1.</source>
        <translation>: die als erledigt markierten Aufgaben waren schon vor %1 erledigt.</translation>
    </message>
    <message>
        <source>, because %1.</source>
        <translation>, weil %1.</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>&lt;p&gt;The marker reported no tasks.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Bewertung hat keine Aufgaben gemeldet.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SpokenViews</name>
    <message>
        <source>No run yet.</source>
        <translation>Noch kein Lauf.</translation>
    </message>
    <message>
        <source>At %1 s, robot %2 is at x %3 cm, y %4 cm, heading %5 degrees.</source>
        <translation>Bei %1 s steht Roboter %2 bei x %3 cm, y %4 cm, Richtung %5 Grad.</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>Drawn layer %1, %2 points: %3.</source>
        <translation>Gezeichnete Ebene %1, %2 Punkte: %3.</translation>
    </message>
    <message>
        <source>Nothing plotted yet.</source>
        <translation>Noch nichts geplottet.</translation>
    </message>
    <message>
        <source>%1: %2 (value %3 of %4)</source>
        <translation>%1: %2 (Wert %3 von %4)</translation>
    </message>
    <message>
        <source>At %1 s. </source>
        <translation>Bei %1 s. </translation>
    </message>
</context>
<context>
    <name>bugbot::studio::AttemptHistory</name>
    <message>
        <source>Sent %1</source>
        <translation>Gesendet %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Not marked yet (%1).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Noch nicht bewertet (%1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Marked %1: %2 of %3 points</source>
        <translation>Bewertet %1: %2 von %3 Punkten</translation>
    </message>
    <message>
        <source>Your comment:</source>
        <translation>Dein Kommentar:</translation>
    </message>
    <message>
        <source>The program; lines marked + changed since the attempt before:</source>
        <translation>Das Programm; mit + markierte Zeilen wurden seit dem Versuch davor geändert:</translation>
    </message>
    <message>
        <source>The program (the first attempt):</source>
        <translation>Das Programm (der erste Versuch):</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>The attempt chosen: marks, notes, comment and program</source>
        <translation>Der gewählte Versuch: Punkte, Hinweise, Kommentar und Programm</translation>
    </message>
    <message>
        <source>Comment on this attempt</source>
        <translation>Kommentar zu diesem Versuch</translation>
    </message>
    <message>
        <source>A comment for the student on this attempt</source>
        <translation>Ein Kommentar zu diesem Versuch für die Schülerin oder den Schüler</translation>
    </message>
    <message>
        <source>Send &amp;comment</source>
        <translation>&amp;Kommentar senden</translation>
    </message>
    <message>
        <source>Send the comment to the student</source>
        <translation>Den Kommentar an die Schülerin oder den Schüler senden</translation>
    </message>
    <message>
        <source>&amp;Replay the marked run</source>
        <translation>Bewerteten Lauf a&amp;bspielen</translation>
    </message>
    <message>
        <source>Replay the marked run in the mat, charts and weight strip</source>
        <translation>Den bewerteten Lauf auf der Matte, in den Diagrammen und im Gewichtsstreifen abspielen</translation>
    </message>
    <message>
        <source>Choose a student&apos;s mark on the board (Enter) to see their attempts.</source>
        <translation>Wähle auf der Tafel die Punkte einer Schülerin oder eines Schülers (Eingabetaste), um die Versuche zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n attempt(s)</source>
        <translation>
            <numerusform>%1: %2, %n Versuch</numerusform>
            <numerusform>%1: %2, %n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1  %2  %3</source>
        <translation>#%1  %2  %3</translation>
    </message>
    <message>
        <source>being marked</source>
        <translation>wird bewertet</translation>
    </message>
    <message>
        <source>  (commented)</source>
        <translation>  (kommentiert)</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::BoardControls</name>
    <message>
        <source>the class is not open</source>
        <translation>die Klasse ist nicht geöffnet</translation>
    </message>
    <message>
        <source>The class board cannot read the teacher&apos;s key: %1</source>
        <translation>Die Klassentafel kann den Schlüssel der Lehrkraft nicht lesen: %1</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>verbinde…</translation>
    </message>
    <message>
        <source>The class said no: %1</source>
        <translation>Die Klasse hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>no class is open (Class ▸ Start a class…)</source>
        <translation>keine Klasse ist geöffnet (Klasse ▸ Eine Klasse starten…)</translation>
    </message>
    <message>
        <source>%1, attempt %2 (%3)</source>
        <translation>%1, Versuch %2 (%3)</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::BoardTable</name>
    <message>
        <source>Student %1</source>
        <translation>Schüler*in %1</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Schüler*in</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>Last attempt</source>
        <translation>Letzter Versuch</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>● connected now, ○ not connected, ⚑ asks to join (Approve lets them in)</source>
        <translation>● jetzt verbunden, ○ nicht verbunden, ⚑ möchte beitreten (Aufnehmen lässt sie oder ihn herein)</translation>
    </message>
    <message>
        <source>⚑ asks to join</source>
        <translation>⚑ möchte beitreten</translation>
    </message>
    <message>
        <source>○ away</source>
        <translation>○ nicht da</translation>
    </message>
    <message>
        <source>%1 asks to join the class</source>
        <translation>%1 möchte der Klasse beitreten</translation>
    </message>
    <message>
        <source>%1 is connected</source>
        <translation>%1 ist verbunden</translation>
    </message>
    <message>
        <source>%1 is not connected</source>
        <translation>%1 ist nicht verbunden</translation>
    </message>
    <message>
        <source>%1&apos;s last attempt: %2</source>
        <translation>Letzter Versuch von %1: %2</translation>
    </message>
    <message>
        <source>%1 has not submitted anything</source>
        <translation>%1 hat noch nichts abgegeben</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n attempt(s)</source>
        <translation>
            <numerusform>%1: %n Versuch</numerusform>
            <numerusform>%1: %n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2: not submitted</source>
        <translation>%1, %2: nicht abgegeben</translation>
    </message>
    <message>
        <source>%1, %2: sent, being marked</source>
        <translation>%1, %2: gesendet, wird bewertet</translation>
    </message>
    <message>
        <source>none done</source>
        <translation>nichts erledigt</translation>
    </message>
    <message>
        <source>partly done</source>
        <translation>teilweise erledigt</translation>
    </message>
    <message>
        <source>all done</source>
        <translation>alles erledigt</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %3 of %4 points, %5; %n attempt(s)</source>
        <translation>
            <numerusform>%1, %2: %3 von %4 Punkten, %5; %n Versuch</numerusform>
            <numerusform>%1, %2: %3 von %4 Punkten, %5; %n Versuche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n student(s): </source>
        <translation>
            <numerusform>%n Schüler*in: </numerusform>
            <numerusform>%n Schüler*innen: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connected, </source>
        <translation>
            <numerusform>%n verbunden, </numerusform>
            <numerusform>%n verbunden, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not submitted</source>
        <translation>
            <numerusform>%n nicht abgegeben</numerusform>
            <numerusform>%n nicht abgegeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n ask(s) to join</source>
        <translation>
            <numerusform>, %n möchte beitreten</numerusform>
            <numerusform>, %n möchten beitreten</numerusform>
        </translation>
    </message>
    <message>
        <source>● here</source>
        <translation>● da</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::ClassBoard</name>
    <message>
        <source>Class board</source>
        <translation>Klassentafel</translation>
    </message>
    <message>
        <source>Class board: the lesson&apos;s tasks</source>
        <translation>Klassentafel: die Aufgaben der Lektion</translation>
    </message>
    <message>
        <source>Class board: all lessons</source>
        <translation>Klassentafel: alle Lektionen</translation>
    </message>
    <message>
        <source>The board: this lesson or all lessons</source>
        <translation>Die Tafel: diese Lektion oder alle Lektionen</translation>
    </message>
    <message>
        <source>&amp;This lesson</source>
        <translation>&amp;Diese Lektion</translation>
    </message>
    <message>
        <source>All &amp;lessons</source>
        <translation>Alle &amp;Lektionen</translation>
    </message>
    <message>
        <source>Who is here</source>
        <translation>Wer da ist</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Less&amp;on:</source>
        <translation>Lekti&amp;on:</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>Sortieren nach</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>mark</source>
        <translation>Punkten</translation>
    </message>
    <message>
        <source>last attempt</source>
        <translation>letztem Versuch</translation>
    </message>
    <message>
        <source>&amp;Sort by:</source>
        <translation>&amp;Sortieren nach:</translation>
    </message>
    <message>
        <source>The attempt that counts</source>
        <translation>Der Versuch, der zählt</translation>
    </message>
    <message>
        <source>the best attempt</source>
        <translation>der beste Versuch</translation>
    </message>
    <message>
        <source>the last attempt</source>
        <translation>der letzte Versuch</translation>
    </message>
    <message>
        <source>Co&amp;unts:</source>
        <translation>&amp;Zählt:</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Aufnehmen</translation>
    </message>
    <message>
        <source>Let the student chosen join the class</source>
        <translation>Die gewählte Person in die Klasse aufnehmen</translation>
    </message>
    <message>
        <source>&amp;Hand out…</source>
        <translation>A&amp;usteilen…</translation>
    </message>
    <message>
        <source>Hand out a lesson or a program</source>
        <translation>Eine Lektion oder ein Programm austeilen</translation>
    </message>
    <message>
        <source>&amp;Deadline…</source>
        <translation>&amp;Frist…</translation>
    </message>
    <message>
        <source>Set the lesson&apos;s deadline</source>
        <translation>Die Frist der Lektion setzen</translation>
    </message>
    <message>
        <source>Not connected to the class: %1</source>
        <translation>Nicht mit der Klasse verbunden: %1</translation>
    </message>
    <message>
        <source>Let %1 join the class</source>
        <translation>%1 in die Klasse aufnehmen</translation>
    </message>
    <message>
        <source>this student</source>
        <translation>diese Person</translation>
    </message>
    <message>
        <source>Choose a student who asks to join (⚑) on the board</source>
        <translation>Wähle auf der Tafel eine Person, die beitreten möchte (⚑)</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::ClassControls</name>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>The class said no: %1</source>
        <translation>Die Klasse hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>The class stopped: %1</source>
        <translation>Die Klasse wurde beendet: %1</translation>
    </message>
    <message>
        <source>Start a class…</source>
        <translation>Eine Klasse starten…</translation>
    </message>
    <message>
        <source>The class list (CSV): these names join at once; Cancel for none</source>
        <translation>Die Klassenliste (CSV): Diese Namen kommen sofort hinein; Abbrechen für keine</translation>
    </message>
    <message>
        <source>Class list (*.csv *.txt)</source>
        <translation>Klassenliste (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Join a class…</source>
        <translation>Einer Klasse beitreten…</translation>
    </message>
    <message>
        <source>Not sent to the class: %1</source>
        <translation>Nicht an die Klasse geschickt: %1</translation>
    </message>
    <message>
        <source>the class&apos;s marks for %1: %2 / %3</source>
        <translation>die Punkte der Klasse für %1: %2 / %3</translation>
    </message>
    <message>
        <source>Class open: code %1</source>
        <translation>Klasse offen: Code %1</translation>
    </message>
    <message>
        <source>In the class as %1</source>
        <translation>In der Klasse als %1</translation>
    </message>
    <message>
        <source>Waiting for the teacher to let you in</source>
        <translation>Warte darauf, dass die Lehrkraft dich hineinlässt</translation>
    </message>
    <message>
        <source>The class refused: %1</source>
        <translation>Die Klasse hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>The class cannot be reached</source>
        <translation>Die Klasse ist nicht erreichbar</translation>
    </message>
    <message>
        <source>sent, waiting for the class (%1)</source>
        <translation>geschickt, warte auf die Klasse (%1)</translation>
    </message>
    <message>
        <source>%1 waiting to be sent</source>
        <translation>%1 warten aufs Senden</translation>
    </message>
    <message>
        <source>Leave class</source>
        <translation>Klasse verlassen</translation>
    </message>
    <message>
        <source>Leave the class?</source>
        <translation>Die Klasse verlassen?</translation>
    </message>
    <message numerus="yes">
        <source>%n submission(s) have not reached the class: they will not be sent. They are kept in your data folder (class/left/).</source>
        <translation>
            <numerusform>%n Abgabe ist nicht bei der Klasse angekommen: sie wird nicht gesendet. Sie bleibt in deinem Datenordner (class/left/).</numerusform>
            <numerusform>%n Abgaben sind nicht bei der Klasse angekommen: sie werden nicht gesendet. Sie bleiben in deinem Datenordner (class/left/).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n submission(s) reached the class but their marks have not come back: the teacher has them; their marks will not show here.</source>
        <translation>
            <numerusform>%n Abgabe ist bei der Klasse angekommen, aber ihre Bewertung ist nicht zurückgekommen: die Lehrkraft hat sie; die Bewertung erscheint hier nicht mehr.</numerusform>
            <numerusform>%n Abgaben sind bei der Klasse angekommen, aber ihre Bewertungen sind nicht zurückgekommen: die Lehrkraft hat sie; die Bewertungen erscheinen hier nicht mehr.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything you submitted reached the class and its marks came back.</source>
        <translation>Alles, was du abgegeben hast, ist bei der Klasse angekommen, und die Bewertungen sind zurückgekommen.</translation>
    </message>
    <message>
        <source>Kept in %1.</source>
        <translation>Aufbewahrt in %1.</translation>
    </message>
    <message>
        <source>You left the class.</source>
        <translation>Du hast die Klasse verlassen.</translation>
    </message>
    <message>
        <source>Your teacher handed something out: see the lesson list.</source>
        <translation>Deine Lehrkraft hat etwas ausgeteilt: siehe die Liste der Lektionen.</translation>
    </message>
    <message>
        <source>Class &amp;board</source>
        <translation>Klassen&amp;tafel</translation>
    </message>
    <message>
        <source>Your teacher commented on %1: %2</source>
        <translation>Deine Lehrkraft hat %1 kommentiert: %2</translation>
    </message>
    <message>
        <source>Submit is closed for this lesson: your teacher&apos;s deadline was %1.</source>
        <translation>Abgeben ist für diese Lektion geschlossen: die Frist deiner Lehrkraft war %1.</translation>
    </message>
    <message>
        <source>From your teacher</source>
        <translation>Von deiner Lehrkraft</translation>
    </message>
    <message>
        <source>; Submit closes %1</source>
        <translation>; Abgabe schließt %1</translation>
    </message>
    <message>
        <source>; Submit closed %1</source>
        <translation>; Abgabe geschlossen seit %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::ClassHost</name>
    <message>
        <source>the class server stopped (exit status %1)</source>
        <translation>der Klassenserver hat aufgehört (Exit-Status %1)</translation>
    </message>
    <message>
        <source>could not start the class server: %1</source>
        <translation>der Klassenserver konnte nicht gestartet werden: %1</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::Console</name>
    <message>
        <source>What the script prints shows here.</source>
        <translation>Was das Skript ausgibt, erscheint hier.</translation>
    </message>
    <message>
        <source>(%1 earlier lines not shown)</source>
        <translation>(%1 frühere Zeilen nicht angezeigt)</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::ConsoleInput</name>
    <message>
        <source>the program waits for a line: type it, then Enter</source>
        <translation>das Programm wartet auf eine Zeile: tippe sie ein, dann Enter</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::FindBar</name>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>Enter: next, Esc: close</source>
        <translation>Enter: weiter, Esc: schließen</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Match &amp;case</source>
        <translation>&amp;Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <source>999 of 999</source>
        <translation>999 von 999</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Replace &amp;with:</source>
        <translation>Ersetzen &amp;durch:</translation>
    </message>
    <message>
        <source>Enter: replace and find the next</source>
        <translation>Enter: ersetzen und das nächste suchen</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Ersetzen durch</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Replace &amp;all</source>
        <translation>&amp;Alle ersetzen</translation>
    </message>
    <message>
        <source>Replaced 1 match</source>
        <translation>1 Treffer ersetzt</translation>
    </message>
    <message>
        <source>Replaced %1 matches</source>
        <translation>%1 Treffer ersetzt</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>kein Treffer</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 Treffer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::FoundClassesList</name>
    <message>
        <source>Classes on this network</source>
        <translation>Klassen in diesem Netzwerk</translation>
    </message>
    <message>
        <source>The list of classes on this network is unavailable (%1): type the teacher&apos;s address.</source>
        <translation>Die Liste der Klassen in diesem Netzwerk ist nicht verfügbar (%1): gib die Adresse der Lehrkraft ein.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Looking for classes on this network… none found yet: type the teacher&apos;s address.</source>
        <translation>Suche nach Klassen in diesem Netzwerk … noch keine gefunden: gib die Adresse der Lehrkraft ein.</translation>
    </message>
    <message>
        <source>Classes on this network: choose yours, or type the teacher&apos;s address.</source>
        <translation>Klassen in diesem Netzwerk: wähle deine aus oder gib die Adresse der Lehrkraft ein.</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::HandOutDialog</name>
    <message>
        <source>A lesson&apos;s deadline</source>
        <translation>Die Frist einer Lektion</translation>
    </message>
    <message>
        <source>Hand out</source>
        <translation>Austeilen</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>&amp;Lesson:</source>
        <translation>&amp;Lektion:</translation>
    </message>
    <message>
        <source>The program&apos;s title</source>
        <translation>Der Titel des Programms</translation>
    </message>
    <message>
        <source>empty: the lesson itself is handed out</source>
        <translation>leer: die Lektion selbst wird ausgeteilt</translation>
    </message>
    <message>
        <source>&amp;Program…</source>
        <translation>&amp;Programm…</translation>
    </message>
    <message>
        <source>Choose a program of yours to hand out</source>
        <translation>Ein eigenes Programm zum Austeilen wählen</translation>
    </message>
    <message>
        <source>The &amp;whole class</source>
        <translation>Die ganze &amp;Klasse</translation>
    </message>
    <message>
        <source>&amp;Only the students ticked:</source>
        <translation>Nur die an&amp;gekreuzten Personen:</translation>
    </message>
    <message>
        <source>Students to hand it to</source>
        <translation>Wer es bekommt</translation>
    </message>
    <message>
        <source>Submit &amp;closes at:</source>
        <translation>Abgabe &amp;schließt am:</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programm:</translation>
    </message>
    <message>
        <source>What is missing</source>
        <translation>Was fehlt</translation>
    </message>
    <message>
        <source>Set the deadline</source>
        <translation>Frist setzen</translation>
    </message>
    <message>
        <source>A program to hand out</source>
        <translation>Ein Programm zum Austeilen</translation>
    </message>
    <message>
        <source>Python (*.py)</source>
        <translation>Python (*.py)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Choose a lesson.</source>
        <translation>Wähle eine Lektion.</translation>
    </message>
    <message>
        <source>Choose the program&apos;s file (Program…), or clear its title to hand out the lesson.</source>
        <translation>Wähle die Datei des Programms (Programm…), oder leere den Titel, um die Lektion auszuteilen.</translation>
    </message>
    <message>
        <source>Tick at least one student, or choose the whole class.</source>
        <translation>Kreuze mindestens eine Person an, oder wähle die ganze Klasse.</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::JoinClassDialog</name>
    <message>
        <source>Join a class</source>
        <translation>Einer Klasse beitreten</translation>
    </message>
    <message>
        <source>192.168.1.20:7430</source>
        <translation>192.168.1.20:7430</translation>
    </message>
    <message>
        <source>The teacher&apos;s address</source>
        <translation>Die Adresse der Lehrkraft</translation>
    </message>
    <message>
        <source>the code on the projector</source>
        <translation>der Code am Beamer</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Join code:</source>
        <translation>&amp;Beitrittscode:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>What is missing</source>
        <translation>Was fehlt</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>The address is the teacher&apos;s computer and port, such as 192.168.1.20:7430.</source>
        <translation>Die Adresse ist der Computer der Lehrkraft mit Port, zum Beispiel 192.168.1.20:7430.</translation>
    </message>
    <message>
        <source>The join code has 16 letters and digits, such as 7KQ2-M9XD-4TNB-0HFA.</source>
        <translation>Der Beitrittscode hat 16 Buchstaben und Ziffern, zum Beispiel 7KQ2-M9XD-4TNB-0HFA.</translation>
    </message>
    <message>
        <source>Type your name, as the teacher knows it.</source>
        <translation>Tippe deinen Namen so, wie die Lehrkraft ihn kennt.</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::LessonController</name>
    <message>
        <source>A lesson has a problem (bugbot lessons --check says more): %1</source>
        <translation>Eine Lektion hat ein Problem (bugbot lessons --check sagt mehr): %1</translation>
    </message>
    <message>
        <source>The lesson here cannot be loaded: %1</source>
        <translation>Die Lektion hier lässt sich nicht laden: %1</translation>
    </message>
    <message>
        <source>%1 cannot be opened as a lesson:
%2</source>
        <translation>%1 lässt sich nicht als Lektion öffnen:
%2</translation>
    </message>
    <message>
        <source>There is no lesson or script called %1</source>
        <translation>Es gibt keine Lektion und kein Skript namens %1</translation>
    </message>
    <message>
        <source>There is no lesson or script called %1.</source>
        <translation>Es gibt keine Lektion und kein Skript namens %1.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Put back the lesson&apos;s version of %1? Your changes to it will be lost.</source>
        <translation>Die Fassung der Lektion von %1 wiederherstellen? Deine Änderungen daran gehen verloren.</translation>
    </message>
    <message>
        <source>lesson.json changed and has a problem; the studio keeps the last good version: %1</source>
        <translation>lesson.json wurde geändert und hat ein Problem; das Studio behält die letzte gute Fassung: %1</translation>
    </message>
    <message>
        <source>lesson.json changed on disk and was reloaded.</source>
        <translation>lesson.json wurde auf der Festplatte geändert und neu geladen.</translation>
    </message>
    <message>
        <source>was replaced by a symbolic link (to %1)</source>
        <translation>wurde durch einen symbolischen Link ersetzt (auf %1)</translation>
    </message>
    <message>
        <source>is no longer a regular file</source>
        <translation>ist keine gewöhnliche Datei mehr</translation>
    </message>
    <message>
        <source>%1 %2: the studio does not follow it and will not save there; your text stays in the editor (copy it to a file of your own).</source>
        <translation>%1 %2: Das Studio folgt dem nicht und speichert dort nicht; dein Text bleibt im Editor (kopiere ihn in eine eigene Datei).</translation>
    </message>
    <message>
        <source>The lesson&apos;s text changed on disk and was reloaded.</source>
        <translation>Der Text der Lektion wurde auf der Festplatte geändert und neu geladen.</translation>
    </message>
    <message>
        <source>%1 changed on disk and was reloaded.</source>
        <translation>%1 wurde auf der Festplatte geändert und neu geladen.</translation>
    </message>
    <message>
        <source>The lesson&apos;s version of %1 changed on disk; your edits are kept (Reset to see it).</source>
        <translation>Die Fassung der Lektion von %1 wurde auf der Festplatte geändert; deine Änderungen bleiben (Zurücksetzen zeigt sie).</translation>
    </message>
    <message>
        <source>%1 changed on disk; your unsaved edits are kept.</source>
        <translation>%1 wurde auf der Festplatte geändert; deine ungespeicherten Änderungen bleiben erhalten.</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::LessonPanel</name>
    <message>
        <source>This lesson has no heading called #%1.</source>
        <translation>Diese Lektion hat keine Überschrift #%1.</translation>
    </message>
    <message>
        <source>%1 is on the web; the studio has no network here, so it is not opened.</source>
        <translation>%1 liegt im Internet; das Studio hat hier kein Netz und öffnet es deshalb nicht.</translation>
    </message>
    <message>
        <source>%1 is not a lesson the studio has loaded, so it is not opened.</source>
        <translation>%1 ist keine Lektion, die das Studio geladen hat, und wird deshalb nicht geöffnet.</translation>
    </message>
    <message>
        <source>%1 of %2 tasks done</source>
        <translation>%1 von %2 Aufgaben erledigt</translation>
    </message>
    <message>
        <source>best %1 / %2</source>
        <translation>beste %1 / %2</translation>
    </message>
    <message>
        <source>, 1 submission</source>
        <translation>, 1 Abgabe</translation>
    </message>
    <message>
        <source>, %1 submissions</source>
        <translation>, %1 Abgaben</translation>
    </message>
    <message>
        <source>
1 task, not submitted yet</source>
        <translation>
1 Aufgabe, noch nicht abgegeben</translation>
    </message>
    <message>
        <source>
%1 tasks, not submitted yet</source>
        <translation>
%1 Aufgaben, noch nicht abgegeben</translation>
    </message>
    <message>
        <source>*No lesson is open: %1 is a script of your own.*

Choose a lesson in the list above to read its text and open its programs.</source>
        <translation>*Keine Lektion ist geöffnet: %1 ist ein eigenes Skript.*

Wähle oben in der Liste eine Lektion, um ihren Text zu lesen und ihre Programme zu öffnen.</translation>
    </message>
    <message>
        <source># %1

*This lesson has no text.*</source>
        <translation># %1

*Diese Lektion hat keinen Text.*</translation>
    </message>
    <message>
        <source>*The lesson&apos;s text cannot be shown:* %1</source>
        <translation>*Der Text der Lektion lässt sich nicht anzeigen:* %1</translation>
    </message>
    <message>
        <source>From your teacher: %1</source>
        <translation>Von deiner Lehrkraft: %1</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::MainWindow</name>
    <message>
        <source>BugBot Studio</source>
        <translation>BugBot Studio</translation>
    </message>
    <message>
        <source>Programs run without a sandbox (BUGBOT_STUDIO_NO_SANDBOX=1): they can reach your files and the network.</source>
        <translation>Programme laufen ohne Sandbox (BUGBOT_STUDIO_NO_SANDBOX=1) und können auf deine Dateien und das Netz zugreifen.</translation>
    </message>
    <message>
        <source>%1 — BugBot Studio</source>
        <translation>%1 — BugBot Studio</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>A submitted version, shown as it was: Restore this version puts it back into your %1.</source>
        <translation>Eine abgegebene Fassung, so wie sie war: „Diese Fassung wiederherstellen“ legt sie zurück in dein %1.</translation>
    </message>
    <message>
        <source>This is a submitted version: it is shown, not run.</source>
        <translation>Das ist eine abgegebene Fassung; sie wird gezeigt, nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Live: every edit re-runs the program.</source>
        <translation>Live: Jede Änderung führt das Programm neu aus.</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>Submit %1, your program for this lesson?

(The program in view, %2, is not the one that is marked.)</source>
        <translation>%1 abgeben, dein Programm für diese Lektion?

(Das angezeigte Programm, %2, ist nicht das, das bewertet wird.)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>R&amp;obot</source>
        <translation>R&amp;oboter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>New script</source>
        <translation>Neues Skript</translation>
    </message>
    <message>
        <source>Open script…</source>
        <translation>Skript öffnen…</translation>
    </message>
    <message>
        <source>Open a script</source>
        <translation>Ein Skript öffnen</translation>
    </message>
    <message>
        <source>Python (*.py)</source>
        <translation>Python (*.py)</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>(no scripts yet)</source>
        <translation>(noch keine Skripte)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Save the program as</source>
        <translation>Das Programm speichern unter</translation>
    </message>
    <message>
        <source>Reset to the lesson&apos;s version</source>
        <translation>Auf die Fassung der Lektion zurücksetzen</translation>
    </message>
    <message>
        <source>Export picture (PNG)…</source>
        <translation>Bild exportieren (PNG)…</translation>
    </message>
    <message>
        <source>Export the mat and charts</source>
        <translation>Die Matte und die Diagramme exportieren</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <source>Export series (CSV)…</source>
        <translation>Datenreihen exportieren (CSV)…</translation>
    </message>
    <message>
        <source>Export the plotted series</source>
        <translation>Die geplotteten Datenreihen exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Mark your program for this lesson (the &quot;Your turn&quot; one) (Ctrl+Enter)</source>
        <translation>Dein Programm für diese Lektion bewerten lassen (das unter „Du bist dran“) (Strg+Enter)</translation>
    </message>
    <message>
        <source>Submissions…</source>
        <translation>Abgaben…</translation>
    </message>
    <message>
        <source>Restore this version</source>
        <translation>Diese Fassung wiederherstellen</translation>
    </message>
    <message>
        <source>Put the submitted version in view back into your copy of the program (Ctrl+Z undoes it)</source>
        <translation>Die angezeigte abgegebene Fassung zurück in deine Kopie des Programms legen (Strg+Z macht es rückgängig)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Close program</source>
        <translation>Programm schließen</translation>
    </message>
    <message>
        <source>Mark a class…</source>
        <translation>Eine Klasse bewerten…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Ausschneiden</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>Replace…</source>
        <translation>Ersetzen…</translation>
    </message>
    <message>
        <source>Comment / uncomment</source>
        <translation>Auskommentieren / einkommentieren</translation>
    </message>
    <message>
        <source>Indent</source>
        <translation>Einrücken</translation>
    </message>
    <message>
        <source>Dedent</source>
        <translation>Ausrücken</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Re-run on every edit, as fast as possible (F6)</source>
        <translation>Nach jeder Änderung neu ausführen, so schnell wie möglich (F6)</translation>
    </message>
    <message>
        <source>1x</source>
        <translation>1x</translation>
    </message>
    <message>
        <source>2x</source>
        <translation>2x</translation>
    </message>
    <message>
        <source>5x</source>
        <translation>5x</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>so schnell wie möglich</translation>
    </message>
    <message>
        <source>How fast simulated time passes</source>
        <translation>Wie schnell die simulierte Zeit vergeht</translation>
    </message>
    <message>
        <source>Speed of simulated time</source>
        <translation>Geschwindigkeit der simulierten Zeit</translation>
    </message>
    <message>
        <source>Back one robot call</source>
        <translation>Einen Roboterbefehl zurück</translation>
    </message>
    <message>
        <source>Forward one robot call</source>
        <translation>Einen Roboterbefehl vor</translation>
    </message>
    <message>
        <source>World for scripts</source>
        <translation>Welt für Skripte</translation>
    </message>
    <message>
        <source>Run on both</source>
        <translation>Auf beiden ausführen</translation>
    </message>
    <message>
        <source>Run in the simulator and on the robot at once, the two runs side by side (Ctrl+Shift+R)</source>
        <translation>Im Simulator und auf dem Roboter zugleich ausführen, beide Läufe nebeneinander (Strg+Umschalt+R)</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Präsentation</translation>
    </message>
    <message>
        <source>Ghost of the previous run</source>
        <translation>Schatten des vorigen Laufs</translation>
    </message>
    <message>
        <source>Bigger text</source>
        <translation>Größere Schrift</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Kleinere Schrift</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>Previous lesson</source>
        <translation>Vorige Lektion</translation>
    </message>
    <message>
        <source>Next program</source>
        <translation>Nächstes Programm</translation>
    </message>
    <message>
        <source>Previous program</source>
        <translation>Voriges Programm</translation>
    </message>
    <message>
        <source>Next pane</source>
        <translation>Nächster Bereich</translation>
    </message>
    <message>
        <source>Previous pane</source>
        <translation>Voriger Bereich</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>As the system says</source>
        <translation>Wie im System eingestellt</translation>
    </message>
    <message>
        <source>the default mat</source>
        <translation>die Standardmatte</translation>
    </message>
    <message>
        <source>Scripts run on %1; a lesson&apos;s programs on the lesson&apos;s world.</source>
        <translation>Skripte laufen auf %1, die Programme einer Lektion in der Welt der Lektion.</translation>
    </message>
    <message>
        <source>Put this submitted version back into your %1? What is in it now is replaced; Ctrl+Z in %1 brings it back.</source>
        <translation>Diese abgegebene Fassung zurück in dein %1 legen? Was jetzt darin steht, wird ersetzt; Strg+Z in %1 holt es zurück.</translation>
    </message>
    <message>
        <source>Your %1 is the submitted version again (Ctrl+Z undoes it).</source>
        <translation>Dein %1 ist wieder die abgegebene Fassung (Strg+Z macht es rückgängig).</translation>
    </message>
    <message>
        <source>There is no program to save.</source>
        <translation>Es gibt kein Programm zum Speichern.</translation>
    </message>
    <message>
        <source>Presentation: F5 run, Esc stop, F6 live, Alt+→ next lesson, F11 back</source>
        <translation>Präsentation: F5 ausführen, Esc anhalten, F6 live, Alt+→ nächste Lektion, F11 zurück</translation>
    </message>
    <message>
        <source>API reference</source>
        <translation>API-Referenz</translation>
    </message>
    <message>
        <source>Lesson text</source>
        <translation>Text der Lektion</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>(no documents installed in %1)</source>
        <translation>(keine Dokumente in %1 installiert)</translation>
    </message>
    <message>
        <source>About BugBot Studio</source>
        <translation>Über BugBot Studio</translation>
    </message>
    <message>
        <source>Search: shows the sections that mention it (Enter: next)</source>
        <translation>Suche: zeigt die Abschnitte, die es erwähnen (Enter: weiter)</translation>
    </message>
    <message>
        <source>Search the API reference</source>
        <translation>Die API-Referenz durchsuchen</translation>
    </message>
    <message>
        <source>not in the reference</source>
        <translation>nicht in der Referenz</translation>
    </message>
    <message>
        <source>*%1 is not there.*

%2</source>
        <translation>*%1 gibt es dort nicht.*

%2</translation>
    </message>
    <message>
        <source>No lesson is open: choose one in the list to read its text.</source>
        <translation>Keine Lektion ist geöffnet: Wähle eine in der Liste, um ihren Text zu lesen.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>close the find bar, cancel marking, or stop the run</source>
        <translation>die Suchleiste schließen, die Bewertung abbrechen oder den Lauf anhalten</translation>
    </message>
    <message>
        <source>&lt;h3&gt;BugBot Studio %1&lt;/h3&gt;&lt;p&gt;Write Python for the BugBot robot, run it on the simulated mat or the real robot, and follow the lessons.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;Lessons, worlds and documents: %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;BugBot Studio %1&lt;/h3&gt;&lt;p&gt;Schreibe Python für den BugBot-Roboter, führe es auf der simulierten Matte oder auf dem echten Roboter aus und folge den Lektionen.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder jeder späteren Version (GPL-3.0-or-later). Ohne jede Gewährleistung.&lt;/p&gt;&lt;p&gt;Lektionen, Welten und Dokumente: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cancel marking</source>
        <translation>Bewertung abbrechen</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Programs</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>Console: what the program printed</source>
        <translation>Konsole: was das Programm ausgegeben hat</translation>
    </message>
    <message>
        <source>Input for the program</source>
        <translation>Eingabe für das Programm</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Variablen</translation>
    </message>
    <message>
        <source>The mat: the robot and what the program drew</source>
        <translation>Die Matte: der Roboter und was das Programm gezeichnet hat</translation>
    </message>
    <message>
        <source>Weight strip</source>
        <translation>Gewichtsstreifen</translation>
    </message>
    <message>
        <source>Charts of the plotted series</source>
        <translation>Diagramme der geplotteten Datenreihen</translation>
    </message>
    <message>
        <source>Timeline: the run&apos;s simulated time</source>
        <translation>Zeitleiste: die simulierte Zeit des Laufs</translation>
    </message>
    <message>
        <source>&amp;Class</source>
        <translation>&amp;Klasse</translation>
    </message>
    <message>
        <source>%1 sent, waiting for the class; the practice marks come first</source>
        <translation>%1 geschickt, warte auf die Klasse; die Übungspunkte kommen zuerst</translation>
    </message>
    <message>
        <source>The record of %1 holds no run to replay.</source>
        <translation>Die Aufzeichnung von %1 enthält keinen Lauf zum Abspielen.</translation>
    </message>
    <message>
        <source>Replaying %1: the marked run, from its record.</source>
        <translation>Abspielen von %1: der bewertete Lauf, aus seiner Aufzeichnung.</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Run on</source>
        <translation>Ausführen auf</translation>
    </message>
    <message>
        <source>Text at its usual size</source>
        <translation>Text in normaler Größe</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::MatView</name>
    <message>
        <source>servo %1: %2°</source>
        <translation>Servo %1: %2°</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::ProgramTabs</name>
    <message>
        <source> (submitted)</source>
        <translation> (abgegeben)</translation>
    </message>
    <message>
        <source>a submitted version: shown, not run</source>
        <translation>eine abgegebene Fassung: wird gezeigt, nicht ausgeführt</translation>
    </message>
    <message>
        <source> (being saved)</source>
        <translation> (wird gespeichert)</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>%1 schließen</translation>
    </message>
    <message>
        <source>Your edits to %1 could not be saved to %2. Close it anyway and lose them?</source>
        <translation>Deine Änderungen an %1 konnten nicht in %2 gespeichert werden. Trotzdem schließen und sie verlieren?</translation>
    </message>
    <message>
        <source>%1 stays open: its edits could not be saved (copy them to a file of your own).</source>
        <translation>%1 bleibt offen: Die Änderungen konnten nicht gespeichert werden (kopiere sie in eine eigene Datei).</translation>
    </message>
    <message>
        <source>Closed %1; your edits are saved in %2 (open it again from the lesson or File ▸ Open recent).</source>
        <translation>%1 geschlossen; deine Änderungen sind in %2 gespeichert (wieder öffnen über die Lektion oder Datei ▸ Zuletzt geöffnet).</translation>
    </message>
    <message>
        <source>%1 is a new script without a name of its own. Save it under a name, keep it as %1 among your scripts (File ▸ Open recent), or delete it?</source>
        <translation>%1 ist ein neues Skript ohne eigenen Namen. Unter einem Namen speichern, als %1 bei deinen Skripten behalten (Datei ▸ Zuletzt geöffnet) oder löschen?</translation>
    </message>
    <message>
        <source>Keep as %1</source>
        <translation>Als %1 behalten</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Delete it</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>%1 closed and deleted.</source>
        <translation>%1 geschlossen und gelöscht.</translation>
    </message>
    <message>
        <source>Save %1 as</source>
        <translation>%1 speichern unter</translation>
    </message>
    <message>
        <source>Python (*.py)</source>
        <translation>Python (*.py)</translation>
    </message>
    <message>
        <source>Saved %1 as %2.</source>
        <translation>%1 als %2 gespeichert.</translation>
    </message>
    <message>
        <source>Program %1</source>
        <translation>Programm %1</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::ReadingLayout</name>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::RobotControls</name>
    <message>
        <source>Real robot</source>
        <translation>Echter Roboter</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Robots…</source>
        <translation>Roboter…</translation>
    </message>
    <message>
        <source>The robots this computer is paired with: scan, blink, forget, add; the dongle&apos;s port</source>
        <translation>Die Roboter, mit denen dieser Computer gekoppelt ist: suchen, blinken, vergessen, hinzufügen; der Anschluss des Dongles</translation>
    </message>
    <message>
        <source>%1, battery not known yet</source>
        <translation>%1, Akkustand noch unbekannt</translation>
    </message>
    <message>
        <source>%1, battery %2 %</source>
        <translation>%1, Akku %2 %</translation>
    </message>
    <message>
        <source>Running on %1 (real robot). Esc stops it.</source>
        <translation>Läuft auf %1 (echter Roboter). Esc hält ihn an.</translation>
    </message>
    <message>
        <source>Robot: %1</source>
        <translation>Roboter: %1</translation>
    </message>
    <message>
        <source>Stopped %1: it was sent STOP, then RELEASE.</source>
        <translation>%1 angehalten: Der Roboter bekam STOP, dann RELEASE.</translation>
    </message>
    <message>
        <source>The run on %1 ended; the robot was stopped and released.</source>
        <translation>Der Lauf auf %1 ist zu Ende; der Roboter wurde angehalten und freigegeben.</translation>
    </message>
    <message>
        <source>the run ended without finishing (see the console)</source>
        <translation>der Lauf endete vorzeitig (siehe Konsole)</translation>
    </message>
    <message>
        <source>The run on %1 (real robot) failed: %2</source>
        <translation>Der Lauf auf %1 (echter Roboter) ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Running on %1 (real robot), its battery at %2 %: charge it soon. Esc stops it.</source>
        <translation>Läuft auf %1 (echter Roboter), Akku bei %2 %: bitte bald laden. Esc hält ihn an.</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::RobotRoster</name>
    <message>
        <source>a run on a robot holds the dongle: try again when it has ended</source>
        <translation>ein Lauf auf einem Roboter belegt den Dongle: Versuche es nach seinem Ende noch einmal</translation>
    </message>
    <message>
        <source>bugbot robots ended with exit status %1</source>
        <translation>bugbot robots endete mit dem Exit-Status %1</translation>
    </message>
    <message>
        <source>(not paired)</source>
        <translation>(nicht gekoppelt)</translation>
    </message>
    <message>
        <source>bugbot robots --json did not print a list: %1</source>
        <translation>bugbot robots --json hat keine Liste ausgegeben: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n robot(s) in the roster</source>
        <translation>
            <numerusform>%n Roboter in der Liste</numerusform>
            <numerusform>%n Roboter in der Liste</numerusform>
        </translation>
    </message>
    <message>
        <source>No robot heard in %1 s (are they switched on, in ESP-NOW mode, on the dongle&apos;s channel?)</source>
        <translation>In %1 s keinen Roboter gehört (sind sie eingeschaltet, im ESP-NOW-Modus, auf dem Kanal des Dongles?)</translation>
    </message>
    <message>
        <source>%1 (%2 %, %3)</source>
        <translation>%1 (%2 %, %3)</translation>
    </message>
    <message>
        <source>Heard %1</source>
        <translation>Gehört: %1</translation>
    </message>
    <message>
        <source>could not start %1: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>claimed</source>
        <translation>belegt</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::RobotSelector</name>
    <message>
        <source>Where Run sends the program: the simulator, or a real robot over the dongle (Robot &gt; Robots…)</source>
        <translation>Wohin „Ausführen“ das Programm schickt: an den Simulator oder über den Dongle an einen echten Roboter (Roboter &gt; Roboter…)</translation>
    </message>
    <message>
        <source>Run on</source>
        <translation>Ausführen auf</translation>
    </message>
    <message>
        <source>Simulator</source>
        <translation>Simulator</translation>
    </message>
    <message>
        <source>Robot scan: %1</source>
        <translation>Robotersuche: %1</translation>
    </message>
    <message>
        <source>%1 · %2 %</source>
        <translation>%1 · %2 %</translation>
    </message>
    <message>
        <source>%1 · battery ?</source>
        <translation>%1 · Akku ?</translation>
    </message>
    <message>
        <source>%1 (id %2): a real robot</source>
        <translation>%1 (Kennung %2): ein echter Roboter</translation>
    </message>
    <message>
        <source>That robot is no longer in the roster: Run goes to the simulator.</source>
        <translation>Dieser Roboter ist nicht mehr in der Liste: „Ausführen“ geht an den Simulator.</translation>
    </message>
    <message>
        <source>Run now drives %1, a real robot. Keep it on the floor, away from table edges.</source>
        <translation>„Ausführen“ steuert jetzt %1, einen echten Roboter. Lass ihn auf dem Boden, weg von Tischkanten.</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::RobotsDialog</name>
    <message>
        <source>Listening for robots&apos; beacons…</source>
        <translation>Warte auf die Funksignale der Roboter…</translation>
    </message>
    <message>
        <source>Asking the robot to blink…</source>
        <translation>Bitte den Roboter zu blinken…</translation>
    </message>
    <message>
        <source>Pairing the robot on its USB cable…</source>
        <translation>Kopple den Roboter über sein USB-Kabel…</translation>
    </message>
    <message>
        <source>Forgetting the robot…</source>
        <translation>Vergesse den Roboter…</translation>
    </message>
    <message>
        <source>Robots</source>
        <translation>Roboter</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>Akku</translation>
    </message>
    <message>
        <source>Heard</source>
        <translation>Gehört</translation>
    </message>
    <message>
        <source>The robots this computer is paired with</source>
        <translation>Die Roboter, mit denen dieser Computer gekoppelt ist</translation>
    </message>
    <message>
        <source>found by its USB vendor id (303a)</source>
        <translation>gefunden über seine USB-Herstellerkennung (303a)</translation>
    </message>
    <message>
        <source>Dongle port:</source>
        <translation>Anschluss des Dongles:</translation>
    </message>
    <message>
        <source>The dongle is found by its USB vendor id.</source>
        <translation>Der Dongle wird über seine USB-Herstellerkennung gefunden.</translation>
    </message>
    <message>
        <source>The dongle is %1.</source>
        <translation>Der Dongle ist %1.</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Listen for the robots&apos; beacons: which are on, free, and their batteries</source>
        <translation>Auf die Funksignale der Roboter hören: welche an und frei sind, und ihre Akkus</translation>
    </message>
    <message>
        <source>Blink</source>
        <translation>Blinken</translation>
    </message>
    <message>
        <source>Flash the chosen robot&apos;s light white, to know which one it is</source>
        <translation>Das Licht des gewählten Roboters weiß blinken lassen, um zu sehen, welcher es ist</translation>
    </message>
    <message>
        <source>Forget…</source>
        <translation>Vergessen…</translation>
    </message>
    <message>
        <source>Remove the chosen robot from this computer&apos;s roster</source>
        <translation>Den gewählten Roboter aus der Liste dieses Computers entfernen</translation>
    </message>
    <message>
        <source>Pair a robot on its USB cable:</source>
        <translation>Einen Roboter über sein USB-Kabel koppeln:</translation>
    </message>
    <message>
        <source>its port (empty: found)</source>
        <translation>sein Anschluss (leer: wird gesucht)</translation>
    </message>
    <message>
        <source>name, e.g. FROG-14</source>
        <translation>Name, z. B. FROG-14</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>not heard</source>
        <translation>nicht gehört</translation>
    </message>
    <message>
        <source>Forget a robot</source>
        <translation>Einen Roboter vergessen</translation>
    </message>
    <message>
        <source>Forget %1 (id %2)?

This computer can drive it again only after pairing it again over its USB cable.</source>
        <translation>%1 (Kennung %2) vergessen?

Dieser Computer kann ihn erst wieder steuern, wenn er erneut über sein USB-Kabel gekoppelt wurde.</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Dongle port</source>
        <translation>Dongle-Anschluss</translation>
    </message>
    <message>
        <source>What the robots said</source>
        <translation>Was die Roboter gemeldet haben</translation>
    </message>
    <message>
        <source>The robot&apos;s USB port</source>
        <translation>Der USB-Anschluss des Roboters</translation>
    </message>
    <message>
        <source>The robot&apos;s name</source>
        <translation>Der Name des Roboters</translation>
    </message>
    <message>
        <source>The dongle&apos;s serial port, e.g. /dev/ttyACM0; empty: the dongle plugged in is found by itself</source>
        <translation>Die serielle Schnittstelle des Dongles, z. B. /dev/ttyACM0; leer: der eingesteckte Dongle wird von selbst gefunden</translation>
    </message>
    <message>
        <source>Pair the robot on this USB port: it makes a new key, turns its radio mode on and reboots</source>
        <translation>Den Roboter an diesem USB-Anschluss koppeln: Er erzeugt einen neuen Schlüssel, schaltet seinen Funkmodus ein und startet neu</translation>
    </message>
    <message>
        <source>name the dongle in the Dongle port box above</source>
        <translation>gib den Dongle oben im Feld „Anschluss des Dongles“ an</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::RunController</name>
    <message>
        <source>%1 (real)</source>
        <translation>%1 (echt)</translation>
    </message>
    <message>
        <source>— stopped —</source>
        <translation>— angehalten —</translation>
    </message>
    <message>
        <source>The engine stopped unexpectedly (it crashed or ran out of memory). Your text is safe.%1</source>
        <translation>Die Engine hat unerwartet aufgehört (abgestürzt oder ohne Speicher). Dein Text ist sicher.%1</translation>
    </message>
    <message>
        <source>The run hit its time limit.</source>
        <translation>Der Lauf hat sein Zeitlimit erreicht.</translation>
    </message>
    <message>
        <source>The run ended without finishing (exit status %1).</source>
        <translation>Der Lauf endete vorzeitig (Exit-Status %1).</translation>
    </message>
    <message>
        <source>The program&apos;s process ended unexpectedly (exit status %1), without an error of its own. Your text is safe.</source>
        <translation>Der Prozess des Programms endete unerwartet (Exit-Status %1), ohne eigenen Fehler. Dein Text ist sicher.</translation>
    </message>
    <message>
        <source>— the program ran to the end (%1 s) and printed nothing —</source>
        <translation>— das Programm lief bis zum Ende (%1 s) und hat nichts ausgegeben —</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::RunHeartbeat</name>
    <message>
        <source>The run ended after %1 s; in its last %2 s it printed, plotted and moved nothing.</source>
        <translation>Der Lauf endete nach %1 s; in seinen letzten %2 s hat er nichts ausgegeben, geplottet oder bewegt.</translation>
    </message>
    <message>
        <source>Running for %1 s; nothing printed, plotted or moved for %2 s. %3 stops it.</source>
        <translation>Läuft seit %1 s; seit %2 s nichts ausgegeben, geplottet oder bewegt. %3 hält es an.</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::RunPanel</name>
    <message>
        <source>Scrub through the run&apos;s simulated time</source>
        <translation>Durch die simulierte Zeit des Laufs fahren</translation>
    </message>
    <message>
        <source>Back to the previous robot call (Alt+,)</source>
        <translation>Zurück zum vorigen Roboterbefehl (Alt+,)</translation>
    </message>
    <message>
        <source>On to the next robot call (Alt+.)</source>
        <translation>Weiter zum nächsten Roboterbefehl (Alt+.)</translation>
    </message>
    <message>
        <source>newest</source>
        <translation>neueste</translation>
    </message>
    <message>
        <source>simulator</source>
        <translation>Simulator</translation>
    </message>
    <message>
        <source>  ·  %1 s</source>
        <translation>  ·  %1 s</translation>
    </message>
    <message>
        <source>%1 / %2 s</source>
        <translation>%1 / %2 s</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::ScrubBar</name>
    <message>
        <source>Scrub the number under the cursor</source>
        <translation>Die Zahl unter dem Cursor ziehen</translation>
    </message>
    <message>
        <source>Drag to change the number under the cursor; the program re-runs as you drag (or hold Ctrl and drag the number itself).</source>
        <translation>Ziehen ändert die Zahl unter dem Cursor; das Programm läuft beim Ziehen neu (oder halte Strg und ziehe die Zahl selbst).</translation>
    </message>
    <message>
        <source>scrub %1</source>
        <translation>%1 ziehen</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::StartClassDialog</name>
    <message>
        <source>Start a class</source>
        <translation>Eine Klasse starten</translation>
    </message>
    <message>
        <source>Students choose Class ▸ Join a class… and type an address, this code and their name.</source>
        <translation>Die Schülerinnen und Schüler wählen Klasse ▸ Einer Klasse beitreten… und tippen eine Adresse, diesen Code und ihren Namen.</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>Adressen</translation>
    </message>
    <message>
        <source>Class server</source>
        <translation>Klassenserver</translation>
    </message>
    <message>
        <source>Stop the class</source>
        <translation>Die Klasse beenden</translation>
    </message>
    <message>
        <source>The class stopped: %1</source>
        <translation>Die Klasse wurde beendet: %1</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>Adresse: %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>The class is open. Submissions are marked on this computer, on the lessons&apos; hidden variations; it stays open while the studio does.</source>
        <translation>Die Klasse ist offen. Abgaben werden auf diesem Computer bewertet, mit den verborgenen Varianten der Lektionen; sie bleibt offen, solange das Studio offen ist.</translation>
    </message>
    <message>
        <source>Starting the class…</source>
        <translation>Starte die Klasse…</translation>
    </message>
    <message>
        <source>Port %1 is taken on this computer, so this class is on port %2: students type the address above, with its port.</source>
        <translation>Port %1 ist auf diesem Computer belegt, darum läuft diese Klasse auf Port %2: die Schülerinnen und Schüler geben die Adresse oben mit diesem Port ein.</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::StripChart</name>
    <message>
        <source>plot(name, value) draws here</source>
        <translation>plot(name, value) zeichnet hier</translation>
    </message>
    <message>
        <source>plot 0</source>
        <translation>plot 0</translation>
    </message>
    <message>
        <source>%1 (simulator)</source>
        <translation>%1 (Simulator)</translation>
    </message>
    <message>
        <source>plot %1</source>
        <translation>plot %1</translation>
    </message>
    <message>
        <source>distance, as read</source>
        <translation>Abstand, wie gemessen</translation>
    </message>
    <message>
        <source>%1 (older points thinned)</source>
        <translation>%1 (ältere Punkte ausgedünnt)</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::SubmissionsDialog</name>
    <message>
        <source>Submissions: %1</source>
        <translation>Abgaben: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nothing submitted yet for this lesson.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Für diese Lektion ist noch nichts abgegeben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open this submission</source>
        <translation>Diese Abgabe öffnen</translation>
    </message>
    <message>
        <source>Your submissions</source>
        <translation>Deine Abgaben</translation>
    </message>
    <message>
        <source>Marks and feedback of the submission chosen</source>
        <translation>Punkte und Rückmeldung der gewählten Abgabe</translation>
    </message>
    <message>
        <source>The class&apos;s marks for %1 (%2): %3 / %4</source>
        <translation>Die Punkte der Klasse für %1 (%2): %3 / %4</translation>
    </message>
    <message>
        <source>The class&apos;s marks: %1</source>
        <translation>Die Punkte der Klasse: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The class&apos;s marks&lt;/b&gt;, on the lesson&apos;s hidden variations:&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Punkte der Klasse&lt;/b&gt;, mit den verborgenen Varianten der Lektion:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>(the class&apos;s marks)</source>
        <translation>(Bewertung der Klasse)</translation>
    </message>
    <message>
        <source>waiting for the class</source>
        <translation>wartet auf die Klasse</translation>
    </message>
    <message>
        <source>
    Your teacher: %1</source>
        <translation>
    Deine Lehrkraft: %1</translation>
    </message>
    <message>
        <source>Your teacher&apos;s comment:</source>
        <translation>Kommentar deiner Lehrkraft:</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sent to the class; marked on the lesson&apos;s hidden variations.&lt;/p&gt;</source>
        <translation>&lt;p&gt;An die Klasse gesendet; auf den verborgenen Varianten der Lektion bewertet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Not marked yet: the class&apos;s marks come when it has marked it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Noch nicht bewertet: die Punkte der Klasse kommen, sobald sie bewertet hat.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::SubmitController</name>
    <message>
        <source>Marking %1: one run from each start position, %2 s… (Esc or Cancel stops)</source>
        <translation>Bewerte %1: ein Lauf von jeder Startposition, %2 s… (Esc oder Abbrechen hält an)</translation>
    </message>
    <message>
        <source>Checking that %1 runs…</source>
        <translation>Prüfe, ob %1 läuft…</translation>
    </message>
    <message>
        <source>Not marked: %1 does not run (line %2: %3). Fix it and submit again.</source>
        <translation>Nicht bewertet: %1 läuft nicht (Zeile %2: %3). Behebe das und gib noch einmal ab.</translation>
    </message>
    <message>
        <source>Marking %1: one run from each start position… (Esc or Cancel stops)</source>
        <translation>Bewerte %1: ein Lauf von jeder Startposition… (Esc oder Abbrechen hält an)</translation>
    </message>
    <message>
        <source>Marking failed: %1</source>
        <translation>Bewertung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>The marker could not mark %1 (exit status %2).

%3</source>
        <translation>Die Bewertung konnte %1 nicht bewerten (Exit-Status %2).

%3</translation>
    </message>
    <message>
        <source>%1 could not be marked: nothing was recorded. Submit again.</source>
        <translation>%1 konnte nicht bewertet werden: Es wurde nichts gespeichert. Gib noch einmal ab.</translation>
    </message>
    <message>
        <source>The marker could not mark %1, so nothing was recorded. Submit again.

%2</source>
        <translation>Die Bewertung konnte %1 nicht bewerten, deshalb wurde nichts gespeichert. Gib noch einmal ab.

%2</translation>
    </message>
    <message>
        <source>%1: %2 / %3</source>
        <translation>%1: %2 / %3</translation>
    </message>
    <message>
        <source>Marked: %1</source>
        <translation>Bewertet: %1</translation>
    </message>
    <message>
        <source>Could not start the marker: %1</source>
        <translation>Die Bewertung konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>Marking cancelled: nothing was recorded.</source>
        <translation>Bewertung abgebrochen: Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>Practice: %1: %2 / %3 (the class&apos;s marks follow)</source>
        <translation>Übung: %1: %2 / %3 (die Punkte der Klasse folgen)</translation>
    </message>
    <message>
        <source>Practice marks: %1</source>
        <translation>Übungspunkte: %1</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::VariablesPane</name>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>bugbot::studio::WeightStrip</name>
    <message>
        <source>weights: oldest key on the left, newest on the right</source>
        <translation>Gewichte: ältester Key links, neuester rechts</translation>
    </message>
    <message>
        <source>weights: oldest key left, newest right</source>
        <translation>Gewichte: ältester Key links, neuester rechts</translation>
    </message>
    <message>
        <source>oldest key left, newest right</source>
        <translation>ältester Key links, neuester rechts</translation>
    </message>
    <message>
        <source>attention weights: oldest key first, newest last, read like text</source>
        <translation>Attention-Gewichte: ältester Key zuerst, neuester zuletzt, wie Text gelesen</translation>
    </message>
    <message>
        <source>weights: oldest key first, newest last, read like text</source>
        <translation>Gewichte: ältester Key zuerst, neuester zuletzt, wie Text gelesen</translation>
    </message>
    <message>
        <source>weights: oldest first, newest last, like text</source>
        <translation>Gewichte: ältester zuerst, neuester zuletzt, wie Text</translation>
    </message>
    <message>
        <source>oldest first, newest last, like text</source>
        <translation>ältester zuerst, neuester zuletzt, wie Text</translation>
    </message>
    <message>
        <source>oldest first, like text</source>
        <translation>ältester zuerst, wie Text</translation>
    </message>
    <message>
        <source>   (under each cell: %1)</source>
        <translation>   (unter jeder Zelle: %1)</translation>
    </message>
    <message>
        <source>attention weights: oldest key on the left, newest on the right</source>
        <translation>Attention-Gewichte: ältester Key links, neuester rechts</translation>
    </message>
    <message>
        <source>%1 back</source>
        <translation>%1 zurück</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (of %2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (von %2)</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;br&gt;%1: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;previous run: %1&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;voriger Lauf: %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>weights (values in [0, 1] adding up to 1) show here as a strip</source>
        <translation>Gewichte (Werte in [0, 1], die zusammen 1 ergeben) erscheinen hier als Streifen</translation>
    </message>
    <message>
        <source>No weights yet: run a program that plots them.</source>
        <translation>Noch keine Gewichte: Starte ein Programm, das sie plottet.</translation>
    </message>
    <message>
        <source>%1 weights, oldest key first; each line: the key, its weight, and what was plotted with it.</source>
        <translation>%1 Gewichte, ältester Schlüssel zuerst; jede Zeile: der Schlüssel, sein Gewicht und was dazu geplottet wurde.</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>plotted with it</source>
        <translation>dazu geplottet</translation>
    </message>
    <message>
        <source>cell %1: not plotted yet</source>
        <translation>Zelle %1: noch nicht geplottet</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>bugbot-studio: cannot open %1: %2</source>
        <translation>bugbot-studio: %1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>bugbot-studio: cannot write %1</source>
        <translation>bugbot-studio: %1 lässt sich nicht schreiben</translation>
    </message>
    <message>
        <source>bugbot-studio: give one lesson or script, not %1</source>
        <translation>bugbot-studio: Gib eine Lektion oder ein Skript an, nicht %1</translation>
    </message>
</context>
</TS>
