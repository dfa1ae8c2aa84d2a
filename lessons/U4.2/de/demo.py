# Mitteln: was es wegnimmt und welche Verzögerung es kostet.
from bugbot import *
import statistics
import time

connect()


def average_of_last(values, n):
    window = values[-n:]
    return sum(window) / len(window)


# 1. im Stillstand: Der Mittelwert ist ruhiger als die Messwerte
raw = []
for tick in range(40):
    raw.append(distance())
    wait(0.05)
smooth = [average_of_last(raw[:i + 1], 8) for i in range(len(raw))]
print("Im Stillstand: Die Messwerte streuen um", round(statistics.pstdev(raw), 2),
      "cm, der Mittelwert der letzten 8 um", round(statistics.pstdev(smooth[8:]), 2), "cm")

# 2. auf die Wand zufahren: Der Mittelwert hinkt den Messwerten hinterher
readings = []
start_y = None
for tick in range(60):
    drive(50, 50)
    cm = distance()
    readings.append(cm)
    plot("reading", cm)
    plot("average of 8", average_of_last(readings, 8))
    if tick == 20:
        start_y, start_t = position()[1], time.time()   # sobald er schnell genug ist (die Zeit folgt der Simulation)
    wait(0.05)
speed = (position()[1] - start_y) / (time.time() - start_t)
stop()
behind = [average_of_last(readings[:i + 1], 8) - readings[i] for i in range(8, len(readings))]
print("Beim Fahren: Der Mittelwert der letzten 8 hinkt", round(statistics.mean(behind), 1), "cm hinter dem Messwert her")
span = 7 * 0.05   # 8 Messwerte im Abstand von 0,05 s
print("Geschwindigkeit", round(speed, 1), "cm/s; das Fenster umfasst", round(span, 2), "s; die Hälfte davon ist",
      round(span / 2, 3), "s, also", round(speed * span / 2, 1), "cm bei dieser Geschwindigkeit")
