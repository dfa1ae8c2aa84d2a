# Ein winziges Netz: ein tanh-Neuron und eine Softmax, trainiert mit Gradientenabstieg,
# damit es nahe Messwerte (near, unter 30 cm) von weiten (far) unterscheidet.
from bugbot import *
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
RATE = 1.0
print("vor dem Training: Verlust", round(loss_and_gradient(data, weights)[0], 3))
print("ein Münzwurf (0.5 für jeden Messwert) käme auf", round(math.log(2), 3))
for step in range(300):
    loss, gradient = loss_and_gradient(data, weights)
    weights = [wi - RATE * gi for wi, gi in zip(weights, gradient)]
    if step % 10 == 0:
        plot("loss", loss)
print("nach dem Training: Verlust", round(loss_and_gradient(data, weights)[0], 3))
print("Gewichte:", [round(x, 2) for x in weights])
for cm in (15, 25, 35, 60):
    print(cm, "cm: near mit der Wahrscheinlichkeit", round(forward(scaled(cm), weights)[0], 2))

