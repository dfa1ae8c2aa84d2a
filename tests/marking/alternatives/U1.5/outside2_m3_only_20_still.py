# expect: loses noise
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: only 20 readings standing still (the task asks for at least 30) -> loses noise only.
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
wait(0.5)

diffs = {}
for k in range(2, 25):
    diffs[k] = sum(abs(spin[i + k] - spin[i]) for i in range(len(spin) - k)) / (len(spin) - k)
best = min(diffs.values())
k = min(k for k in diffs if diffs[k] <= 1.3 * best and k > 3)
print("period:", k * STEP, "s")

still = []
for tick in range(20):
    still.append(distance())
    wait(0.1)
print("noise:", round(statistics.pstdev(still), 2), "cm")
