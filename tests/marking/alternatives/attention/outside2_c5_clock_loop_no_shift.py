# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: a loop on the simulated clock (20 s), softmax without subtracting the max (fine at these sizes), weights kept by index.
from bugbot import *
import math
import time

connect()

buf = []
last = None
start = time.monotonic()
while time.monotonic() - start < 20:
    drive(0, 0, 100)
    buf.append(distance())
    if len(buf) >= 25:
        h = buf[-25:]
        sc = [(v - 50) / 25 for v in h]
        q = sc[-5:]
        raw = [math.exp(sum(q[i] * sc[j + i] for i in range(5)) / 0.5) for j in range(20)]
        tot = sum(raw)
        last = [r / tot for r in raw]
        plot("guess", sum(last[j] * h[j + 5] for j in range(20)))
    wait(0.25)
stop()
print("readings:", len(buf), " guesses:", len(buf) - 24)
for j in range(20):
    plot("weight", last[j])
    wait(0.1)
print("the biggest weight of the last guess:", round(max(last), 3), "on key", last.index(max(last)))
