# expect: loses plot nearest
# feedback nearest: did not come from the readings
# The starter as it is: it never turns back, so it is not told its turn was in radians.
# Your turn: find the nearest wall.
# 1. Turn a full circle, reading the distance at least 12 times.
# 2. Plot every reading as "distance".
# 3. Remember the heading where the reading was smallest, turn back to it and stop.
from bugbot import *

connect()

readings = []
headings = []
for tick in range(24):       # 24 quarter-seconds at this speed: a little more than one turn
    drive(0, 0, 60)
    cm = distance()
    readings.append(cm)
    headings.append(heading())
    wait(0.25)
stop()

# which heading had the smallest reading? turn to face it, then stop.
