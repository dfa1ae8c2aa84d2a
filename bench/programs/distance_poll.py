# One hour of simulated time: a robot that drives until something is close,
# then turns away, polling the sensor as fast as it can
# (`while distance() > 20: pass`). Prints how many calls it made, so the
# floor (bench/floor/calls.py) can make as many.
import time
from bugbot import *

connect()
polls = turns = 0
while time.monotonic() < 3600:
    drive(60, 60)
    polls += 1
    while distance() > 20 and time.monotonic() < 3600:
        polls += 1
    turn(100 + 10 * (turns % 7))
    turns += 1
print("calls", polls, turns)
