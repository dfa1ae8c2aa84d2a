# expect: full marks
# The reference solution (solution/network.py) with every other robot call added at the start: servo, led, beep,
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



def scaled(cm):
    return (cm - 50) / 25


def forward(x, weights):
    a, c, w, b = weights
    h = math.tanh(a * x + c)             # the hidden neuron
    scores = [w * h + b, 0.0]            # near, far
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    p_near = e[0] / sum(e)               # softmax
    return p_near, h


def loss_and_gradient(data, weights):
    a, c, w, b = weights
    total, g = 0.0, [0.0, 0.0, 0.0, 0.0]
    for x, near in data:
        p, h = forward(x, weights)
        total += -math.log(p if near else 1 - p)
        d = p - (1 if near else 0)       # how far the near-score should move
        g[0] += d * w * (1 - h * h) * x
        g[1] += d * w * (1 - h * h)
        g[2] += d * h
        g[3] += d
    n = len(data)
    return total / n, [gi / n for gi in g]


# collect: a slow spin, each reading labelled near (under 30 cm) or far
data = []
for tick in range(40):
    drive(0, 0, 60)
    cm = distance()
    data.append((scaled(cm), cm < 30))
    wait(0.25)
stop()

weights = [0.5, 0.0, 0.5, 0.0]
RATE = 1.0
for step in range(300):
    loss, gradient = loss_and_gradient(data, weights)
    weights = [wi - RATE * gi for wi, gi in zip(weights, gradient)]
    if step % 10 == 0:
        plot("loss", loss)
print("weights:", [round(x, 2) for x in weights])

# use it: spin again and say how sure it is that each new reading is near
for tick in range(30):
    drive(0, 0, 60)
    cm = distance()
    p, _ = forward(scaled(cm), weights)
    plot("near", p)
    wait(0.25)
stop()
