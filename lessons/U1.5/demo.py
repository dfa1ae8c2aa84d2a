# Plot a sensor over time and read its shape: a spin, then standing still.
from bugbot import *
import statistics

connect()

spin = []
for tick in range(40):
    drive(0, 0, 100)
    cm = distance()
    spin.append(cm)
    plot("distance", cm)
    wait(0.25)
stop()
wait(0.5)

jumps = [b - a for a, b in zip(spin, spin[1:]) if abs(b - a) > 15]
print("spinning: from", min(spin), "to", max(spin), "cm,", len(jumps), "jumps of more than 15 cm")

still = []
for tick in range(40):
    cm = distance()
    still.append(cm)
    plot("distance", cm)
    wait(0.1)
print("standing still: mean", round(statistics.mean(still), 1), "cm, spread (standard deviation)",
      round(statistics.pstdev(still), 2), "cm")
