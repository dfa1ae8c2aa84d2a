# One slow turn on the spot, printing what the robot sees as numbers.
from bugbot import *
import math

connect()


def wall_ahead(way):
    """The wall of the empty mat the beam meets from the start (50, 20) at heading `way`."""
    dx, dy = math.sin(math.radians(way)), math.cos(math.radians(way))
    hits = []
    if dx > 1e-9:
        hits.append((50 / dx, "the right wall"))
    if dx < -1e-9:
        hits.append((-50 / dx, "the left wall"))
    if dy > 1e-9:
        hits.append((80 / dy, "the far wall"))
    if dy < -1e-9:
        hits.append((-20 / dy, "the near wall"))
    return min(hits)[1]


for tick in range(16):
    drive(0, 0, 60)           # spin clockwise, a little slower than full power
    cm = distance()
    way = heading()
    print("heading", round(way), "degrees: distance", cm, "cm, on", wall_ahead(way))
    plot("distance", cm)
    wait(0.25)
stop()
