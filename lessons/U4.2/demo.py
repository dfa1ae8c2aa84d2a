# Averaging: what it removes, and the lag it costs.
from bugbot import *
import statistics
import time

connect()


def average_of_last(values, n):
    window = values[-n:]
    return sum(window) / len(window)


# 1. standing still: the average is steadier than the readings
raw = []
for tick in range(40):
    raw.append(distance())
    wait(0.05)
smooth = [average_of_last(raw[:i + 1], 8) for i in range(len(raw))]
print("standing still: readings spread", round(statistics.pstdev(raw), 2),
      "cm, average of 8 spreads", round(statistics.pstdev(smooth[8:]), 2), "cm")

# 2. driving at the wall: the average is behind the readings
readings = []
start_y = None
for tick in range(60):
    drive(50, 50)
    cm = distance()
    readings.append(cm)
    plot("reading", cm)
    plot("average of 8", average_of_last(readings, 8))
    if tick == 20:
        start_y, start_t = position()[1], time.time()   # once it is up to speed (time follows the simulation)
    wait(0.05)
speed = (position()[1] - start_y) / (time.time() - start_t)
stop()
behind = [average_of_last(readings[:i + 1], 8) - readings[i] for i in range(8, len(readings))]
print("driving: the average of 8 is", round(statistics.mean(behind), 1), "cm behind the reading")
span = 7 * 0.05   # 8 readings, 0.05 s apart
print("speed", round(speed, 1), "cm/s; the window spans", round(span, 2), "s; half of it is",
      round(span / 2, 3), "s, or", round(speed * span / 2, 1), "cm at that speed")
