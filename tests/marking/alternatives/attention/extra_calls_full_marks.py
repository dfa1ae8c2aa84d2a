# expect: full marks
# The reference solution (solution/attention.py) with every other robot call added at the start: servo, led, beep,
# battery, forward, backward, left, right, turn and every form of draw keep the full marks.
from bugbot import *
import math

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


PATCH = 5
KEYS = 20
DIVISOR = 0.5


def scaled(cm):
    return (cm - 50) / 25


def attention(history):
    query = [scaled(cm) for cm in history[-PATCH:]]
    keys = [[scaled(cm) for cm in history[j:j + PATCH]] for j in range(KEYS)]
    values = [history[j + PATCH] for j in range(KEYS)]
    scores = [sum(q * k for q, k in zip(query, key)) / DIVISOR for key in keys]
    biggest = max(scores)
    weights = [math.exp(s - biggest) for s in scores]
    total = sum(weights)
    weights = [w / total for w in weights]
    return sum(w * v for w, v in zip(weights, values)), weights


readings = []
weights = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= PATCH + KEYS:
        guess, weights = attention(readings[-(PATCH + KEYS):])
        plot("guess", guess)
    wait(0.25)
stop()

for w in weights:
    plot("weight", w)
