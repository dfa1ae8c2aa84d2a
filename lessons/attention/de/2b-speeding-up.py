# Wie weit zurückschauen, wenn die Drehung mittendrin schneller wird: Attention gegen „eine Umdrehung zurück“.
from bugbot import *
import math

connect()

PATCH = 5
KEYS = 20
DIVISOR = 0.5
REVOLUTION = 15     # die feste Regel: eine Umdrehung im ersten Tempo dauert etwa 15 Messwerte
FIRST = 75          # die Leistung am Anfang
CHANGE = 50         # der Messwert, bei dem der Roboter auf volle Leistung beschleunigt


def scaled(cm):
    return (cm - 50) / 25


def attention(history):
    """Die Schätzung für den nächsten Messwert, und wie viele Schritte zurück ihr bester Key endet."""
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
parts = {"before": ([], [], [], []), "after": ([], [], [], [])}   # Fehler: Attention, Regel, keine Änderung; Schritte zurück
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
for part in ("before", "after"):   # before: vor dem Beschleunigen, after: danach
    att, rule, same, back = parts[part]
    usual = max(set(back), key=back.count)
    print(part, "– eine Umdrehung dauert", round(turns[part], 1), "Messwerte;", len(att), "Schätzungen")
    print("   Attention:", round(sum(att) / len(att), 1), "cm daneben; am meisten gestützt hat sie sich meistens auf den Value",
          usual, "Messwerte zurück")
    print("   eine Umdrehung zurück (" + str(REVOLUTION), "Messwerte):", round(sum(rule) / len(rule), 1), "cm daneben")
    print("   keine Änderung (derselbe wie dieser):", round(sum(same) / len(same), 1), "cm daneben")
