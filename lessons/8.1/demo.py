# One slow turn on the spot, printing what the robot sees as numbers.
from bugbot import *

connect()

for tick in range(16):
    drive(0, 0, 60)           # spin clockwise, a little slower than full power
    cm = distance()
    print("heading", round(heading()), "degrees: distance", cm, "cm")
    plot("distance", cm)
    wait(0.25)
stop()
