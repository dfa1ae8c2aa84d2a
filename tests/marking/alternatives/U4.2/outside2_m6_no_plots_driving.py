# expect: loses stop
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: stops by the average but plots nothing while driving (the task asks for raw and smooth on every step) -> loses stop only.
from bugbot import *

connect()

N = 8
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

recent.clear()
drive(30, 30)
while True:
    s = smoothed(distance())
    if len(recent) >= N and s <= 26:
        break
    wait(0.05)
stop()
