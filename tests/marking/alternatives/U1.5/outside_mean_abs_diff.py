# expect: full marks
# outside tester, from the lesson text: the starter's loop, the mean absolute difference for each
# shift, the shift that matches best; the sample standard deviation (statistics.stdev)
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


best = min(range(2, len(spin) // 2), key=mismatch)
print("period:", best * STEP, "s")

still = []
for i in range(40):
    still.append(distance())
    wait(0.1)
print("noise:", round(statistics.stdev(still), 2), "cm")
