# expect: full marks
# go-mode, a slower spin, mean squared difference (the first shift nearly as good as the best), a parabola through the dip for a finer period;
# the noise by hand (population standard deviation) from 40 readings.
import bugbot
bugbot.go()

STEP = 0.2
spin = []
bugbot.drive(0, 0, 60)
for tick in range(70):
    spin.append(bugbot.distance())
    bugbot.wait(STEP)
bugbot.stop()
bugbot.wait(1.0)


def msd(k):
    d = [(a - b) ** 2 for a, b in zip(spin, spin[k:])]
    return sum(d) / len(d)


curve = [msd(k) for k in range(0, 45)]
# the best match, but the first k that matches nearly as well (twice the period matches too)
best = min(curve[3:])
k = next(k for k in range(3, 44) if curve[k] <= 1.3 * best and curve[k] <= curve[k + 1])
# a parabola through the three points round the dip
left, mid, right = curve[k - 1], curve[k], curve[k + 1]
shift = 0.5 * (left - right) / (left - 2 * mid + right) if left - 2 * mid + right else 0
print("period: %.2f s" % ((k + shift) * STEP))

still = []
while len(still) < 40:
    still.append(bugbot.distance())
    bugbot.wait(0.1)
mean = sum(still) / len(still)
print("noise: %.2f cm" % ((sum((x - mean) ** 2 for x in still) / len(still)) ** 0.5))
