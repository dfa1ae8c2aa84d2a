# Eine langsame Drehung auf der Stelle: Was der Roboter sieht, wird als Zahlen ausgegeben.
from bugbot import *
import math

connect()


def wall_ahead(way):
    """Die Wand der leeren Matte, die der Strahl vom Start (50, 20) aus bei der Ausrichtung `way` trifft."""
    dx, dy = math.sin(math.radians(way)), math.cos(math.radians(way))
    hits = []
    if dx > 1e-9:
        hits.append((50 / dx, "die rechte Wand"))
    if dx < -1e-9:
        hits.append((-50 / dx, "die linke Wand"))
    if dy > 1e-9:
        hits.append((80 / dy, "die gegenüberliegende Wand"))
    if dy < -1e-9:
        hits.append((-20 / dy, "die nahe Wand"))
    return min(hits)[1]


for tick in range(16):
    drive(0, 0, 60)           # im Uhrzeigersinn drehen, etwas langsamer als mit voller Leistung
    cm = distance()
    way = heading()
    print("Ausrichtung", round(way), "Grad: Abstand", cm, "cm, trifft", wall_ahead(way))
    plot("distance", cm)
    wait(0.25)
stop()
