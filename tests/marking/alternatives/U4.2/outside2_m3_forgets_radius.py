# expect: loses stop
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: stops when the smoothed reading is 20 (forgets the 5 cm from centre to front) -> loses stop only.
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
    s = smoothed(cm)
    plot("raw", cm)
    plot("smooth", s)
    if len(recent) >= N and s <= 20:
        break
    wait(0.05)
stop()
wait(0.5)
print("stopped; the reading is now", distance(), "cm")
