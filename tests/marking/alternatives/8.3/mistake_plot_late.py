# expect: loses guess beat
# feedback guess: late
# A common mistake: the guess is plotted one step late, after the reading it was meant to guess.
from bugbot import *

connect()


def nearest_guess(readings):
    now = readings[-3:]
    best = min(range(len(readings) - 3), key=lambda s: sum((a - b) ** 2 for a, b in zip(readings[s:s + 3], now)))
    return readings[best + 3]


readings = []
guess = None
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if guess is not None:
        plot("guess", guess)
    if len(readings) >= 15:
        guess = nearest_guess(readings)
    wait(0.25)
stop()
