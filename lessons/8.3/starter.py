# Your turn: guess with the nearest neighbour.
# On every step once there are 15 readings, find the earlier moment (3 readings
# in a row) closest to the last 3 readings, and plot what came after it as
# "guess", before the next reading.
from bugbot import *

connect()

PATCH = 3


def nearest_guess(readings):
    now = readings[-PATCH:]
    # look at every earlier moment readings[start:start + PATCH] that has a next reading,
    # measure how far it is from now, and return the reading after the closest
    return readings[-1]   # replace this: it just repeats the last reading


readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15:
        plot("guess", nearest_guess(readings))
    wait(0.25)
stop()
