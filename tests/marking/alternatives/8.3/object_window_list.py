# expect: full marks
# The robot object; the earlier moments kept as (window, what came next) pairs as the run goes.
from bugbot import connect

bot = connect()
readings = []
moments = []          # (three readings, the reading after them)
bot.drive(0, 0, 100)
for tick in range(60):
    cm = bot.distance()
    if len(readings) >= 3:
        moments.append((readings[-3:], cm))
    readings.append(cm)
    if len(readings) >= 15:
        now = readings[-3:]
        scored = [(sum((p - q) ** 2 for p, q in zip(window, now)), nxt) for window, nxt in moments]
        plot_value = min(scored, key=lambda pair: pair[0])[1]
        bot.plot("guess", plot_value)
    bot.wait(0.25)
bot.stop()
