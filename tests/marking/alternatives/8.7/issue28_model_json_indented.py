# expect: full marks
# written from the lesson text alone (issue 28), with its expected marks
# Correct: model.json written with json.dump(..., indent=2): the same model, laid out differently, which
# the text now says is fine.
# Your turn: save the model as text and use it from the text.
# 1. Print the trained model as JSON on a line starting "model:" and write it to model.json.
# 2. Read model.json back into a new list of weights, and for each new reading
#    plot the loaded model's probability that it is near as "near".
from bugbot import *
import json
import math

connect()


def scaled(cm):
    return (cm - 50) / 25


def forward(x, weights):
    a, c, w, b = weights
    h = math.tanh(a * x + c)             # the hidden neuron
    scores = [w * h + b, 0.0]            # near, far
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    p_near = e[0] / sum(e)               # softmax
    return p_near, h


def loss_and_gradient(data, weights):
    a, c, w, b = weights
    total, g = 0.0, [0.0, 0.0, 0.0, 0.0]
    for x, near in data:
        p, h = forward(x, weights)
        total += -math.log(p if near else 1 - p)
        d = p - (1 if near else 0)       # how far the near-score should move
        g[0] += d * w * (1 - h * h) * x
        g[1] += d * w * (1 - h * h)
        g[2] += d * h
        g[3] += d
    n = len(data)
    return total / n, [gi / n for gi in g]


# collect: a slow spin, each reading labelled near (under 30 cm) or far
data = []
for tick in range(40):
    drive(0, 0, 60)
    cm = distance()
    data.append((scaled(cm), cm < 30))
    wait(0.25)
stop()

weights = [0.5, 0.0, 0.5, 0.0]
for step in range(300):
    loss, gradient = loss_and_gradient(data, weights)
    weights = [wi - 1.0 * gi for wi, gi in zip(weights, gradient)]

text = json.dumps({"a": weights[0], "c": weights[1], "w": weights[2], "b": weights[3]})
print("model:", text)
with open("model.json", "w") as f:
    json.dump({"a": weights[0], "c": weights[1], "w": weights[2], "b": weights[3]}, f, indent=2)
with open("model.json") as f:
    m = json.load(f)
loaded = [m["a"], m["c"], m["w"], m["b"]]

for tick in range(30):
    drive(0, 0, 60)
    cm = distance()
    plot("near", forward(scaled(cm), loaded)[0])
    wait(0.25)
stop()
