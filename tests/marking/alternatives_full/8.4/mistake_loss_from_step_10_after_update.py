# expect: loses train
# feedback train: from the very first step
# mistake: plots the loss after the update when step % 10 == 9, so never the very first loss (10 steps in)
# Your turn: train the tiny network.
# 1. Training: on each step, move every weight a little against its gradient,
#    and plot the loss as "loss" every 10 steps.
# 2. Use it: for each new reading, plot the probability that it is near as "near".
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
RATE = 1.0
for step in range(300):
    loss, gradient = loss_and_gradient(data, weights)
    weights = [wi - RATE * gi for wi, gi in zip(weights, gradient)]
    if step % 10 == 9:
        plot("loss", loss)
for tick in range(30):
    drive(0, 0, 60)
    cm = distance()
    plot("near", forward(scaled(cm), weights)[0])
    wait(0.25)
stop()
