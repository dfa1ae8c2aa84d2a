# expect: loses nearest
# feedback nearest: max()
# written from the lesson text alone (issue 28), with its expected marks
# Mistake: max() for min(), so it turns to its largest reading: named as max(), not as a turn the wrong way.
from bugbot import *
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
target = heads[readings.index(max(readings))]
diff = (target - heading() + 540) % 360 - 180
turn(diff)
stop()
