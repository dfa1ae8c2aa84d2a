# expect: loses guess
# expect: any beat
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: only searches the last 8 earlier moments (a fixed recent window), not every earlier one -> loses guess; beat either way.
from bugbot import *

connect()

readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15:
        now = readings[-3:]
        first = len(readings) - 3 - 8
        best = min(range(first, len(readings) - 3), key=lambda s: sum((a - b) ** 2 for a, b in zip(readings[s:s + 3], now)))
        plot("guess", readings[best + 3])
    wait(0.25)
stop()
