# expect: loses period
# No signal analysis at all: times two turns with heading() and the clock, reading the
# distance only afterwards (an outside attacker's program). The task says: from the readings alone.
import time
from bugbot import *
connect()
drive(0, 0, 40)
turned, last = 0.0, heading()
t0 = time.time()
while turned < 720:
    wait(0.05)
    h = heading()
    turned += (h - last) % 360
    last = h
print("period:", (time.time() - t0) * 360 / turned, "s")
stop()
wait(0.6)
r = [distance() for _ in range(30)]
import statistics
print("noise:", statistics.pstdev(r), "cm")
