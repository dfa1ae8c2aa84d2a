# expect: full marks
# outside tester, from the lesson text: the Robot object, a deque of the last 10, full speed while
# the wall is far, then a crawl, and stop when the average says the front is 20 cm away
from collections import deque
from bugbot import Robot, plot

window = deque(maxlen=10)


def average(cm):
    window.append(cm)
    return sum(window) / len(window)


with Robot() as bot:
    for _ in range(35):
        cm = bot.distance()
        plot("raw", cm)
        plot("smooth", average(cm))
        bot.wait(0.05)
    while True:
        cm = bot.distance()
        smooth = average(cm)
        plot("raw", cm)
        plot("smooth", smooth)
        front = smooth - 5          # the reading is from the centre; the front is 5 cm nearer
        if front <= 20:
            bot.stop()
            break
        bot.drive(60, 60) if front > 35 else bot.drive(20, 20)
        bot.wait(0.05)
