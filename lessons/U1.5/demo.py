# Plot a sensor over time and read its shape: a spin, then standing still.
from bugbot import *
import math
import statistics

connect()


def wall_ahead(way):
    """The wall of the empty mat the beam meets from the start (50, 20) at heading `way`."""
    dx, dy = math.sin(math.radians(way)), math.cos(math.radians(way))
    hits = []
    if dx > 1e-9:
        hits.append((50 / dx, "right"))
    if dx < -1e-9:
        hits.append((-50 / dx, "left"))
    if dy > 1e-9:
        hits.append((80 / dy, "top"))
    if dy < -1e-9:
        hits.append((-20 / dy, "bottom"))
    return min(hits)[1]


spin = []
walls = []
for tick in range(40):
    drive(0, 0, 100)
    cm = distance()
    spin.append(cm)
    walls.append(wall_ahead(heading()))
    plot("distance", cm)
    wait(0.25)
stop()
wait(0.5)

jumps = [i for i in range(len(spin) - 1) if abs(spin[i + 1] - spin[i]) > 15]
other_wall = [i for i in jumps if walls[i] != walls[i + 1]]
print("spinning: from", min(spin), "to", max(spin), "cm,", len(jumps), "jumps of more than 15 cm")
print("  ", len(other_wall), "from one wall to another,", len(jumps) - len(other_wall), "along the same wall")

still = []
for tick in range(40):
    cm = distance()
    still.append(cm)
    plot("distance", cm)
    wait(0.1)
print("standing still: mean", round(statistics.mean(still), 1), "cm, spread (standard deviation)",
      round(statistics.pstdev(still), 2), "cm")
