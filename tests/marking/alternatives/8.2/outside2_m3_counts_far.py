# expect: loses count
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: the count line counts the far readings -> loses count only.
from bugbot import *

connect()

rows = []
for tick in range(24):
    drive(0, 0, 60)
    rows.append((round(heading()), distance()))
    wait(0.25)
stop()

count = 0
for h, cm in rows:
    label = "near" if cm < 40 else "far"
    if cm >= 40:
        count += 1
    print(h, cm, label)
print("near:", count)
