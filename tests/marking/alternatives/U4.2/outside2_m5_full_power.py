# expect: loses stop
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: drives at the wall at full power with no allowance for the lag, so it stops late -> loses stop only.
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
    drive(100, 100)
    cm = distance()
    s = smoothed(cm)
    plot("raw", cm)
    plot("smooth", s)
    if len(recent) >= N and s <= 25:
        break
    wait(0.05)
stop()
wait(0.5)
print("stopped; the reading is now", distance(), "cm")
