# expect: loses plot
# feedback plot: 1 of your 24 readings while turning was plotted
# written from the lesson text alone (issue 28), with its expected marks
# Mistake: plots only the first reading of the look round; the feedback's count agrees with its noun.
from bugbot import *
connect()
readings, heads = [], []
for i in range(24):
    drive(0, 0, 60)
    d = distance()
    if i == 0:
        plot("distance", d)
    readings.append(d)
    heads.append(heading())
    wait(0.25)
stop()
target = heads[readings.index(min(readings))]
turn((target - heading() + 540) % 360 - 180)
stop()
