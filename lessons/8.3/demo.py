# Nearest neighbour on the robot's readings: which earlier moment looks most
# like now, and what came after it?
from bugbot import *

connect()

PATCH = 3   # a moment is three readings in a row

readings = []
headings = []
for tick in range(30):
    drive(0, 0, 100)
    readings.append(distance())
    headings.append(round(heading()))
    wait(0.25)
stop()

now = readings[-PATCH:]
print("now:", now)
best, best_gap = None, None
for start in range(len(readings) - PATCH):   # every earlier moment that has a "next"
    moment = readings[start:start + PATCH]
    gap = sum((a - b) ** 2 for a, b in zip(moment, now))
    if best_gap is None or gap < best_gap:
        best, best_gap = start, gap
print("closest earlier moment:", readings[best:best + PATCH], "steps back:", len(readings) - PATCH - best)
print("distance between them:", best_gap)
print("what came after it:", readings[best + PATCH])
print("headings then:", headings[best:best + PATCH], "and now:", headings[-PATCH:])
