# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: the starter finished: mean absolute difference at each shift, the first shift that matches well, pstdev of 40 still readings.
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
for k in range(2, len(spin) // 2 + 1):
    pairs = [abs(spin[i + k] - spin[i]) for i in range(len(spin) - k)]
    diffs[k] = sum(pairs) / len(pairs)
best = min(diffs.values())
k = min(k for k in diffs if diffs[k] <= 1.3 * best and k > 3)
print("best shift", k, "steps, mismatch", round(diffs[k], 2), "cm")
print("period:", k * STEP, "s")

still = []
for tick in range(40):
    still.append(distance())
    wait(0.1)
print("noise:", round(statistics.pstdev(still), 2), "cm")
