# expect: loses spin
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: a full circle but only 10 readings (wait 0.5 s between them) -> loses spin only.
from bugbot import *

connect()

readings = []
headings = []
for tick in range(10):
    drive(0, 0, 60)
    cm = distance()
    plot("distance", cm)
    readings.append(cm)
    headings.append(heading())
    wait(0.5)
stop()

i = readings.index(min(readings))
turn((headings[i] - heading() + 180) % 360 - 180)
stop()
print("faced", readings[i], "cm")
