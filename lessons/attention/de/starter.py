# Du bist dran: Attention bei jedem Schritt.
#
# Der Roboter dreht sich und misst viermal pro Sekunde den Abstand. Sobald er
# 25 Messwerte hat, schätze bei jedem Schritt den NÄCHSTEN Messwert, mit Attention
# über die letzten 25 Messwerte, und plotte die Schätzung als "guess". Am Ende der Drehung
# plotte die zwanzig Gewichte deiner letzten Schätzung als "weight", ältester Key zuerst.
# Die Aufgaben stehen im Text der Lektion; „Abgeben“ bewertet sie.
from bugbot import *
import math

connect()

PATCH = 5       # ein Key sind fünf Messwerte hintereinander
KEYS = 20       # zwanzig Momente in der Vergangenheit zur Auswahl
DIVISOR = 0.5   # wie scharf die Softmax ist


def scaled(cm):
    return (cm - 50) / 25


def attention(history):
    """Gibt (guess, weights) für den Messwert nach `history` (25 Messwerte) zurück."""
    # 1. die Query: die letzten PATCH Messwerte, skaliert
    # 2. die Keys: je PATCH Messwerte hintereinander, beginnend bei 0, 1, ... KEYS - 1
    # 3. die Values: der Messwert, der nach jedem Key kam
    # 4. Scores, Softmax, gewichtete Summe
    return history[-1], [1 / KEYS] * KEYS   # ersetze diese Zeile: sie wiederholt nur den letzten Messwert


readings = []
weights = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= PATCH + KEYS:
        guess, weights = attention(readings[-(PATCH + KEYS):])
        plot("guess", guess)
    wait(0.25)
stop()

for w in weights:
    plot("weight", w)
