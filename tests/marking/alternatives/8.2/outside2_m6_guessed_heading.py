# expect: loses table
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: works the heading out as tick * 19 (the demo's step) instead of reading heading() -> loses table only (other motors turn at other rates).
from bugbot import *

connect()

rows = []
for tick in range(24):
    drive(0, 0, 60)
    rows.append((tick * 19 % 360, distance()))
    wait(0.25)
stop()

near = 0
for h, cm in rows:
    label = "near" if cm < 40 else "far"
    near += label == "near"
    print(h, cm, label)
print("near:", near)
