# expect: loses saved
# feedback saved: the demo's
# cheap: prints and uses the model text copied from the lesson, ignoring this run's training
# Your turn: save the model as text and use it from the text. (same keeps its marks: its answers are the printed model's, one mistake, one task)
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



text = '{"a": -3.717340798473954, "c": -3.0933033555566545, "w": 6.405324901897435, "b": -0.6292571000799938}'
print("model:", text)
open("model.json", "w").write(text)
m = json.load(open("model.json"))
loaded = [m["a"], m["c"], m["w"], m["b"]]
for tick in range(30):
    drive(0, 0, 60)
    plot("near", forward(scaled(distance()), loaded)[0])
    wait(0.25)
stop()
