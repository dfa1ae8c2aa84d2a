# How far back to look, when the spin speeds up half way: attention against "one revolution back".
from bugbot import *
import math

connect()

PATCH = 5
KEYS = 20
DIVISOR = 0.5
REVOLUTION = 15     # the fixed rule: a turn at the first speed takes about 15 readings
FIRST = 75          # the power to start with
CHANGE = 50         # the reading at which the robot speeds up to full power


def scaled(cm):
    return (cm - 50) / 25


def attention(history):
    """The guess for the next reading, and how many steps back its best key ends."""
    query = [scaled(cm) for cm in history[-PATCH:]]
    keys = [[scaled(cm) for cm in history[j:j + PATCH]] for j in range(KEYS)]
    values = [history[j + PATCH] for j in range(KEYS)]
    scores = [sum(q * k for q, k in zip(query, key)) / DIVISOR for key in keys]
    biggest = max(scores)
    weights = [math.exp(s - biggest) for s in scores]
    total = sum(weights)
    guess = sum(w * v for w, v in zip(weights, values)) / total
    best = max(range(KEYS), key=lambda j: weights[j])
    return guess, KEYS - best


readings = []
headings = []
guesses = None
parts = {"before": ([], [], [], []), "after": ([], [], [], [])}   # attention's errors, the rule's, no change's, steps back
for tick in range(110):
    drive(0, 0, FIRST if tick < CHANGE else 100)
    cm = distance()
    if guesses is not None:
        part = "before" if tick < CHANGE else "after" if tick >= CHANGE + PATCH + KEYS else None
        if part:
            parts[part][0].append(abs(guesses[0] - cm))
            parts[part][1].append(abs(guesses[1] - cm))
            parts[part][2].append(abs(readings[-1] - cm))
            parts[part][3].append(guesses[2])
        plot("reading", cm)
        plot("attention", guesses[0])
        plot("one revolution back", guesses[1])
    readings.append(cm)
    headings.append(heading())
    guesses = None
    if len(readings) >= PATCH + KEYS:
        guess, back = attention(readings[-(PATCH + KEYS):])
        guesses = (guess, readings[-REVOLUTION], back)
    wait(0.25)
stop()



def readings_a_turn(first, last):
    turned = sum((b - a) % 360 for a, b in zip(headings[first:last], headings[first + 1:last]))
    return 360 / (turned / (last - first - 1))


turns = {"before": readings_a_turn(0, CHANGE), "after": readings_a_turn(CHANGE + 5, len(headings))}
for part in ("before", "after"):
    att, rule, same, back = parts[part]
    usual = max(set(back), key=back.count)
    print(part, "the speed-up: a turn takes", round(turns[part], 1), "readings;", len(att), "guesses")
    print("   attention: off by", round(sum(att) / len(att), 1), "cm; the value it leaned on most was most often",
          usual, "readings back")
    print("   one revolution back (" + str(REVOLUTION), "readings): off by", round(sum(rule) / len(rule), 1), "cm")
    print("   no change (the same as this one): off by", round(sum(same) / len(same), 1), "cm")
