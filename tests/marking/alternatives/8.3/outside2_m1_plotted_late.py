# expect: loses guess beat
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: the guess is plotted after the next reading is taken (one step late) -> loses guess and beat.
from bugbot import *

connect()

PATCH = 3
readings = []
pending = None
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if pending is not None:
        plot("guess", pending)
    if len(readings) >= 15:
        now = readings[-PATCH:]
        best = min(range(len(readings) - PATCH), key=lambda s: sum((a - b) ** 2 for a, b in zip(readings[s:s + PATCH], now)))
        pending = readings[best + PATCH]
    wait(0.25)
stop()
