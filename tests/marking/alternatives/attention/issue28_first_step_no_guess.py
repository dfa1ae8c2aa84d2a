# expect: loses guess
# feedback guess: first step
# written from the lesson text alone (issue 28), with its expected marks
# Mistake: > for >=, so the first step once there are 25 readings has no guess ("every step" means every step).
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
    r.append(distance())
    if len(r) > 25:
        g, last = attention(r[-25:])
        plot("guess", g)
    wait(0.25)
stop()
for x in last:
    plot("weight", x)
