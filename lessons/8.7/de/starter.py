# Du bist dran: Speichere das Modell als Text und benutze es aus dem Text.
# 1. Gib das trainierte Modell als JSON in einer Zeile aus, die mit "model:" beginnt, und schreib es in model.json.
# 2. Lies model.json wieder in eine neue Liste von Gewichten ein und plotte für jeden neuen Messwert
#    die Wahrscheinlichkeit des geladenen Modells, dass er near ist, als "near".
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

# 1. mach aus den Gewichten Text (json.dumps), gib ihn hinter "model:" aus und schreib ihn in model.json

# 2. lies model.json wieder ein (json.load), in eine neue Liste von Gewichten: loaded = [...]

for tick in range(30):
    drive(0, 0, 60)
    cm = distance()
    # plot("near", ...) mit den geladenen Gewichten
    wait(0.25)
stop()
