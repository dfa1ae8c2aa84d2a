# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: go() style, mean squared difference, first local minimum near the best, refined with a parabola; sample stdev of 30.
import bugbot
import statistics
bugbot.go()

STEP = 0.25
r = []
for tick in range(48):
    drive(0, 0, 80)
    r.append(distance())
    plot("distance", r[-1])
    wait(STEP)
stop()
wait(0.5)


def mismatch(k):
    return sum((r[i + k] - r[i]) ** 2 for i in range(len(r) - k)) / (len(r) - k)


m = {k: mismatch(k) for k in range(1, 26)}
lowest = min(m[k] for k in range(3, 25))
for k in range(3, 25):
    if m[k] <= m[k - 1] and m[k] <= m[k + 1] and m[k] < 1.5 * lowest:
        break
a, b, c = m[k - 1], m[k], m[k + 1]
shift = k + 0.5 * (a - c) / (a - 2 * b + c) if a - 2 * b + c > 0 else k
print("the readings match themselves best", round(shift, 2), "readings later")
print("period:", round(shift * STEP, 2), "s")

still = [distance() for _ in range(30) if wait(0.1) is None]
print("noise:", round(statistics.stdev(still), 2), "cm")
