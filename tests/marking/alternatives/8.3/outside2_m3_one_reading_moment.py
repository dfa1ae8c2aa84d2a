# expect: loses guess
# expect: any beat
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: a "moment" is one reading, not three (PATCH = 1) -> loses guess; beat may go either way.
from bugbot import *

connect()

PATCH = 1
readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15:
        now = readings[-PATCH:]
        best = min(range(len(readings) - PATCH), key=lambda s: sum((a - b) ** 2 for a, b in zip(readings[s:s + PATCH], now)))
        plot("guess", readings[best + PATCH])
    wait(0.25)
stop()
