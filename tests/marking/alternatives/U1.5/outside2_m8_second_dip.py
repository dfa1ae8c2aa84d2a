# expect: full marks
# expect: any period
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Pitfall, not deliberate: takes the first dip within 1.6x of the best, which on a quiet, fast robot (period ~13.5 readings) is the second turn -> period wrong on that run.
from bugbot import *
import statistics
import time

connect()

STEP = 0.2


def shift_score(xs, k):
    return statistics.mean(abs(xs[i + k] - xs[i]) for i in range(len(xs) - k))


def period_steps(xs):
    scores = {k: shift_score(xs, k) for k in range(2, len(xs) // 2)}
    floor = min(scores.values())
    dips = [k for k in scores if k >= 4 and k + 1 in scores
            and scores[k] <= scores[k - 1] and scores[k] <= scores[k + 1]]
    return min(k for k in dips if scores[k] <= 1.6 * floor)


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
