# expect: loses nearest
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: ignores the readings and does a fixed half turn at the end -> loses nearest only.
from bugbot import *

connect()

readings = []
for tick in range(24):
    drive(0, 0, 60)
    cm = distance()
    plot("distance", cm)
    readings.append(cm)
    wait(0.25)
stop()
print("smallest reading", min(readings))
turn(180)
