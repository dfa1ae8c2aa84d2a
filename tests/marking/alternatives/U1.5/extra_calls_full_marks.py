# expect: full marks
# The reference solution (solution/signal.py) with every other robot call added at the start: servo, led, beep,
# battery, forward, backward, left, right, turn (moving nothing: see below) and every form of draw keep the
# full marks.
from bugbot import *
import statistics

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


STEP = 0.25
spin = []
for tick in range(48):
    drive(0, 0, 80)
    spin.append(distance())
    wait(STEP)
stop()
wait(0.5)


def mismatch(lag):
    pairs = list(zip(spin, spin[lag:]))
    return sum(abs(a - b) for a, b in pairs) / len(pairs)


# the first lag that matches nearly as well as the best: twice the period matches well too
lags = range(4, 30)
lowest = min(mismatch(k) for k in lags)
best = next(k for k in lags if mismatch(k) <= 1.2 * lowest and mismatch(k) <= mismatch(k + 1))
# refine between neighbouring lags with a parabola through the three mismatches
m0, m1, m2 = mismatch(best - 1), mismatch(best), mismatch(best + 1)
shift = 0.5 * (m0 - m2) / (m0 - 2 * m1 + m2) if (m0 - 2 * m1 + m2) != 0 else 0
print("period:", round((best + shift) * STEP, 2), "s")

still = []
for tick in range(40):
    still.append(distance())
    wait(0.1)
print("noise:", round(statistics.pstdev(still), 2), "cm")
