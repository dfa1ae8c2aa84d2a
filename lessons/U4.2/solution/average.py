# Reference solution for lesson U4.2 (not shown to students).
from bugbot import *

connect()

N = 8
recent = []


def smoothed(cm):
    recent.append(cm)
    if len(recent) > N:
        recent.pop(0)
    return sum(recent) / len(recent)


# standing still: raw against smoothed
for tick in range(40):
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    wait(0.05)

# drive at the wall slowly, and stop at 20 cm by the smoothed reading
recent.clear()
while True:
    cm = distance()
    s = smoothed(cm)
    plot("raw", cm)
    plot("smooth", s)
    if len(recent) == N and s < 20 + 0.5 * 6 * N * 0.025:   # the average lags by half its window
        break
    drive(30, 30)
stop()
