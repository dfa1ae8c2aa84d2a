# expect: loses stop
# Compares the wrong way round: it stops at once, while the average is above the stopping distance.
# The feedback says what was seen (it never drove), not that it drove the wrong way (issue 46).
# feedback stop: cm in all, so there was no drive to the wall
# Reference solution for lesson U4.2 (not shown to students).
from bugbot import *

connect()

N = 8
RADIUS = 5      # the robot's front is 5 cm ahead of its centre
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
    # distance() is from the robot's centre, RADIUS behind its front; the average of N readings
    # 0.025 s apart lags by half its window at about 6 cm a second
    if len(recent) == N and s > 20 + RADIUS + 0.5 * (N - 1) * 0.025 * 6:
        break
    drive(30, 30)
stop()
