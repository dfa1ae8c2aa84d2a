# expect: loses guess beat
# feedback guess: keep it spinning
# mistake: stops spinning once it has 25 readings and guesses while standing still
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
drive(0, 0, 100)
for tick in range(70):
    if tick == 25:
        stop()
    readings.append(distance())
    if len(readings) >= 25:
        guess, weights = attention(readings[-25:])
        plot("guess", guess)
    wait(0.25)
stop()
for w in weights:
    plot("weight", w)
