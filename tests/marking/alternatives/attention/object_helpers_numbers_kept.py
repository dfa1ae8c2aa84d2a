# expect: full marks
# The robot object, small helpers (dot, softmax), a divisor of 0.35, the history kept whole and sliced.
from bugbot import connect
import math

bot = connect()


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def softmax(scores):
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    return [x / sum(e) for x in e]


def scale(cms):
    return [(c - 50) / 25 for c in cms]


def attend(window):
    query = scale(window[-5:])
    weights = softmax([dot(query, scale(window[j:j + 5])) / 0.35 for j in range(20)])
    return dot(weights, [window[j + 5] for j in range(20)]), weights


readings = []
bot.drive(0, 0, 100)
weights = []
for tick in range(66):
    readings.append(bot.distance())
    if len(readings) >= 25:
        guess, weights = attend(readings[-25:])
        bot.plot("guess", guess)
    bot.wait(0.25)
bot.stop()
for w in weights:
    bot.plot("weight", w)
