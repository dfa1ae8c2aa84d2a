# expect: loses nearest
# feedback nearest: drove
# an outside attacker (issue 27 item 2): drives into the wall ahead before its first reading, reads a full
# circle and stops where it began: no move depends on a reading, yet the wall ahead is its smallest one.
from bugbot import *
connect()
drive(60, 60)
wait(5)
stop()
wait(0.5)
start = heading()
for i in range(24):
    drive(0, 0, 60)
    plot("distance", distance())
    wait(0.25)
stop()
diff = (start - heading() + 540) % 360 - 180
turn(diff)
stop()
