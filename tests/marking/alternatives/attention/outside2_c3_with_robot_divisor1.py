# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: with Robot(0) as bot, divisor 1.0 (slower softmax, still beats at full power), a while loop on the tick count.
import math
import time
from bugbot import Robot

DIVISOR = 1.0

with Robot(0) as bot:
    history = []
    final_weights = []
    tick = 0
    while tick < 75:
        bot.drive(0, 0, 100)
        history.append(bot.distance())
        if len(history) >= 25:
            window = history[-25:]
            s = [(x - 50) / 25 for x in window]
            query = s[20:25]
            dots = []
            for j in range(20):
                dots.append(sum(query[i] * s[j + i] for i in range(5)) / DIVISOR)
            m = max(dots)
            ex = [math.exp(d - m) for d in dots]
            final_weights = [e / sum(ex) for e in ex]
            bot.plot("guess", sum(final_weights[j] * window[j + 5] for j in range(20)))
        time.sleep(0.25)
        tick += 1
    bot.stop()
    for w in final_weights:
        bot.plot("weight", w)
print("done:", len(history), "readings")
