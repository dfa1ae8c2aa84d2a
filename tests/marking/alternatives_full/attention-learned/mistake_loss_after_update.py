# expect: loses train
# Plots the loss after each update, so the first one plotted is a step in.
# feedback train: step 0
# Your turn: train the page's attention, then use it.
#
# 1. train: in the training loop, move every weight against its gradient
#    (step() does it) and plot the loss as "loss" every 10 steps, from step 0.
# 2. guess: on the new spin, once there are 25 readings, plot the trained
#    model's guess of the next reading as "guess" before each reading.
# The tasks are in the lesson's text; Submit marks them.
from bugbot import *
import math

connect()

PATCH = 5      # a key (and the query) is five readings in a row
KEYS = 20      # twenty moments in the past to choose between
RATE = 0.5     # how far each training step moves the weights
STEPS = 100    # training steps


def scaled(cm):
    return (cm - 50) / 25


def identity():
    return [[1.0 if r == c else 0.0 for c in range(PATCH)] for r in range(PATCH)]


def times(matrix, vector):
    return [sum(m * x for m, x in zip(row, vector)) for row in matrix]


def softmax(scores):
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    total = sum(e)
    return [x / total for x in e]


def attend(model, window):
    """The guess of the reading after `window` (25 readings, scaled), and its parts."""
    Wq, Wk, a, b = model
    patches = [window[j:j + PATCH] for j in range(KEYS)]
    query = times(Wq, window[-PATCH:])
    keys = [times(Wk, p) for p in patches]
    values = [a * window[j + PATCH] + b for j in range(KEYS)]
    weights = softmax([sum(q * k for q, k in zip(query, key)) for key in keys])
    guess = sum(w * v for w, v in zip(weights, values))
    return guess, weights, query, keys, values, patches


def loss_and_gradient(model, examples):
    """Mean squared error of the guesses (scaled units), and how it changes with each weight."""
    Wq, Wk, a, b = model
    gq = [[0.0] * PATCH for _ in range(PATCH)]
    gk = [[0.0] * PATCH for _ in range(PATCH)]
    ga = gb = total = 0.0
    for window, truth in examples:
        guess, weights, query, keys, values, patches = attend(model, window)
        error = guess - truth
        total += error * error
        d = 2 * error / len(examples)        # how the loss changes with the guess
        dquery = [0.0] * PATCH
        for j in range(KEYS):
            ga += d * weights[j] * window[j + PATCH]   # the value map
            gb += d * weights[j]
            dscore = d * weights[j] * (values[j] - guess)   # through the softmax
            for r in range(PATCH):
                dquery[r] += dscore * keys[j][r]
                dkey = dscore * query[r]
                for c in range(PATCH):
                    gk[r][c] += dkey * patches[j][c]
        for r in range(PATCH):
            for c in range(PATCH):
                gq[r][c] += dquery[r] * window[KEYS + c]
    return total / len(examples), (gq, gk, ga, gb)


def step(model, gradient):
    (Wq, Wk, a, b), (gq, gk, ga, gb) = model, gradient
    move = lambda M, G: [[m - RATE * g for m, g in zip(mr, gr)] for mr, gr in zip(M, G)]
    return move(Wq, gq), move(Wk, gk), a - RATE * ga, b - RATE * gb


# 1. record a spin: every 26 readings in a row are an example (25 in, the next to guess)
recorded = []
for tick in range(70):
    drive(0, 0, 100)
    recorded.append(scaled(distance()))
    wait(0.25)
stop()
examples = [(recorded[i:i + 25], recorded[i + 25]) for i in range(len(recorded) - 25)]

# 2. train, from the page's attention with divisor 1: W_q = W_k = identity, value = reading
model = (identity(), identity(), 1.0, 0.0)
for n in range(STEPS + 1):
    loss, gradient = loss_and_gradient(model, examples)
    if n < STEPS:
        model = step(model, gradient)
    if n % 10 == 0:
        plot("loss", loss_and_gradient(model, examples)[0])

# 3. a new spin: guess every next reading with the trained model
history = []
for tick in range(70):
    drive(0, 0, 100)
    history.append(scaled(distance()))
    if len(history) >= 25:
        guess, weights, *_ = attend(model, history[-25:])
        plot("guess", 50 + 25 * guess)
    wait(0.25)
stop()
