# expect: loses beat
# feedback beat: full power
# correct: bot = connect() methods, spin with bot.right(80), divisor 1.0, collect 25 first then loop
from bugbot import *
import math

bot = connect()

def softmax(xs):
    top = max(xs)
    ex = [math.exp(x - top) for x in xs]
    s = sum(ex)
    return [x / s for x in ex]

class Attention:
    def __init__(self, divisor=1.0):
        self.divisor = divisor
    def __call__(self, window):
        z = [(c - 50) / 25 for c in window]
        query = z[20:25]
        scores = []
        for start in range(20):
            key = z[start:start + 5]
            scores.append(sum(q * k for q, k in zip(query, key)) / self.divisor)
        weights = softmax(scores)
        values = window[5:25]
        return sum(w * v for w, v in zip(weights, values)), weights

att = Attention(1.0)
readings = []
bot.right(80)
for i in range(25):
    readings.append(bot.distance())
    bot.wait(0.25)
last_w = []
for i in range(50):
    guess, last_w = att(readings[-25:])
    bot.plot("guess", guess)
    readings.append(bot.distance())
    bot.wait(0.25)
bot.stop()
for w in last_w:
    bot.plot("weight", w)
