# expect: loses table count
# Reads on every step of the spin but prints a row only for every other reading: the feedback says
# what was seen (readings a moment apart, fewer rows), not a lecture on reading once per row (issue 46).
# feedback table: each a moment apart
from bugbot import *

connect()
near = 0
for i in range(48):
    drive(0, 0, 40)
    h = heading()
    cm = distance()
    label = "near" if cm < 40 else "far"
    if i % 2 == 0:
        near += label == "near"
        print(round(h), cm, label)
    wait(0.1)
stop()
print("near:", near)
