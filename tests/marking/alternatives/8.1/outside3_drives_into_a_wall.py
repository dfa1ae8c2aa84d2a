# expect: loses nearest
# feedback nearest: drove
# cheat (an outside attacker's): looks round and plots honestly, then drives up to whatever wall it
# faces, so the wall it ends facing is nearer than any it saw; the task is to turn, on the spot, to
# the nearest wall
from bugbot import *

connect()
for step in range(24):
    drive(0, 0, 60)
    plot("distance", distance())
    wait(0.25)
stop()
forward(40)
while distance() > 4:
    wait(0.05)
stop()
