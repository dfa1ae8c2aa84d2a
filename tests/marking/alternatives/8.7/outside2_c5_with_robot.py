# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: with Robot(0) as bot: methods throughout, the model printed with 2 decimals (allowed).
from bugbot import Robot
import json
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
    for step in range(300):
        loss, gradient = loss_and_gradient(data, weights)
        weights = [wi - 1.0 * gi for wi, gi in zip(weights, gradient)]

    text = json.dumps({"a": round(weights[0], 2), "c": round(weights[1], 2),
                       "w": round(weights[2], 2), "b": round(weights[3], 2)})
    print("model:", text)
    with open("model.json", "w") as f:
        print(text, file=f)
    with open("model.json") as f:
        m = json.load(f)
    loaded = [m["a"], m["c"], m["w"], m["b"]]
    for tick in range(30):
        bot.drive(0, 0, 60)
        bot.plot("near", forward(scaled(bot.distance()), loaded)[0])
        time.sleep(0.25)
    bot.stop()
