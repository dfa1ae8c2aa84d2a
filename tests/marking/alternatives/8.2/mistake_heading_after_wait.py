# expect: loses table
# feedback table: one step late
# mistake: reads the heading after the wait, so each heading is a quarter second late
from bugbot import *
connect()
rows = []
for tick in range(24):
    drive(0, 0, 60)
    cm = distance()
    wait(0.25)
    rows.append((round(heading()), cm))
stop()
n = 0
for h, cm in rows:
    label = "near" if cm < 40 else "far"
    n += label == "near"
    print(h, cm, label)
print("near:", n)
