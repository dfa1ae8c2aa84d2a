# expect: loses noise
# feedback noise: still
# A common mistake: 30 readings from the moment stop() is called, while the robot is still coming to a halt.
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
stop()
still = []
for tick in range(30):
    still.append(distance())
    wait(0.05)
print("noise:", round(statistics.stdev(still), 2), "cm")
