# expect: loses nearest
# feedback nearest: turned the wrong way
# mistake: turns the wrong way back (heading - best instead of best - heading)
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
best = headings[readings.index(min(readings))]
turn(heading() - best)
stop()
