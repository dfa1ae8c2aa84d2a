# expect: full marks
# feedback noise: 2.1422190747219494
# written from the lesson text alone (issue 28), with its expected marks
# Correct: prints the noise with every digit Python gives; the feedback quotes it as printed, not as 2.14222.
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
best_k, best = None, None
for k in range(2, len(spin) // 2):
    d = sum(abs(spin[i] - spin[i + k]) for i in range(len(spin) - k)) / (len(spin) - k)
    if best is None or d < best * 0.999:
        best_k, best = k, d
print("period:", best_k * STEP, "s")
still = []
for i in range(40):
    still.append(distance())
    wait(0.1)
print("noise:", statistics.stdev(still), "cm")
