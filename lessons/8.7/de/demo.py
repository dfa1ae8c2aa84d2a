# Was ein trainiertes Modell ist, wenn man es speichert: seine Zahlen, als Text.
from bugbot import *
import json
import math

connect()


def scaled(cm):
    return (cm - 50) / 25


def forward(x, weights):
    a, c, w, b = weights
    h = math.tanh(a * x + c)             # das versteckte Neuron
    scores = [w * h + b, 0.0]            # near, far
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    p_near = e[0] / sum(e)               # Softmax
    return p_near, h


def loss_and_gradient(data, weights):
    a, c, w, b = weights
    total, g = 0.0, [0.0, 0.0, 0.0, 0.0]
    for x, near in data:
        p, h = forward(x, weights)
        total += -math.log(p if near else 1 - p)
        d = p - (1 if near else 0)       # wie weit sich der Score für near bewegen soll
        g[0] += d * w * (1 - h * h) * x
        g[1] += d * w * (1 - h * h)
        g[2] += d * h
        g[3] += d
    n = len(data)
    return total / n, [gi / n for gi in g]


# sammeln: eine langsame Drehung, jeder Messwert mit dem Label near (unter 30 cm) oder far
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
print("Das ganze Modell:", text)
print("Zeichen:", len(text))

saved = json.loads(text)    # das, was du bekommst, wenn du es aus einer Datei wieder einliest
loaded = [saved["a"], saved["c"], saved["w"], saved["b"]]

rounded = [round(x, 1) for x in weights]
for cm in (20, 28, 32):
    print(cm, "cm: trainiert", round(forward(scaled(cm), weights)[0], 4),
          " geladen", round(forward(scaled(cm), loaded)[0], 4),
          " auf 1 Nachkommastelle gerundet", round(forward(scaled(cm), rounded)[0], 4))
