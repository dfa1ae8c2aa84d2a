# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: after the look round it always turns clockwise to the nearest heading (the long way round sometimes).
from bugbot import *

connect()

best_cm, best_h = 999, 0
for tick in range(26):
    drive(0, 0, 60)
    cm = distance()
    plot("distance", cm)
    if cm < best_cm:
        best_cm, best_h = cm, heading()
    wait(0.25)
stop()
turn((best_h - heading()) % 360)
print("facing", round(heading()), "nearest seen", best_cm)
