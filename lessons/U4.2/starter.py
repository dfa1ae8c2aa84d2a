# Your turn: smooth the readings, then stop at the wall by them.
# 1. Standing still, take at least 30 readings; plot each as "raw" and the
#    average of the last few as "smooth".
# 2. Drive slowly at the wall, plotting "raw" and "smooth", and stop with the
#    robot's front 20 cm from the wall (give or take 3 cm), going by the smoothed
#    reading. Remember the average lags behind.
from bugbot import *

connect()

N = 8
recent = []


def smoothed(cm):
    recent.append(cm)
    return cm   # replace this: return the average of the last N readings


for tick in range(40):
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    wait(0.05)

# now drive at the wall and stop at 20 cm
