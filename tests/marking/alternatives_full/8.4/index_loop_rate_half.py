# expect: full marks
# Updates weight by weight with an index loop and a smaller rate; a counter for the plots.
from bugbot import *
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
RATE = 0.8
for step in range(300):
    loss, gradient = loss_and_gradient(data, weights)
    if step % 10 == 0:
        plot("loss", loss)
    for i in range(4):
        weights[i] -= RATE * gradient[i]
print("weights:", [round(x, 2) for x in weights])

# use it: spin again and say how sure it is that each new reading is near
for tick in range(30):
    drive(0, 0, 60)
    cm = distance()
    chance = forward(scaled(cm), weights)[0]
    plot("near", chance)
    wait(0.25)
stop()
