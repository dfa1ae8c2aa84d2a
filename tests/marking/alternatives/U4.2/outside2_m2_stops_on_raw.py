# expect: loses stop
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: plots the average while driving, but stops on the raw reading -> loses stop only.
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
while True:
    drive(30, 30)
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    if cm <= 25:
        break
    wait(0.05)
stop()
