# expect: loses nearest
# feedback nearest: max()
# A common mistake: max() for min(), so the robot ends facing the furthest wall.
from bugbot import *

connect()

readings, headings = [], []
for tick in range(24):
    drive(0, 0, 60)
    cm = distance()
    plot("distance", cm)
    readings.append(cm)
    headings.append(heading())
    wait(0.25)
stop()
best = headings[readings.index(max(readings))]
turn((best - heading() + 540) % 360 - 180)
stop()
