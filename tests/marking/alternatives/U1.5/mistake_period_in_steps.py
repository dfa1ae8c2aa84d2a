# expect: loses period
# feedback period: seconds
# A common mistake: prints the shift k (in readings), not k times the time between readings.
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


def mismatch(k):
    pairs = list(zip(spin, spin[k:]))
    return sum(abs(a - b) for a, b in pairs) / len(pairs)


scores = {k: mismatch(k) for k in range(2, 30)}
worst = max(scores.values())
k = next(k for k in range(3, 29) if scores[k] < 0.5 * worst and scores[k] <= scores[k - 1] and scores[k] <= scores[k + 1])
print("period:", k)

still = []
for tick in range(30):
    still.append(distance())
    wait(0.1)
print("noise:", round(statistics.stdev(still), 2), "cm")
