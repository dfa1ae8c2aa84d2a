# expect: loses weights
# feedback weights: plotted once, after the spin
# mistake: plots the twenty weights on every step of the loop (about 900 values), not once after the spin
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
        for w in weights:
            plot("weight", w)
    wait(0.25)
stop()

