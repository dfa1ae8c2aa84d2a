# expect: full marks
# expect: any guess beat
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Ambiguous: "closest" measured by the sum of absolute differences, not squared (the demo squares; the task says only "closest").
from bugbot import *

connect()

readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15:
        now = readings[-3:]
        best = min(range(len(readings) - 3), key=lambda s: sum(abs(a - b) for a, b in zip(readings[s:s + 3], now)))
        plot("guess", readings[best + 3])
    wait(0.25)
stop()
