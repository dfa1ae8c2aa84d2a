# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: a loop on the clock (18 s), math.dist as the measure (same order as squared differences).
from bugbot import *
import math
import time

connect()

readings = []
t0 = time.monotonic()
drive(0, 0, 100)
while time.monotonic() - t0 < 18:
    readings.append(distance())
    if len(readings) >= 15:
        now = readings[-3:]
        dists = [math.dist(readings[i:i + 3], now) for i in range(len(readings) - 3)]
        i = dists.index(min(dists))
        plot("guess", readings[i + 3])
    wait(0.25)
stop()
print(len(readings), "readings in", round(time.monotonic() - t0, 2), "s")
