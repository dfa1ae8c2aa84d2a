# Du bist dran: zwei Heads, dann eine schnellere Drehung.
#
# Der Roboter zeichnet eine Drehung mit drei Vierteln der Leistung auf und trainiert beide Heads darauf.
# 1. guess: dann dreht er sich mit voller Leistung. Sobald es 25 Messwerte gibt, plotte
#    vor jedem Messwert die Schätzung der beiden Heads für den nächsten Messwert, in cm, als "guess".
# 2. heads: plotte nach dieser Drehung die zwanzig Gewichte der letzten Schätzung jedes Heads,
#    als "head 1" und "head 2", den ältesten Key zuerst.
# Die Aufgaben stehen im Text der Lektion; Abgeben bewertet sie.
from bugbot import *
import math

connect()

PATCH = 5      # ein Key sind fünf Messwerte hintereinander und eine Zahl: wie weit er zurückliegt
KEYS = 20
SIZE = PATCH + 1
RATE = 0.5
STEPS = 100


def scaled(cm):
    return (cm - 50) / 25


def times(matrix, vector):
    return [sum(m * x for m, x in zip(row, vector)) for row in matrix]


def softmax(scores):
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    total = sum(e)
    return [x / total for x in e]


def start_head(content, recency):
    """W_q und W_k: `content` auf den Messwerten (1: das Vergleichen der Seite), `recency` darauf, wie weit zurück."""
    Wq = [[content if r == c < PATCH else 0.0 for c in range(SIZE)] for r in range(SIZE)]
    Wk = [[content if r == c < PATCH else 0.0 for c in range(SIZE)] for r in range(SIZE)]
    Wq[PATCH][PATCH], Wk[PATCH][PATCH] = 1.0, -recency
    return [Wq, Wk]


def inputs(window):
    """Die Zahlen der Query (die letzten fünf Messwerte, dann 1) und die jedes Keys (fünf, dann Schritte zurück / 10)."""
    query = window[-PATCH:] + [1.0]
    keys = [window[j:j + PATCH] + [(KEYS - j) / 10] for j in range(KEYS)]
    return query, keys


def head(Wq, Wk, query_in, keys_in, window):
    query = times(Wq, query_in)
    # Query . (W_k Key) ist (W_k umgedreht, mal Query) . Key: ein Produkt statt zwanzig
    reach = [sum(Wk[r][c] * query[r] for r in range(SIZE)) for c in range(SIZE)]
    weights = softmax([sum(a * k for a, k in zip(reach, key)) for key in keys_in])
    heard = sum(w * window[j + PATCH] for j, w in enumerate(weights))
    return heard, weights, query


def guess_of(model, window):
    heads, mix, bias = model
    query_in, keys_in = inputs(window)
    parts = [head(Wq, Wk, query_in, keys_in, window) for Wq, Wk in heads]
    return sum(m * p[0] for m, p in zip(mix, parts)) + bias, parts, query_in, keys_in


def loss_and_gradient(model, examples):
    heads, mix, bias = model
    grads = [[[[0.0] * SIZE for _ in range(SIZE)] for _ in range(2)] for _ in heads]
    gmix, gbias, total = [0.0] * len(heads), 0.0, 0.0
    for window, truth in examples:
        guess, parts, query_in, keys_in = guess_of(model, window)
        error = guess - truth
        total += error * error
        d = 2 * error / len(examples)
        gbias += d
        for h, (heard, weights, query) in enumerate(parts):
            gmix[h] += d * heard
            dk = [0.0] * SIZE   # der Zug jedes Keys, zuerst über die Keys summiert: dieselben Summen, weniger Schritte
            for j in range(KEYS):
                dscore = d * mix[h] * weights[j] * (window[j + PATCH] - heard)
                for r in range(SIZE):
                    dk[r] += dscore * keys_in[j][r]
            dq = times(heads[h][1], dk)
            for r in range(SIZE):
                for c in range(SIZE):
                    grads[h][0][r][c] += dq[r] * query_in[c]
                    grads[h][1][r][c] += query[r] * dk[c]
    return total / len(examples), (grads, gmix, gbias)


def step(model, gradient):
    (heads, mix, bias), (grads, gmix, gbias) = model, gradient
    move = lambda M, G: [[m - RATE * g for m, g in zip(mr, gr)] for mr, gr in zip(M, G)]
    heads = [[move(W, G) for W, G in zip(h, g)] for h, g in zip(heads, grads)]
    return heads, [m - RATE * g for m, g in zip(mix, gmix)], bias - RATE * gbias


# 1. eine Drehung mit drei Vierteln der Leistung aufzeichnen und beide Heads darauf trainieren
recorded = []
for tick in range(70):
    drive(0, 0, 75)
    recorded.append(scaled(distance()))
    wait(0.25)
stop()
examples = [(recorded[i:i + 25], recorded[i + 25]) for i in range(len(recorded) - 25)]
model = ([start_head(1.0, 0.0), start_head(0.0, 3.0)], [0.5, 0.5], 0.0)
for n in range(STEPS + 1):
    loss, gradient = loss_and_gradient(model, examples)
    if n % 10 == 0:
        plot("loss", loss, kind="chart")
    if n < STEPS:
        model = step(model, gradient)

# 2. schneller drehen und jeden nächsten Messwert mit beiden Heads schätzen
history = []
for tick in range(70):
    drive(0, 0, 100)
    history.append(scaled(distance()))
    if len(history) >= 25:
        guess, parts, _, _ = guess_of(model, history[-25:])
        # plotte die Schätzung in cm (50 + 25 * guess) als "guess"
    wait(0.25)
stop()
# plotte die Gewichte jedes Heads für die letzte Schätzung: parts[0][1] als "head 1", parts[1][1] als "head 2"
