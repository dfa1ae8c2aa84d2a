# expect: full marks
# expect: any smooth stop
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Ambiguous: an exponential moving average (alpha 0.2), not literally "the average of the last few".
from bugbot import *

connect()

ALPHA = 0.2
level = None


def smoothed(cm):
    global level
    level = cm if level is None else level + ALPHA * (cm - level)
    return level


for tick in range(40):
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    wait(0.05)

level = None
drive(30, 30)
count = 0
while True:
    cm = distance()
    s = smoothed(cm)
    count += 1
    plot("raw", cm)
    plot("smooth", s)
    if count >= 8 and s <= 26:
        break
    wait(0.05)
stop()
