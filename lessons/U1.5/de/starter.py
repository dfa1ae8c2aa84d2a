# Du bist dran: Miss das Signal.
# 1. Berechne, während sich der Roboter dreht, die Periode der Messwerte (Sekunden, bis
#    sie sich wiederholen) nur aus den Messwerten und gib sie aus: print("period:", seconds, "s")
# 2. Nimm dann im Stillstand mindestens 30 Messwerte auf und gib ihre
#    Standardabweichung aus: print("noise:", cm, "cm")
from bugbot import *
import statistics

connect()

STEP = 0.25
spin = []
for tick in range(48):
    drive(0, 0, 80)
    spin.append(distance())
    wait(STEP)
stop()
wait(0.5)

# die Periode: Nach wie vielen Schritten sehen die Messwerte sich selbst am ähnlichsten?

still = []
# nimm im Stillstand Messwerte auf und gib dann das Rauschen aus
