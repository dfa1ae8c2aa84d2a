# expect: loses weights
# feedback weights: not of your last guess
# mistake: plots the weights of the FIRST guess, not the last
from bugbot import *
import math
connect()

def scaled(cm):
    return (cm - 50) / 25

def attention(history):
    q = [scaled(c) for c in history[-5:]]
    scores, values = [], []
    for s in range(20):
        key = [scaled(c) for c in history[s:s + 5]]
        scores.append(sum(a * b for a, b in zip(q, key)) / 0.5)
        values.append(history[s + 5])
    top = max(scores)
    e = [math.exp(x - top) for x in scores]
    w = [x / sum(e) for x in e]
    return sum(a * b for a, b in zip(w, values)), w

readings, weights = [], []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 25:
        guess, weights = attention(readings[-25:])
        if len(readings) == 25:
            first_weights = weights
        plot("guess", guess)
    wait(0.25)
stop()
for w in first_weights:
    plot("weight", w)
