from bugbot import *
import math

connect()

PATCH = 5
KEYS = 20
DIVISOR = 0.5

def scaled(cm):
    return (cm - 50) / 25

def attention(history, how_many):
    first = KEYS - how_many  # nur die neuesten how_many Keys benutzen
    query = [scaled(cm) for cm in history[-PATCH:]]
    keys = [[scaled(cm) for cm in history[j:j + PATCH]] for j in range(first, KEYS)]
    values = [history[j + PATCH] for j in range(first, KEYS)]
    scores = [sum(q * k for q, k in zip(query, key)) / DIVISOR for key in keys]
    biggest = max(scores)
    weights = [math.exp(s - biggest) for s in scores]
    total = sum(weights)
    weights = [w / total for w in weights]
    guess = sum(w * v for w, v in zip(weights, values))
    best = first + max(range(how_many), key=lambda i: weights[i])
    return guess, best

history = []
spots = []
wide = near = before = None
off_wide = []
off_near = []
off_same = []

for tick in range(70):
    drive(0, 0, 100)
    cm = distance()
    x, y = position()
    way = math.radians(heading())
    spots.append((50 + x + cm * math.sin(way), 20 + y + cm * math.cos(way)))

    if wide is not None:  # die Schätzungen vom letzten Schritt bewerten
        plot("reading", cm)
        plot("20 keys", wide)
        plot("3 keys", near)
        off_wide.append(abs(wide - cm))
        off_near.append(abs(near - cm))
        off_same.append(abs(before - cm))

    history.append(cm)
    if len(history) > KEYS + PATCH:
        history.pop(0)
        spots.pop(0)
    before = cm

    if len(history) == KEYS + PATCH:
        wide, best = attention(history, KEYS)
        near, _ = attention(history, 3)
        draw("the last 25 readings", spots, "blue")
        draw("the one it is using", [spots[best + PATCH]], "green", "squares", 8)
    wait(0.25)

stop()
print("20 Keys: im Schnitt", round(sum(off_wide) / len(off_wide), 1), "cm daneben")
print("3 Keys:", round(sum(off_near) / len(off_near), 1), "cm daneben")
print("keine Änderung:", round(sum(off_same) / len(off_same), 1), "cm daneben")
