# expect: full marks
# outside tester, from the lesson text: plain functions over one list, the mean of the last 12,
# 35 % power all the way, stopping at a smoothed 27 cm (front 22) to allow for the lag
from bugbot import *

connect()
readings = []


def mean_of_last(n):
    last = readings[-n:]
    return sum(last) / len(last)


def take():
    cm = distance()
    readings.append(cm)
    plot("raw", cm)
    s = mean_of_last(12)
    plot("smooth", s)
    return s


for i in range(40):
    take()
    wait(0.05)

drive(35, 35)
while take() > 27:
    wait(0.05)
stop()
wait(0.5)
print("stopped; the average says", round(mean_of_last(12), 1))
