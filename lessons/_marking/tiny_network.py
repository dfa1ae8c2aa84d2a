"""The tiny network of lessons 8.4 and 8.7, as the starters build it: one tanh
neuron, a softmax over (near, far), trained by gradient descent from fixed
starting weights on a run's first 40 readings. The checks replay it on a
run's own readings to know what a correct program must have printed and plotted."""
import functools
import math

START = [0.5, 0.0, 0.5, 0.0]     # the starters' weights a, c, w, b
NAMES = ["a", "c", "w", "b"]
NEAR_UNDER = 30                  # the training label: near under 30 cm
TRAINING_READINGS = 40
# The demo's trained weights a, c, w, b, as lesson 8.7's text prints them (8.4's, to 2 decimals):
# a model printed or used that is these is the demo's, which the record proves.
DEMO_WEIGHTS = [-3.717340798473954, -3.0933033555566545, 6.405324901897435, -0.6292571000799938]


def scaled(cm):
    return (cm - 50) / 25


def training_data(reads):
    """The starters' data: a run's first 40 readings, scaled, labelled near under 30 cm."""
    return [(scaled(cm), cm < NEAR_UNDER) for cm in reads[:TRAINING_READINGS]]


def p_near(x, weights):
    """The network's probability that the scaled reading x is near."""
    a, c, w, b = weights
    z = w * math.tanh(a * x + c) + b
    return 1 / (1 + math.exp(-z)) if z >= 0 else math.exp(z) / (1 + math.exp(z))


def loss_and_gradient(data, weights):
    """The mean cross-entropy loss and its gradient, as the starters work them out."""
    a, c, w, b = weights
    total, g = 0.0, [0.0, 0.0, 0.0, 0.0]
    for x, near in data:
        h = math.tanh(a * x + c)
        p = p_near(x, weights)
        p = min(max(p, 1e-300), 1 - 1e-16)
        total += -math.log(p if near else 1 - p)
        d = p - (1 if near else 0)
        g[0] += d * w * (1 - h * h) * x
        g[1] += d * w * (1 - h * h)
        g[2] += d * h
        g[3] += d
    n = len(data)
    return total / n, [gi / n for gi in g]


def trained(reads, rate=1.0, steps=300):
    """The weights the starters' training gives on a run's readings."""
    return list(_trained(tuple(reads[:TRAINING_READINGS]), rate, steps))


# One checker process marks a class, one submission after another: the correct
# programs' runs on one variation read the same readings, so the training is done once.
@functools.lru_cache(maxsize=64)
def _trained(reads, rate, steps):
    data = training_data(reads)
    weights = list(START)
    for _ in range(steps):
        _, gradient = loss_and_gradient(data, weights)
        weights = [x - rate * g for x, g in zip(weights, gradient)]
    return tuple(weights)
