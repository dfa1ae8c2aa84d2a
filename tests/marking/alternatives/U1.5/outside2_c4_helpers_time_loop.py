# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: helpers, a 14-second spin read every 0.2 s on the clock, the period in seconds from the step; 60 still readings.
from bugbot import *
import statistics
import time

connect()

STEP = 0.2


def shift_score(xs, k):
    return statistics.mean(abs(xs[i + k] - xs[i]) for i in range(len(xs) - k))


def period_steps(xs):
    scores = {k: shift_score(xs, k) for k in range(2, len(xs) // 2)}
    typical = statistics.median(scores.values())
    # the first dip that is well below the typical mismatch (twice the period matches too)
    best = next(k for k in range(4, len(xs) // 2 - 1)
                if scores[k] <= scores[k - 1] and scores[k] <= scores[k + 1] and scores[k] < 0.5 * typical)
    # a non-whole number of readings: refine between the neighbours
    a, b, c = scores[best - 1], scores[best], scores[best + 1]
    if a - 2 * b + c > 0:
        return best + 0.5 * (a - c) / (a - 2 * b + c)
    return best


spin = []
t0 = time.monotonic()
drive(0, 0, 80)
while time.monotonic() - t0 < 14:
    spin.append(distance())
    wait(STEP)
stop()
wait(0.5)

k = period_steps(spin)
print(len(spin), "readings; repeats every", k, "readings")
print("period:", round(k * STEP, 2), "s")

still = []
for i in range(60):
    still.append(distance())
    plot("still", still[-1])
    wait(0.05)
print("noise:", round(statistics.pstdev(still), 3), "cm (mean", round(statistics.mean(still), 1), "cm)")
