# expect: loses guess beat
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: picks the LEAST similar moment (max instead of min) -> loses guess and beat.
from bugbot import *

connect()

readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15:
        now = readings[-3:]
        gaps = [sum((a - b) ** 2 for a, b in zip(readings[s:s + 3], now)) for s in range(len(readings) - 3)]
        plot("guess", readings[gaps.index(max(gaps)) + 3])
    wait(0.25)
stop()
