# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: the starter finished, rows printed with spaces after the spin.
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
    if cm < 40:
        label = "near"
        near += 1
    else:
        label = "far"
    print(h, cm, label)
print("near:", near)
