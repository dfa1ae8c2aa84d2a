# expect: loses noise
# Prints half the range of the still readings as the noise.
# feedback noise: half the range
# Reference solution for lesson U1.5 (not shown to students).
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


def mismatch(lag):
    pairs = list(zip(spin, spin[lag:]))
    return sum(abs(a - b) for a, b in pairs) / len(pairs)


# the first lag that matches nearly as well as the best: twice the period matches well too
lags = range(4, 30)
lowest = min(mismatch(k) for k in lags)
best = next(k for k in lags if mismatch(k) <= 1.2 * lowest and mismatch(k) <= mismatch(k + 1))
# refine between neighbouring lags with a parabola through the three mismatches
m0, m1, m2 = mismatch(best - 1), mismatch(best), mismatch(best + 1)
shift = 0.5 * (m0 - m2) / (m0 - 2 * m1 + m2) if (m0 - 2 * m1 + m2) != 0 else 0
print("period:", round((best + shift) * STEP, 2), "s")

still = []
for tick in range(40):
    still.append(distance())
    wait(0.1)
print("noise:", round((max(still) - min(still)) / 2, 2), "cm")
