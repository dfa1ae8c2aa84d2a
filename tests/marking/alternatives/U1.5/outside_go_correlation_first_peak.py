# expect: full marks
# outside tester, from the lesson text: go-mode, Pearson correlation for each shift, the first shift
# whose correlation is a peak above 0.5; the population standard deviation worked out by hand
import bugbot
import math

bugbot.go()

GAP = 0.2
readings = []
for i in range(60):
    drive(0, 0, 70)
    readings.append(distance())
    wait(GAP)
stop()
wait(0.6)


def correlation(k):
    a, b = readings[:-k], readings[k:]
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    top = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    bottom = math.sqrt(sum((x - ma) ** 2 for x in a) * sum((y - mb) ** 2 for y in b))
    return top / bottom if bottom else 0.0


scores = {k: correlation(k) for k in range(1, len(readings) // 2)}
period_steps = next(k for k in range(2, len(readings) // 2 - 1)
                    if scores[k] > 0.5 and scores[k] >= scores[k - 1] and scores[k] >= scores[k + 1])
print("period:", round(period_steps * GAP, 2))

quiet = [distance() for _ in range(0)]
for i in range(35):
    quiet.append(distance())
    wait(0.05)
mean = sum(quiet) / len(quiet)
print("noise:", round(math.sqrt(sum((q - mean) ** 2 for q in quiet) / len(quiet)), 3))
