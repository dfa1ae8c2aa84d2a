# expect: loses stop
# feedback stop: not the smoothed one
# cheap: a proper moving average is plotted, but the robot stops by the raw reading, drive(0, 0), no slowing
from bugbot import *
connect()
recent = []


def smoothed(cm):
    recent.append(cm)
    last = recent[-8:]
    return sum(last) / len(last)


for tick in range(40):
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    wait(0.05)
while True:
    drive(40, 40)
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    if cm <= 25:
        drive(0, 0)
        break
    wait(0.05)
