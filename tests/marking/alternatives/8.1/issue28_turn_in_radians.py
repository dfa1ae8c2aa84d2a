# expect: loses nearest
# feedback nearest: radians
# written from the lesson text alone (issue 28), with its expected marks
# Mistake: the turn back given in radians (math.radians), 57 times too small: named as radians.
from bugbot import *
import math
connect()
readings, heads = [], []
for i in range(26):
    drive(0, 0, 50)
    d = distance()
    plot("distance", d)
    readings.append(d)
    heads.append(heading())
    wait(0.25)
stop()
target = heads[readings.index(min(readings))]
diff = (target - heading() + 540) % 360 - 180
turn(math.radians(diff))
stop()
