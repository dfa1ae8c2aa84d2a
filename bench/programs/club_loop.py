# The loop a robot club writes: one tick every 25 ms for one simulated hour,
# each tick reading the sensor, setting the wheels and waiting.
from bugbot import *

connect()
for tick in range(144_000):
    d = distance()
    if d < 25:
        drive(-40, 40)
    else:
        drive(60, 55)
    wait(0.025)
print("ticks", tick + 1)
