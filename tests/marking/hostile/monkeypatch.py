# Replaces the robot's sensor and drive with fakes, then does a lot of
# "reading" and "plotting" from invented numbers. The record holds only what
# the engine really did, so this must earn nothing.
import bugbot
import math
import itertools

counter = itertools.count()
fake = lambda *a, **k: round(50 + 30 * math.sin(next(counter) * 2 * math.pi / 11))
bugbot.distance = fake
bugbot.drive = lambda *a, **k: None
bugbot.stop = lambda *a, **k: None
bugbot.wait = lambda *a, **k: None
bugbot.heading = lambda *a, **k: next(counter) * 32 % 360
bugbot.position = lambda *a, **k: (0, 0)
from bugbot import *
connect()
readings = [distance() for _ in range(80)]
for r in readings:
    print(r)
print("all tasks passed")
for r in readings[25:]:
    plot("guess", r)
for w in [0.05] * 20:
    plot("weight", w)
