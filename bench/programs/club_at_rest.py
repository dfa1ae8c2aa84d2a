# bench/programs/club_loop.py with the robot at rest (drive(0, 0) either way):
# the loop's Python, its three calls and the sensor's reads, without the motion.
# Set against the python3 floor, it shows what the calls cost beyond it (issue 30).
from bugbot import *

connect()
for tick in range(144_000):
    d = distance()
    if d < 25:
        drive(0, 0)
    else:
        drive(0, 0)
    wait(0.025)
print("ticks", tick + 1)
