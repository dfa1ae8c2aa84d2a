# expect: loses stop
# expect: any smooth
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: averages every reading so far (sum(recent) / len(recent)), never resetting, so while driving the average lags hugely -> loses stop.
from bugbot import *

connect()

recent = []


def smoothed(cm):
    recent.append(cm)
    return sum(recent) / len(recent)


for tick in range(40):
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    wait(0.05)

drive(30, 30)
for tick in range(400):
    cm = distance()
    s = smoothed(cm)
    plot("raw", cm)
    plot("smooth", s)
    if s <= 26 or cm < 8:
        break
    wait(0.05)
stop()
