# expect: loses guess
# feedback guess: 15
# A common mistake: starts guessing only once there are 30 readings.
from bugbot import *

connect()


def nearest_guess(readings):
    now = readings[-3:]
    best = min(range(len(readings) - 3), key=lambda s: sum((a - b) ** 2 for a, b in zip(readings[s:s + 3], now)))
    return readings[best + 3]


readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 30:
        plot("guess", nearest_guess(readings))
    wait(0.25)
stop()
