# expect: loses table labels count
# feedback table: call it once
# feedback labels: the reading taken just before
# feedback count: every call of distance() is a new reading
# outside tester, a common mistake: distance() called once to label the row and again to print it,
# so each label is of another reading than the one printed
from bugbot import *

connect()
near = 0
for tick in range(24):
    drive(0, 0, 60)
    h = round(heading())
    label = "near" if distance() < 40 else "far"
    print(h, distance(), label)
    if label == "near":
        near += 1
    wait(0.25)
stop()
print("near:", near)
