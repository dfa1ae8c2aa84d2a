# expect: loses stop
# feedback stop: centre
# A common mistake: stops when the reading says 20, but the reading is from the robot's centre.
from bugbot import *

connect()

recent = []


def smoothed(cm):
    recent.append(cm)
    return sum(recent[-8:]) / len(recent[-8:])


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
    if smooth <= 20:
        break
    wait(0.05)
stop()
