# expect: loses smooth stop
# feedback smooth: 60
# A common mistake: an average of only the last 2 readings, which hardly smooths. On the
# hidden runs its stop lands early too (the noise of two readings trips it): the same mistake, both tasks.
from bugbot import *

connect()

recent = []


def smoothed(cm):
    recent.append(cm)
    return sum(recent[-2:]) / len(recent[-2:])


for tick in range(40):
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    wait(0.05)

drive(50, 50)
while True:
    cm = distance()
    smooth = smoothed(cm)
    plot("raw", cm)
    plot("smooth", smooth)
    if smooth - 5 <= 21:
        break
    wait(0.05)
stop()
