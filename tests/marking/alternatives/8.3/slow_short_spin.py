# expect: loses beat
# a right nearest neighbour on a spin of under two turns (the text asks for no number of turns: guess keeps its marks, issue 20);
# so slow a spin that each reading is close to the last, and repeating it is hard to beat
from bugbot import *

connect()

PATCH = 3


def nearest_guess(readings):
    now = readings[-PATCH:]
    best, best_gap = None, None
    for start in range(len(readings) - PATCH):
        gap = sum((a - b) ** 2 for a, b in zip(readings[start:start + PATCH], now))
        if best_gap is None or gap < best_gap:
            best, best_gap = start, gap
    return readings[best + PATCH]


readings = []
for tick in range(45):
    drive(0, 0, 25)
    readings.append(distance())
    if len(readings) >= 15:
        plot("guess", nearest_guess(readings))
    wait(0.25)
stop()
