# expect: full marks
# written from the lesson text alone (issue 28), with its expected marks
# Correct: the guess plotted at the top of the loop, before the reading it guesses: the first step (after
# the 25th reading) has its guess, as "every step" asks.
from bugbot import *
import math
connect()

def sc(cm):
    return (cm - 50) / 25

def attention(hist, divisor=0.5):
    q = [sc(v) for v in hist[-5:]]
    scores, values = [], []
    for i in range(20):
        k = [sc(v) for v in hist[i:i + 5]]
        scores.append(sum(a * b for a, b in zip(q, k)) / divisor)
        values.append(hist[i + 5])
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    t = sum(e)
    w = [x / t for x in e]
    return sum(wi * vi for wi, vi in zip(w, values)), w
r, last = [], None
for tick in range(70):
    drive(0, 0, 100)
    if len(r) >= 25:
        g, last = attention(r[-25:])
        plot("guess", g)
    r.append(distance())
    wait(0.25)
stop()
for x in last:
    plot("weight", x)
