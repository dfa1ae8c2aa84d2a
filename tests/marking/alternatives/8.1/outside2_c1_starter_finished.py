# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: the starter finished in the obvious way (min reading, turn by the wrapped difference).
from bugbot import *

connect()

readings = []
headings = []
for tick in range(24):
    drive(0, 0, 60)
    cm = distance()
    plot("distance", cm)
    readings.append(cm)
    headings.append(heading())
    wait(0.25)
stop()

i = readings.index(min(readings))
target = headings[i]
change = (target - heading() + 180) % 360 - 180
print("nearest wall:", readings[i], "cm at heading", round(target), "- turning", round(change), "degrees")
turn(change)
stop()
print("now facing", round(heading()), "reading", distance())
