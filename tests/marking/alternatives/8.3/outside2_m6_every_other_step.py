# expect: loses guess
# expect: any beat
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: plots a guess only on every other step -> loses guess (not every step); beat either way.
from bugbot import *

connect()

readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15 and tick % 2 == 0:
        now = readings[-3:]
        best = min(range(len(readings) - 3), key=lambda s: sum((a - b) ** 2 for a, b in zip(readings[s:s + 3], now)))
        plot("guess", readings[best + 3])
    wait(0.25)
stop()
