# expect: loses table
# feedback table: print the real heading, heading()
# outside tester, a common mistake: the heading worked out as 15 degrees a step (as on the demo's
# robot) instead of read with heading()
from bugbot import *

connect()
rows = []
for tick in range(24):
    drive(0, 0, 60)
    rows.append((tick * 15, distance()))
    wait(0.25)
stop()
near = 0
for h, cm in rows:
    label = "near" if cm < 40 else "far"
    near += label == "near"
    print(h, cm, label)
print("near:", near)
