# expect: loses spin nearest
# feedback spin: cover
# A common mistake: looks round only about 190 degrees, then turns back the other way.
from bugbot import *

connect()

readings, headings = [], []
for tick in range(14):
    drive(0, 0, 40)
    cm = distance()
    plot("distance", cm)
    readings.append(cm)
    headings.append(heading())
    wait(0.25)
stop()
turn(-heading() if heading() < 180 else 360 - heading())   # back to the start, the other way
best = headings[readings.index(min(readings))]
turn((best - heading() + 540) % 360 - 180)
stop()
