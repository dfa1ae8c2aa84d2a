# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: with Robot(0) as bot, a while loop that spins until it has turned 380 degrees.
import time
from bugbot import Robot

with Robot(0) as bot:
    readings, headings = [], []
    turned = 0
    last = bot.heading()
    bot.drive(0, 0, 50)
    while turned < 380:
        cm = bot.distance()
        bot.plot("distance", cm)
        h = bot.heading()
        turned += (h - last) % 360
        last = h
        readings.append(cm)
        headings.append(h)
        time.sleep(0.2)
    bot.stop()
    print(len(readings), "readings over", round(turned), "degrees")
    best = min(range(len(readings)), key=lambda k: readings[k])
    diff = (headings[best] - bot.heading()) % 360
    if diff > 180:
        diff -= 360
    bot.turn(diff, speed=20)
    bot.stop()
    print("facing", round(bot.heading()), "; smallest was", readings[best], "now reads", bot.distance())
