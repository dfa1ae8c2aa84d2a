# expect: loses plot
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: plots the readings all at the end, not straight after reading each -> loses plot only.
from bugbot import *

connect()

readings = []
headings = []
for tick in range(24):
    drive(0, 0, 60)
    cm = distance()
    readings.append(cm)
    headings.append(heading())
    wait(0.25)
stop()

for cm in readings:
    plot("distance", cm)

i = readings.index(min(readings))
turn((headings[i] - heading() + 180) % 360 - 180)
stop()
