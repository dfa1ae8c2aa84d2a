# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: look round in 30-degree turn() steps (12 still readings), then turn back to the nearest.
from bugbot import *

connect()

table = {}
for step in range(12):
    cm = distance()
    plot("distance", cm)
    table[heading()] = cm
    print("heading", heading(), "->", cm, "cm")
    turn(30)

best_heading = min(table, key=table.get)
print("nearest:", table[best_heading], "cm at", best_heading)
turn((best_heading - heading() + 540) % 360 - 180)
stop()
