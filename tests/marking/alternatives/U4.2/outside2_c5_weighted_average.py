# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct (a weighted average, as the text mentions): the last 8 weighted 1..8, recent ones most; stop at 25.5 at 30 %.
from bugbot import *

connect()

WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8]
recent = []


def smoothed(cm):
    recent.append(cm)
    window = recent[-len(WEIGHTS):]
    ws = WEIGHTS[-len(window):]
    return sum(w * x for w, x in zip(ws, window)) / sum(ws)


for tick in range(40):
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    wait(0.05)

del recent[:]
drive(30, 30)
while True:
    cm = distance()
    s = smoothed(cm)
    plot("raw", cm)
    plot("smooth", s)
    if len(recent) >= 8 and s <= 25.5:
        break
    wait(0.05)
stop()
