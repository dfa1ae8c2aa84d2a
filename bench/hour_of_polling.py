# One hour of simulated time: a robot that drives until something is close,
# then turns away, polling the sensor as fast as it can.
import time
from bugbot import *

connect()
turns = 0
while time.monotonic() < 3600:
    drive(60, 60)
    while distance() > 20 and time.monotonic() < 3600:
        pass
    turn(100 + 10 * (turns % 7))
    turns += 1
print("turns", turns, "simulated seconds", round(time.monotonic()))
