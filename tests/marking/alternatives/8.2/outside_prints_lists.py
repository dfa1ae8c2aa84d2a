# expect: full marks
# outside tester, from the lesson text: each row kept as a list and printed as it is, [h, cm, 'far']
from bugbot import *

connect()
rows = []
for tick in range(24):
    drive(0, 0, 60)
    cm = distance()
    rows.append([round(heading()), cm, "near" if cm < 40 else "far"])
    wait(0.25)
stop()
for row in rows:
    print(row)
print("near:", [r[2] for r in rows].count("near"))
