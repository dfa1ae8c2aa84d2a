# Schärfe über einen ganzen Lauf: dieselbe Attention bei jedem Schritt, mit fünf Teilern nebeneinander.
from bugbot import *
import math

connect()

PATCH = 5
KEYS = 20
DIVISORS = (2.24, 1.0, 0.5, 0.25, 0.12)


def scaled(cm):
    return (cm - 50) / 25


def guess(history, divisor):
    query = [scaled(cm) for cm in history[-PATCH:]]
    keys = [[scaled(cm) for cm in history[j:j + PATCH]] for j in range(KEYS)]
    values = [history[j + PATCH] for j in range(KEYS)]
    scores = [sum(q * k for q, k in zip(query, key)) / divisor for key in keys]
    biggest = max(scores)
    weights = [math.exp(s - biggest) for s in scores]
    return sum(w * v for w, v in zip(weights, values)) / sum(weights)


readings = []
pending = None
off = {d: [] for d in DIVISORS}
for tick in range(70):
    drive(0, 0, 100)
    cm = distance()
    if pending:
        for d in DIVISORS:
            off[d].append(abs(pending[d] - cm))
    readings.append(cm)
    if len(readings) >= PATCH + KEYS:
        pending = {d: guess(readings[-(PATCH + KEYS):], d) for d in DIVISORS}
    wait(0.25)
stop()

print("über", len(off[DIVISORS[0]]), "Schätzungen:")
for d in DIVISORS:
    print("   Teiler", d, ": im Schnitt", round(sum(off[d]) / len(off[d]), 2), "cm daneben")
