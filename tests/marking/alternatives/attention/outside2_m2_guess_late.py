# expect: loses guess beat
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: plots each guess after taking the next reading (one step late) -> loses guess and beat.
from bugbot import *
import math

connect()


def attention(history, divisor=0.5):
    z = [(cm - 50) / 25 for cm in history]
    q = z[-5:]
    scores = [sum(a * b for a, b in zip(q, z[j:j + 5])) / divisor for j in range(20)]
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    w = [x / sum(e) for x in e]
    return sum(wj * history[j + 5] for j, wj in enumerate(w)), w


readings = []
weights = []
pending = None
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if pending is not None:
        plot("guess", pending)
    if len(readings) >= 25:
        pending, weights = attention(readings[-25:])
    wait(0.25)
stop()
for w in weights:
    plot("weight", w)
