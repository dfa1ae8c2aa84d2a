# expect: loses noise
# feedback noise: the variance
# mistake (units): noise printed as the variance (cm squared), not the standard deviation; 0.1 s steps at full power; mean squared difference per shift,
# first shift that is a local best and well under the typical mismatch (twice the period matches too)
import bugbot
import statistics
bugbot.go()
STEP = 0.1
spin = []
for i in range(120):
    bugbot.drive(0, 0, 100)
    spin.append(bugbot.distance())
    bugbot.wait(STEP)
bugbot.stop()
bugbot.wait(0.5)

def mismatch(xs, k):
    pairs = list(zip(xs, xs[k:]))
    return sum((a - b) ** 2 for a, b in pairs) / len(pairs)

scores = {k: mismatch(spin, k) for k in range(5, 60)}
typical = statistics.median(scores.values())
k = min(k for k, s in scores.items() if s <= 0.4 * typical and scores[k] <= scores.get(k - 1, 1e9) and scores[k] <= scores.get(k + 1, 1e9))
print("period:", round(k * STEP, 2), "s")
still = []
for i in range(40):
    still.append(bugbot.distance())
    bugbot.wait(0.1)
print("noise:", round(statistics.pvariance(still), 2), "cm")
