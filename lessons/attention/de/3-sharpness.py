from bugbot import *
import math

connect()

PATCH = 5
KEYS = 20

def scaled(cm):
    return (cm - 50) / 25

def softmax(scores):
    biggest = max(scores)
    weights = [math.exp(s - biggest) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]

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
dots = [sum(q * k for q, k in zip(query, key)) for key in keys]

print("die Skalarprodukte:", [round(d, 1) for d in dots])
print("der Mittelwert aller zwanzig Values:", round(sum(values) / KEYS, 1))

for divisor in (2.24, 0.5, 0.12):
    weights = softmax([d / divisor for d in dots])
    guess = sum(w * v for w, v in zip(weights, values))
    for j in range(KEYS):
        plot("divide by " + str(divisor), weights[j])
        wait(0.1)
    print("teile durch", divisor, ": größtes Gewicht", round(max(weights), 3),
          " Schätzung", round(guess, 1), " wirklich kam", truth)
