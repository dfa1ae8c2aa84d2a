# Du bist dran: Schätzen mit dem nächsten Nachbarn.
# Finde bei jedem Schritt, sobald es 15 Messwerte gibt, den früheren Moment (3 Messwerte
# hintereinander), der den letzten 3 Messwerten am ähnlichsten ist, und plotte das,
# was danach kam, als "guess", bevor du den nächsten Messwert nimmst.
from bugbot import *

connect()

PATCH = 3


def nearest_guess(readings):
    now = readings[-PATCH:]
    # schau dir jeden früheren Moment readings[start:start + PATCH] an, auf den noch ein Messwert folgt,
    # miss, wie weit er vom Jetzt entfernt ist, und gib den Messwert nach dem ähnlichsten zurück
    return readings[-1]   # ersetze das: es wiederholt nur den letzten Messwert


readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15:
        plot("guess", nearest_guess(readings))
    wait(0.25)
stop()
