# expect: loses noise
# feedback noise: still
# A common mistake: the noise is measured from the spinning readings (it never stops).
from bugbot import *
import statistics

connect()

STEP = 0.25
spin = []
for tick in range(48):
    drive(0, 0, 80)
    spin.append(distance())
    wait(STEP)


def mismatch(k):
    pairs = list(zip(spin, spin[k:]))
    return sum(abs(a - b) for a, b in pairs) / len(pairs)


scores = {k: mismatch(k) for k in range(2, 30)}
worst = max(scores.values())
k = next(k for k in range(3, 29) if scores[k] < 0.5 * worst and scores[k] <= scores[k - 1] and scores[k] <= scores[k + 1])
print("period:", k * STEP, "s")
print("noise:", round(statistics.stdev(spin[:30]), 2), "cm")
stop()
