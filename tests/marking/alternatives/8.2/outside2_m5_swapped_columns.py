# expect: loses table
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: prints distance first, then heading -> loses table only.
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
    label = "near" if cm < 40 else "far"
    near += label == "near"
    print(cm, h, label)
print("near:", near)
