# expect: loses guess beat
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: returns the last reading OF the closest moment instead of the one after it -> loses guess and beat.
from bugbot import *

connect()

PATCH = 3


def nearest_guess(readings):
    now = readings[-PATCH:]
    best, best_gap = None, None
    for start in range(len(readings) - PATCH):
        gap = sum((a - b) ** 2 for a, b in zip(readings[start:start + PATCH], now))
        if best_gap is None or gap < best_gap:
            best, best_gap = start, gap
    return readings[best + PATCH - 1]


readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15:
        plot("guess", nearest_guess(readings))
    wait(0.25)
stop()
