# expect: loses weights
# Guesses on every step, then raises with an object's repr in its message: the only part of the
# message that changes from run to run is the address (issue 46). The crash leads the feedback,
# its message shown with the address masked.
# feedback weights: your program stopped with ValueError on line 42: no weights in <object object at 0x…>
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
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    weights = [x / sum(e) for x in e]
    return sum(w * v for w, v in zip(weights, values)), weights


readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= PATCH + KEYS:
        guess, weights = attention(readings[-(PATCH + KEYS):])
        plot("guess", guess)
    wait(0.25)
stop()
state = object()
if tick > 10:
    raise ValueError(f"no weights in {state!r}")
