# expect: full marks
# outside tester, from the lesson text: the Robot object, (cm, heading) pairs, min() with a key,
# then a slow spin back until heading() is within 4 degrees of the nearest one
from bugbot import Robot, plot


def gap(a, b):
    return abs((a - b + 180) % 360 - 180)


with Robot(0) as bot:
    seen = []
    for i in range(30):
        bot.drive(0, 0, 50)
        cm = bot.distance()
        plot("distance", cm)
        seen.append((cm, bot.heading()))
        bot.wait(0.25)
    bot.stop()
    cm, target = min(seen, key=lambda pair: pair[0])
    bot.drive(0, 0, 15)
    while gap(bot.heading(), target) > 4:
        bot.wait(0.02)
    bot.stop()
