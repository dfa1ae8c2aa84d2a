# Your turn: attention on every step.
#
# The robot spins and reads the distance four times a second. Once it has
# 25 readings, make a guess of the NEXT reading on every step, with attention
# over the last 25 readings, and plot it as "guess". When the spin is over,
# plot the twenty weights of your last guess as "weight", oldest key first.
# The tasks are in the lesson's text; Submit marks them.
from bugbot import *
import math

connect()

PATCH = 5       # a key is five readings in a row
KEYS = 20       # twenty moments in the past to choose between
DIVISOR = 0.5   # how sharp the softmax is


def scaled(cm):
    return (cm - 50) / 25


def attention(history):
    """Returns (guess, weights) for the reading after `history` (25 readings)."""
    # 1. the query: the last PATCH readings, scaled
    # 2. the keys: PATCH readings in a row, starting at 0, 1, ... KEYS - 1
    # 3. the values: the reading that came after each key
    # 4. scores, softmax, weighted sum
    return history[-1], [1 / KEYS] * KEYS   # replace this line: it just repeats the last reading


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
