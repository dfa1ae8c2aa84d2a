# Gelernte Attention: die Attention der Seite, mit W_q, W_k und einer Value-Abbildung,
# die der Gradientenabstieg findet, statt dass sie von Hand gewählt werden.
from bugbot import *
import math

connect()

PATCH = 5      # ein Key (und die Query) sind fünf Messwerte hintereinander
KEYS = 20      # zwanzig Momente in der Vergangenheit zur Auswahl
RATE = 0.5     # wie weit jeder Trainingsschritt die Gewichte bewegt
STEPS = 100    # Trainingsschritte


def scaled(cm):
    return (cm - 50) / 25


def identity():
    return [[1.0 if r == c else 0.0 for c in range(PATCH)] for r in range(PATCH)]


def times(matrix, vector):
    return [sum(m * x for m, x in zip(row, vector)) for row in matrix]


def softmax(scores):
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    total = sum(e)
    return [x / total for x in e]


def attend(model, window):
    """Die Schätzung des Messwerts nach `window` (25 Messwerte, skaliert) und ihre Teile."""
    Wq, Wk, a, b = model
    patches = [window[j:j + PATCH] for j in range(KEYS)]
    query = times(Wq, window[-PATCH:])
    keys = [times(Wk, p) for p in patches]
    values = [a * window[j + PATCH] + b for j in range(KEYS)]
    weights = softmax([sum(q * k for q, k in zip(query, key)) for key in keys])
    guess = sum(w * v for w, v in zip(weights, values))
    return guess, weights, query, keys, values, patches


def loss_and_gradient(model, examples):
    """Der mittlere quadratische Fehler der Schätzungen (skaliert) und wie er sich mit jedem Gewicht ändert."""
    Wq, Wk, a, b = model
    gq = [[0.0] * PATCH for _ in range(PATCH)]
    gk = [[0.0] * PATCH for _ in range(PATCH)]
    ga = gb = total = 0.0
    for window, truth in examples:
        guess, weights, query, keys, values, patches = attend(model, window)
        error = guess - truth
        total += error * error
        d = 2 * error / len(examples)        # wie sich der Loss mit der Schätzung ändert
        dquery = [0.0] * PATCH
        for j in range(KEYS):
            ga += d * weights[j] * window[j + PATCH]   # die Value-Abbildung
            gb += d * weights[j]
            dscore = d * weights[j] * (values[j] - guess)   # durch die Softmax hindurch
            for r in range(PATCH):
                dquery[r] += dscore * keys[j][r]
                dkey = dscore * query[r]
                for c in range(PATCH):
                    gk[r][c] += dkey * patches[j][c]
        for r in range(PATCH):
            for c in range(PATCH):
                gq[r][c] += dquery[r] * window[KEYS + c]
    return total / len(examples), (gq, gk, ga, gb)


def step(model, gradient):
    (Wq, Wk, a, b), (gq, gk, ga, gb) = model, gradient
    move = lambda M, G: [[m - RATE * g for m, g in zip(mr, gr)] for mr, gr in zip(M, G)]
    return move(Wq, gq), move(Wk, gk), a - RATE * ga, b - RATE * gb


def page_guess(window):
    """Die Attention der Seite: keine Matrizen (die Einheitsmatrix), von Hand durch 0.5 geteilt."""
    keys = [window[j:j + PATCH] for j in range(KEYS)]
    scores = [sum(q * k for q, k in zip(window[-PATCH:], key)) / 0.5 for key in keys]
    weights = softmax(scores)
    return sum(w * window[j + PATCH] for j, w in enumerate(weights))


# 1. eine Drehung aufzeichnen: je 26 Messwerte hintereinander sind ein Beispiel (25 hinein, den nächsten schätzen)
recorded = []
for tick in range(70):
    drive(0, 0, 100)
    recorded.append(scaled(distance()))
    wait(0.25)
stop()
examples = [(recorded[i:i + 25], recorded[i + 25]) for i in range(len(recorded) - 25)]

# 2. trainieren, ab der Attention der Seite mit Teiler 1: W_q = W_k = Einheitsmatrix, Value = Messwert
model = (identity(), identity(), 1.0, 0.0)
for n in range(STEPS + 1):
    loss, gradient = loss_and_gradient(model, examples)
    if n % 10 == 0:
        plot("loss", loss, kind="chart")
    if n == 0:
        print("Loss vor dem Training:", round(loss, 4))
    if n < STEPS:
        model = step(model, gradient)
print("Loss nach", STEPS, "Schritten:", round(loss, 4))
Wq, Wk, a, b = model
print("W_q:")
for row in Wq:
    print("  ", [round(x, 2) for x in row])
print("W_k:")
for row in Wk:
    print("  ", [round(x, 2) for x in row])
print("Value-Abbildung: Value =", round(a, 2), "* Messwert +", round(b, 2))

# 3. eine neue Drehung, auf der nie trainiert wurde: jeden nächsten Messwert auf drei Arten schätzen
history, off = [], {"learned": [], "page (divide by 0.5)": [], "no change": []}
guesses = None
for tick in range(70):
    drive(0, 0, 100)
    cm = distance()
    if guesses:
        for name, guess in guesses.items():
            off[name].append(abs(guess - cm))
        plot("reading", cm)
        plot("learned guess", guesses["learned"])
    history.append(scaled(cm))
    if len(history) >= 25:
        window = history[-25:]
        learned, weights, *_ = attend(model, window)
        guesses = {"learned": 50 + 25 * learned, "page (divide by 0.5)": 50 + 25 * page_guess(window),
                   "no change": cm}
    wait(0.25)
stop()
for j, w in enumerate(weights):
    plot("learned weight", w)
for name, errors in off.items():
    print(name + ": im Schnitt", round(sum(errors) / len(errors), 1), "cm daneben, über", len(errors), "Schätzungen")
