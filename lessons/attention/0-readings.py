from bugbot import *

connect()

# spin on the spot, reading the distance four times a second
readings = []
headings = []
for tick in range(49):
    drive(0, 0, 100)
    cm = distance()
    readings.append(cm)
    headings.append(heading())
    plot("reading, cm", cm)
    wait(0.25)
stop()

print("the first 25 readings:", *readings[:25])

# how far does the robot turn between two readings?
turned = sum((b - a) % 360 for a, b in zip(headings, headings[1:]))
step = turned / (len(headings) - 1)
print("it turns", round(step, 1), "degrees a reading, so one revolution is",
      round(360 / step, 1), "readings")

# guess 1: the next reading is the same as this one
same = [abs(readings[i + 1] - readings[i]) for i in range(len(readings) - 1)]
print("next = this one: off by", round(sum(same) / len(same), 1), "cm on average")

# guess 2: the next reading is the average of the last three
average = [abs(readings[i + 1] - sum(readings[i - 2:i + 1]) / 3) for i in range(2, len(readings) - 1)]
print("average of the last three: off by", round(sum(average) / len(average), 1), "cm on average")
