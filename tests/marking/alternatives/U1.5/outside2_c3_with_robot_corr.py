# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: with Robot(0) as bot, correlation of the signal with its shifted self; noise worked out by hand.
import math
import time
from bugbot import Robot


def corr(xs, ys):
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy)


STEP = 0.25
with Robot(0) as bot:
    spin = []
    for tick in range(48):
        bot.drive(0, 0, 80)
        spin.append(bot.distance())
        time.sleep(STEP)
    bot.stop()
    time.sleep(0.5)

    c = {k: corr(spin[:-k], spin[k:]) for k in range(2, 25)}
    top = max(c.values())
    k = next(k for k in range(3, 24) if c[k] >= c[k - 1] and c[k] >= c[k + 1] and c[k] > 0.8 * top)
    print("shift", k, "correlation", round(c[k], 3))
    print("period:", round(k * STEP, 3))

    still = []
    for tick in range(50):
        still.append(bot.distance())
        time.sleep(0.1)
    mean = sum(still) / len(still)
    sd = math.sqrt(sum((x - mean) ** 2 for x in still) / len(still))
    print("mean standing still:", round(mean, 1))
    print("noise:", round(sd, 2), "cm")
