# Du bist dran: Finde die nächste Wand.
# 1. Dreh den Roboter einmal ganz im Kreis und miss dabei mindestens 12-mal den Abstand.
# 2. Plotte jeden Messwert als "distance".
# 3. Merk dir die Ausrichtung mit dem kleinsten Messwert, dreh zurück dorthin und halte an.
from bugbot import *

connect()

readings = []
headings = []
for tick in range(24):       # 24 Viertelsekunden bei dieser Geschwindigkeit: etwas mehr als eine Umdrehung
    drive(0, 0, 60)
    cm = distance()
    readings.append(cm)
    headings.append(heading())
    wait(0.25)
stop()

# Welche Ausrichtung hatte den kleinsten Messwert? Dreh den Roboter dorthin und halte dann an.
