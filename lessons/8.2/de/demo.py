# Messwerte während der Drehung sammeln, jeder als eine Zeile mit seinem Label.
from bugbot import *

connect()

rows = []
for tick in range(12):
    drive(0, 0, 60)
    rows.append((round(heading()), distance()))
    wait(0.25)
stop()

print("Ausrichtung  Abstand  Label")
for h, cm in rows:
    label = "near" if cm < 40 else "far"
    print(h, " ", cm, " ", label)
print("Zeilen:", len(rows))
