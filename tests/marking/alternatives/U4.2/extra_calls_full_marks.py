# expect: full marks
# The reference solution (solution/average.py) with every other robot call added at the start: servo, led, beep,
# battery, forward, backward, left, right, turn (moving nothing: see below) and every form of draw keep the
# full marks.
from bugbot import *

connect()
# Every call a club program adds that the task does not need (issue 18):
# lights, sound, a servo, the battery, a few moves that come back to the
# start, and every form of draw. None of them may cost a mark.
led("green")
led(0, 128, 255)
beep(440, 20)
beep(0)
servo(0, 90)
servo(index=2, angle=0)
level = battery()
# This lesson's checks time the spin by every turning frame and take "standing
# still" to mean before the first move, so the moves here move nothing.
forward(30, 0)
backward(30, 0)
turn(0)
turn(0, speed=30)
left(0)
right(0)
forward(0)
backward(0)
stop()
draw("start", [(50, 20)])
draw("path", [(50, 20), (50, 30)], color="red", shape="line", size=2)
draw("marks", [(45, 25), (55, 25)], "green", "squares", 3)
draw("crosses", [(40, 40)], shape="crosses")
draw("nothing", [])
wait(1)    # at rest again before the program's own work


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
    if len(recent) == N and s < 20 + RADIUS + 0.5 * (N - 1) * 0.025 * 6:
        break
    drive(30, 30)
stop()
