# expect: full marks
# expect: any smooth
# written from the lesson text alone (issue 28), with its expected marks
# A window of 4 over exactly 30 still readings: the text now says a window of 4 or fewer may spread
# more than 60 %, so smooth is left open; stop must pass.
# Your turn: smooth the readings, then stop at the wall by them.
# 1. Standing still, take at least 30 readings; plot each as "raw" and the
#    average of the last few as "smooth".
# 2. Drive slowly at the wall, plotting "raw" and "smooth", and stop with the
#    robot's front 20 cm from the wall (give or take 3 cm), going by the smoothed
#    reading. Remember the average lags behind.
from bugbot import *

connect()

N = 4
recent = []


def smoothed(cm):
    recent.append(cm)
    last = recent[-N:]
    return sum(last) / len(last)


for tick in range(30):
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    wait(0.05)

# now drive at the wall and stop at 20 cm
drive(30, 30)
while True:
    cm = distance()
    plot("raw", cm)
    s = smoothed(cm)
    plot("smooth", s)
    if s <= 26:
        break
    wait(0.05)
stop()
