# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: with Robot(0) as bot, an average of 10, a slow 20 % approach, stop at a smoothed 25 cm.
import time
from bugbot import Robot

N = 10
with Robot(0) as bot:
    vals = []
    for i in range(50):
        cm = bot.distance()
        vals.append(cm)
        bot.plot("raw", cm)
        bot.plot("smooth", sum(vals[-N:]) / len(vals[-N:]))
        time.sleep(0.05)

    vals = []
    bot.drive(20, 20)
    while True:
        cm = bot.distance()
        vals.append(cm)
        avg = sum(vals[-N:]) / len(vals[-N:])
        bot.plot("raw", cm)
        bot.plot("smooth", avg)
        if len(vals) >= N and avg <= 25:
            bot.stop()
            break
        time.sleep(0.05)
    time.sleep(0.5)
    print("front about", bot.distance() - 5, "cm from the wall; position", bot.position())
