# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: a deque(maxlen=8) and helper functions; a 35 % approach that stops one lag early.
from bugbot import *
from collections import deque
import statistics

connect()

window = deque(maxlen=8)


def step(cm):
    window.append(cm)
    plot("raw", cm)
    avg = sum(window) / len(window)
    plot("smooth", avg)
    return avg


def stand_still(n):
    averages = []
    for _ in range(n):
        averages.append(step(distance()))
        wait(0.05)
    return averages


averages = stand_still(45)
print("smooth spread while still:", round(statistics.pstdev(averages[8:]), 2), "cm")

window.clear()
drive(35, 35)
while True:
    avg = step(distance())
    if len(window) == window.maxlen and avg <= 26.5:
        break
    wait(0.05)
stop()
wait(0.3)
x, y = position()
print("stopped at", x, y, "reading", distance())
