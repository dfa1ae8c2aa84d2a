# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: helper functions, an anticlockwise spin with drive(-60, 60), a drawing of what it saw.
from bugbot import *
import math

connect()


def spot(cm, way):
    x, y = position()
    r = math.radians(way)
    return (50 + x + cm * math.sin(r), 20 + y + cm * math.cos(r))


def look_round(ticks):
    out = []
    for _ in range(ticks):
        drive(-60, 60)
        cm = distance()
        plot("distance", cm)
        out.append((cm, heading()))
        wait(0.25)
    stop()
    return out


def shortest_turn(to):
    return (to - heading() + 180) % 360 - 180


looks = look_round(26)
draw("walls", [spot(cm, h) for cm, h in looks], "blue")
cm, h = min(looks, key=lambda p: p[0])
print("the nearest wall is", cm, "cm away at heading", round(h, 1))
turn(shortest_turn(h))
stop()
draw("facing", [spot(distance(), heading())], "red", "crosses", 8)
print("battery", battery(), "%")
