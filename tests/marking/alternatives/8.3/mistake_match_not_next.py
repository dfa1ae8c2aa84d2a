# expect: loses guess beat
# feedback guess: after
# A common mistake: guesses the last reading of the closest match, not the one that came after it.
from bugbot import *

connect()


def nearest_guess(readings):
    now = readings[-3:]
    best = min(range(len(readings) - 3), key=lambda s: sum((a - b) ** 2 for a, b in zip(readings[s:s + 3], now)))
    return readings[best + 2]


readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15:
        plot("guess", nearest_guess(readings))
    wait(0.25)
stop()
