from bugbot import *
import math

connect()

PATCH = 5      # ein Key sind fünf Messwerte hintereinander: die Form eines Moments
KEYS = 20      # zwanzig Momente in der Vergangenheit zur Auswahl
DIVISOR = 0.5  # wie scharf die Softmax ist

def scaled(cm):
    return (cm - 50) / 25  # ungefähr -1 bis +1, damit die Summen klein bleiben

# auf der Stelle drehen und viermal pro Sekunde den Abstand messen
readings = []
for tick in range(49):
    drive(0, 0, 100)
    readings.append(distance())
    wait(0.25)
stop()

history = readings[-26:-1]  # die 25 Messwerte vor dem letzten
truth = readings[-1]        # was wirklich als Nächstes kam
print("Verlauf, cm:", history)

query = [scaled(cm) for cm in history[-PATCH:]]
keys = [[scaled(cm) for cm in history[j:j + PATCH]] for j in range(KEYS)]
values = [history[j + PATCH] for j in range(KEYS)]

# der Score: wie sehr jeder Key der Query ähnelt
scores = [sum(q * k for q, k in zip(query, key)) / DIVISOR for key in keys]

# Softmax: aus den Scores Gewichte machen, die positiv sind und zusammen 1 ergeben
biggest = max(scores)
weights = [math.exp(s - biggest) for s in scores]
total = sum(weights)
weights = [w / total for w in weights]

for j in range(KEYS):
    plot("weight", weights[j])
    plot("the reading after it, cm", values[j])
    wait(0.1)

print("die Query, cm:", history[-PATCH:])
print("die Gewichte ergeben zusammen:", round(sum(weights), 3))
for j in sorted(range(KEYS), key=lambda j: -weights[j])[:3]:
    print("Key", j, "– Schritte zurück:", KEYS - j, "– Messwerte:", history[j:j + PATCH],
          " Score", round(scores[j], 1), " Gewicht", round(weights[j], 3), " Value", values[j])
print("die Schätzung:", round(sum(w * v for w, v in zip(weights, values)), 1), "cm")
print("was wirklich als Nächstes kam:", truth, "cm")
