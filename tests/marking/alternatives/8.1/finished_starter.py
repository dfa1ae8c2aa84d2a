# expect: full marks
# The starter finished as its comments ask and nothing more: plot each reading, then turn to the smallest.
from bugbot import *

connect()

readings = []
headings = []
for tick in range(24):       # 24 quarter-seconds at this speed: a little more than one turn
    drive(0, 0, 60)
    cm = distance()
    plot("distance", cm)
    readings.append(cm)
    headings.append(heading())
    wait(0.25)
stop()

# which heading had the smallest reading? turn to face it, then stop.
best = readings.index(min(readings))
target = headings[best]
turn_by = (target - heading()) % 360
if turn_by > 180:
    turn_by -= 360
turn(turn_by)
stop()
