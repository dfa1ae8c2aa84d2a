# expect: loses guess beat
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: stops the robot once it has 25 readings and guesses standing still -> loses guess (not while spinning) and beat.
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
drive(0, 0, 100)
for tick in range(70):
    readings.append(distance())
    if len(readings) == 25:
        stop()
    if len(readings) >= 25:
        guess, weights = attention(readings[-25:])
        plot("guess", guess)
    wait(0.25)
stop()
for w in weights:
    plot("weight", w)
