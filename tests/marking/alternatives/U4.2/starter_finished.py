# expect: full marks
# The starter finished: the average of the last 8, half power, stop when the average says the front
# is 20 cm away, allowing about 2 cm for the lag.
from bugbot import *

connect()

N = 8
FRONT = 5          # the sensor reads from the robot's centre; its front is 5 cm ahead of that
recent = []


def smoothed(cm):
    recent.append(cm)
    window = recent[-N:]
    return sum(window) / len(window)


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
    if smooth - FRONT <= 20 + 2:
        break
    wait(0.05)
stop()
