# expect: loses nearest
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: turns to the LARGEST reading (max instead of min) -> loses nearest only.
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

i = readings.index(max(readings))
turn((headings[i] - heading() + 180) % 360 - 180)
stop()
