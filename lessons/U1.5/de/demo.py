# Einen Sensor über die Zeit plotten und seine Form lesen: erst drehen, dann stillstehen.
from bugbot import *
import math
import statistics

connect()


def wall_ahead(way):
    """Die Wand der leeren Matte, die der Strahl vom Start (50, 20) aus bei der Ausrichtung `way` trifft."""
    dx, dy = math.sin(math.radians(way)), math.cos(math.radians(way))
    hits = []
    if dx > 1e-9:
        hits.append((50 / dx, "rechts"))
    if dx < -1e-9:
        hits.append((-50 / dx, "links"))
    if dy > 1e-9:
        hits.append((80 / dy, "oben"))
    if dy < -1e-9:
        hits.append((-20 / dy, "unten"))
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
print("Beim Drehen: von", min(spin), "bis", max(spin), "cm,", len(jumps), "Sprünge von mehr als 15 cm")
print("  ", len(other_wall), "von einer Wand auf eine andere,", len(jumps) - len(other_wall), "auf derselben Wand")

still = []
for tick in range(40):
    cm = distance()
    still.append(cm)
    plot("distance", cm)
    wait(0.1)
print("Im Stillstand: Mittelwert", round(statistics.mean(still), 1), "cm, Streuung (Standardabweichung)",
      round(statistics.pstdev(still), 2), "cm")
