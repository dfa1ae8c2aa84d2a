# expect: loses smooth
# feedback smooth: 60
# A common mistake: an average of only the last 2 readings, which hardly smooths.
from bugbot import *

connect()

recent = []


def smoothed(cm):
    recent.append(cm)
    return sum(recent[-2:]) / len(recent[-2:])


for tick in range(40):
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    wait(0.05)

drive(50, 50)
while True:
    cm = distance()
    smooth = smoothed(cm)
    plot("raw", cm)
    plot("smooth", smooth)
    if smooth - 5 <= 21:
        break
    wait(0.05)
stop()
