# Averaging: what it removes, and the lag it costs.
from bugbot import *
import statistics

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
for tick in range(60):
    drive(50, 50)
    cm = distance()
    readings.append(cm)
    plot("reading", cm)
    plot("average of 8", average_of_last(readings, 8))
    wait(0.05)
stop()
behind = [average_of_last(readings[:i + 1], 8) - readings[i] for i in range(8, len(readings))]
print("driving: the average of 8 is", round(statistics.mean(behind), 1), "cm behind the reading")
