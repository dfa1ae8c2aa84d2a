# expect: loses smooth
# expect: any stop
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: averages only the last 2 readings, which spreads about 70 % as much as the readings -> loses smooth only.
from bugbot import *

connect()

N = 2
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
    s = smoothed(cm)
    plot("raw", cm)
    plot("smooth", s)
    if len(recent) >= N and s <= 25.5:
        break
    wait(0.05)
stop()
