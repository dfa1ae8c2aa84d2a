# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: look round, then face the nearest wall by turning slowly until the heading is close, then stop.
from bugbot import *

connect()

readings = []
headings = []
for tick in range(30):
    drive(0, 0, 50)
    cm = distance()
    plot("distance", cm)
    readings.append(cm)
    headings.append(heading())
    wait(0.25)
stop()
wait(0.5)

goal = headings[readings.index(min(readings))]
off = lambda: (goal - heading() + 180) % 360 - 180
while abs(off()) > 2:
    if off() > 0:
        right(15)
    else:
        left(15)
    wait(0.02)
stop()
wait(0.3)
print("goal heading", round(goal), "ended at", round(heading()), "distance", distance())
