# expect: full marks
# expect: any labels count
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: "near" if cm <= 40, so a reading of exactly 40 is labelled near -> loses labels where a 40 comes up (the text's exactly-40 rule).
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
    label = "near" if cm <= 40 else "far"
    near += label == "near"
    print(h, cm, label)
print("near:", near)
