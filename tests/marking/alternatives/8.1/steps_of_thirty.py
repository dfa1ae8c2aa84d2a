# expect: full marks
# The robot object's methods; turns in steps of 30 degrees, reading between steps; a helper finds the nearest.
from bugbot import connect

bot = connect()


def look():
    cm = bot.distance()
    bot.plot("distance", cm)
    return cm


def nearest(pairs):
    best = None
    for where, cm in pairs:
        if best is None or cm < best[1]:
            best = (where, cm)
    return best[0]


pairs = []
for step in range(13):
    pairs.append((bot.heading(), look()))
    bot.turn(30)
bot.stop()

target = nearest(pairs)
bot.turn(((target - bot.heading()) + 180) % 360 - 180)
bot.stop()
