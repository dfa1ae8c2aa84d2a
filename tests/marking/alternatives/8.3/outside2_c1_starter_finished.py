# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: the starter's nearest_guess finished as in the demo (sum of squared differences, earliest on ties).
from bugbot import *

connect()

PATCH = 3


def nearest_guess(readings):
    now = readings[-PATCH:]
    best, best_gap = None, None
    for start in range(len(readings) - PATCH):
        moment = readings[start:start + PATCH]
        gap = sum((a - b) ** 2 for a, b in zip(moment, now))
        if best_gap is None or gap < best_gap:
            best, best_gap = start, gap
    return readings[best + PATCH]


readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15:
        plot("guess", nearest_guess(readings))
    wait(0.25)
stop()
