# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: separate query/keys/values helpers, the top weight printed every 10 steps, a drawing on the mat, 90 ticks.
from bugbot import *
import math

connect()

PATCH, KEYS, DIVISOR = 5, 20, 0.5


def scaled(cm):
    return (cm - 50) / 25


def make_query(h):
    return [scaled(x) for x in h[-PATCH:]]


def make_keys(h):
    return [[scaled(x) for x in h[j:j + PATCH]] for j in range(KEYS)]


def make_values(h):
    return [h[j + PATCH] for j in range(KEYS)]


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def softmax(scores):
    top = max(scores)
    ex = [math.exp(s - top) for s in scores]
    total = sum(ex)
    return [e / total for e in ex]


readings, spots = [], []
weights = None
for tick in range(90):
    drive(0, 0, 100)
    cm = distance()
    x, y = position()
    r = math.radians(heading())
    spots.append((50 + x + cm * math.sin(r), 20 + y + cm * math.cos(r)))
    readings.append(cm)
    if len(readings) >= PATCH + KEYS:
        h = readings[-(PATCH + KEYS):]
        q = make_query(h)
        weights = softmax([dot(q, k) / DIVISOR for k in make_keys(h)])
        guess = dot(weights, make_values(h))
        plot("guess", guess)
        if tick % 10 == 0:
            best = max(range(KEYS), key=lambda j: weights[j])
            print("tick", tick, "guess", round(guess, 1), "leans on the key", KEYS - best, "back, weight", round(weights[best], 2))
        draw("last 25", spots[-25:], "blue")
    wait(0.25)
stop()

for j in range(KEYS):
    plot("weight", weights[j])
