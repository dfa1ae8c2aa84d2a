# Du bist dran: Sammeln und beschriften.
# Nimm während der Drehung mindestens 20 Messwerte auf. Gib für jeden eine Zeile aus:
#     Ausrichtung Abstand Label        (zum Beispiel: 0 83 far)
# Das Label ist "near", wenn der Abstand unter 40 cm liegt, sonst "far".
# Gib am Ende "near:" aus und dahinter, wie viele Messwerte near waren.
from bugbot import *

connect()

rows = []
for tick in range(24):
    drive(0, 0, 60)
    rows.append((round(heading()), distance()))
    wait(0.25)
stop()

# gib hier die Tabelle aus: eine Zeile pro Messwert, mit Ausrichtung, Abstand und Label
