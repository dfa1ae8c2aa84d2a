# expect: loses nearest
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: creeps round to the nearest heading with right() but never calls stop() -> loses nearest only.
from bugbot import *

connect()

readings = []
headings = []
for tick in range(24):
    drive(0, 0, 60)
    cm = distance()
    plot("distance", cm)
    readings.append(cm)
    headings.append(heading())
    wait(0.25)
stop()

goal = headings[readings.index(min(readings))]
right(20)
while abs((goal - heading() + 180) % 360 - 180) > 3:
    wait(0.02)
print("reached the heading", round(heading()))   # forgot stop(): it keeps turning
wait(1)
