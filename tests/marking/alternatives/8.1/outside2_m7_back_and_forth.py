# expect: loses spin
# expect: any nearest
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: spins 200 degrees clockwise then back anticlockwise (never looks further round) -> loses spin; nearest may go either way.
from bugbot import *

connect()

readings = []
headings = []
for tick in range(24):
    if tick < 12:
        drive(0, 0, 60)
    else:
        drive(0, 0, -60)
    cm = distance()
    plot("distance", cm)
    readings.append(cm)
    headings.append(heading())
    wait(0.25)
stop()

i = readings.index(min(readings))
turn((headings[i] - heading() + 180) % 360 - 180)
stop()
