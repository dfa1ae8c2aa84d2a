# Der nächste Nachbar bei den Messwerten des Roboters: Welcher frühere Moment sieht
# dem Jetzt am ähnlichsten, und was kam danach?
from bugbot import *

connect()

PATCH = 3   # ein Moment sind drei Messwerte hintereinander

readings = []
headings = []
for tick in range(30):
    drive(0, 0, 100)
    readings.append(distance())
    headings.append(round(heading()))
    wait(0.25)
stop()

now = readings[-PATCH:]
print("Jetzt:", now)
best, best_gap = None, None
for start in range(len(readings) - PATCH):   # jeder frühere Moment, auf den noch ein Messwert folgt
    moment = readings[start:start + PATCH]
    gap = sum((a - b) ** 2 for a, b in zip(moment, now))
    if best_gap is None or gap < best_gap:
        best, best_gap = start, gap
print("ähnlichster früherer Moment:", readings[best:best + PATCH], "Schritte zurück:", len(readings) - PATCH - best)
print("Abstand zwischen den beiden:", best_gap)
print("was danach kam:", readings[best + PATCH])
print("Ausrichtungen damals:", headings[best:best + PATCH], "und jetzt:", headings[-PATCH:])
