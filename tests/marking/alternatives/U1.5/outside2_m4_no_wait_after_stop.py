# expect: loses noise
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: starts the 30 still readings straight after stop(), without the half-second wait, while the robot still rolls -> loses noise only.
from bugbot import *
import statistics

connect()

STEP = 0.25
spin = []
for tick in range(48):
    drive(0, 0, 80)
    spin.append(distance())
    wait(STEP)
stop()


diffs = {}
for k in range(2, 25):
    diffs[k] = sum(abs(spin[i + k] - spin[i]) for i in range(len(spin) - k)) / (len(spin) - k)
best = min(diffs.values())
k = min(k for k in diffs if diffs[k] <= 1.3 * best and k > 3)
print("period:", k * STEP, "s")

still = []
for tick in range(30):
    still.append(distance())
    wait(0.02)
print("noise:", round(statistics.pstdev(still), 2), "cm")
