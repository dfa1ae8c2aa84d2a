# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: times each reading with time.monotonic() and uses the average time between readings; still readings after a 1 s pause.
from bugbot import *
import statistics
import time

connect()

spin, times = [], []
for tick in range(56):
    drive(0, 0, 80)
    spin.append(distance())
    times.append(time.monotonic())
    wait(0.25)
stop()
wait(1)

dt = (times[-1] - times[0]) / (len(times) - 1)
errors = []
for k in range(1, 28):
    errors.append((sum(abs(a - b) for a, b in zip(spin, spin[k:])) / (len(spin) - k), k))
best_error = min(errors)[0]
k = [k for e, k in errors if e <= 1.3 * best_error and k > 3][0]
print("time between readings", round(dt, 3), "s; pattern repeats every", k)
print("period:", round(k * dt, 2), "s")

still = []
while len(still) < 35:
    still.append(distance())
    wait(0.1)
print("noise:", statistics.pstdev(still), "cm")
