# expect: full marks
# The reference solution (solution/neighbour.py) with every other robot call added at the start: servo, led, beep,
# battery, forward, backward, left, right, turn and every form of draw keep the full marks.
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
forward(30, 3)
backward(30, 3)
turn(20)
turn(-20, speed=30)
left(30)
wait(0.2)
right(30)
wait(0.2)
stop()
forward()
backward()
stop()
draw("start", [(50, 20)])
draw("path", [(50, 20), (50, 30)], color="red", shape="line", size=2)
draw("marks", [(45, 25), (55, 25)], "green", "squares", 3)
draw("crosses", [(40, 40)], shape="crosses")
draw("nothing", [])
wait(1)    # at rest again before the program's own work


PATCH = 3


def nearest_guess(readings):
    now = readings[-PATCH:]
    best, best_gap = None, None
    for start in range(len(readings) - PATCH):
        gap = sum((a - b) ** 2 for a, b in zip(readings[start:start + PATCH], now))
        if best_gap is None or gap < best_gap:
            best, best_gap = start, gap
    return readings[best + PATCH]


readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15:
        plot("guess", nearest_guess(readings))
    wait(0.25)
stop()
