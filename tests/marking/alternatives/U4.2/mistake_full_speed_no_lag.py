# expect: loses stop
# feedback stop: late
# A common mistake: full speed with an average of 12, stopping at exactly 25 from the centre: the lag
# (and the time to stop) carry the robot past 20 cm.
from bugbot import *

connect()

recent = []


def smoothed(cm):
    recent.append(cm)
    return sum(recent[-12:]) / len(recent[-12:])


for tick in range(40):
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    wait(0.05)

drive(100, 100)
while True:
    cm = distance()
    smooth = smoothed(cm)
    plot("raw", cm)
    plot("smooth", smooth)
    if smooth <= 25:
        break
    wait(0.05)
stop()
