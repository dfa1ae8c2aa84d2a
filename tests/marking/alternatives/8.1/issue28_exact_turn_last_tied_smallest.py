# expect: full marks
# written from the lesson text alone (issue 28), with its expected marks
# Correct: turns exactly to the heading of its smallest reading, the last of several tied ones; judged on
# its own readings (ties within the noise are equally near), not on the true distances between them.
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
low = min(readings)
target = heads[max(i for i, r in enumerate(readings) if r == low)]
diff = (target - heading() + 540) % 360 - 180
turn(diff)
stop()
