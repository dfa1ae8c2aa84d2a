# Reference solution for lesson 8.1 (not shown to students).
from bugbot import *

connect()

readings = []
headings = []
while len(headings) < 2 or sum((b - a) % 360 for a, b in zip(headings, headings[1:])) < 380:
    drive(0, 0, 40)
    cm = distance()
    readings.append(cm)
    headings.append(heading())
    plot("distance", cm)
    wait(0.1)
stop()
wait(0.3)

best = headings[readings.index(min(readings))]
while True:
    off = (best - heading() + 540) % 360 - 180   # degrees still to turn, -180..180
    if abs(off) < 3:
        break
    turn(off, 30)
stop()
