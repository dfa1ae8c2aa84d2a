# expect: loses plot
# feedback plot: distance
# A common mistake: plots only every other reading.
from bugbot import *

connect()

readings, headings = [], []
for tick in range(24):
    drive(0, 0, 60)
    cm = distance()
    if tick % 2 == 0:
        plot("distance", cm)
    readings.append(cm)
    headings.append(heading())
    wait(0.25)
stop()
best = headings[readings.index(min(readings))]
turn((best - heading() + 540) % 360 - 180)
stop()
