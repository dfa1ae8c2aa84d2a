# expect: full marks
# expect: any period
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake (against the text's "from the spinning readings alone"): the period from the heading's turn rate, not the readings.
from bugbot import *
import statistics

connect()

STEP = 0.25
spin, heads = [], []
for tick in range(48):
    drive(0, 0, 80)
    spin.append(distance())
    heads.append(heading())
    wait(STEP)
stop()
wait(0.5)

turned = sum((b - a) % 360 for a, b in zip(heads, heads[1:]))
per_second = turned / ((len(heads) - 1) * STEP)
print("period:", round(360 / per_second, 2), "s")

still = []
for tick in range(40):
    still.append(distance())
    wait(0.1)
print("noise:", round(statistics.pstdev(still), 2), "cm")
