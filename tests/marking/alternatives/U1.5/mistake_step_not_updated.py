# expect: loses period
# feedback period: the time between the readings you really took
# outside tester, a common mistake: reads faster (wait(0.1)) but still multiplies the shift by the
# starter's STEP of 0.25 s, so the period is 2.5 times too long
from bugbot import *
import statistics

connect()

STEP = 0.25
spin = []
for tick in range(100):
    drive(0, 0, 80)
    spin.append(distance())
    wait(0.1)
stop()
wait(0.5)


def mismatch(k):
    pairs = list(zip(spin, spin[k:]))
    return sum(abs(a - b) for a, b in pairs) / len(pairs)


best = min(range(5, len(spin) // 2), key=mismatch)
print("period:", best * STEP, "s")

still = []
for i in range(40):
    still.append(distance())
    wait(0.1)
print("noise:", round(statistics.stdev(still), 2), "cm")
