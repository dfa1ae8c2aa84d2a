# expect: full marks
# The starter finished with a for loop over every earlier start and the sum of squared differences.
from bugbot import *

connect()

PATCH = 3


def nearest_guess(readings):
    now = readings[-PATCH:]
    best_start, best_far = None, None
    for start in range(len(readings) - PATCH):
        then = readings[start:start + PATCH]
        far = sum((a - b) ** 2 for a, b in zip(then, now))
        if best_far is None or far < best_far:
            best_start, best_far = start, far
    return readings[best_start + PATCH]


readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15:
        plot("guess", nearest_guess(readings))
    wait(0.25)
stop()
