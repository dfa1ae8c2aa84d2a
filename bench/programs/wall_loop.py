# The loop a robot club writes that meets walls and leaves them: one tick every
# 25 ms for one simulated hour. It drives on along a gentle curve, and turns on
# the spot while the sensor sees something under 25 cm, each turn's way picked
# from a seeded stream (as a club's `random.choice`), so the robot comes to
# walls, slides along them and leaves them, with its motors mostly changing.
# `python3 wall_loop.py` with bench/floor's bugbot is the floor it is set against.
import random

from bugbot import *

random.seed(2)
connect()
turning = False
for tick in range(144_000):
    if distance() < 25:
        if not turning:
            spin = random.choice([(50, -50), (-50, 50)])
        drive(*spin)
        turning = True
    else:
        drive(60, 55)
        turning = False
    wait(0.025)
print("ticks", tick + 1)
