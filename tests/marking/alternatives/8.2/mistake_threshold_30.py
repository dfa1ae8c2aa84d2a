# expect: loses labels count
# feedback labels: 40
# A common mistake: the threshold is off (30 cm, the next lesson's, instead of 40).
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
