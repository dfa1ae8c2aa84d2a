# expect: loses weights
# Guesses on every step, then plots the weights the lesson's "The scores" printed, typed in,
# with the rest filled with small numbers: not this run's softmax. The feedback says what was
# seen (round numbers, not this run's softmax), not that they "nearly follow" it (issue 46).
# feedback weights: at most 3 decimals
# Reference solution for the attention lesson's tasks (not shown to students).
from bugbot import *
import math

connect()

PATCH = 5
KEYS = 20
DIVISOR = 0.5


def scaled(cm):
    return (cm - 50) / 25


def attention(history):
    query = [scaled(cm) for cm in history[-PATCH:]]
    keys = [[scaled(cm) for cm in history[j:j + PATCH]] for j in range(KEYS)]
    values = [history[j + PATCH] for j in range(KEYS)]
    scores = [sum(q * k for q, k in zip(query, key)) / DIVISOR for key in keys]
    biggest = max(scores)
    weights = [math.exp(s - biggest) for s in scores]
    total = sum(weights)
    weights = [w / total for w in weights]
    return sum(w * v for w, v in zip(weights, values)), weights


readings = []
weights = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= PATCH + KEYS:
        guess, weights = attention(readings[-(PATCH + KEYS):])
        plot("guess", guess)
    wait(0.25)
stop()

typed = [0.001, 0.001, 0.001, 0.001, 0.001, 0.001, 0.001, 0.001, 0.061, 0.893, 0.001, 0.001, 0.001, 0.001, 0.001, 0.001, 0.001, 0.001, 0.0, 0.03]
for w in typed:
    plot("weight", w)
