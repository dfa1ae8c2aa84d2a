# expect: loses count
# feedback count: near
# A common mistake: the count at the end is of the far readings.
from bugbot import *

connect()

rows = []
for tick in range(24):
    drive(0, 0, 60)
    rows.append((round(heading()), distance()))
    wait(0.25)
stop()

far = 0
for h, cm in rows:
    label = "near" if cm < 40 else "far"
    if label == "far":
        far += 1
    print(h, cm, label)
print("near:", far)
