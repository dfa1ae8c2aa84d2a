# expect: loses labels
# expect: any count
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: labels near under 30 cm (the tiny network's threshold) instead of 40 -> loses labels (and the count of near goes with it).
from bugbot import *

connect()

rows = []
for tick in range(24):
    drive(0, 0, 60)
    rows.append((round(heading()), distance()))
    wait(0.25)
stop()

near = 0
for h, cm in rows:
    label = "near" if cm < 30 else "far"
    near += label == "near"
    print(h, cm, label)
print("near:", near)
