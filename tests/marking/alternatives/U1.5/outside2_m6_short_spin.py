# expect: loses period
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: spins for only 5 s at 80 % power (about one and a half turns; the task says at least two) -> loses period.
from bugbot import *
import statistics

connect()

STEP = 0.25
spin = []
for tick in range(20):
    drive(0, 0, 80)
    spin.append(distance())
    wait(STEP)
stop()
wait(0.5)

diffs = {}
for k in range(2, 16):
    diffs[k] = sum(abs(spin[i + k] - spin[i]) for i in range(len(spin) - k)) / (len(spin) - k)
k = min((k for k in diffs if k > 3), key=diffs.get)
print("period:", k * STEP, "s")

still = []
for tick in range(40):
    still.append(distance())
    wait(0.1)
print("noise:", round(statistics.pstdev(still), 2), "cm")
