# Your turn: measure the signal.
# 1. While the robot spins, work out the period of the readings (seconds per
#    repeat) from the readings alone, and print it: print("period:", seconds, "s")
# 2. Then, standing still, take at least 30 readings and print their standard
#    deviation: print("noise:", cm, "cm")
from bugbot import *
import statistics

connect()

STEP = 0.25
spin = []
for tick in range(48):
    drive(0, 0, 80)
    spin.append(distance())
    wait(STEP)
stop()
wait(0.5)

# the period: after how many steps do the readings look most like themselves?

still = []
# take readings standing still, then print the noise
