# expect: loses spin
# feedback spin: 12
# A common mistake: a fast spin read only 8 times. It still turns to the heading of its own smallest
# reading, which is what nearest asks (issue 28: judged on the readings, not on walls it never saw).
from bugbot import *

connect()

readings, headings = [], []
for tick in range(8):
    drive(0, 0, 100)
    cm = distance()
    plot("distance", cm)
    readings.append(cm)
    headings.append(heading())
    wait(0.4)
stop()
best = headings[readings.index(min(readings))]
turn((best - heading() + 540) % 360 - 180)
stop()
