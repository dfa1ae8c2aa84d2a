from bugbot import *
import math

connect()

PATCH = 5
KEYS = 20
DIVISOR = 0.5

def scaled(cm):
    return (cm - 50) / 25

def guess_from(keys, values, query):
    scores = [sum(q * k for q, k in zip(query, key)) / DIVISOR for key in keys]
    biggest = max(scores)
    weights = [math.exp(s - biggest) for s in scores]
    total = sum(weights)
    weights = [w / total for w in weights]
    return sum(w * v for w, v in zip(weights, values)), weights

readings = []
for tick in range(49):
    drive(0, 0, 100)
    readings.append(distance())
    wait(0.25)
stop()

history = readings[-26:-1]
truth = readings[-1]
query = [scaled(cm) for cm in history[-PATCH:]]
keys = [[scaled(cm) for cm in history[j:j + PATCH]] for j in range(KEYS)]
values = [history[j + PATCH] for j in range(KEYS)]

plain, plain_weights = guess_from(keys, values, query)

# dieselben zwanzig Keys und Values, in durcheinandergewürfelter Reihenfolge
order = [13, 2, 19, 7, 0, 11, 5, 9, 16, 3, 18, 8, 1, 14, 6, 12, 4, 17, 10, 15]
mixed, _ = guess_from([keys[j] for j in order], [values[j] for j in order], query)
print("der Reihe nach:", round(plain, 4), " gemischt:", round(mixed, 4))

# jetzt bekommt jeder Key eine sechste Zahl dafür, wo er steht, und die Query eine für „jetzt“
for strength in (0.0, 0.6, 1.2, 1.8, 2.4):
    placed = [keys[j] + [strength * j / (KEYS - 1)] for j in range(KEYS)]
    with_place, weights = guess_from(placed, values, query + [strength])
    near = KEYS - max(range(KEYS), key=lambda j: weights[j])
    print("Einfluss der Position", strength, ": Schätzung", round(with_place, 1),
          " der Key, auf den sie sich stützt, liegt", near, "Schritt(e) zurück")
    if strength == 1.8:
        for j in range(KEYS):
            plot("no position", plain_weights[j])
            plot("with position", weights[j])
            wait(0.1)

print("was wirklich kam:", truth)
