# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: written with `with Robot(0) as bot:` methods throughout, training as in the starter.
from bugbot import Robot
import math
import time


def scaled(cm):
    return (cm - 50) / 25


def forward(x, weights):
    a, c, w, b = weights
    h = math.tanh(a * x + c)
    scores = [w * h + b, 0.0]
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    return e[0] / sum(e), h


def loss_and_gradient(data, weights):
    a, c, w, b = weights
    total, g = 0.0, [0.0, 0.0, 0.0, 0.0]
    for x, near in data:
        p, h = forward(x, weights)
        total += -math.log(p if near else 1 - p)
        d = p - (1 if near else 0)
        g[0] += d * w * (1 - h * h) * x
        g[1] += d * w * (1 - h * h)
        g[2] += d * h
        g[3] += d
    n = len(data)
    return total / n, [gi / n for gi in g]


with Robot(0) as bot:
    data = []
    for tick in range(40):
        bot.drive(0, 0, 60)
        cm = bot.distance()
        data.append((scaled(cm), cm < 30))
        time.sleep(0.25)
    bot.stop()

    weights = [0.5, 0.0, 0.5, 0.0]
    RATE = 1.0
    for step in range(300):
        loss, gradient = loss_and_gradient(data, weights)
        weights = [wi - RATE * gi for wi, gi in zip(weights, gradient)]
        if step % 10 == 0:
            bot.plot("loss", loss)
    print("weights:", [round(x, 2) for x in weights])

    for tick in range(30):
        bot.drive(0, 0, 60)
        cm = bot.distance()
        bot.plot("near", forward(scaled(cm), weights)[0])
        time.sleep(0.25)
    bot.stop()
