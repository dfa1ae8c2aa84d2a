# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: the starter finished: average of the last 8, then drive at 30 % and stop when the average reaches 26.
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
    if len(recent) >= N and s <= 26:
        break
    wait(0.05)
stop()
wait(0.5)
print("stopped; the reading is now", distance(), "cm")
