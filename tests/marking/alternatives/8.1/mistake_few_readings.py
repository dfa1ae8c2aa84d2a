# expect: loses spin nearest
# feedback spin: 12
# A common mistake: a fast spin read only 8 times, so on some starts it also misses the nearest wall.
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
