# expect: full marks
# The look round done and plotted, the robot turned to the nearest wall, then a loop that keeps
# reading the sensor (from an outside teacher's class): stopped at the robot-time limit, its work kept.
from bugbot import *
connect()
r, h = [], []
for tick in range(22):
    drive(0, 0, 60)
    cm = distance()
    plot("distance", cm)
    r.append(cm); h.append(heading())
    wait(0.25)
stop()
t = h[r.index(min(r))]
turn((t - heading() + 180) % 360 - 180)
while True:
    if distance() < 5:
        break
