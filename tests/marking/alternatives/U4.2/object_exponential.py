# expect: full marks
# The robot object and an exponential moving average (a weighted average of the past); drives at 40 %
# and stops when the average says the front is 21 cm away.
from bugbot import connect

bot = connect()
ALPHA = 0.25
RADIUS = 5
average = None


def update(cm):
    global average
    average = cm if average is None else ALPHA * cm + (1 - ALPHA) * average
    bot.plot("raw", cm)
    bot.plot("smooth", average)
    return average


for _ in range(50):
    update(bot.distance())
    bot.wait(0.05)

bot.drive(40, 40)
while update(bot.distance()) - RADIUS > 21.5:
    bot.wait(0.05)
bot.stop()
