# expect: loses table
# expect: any labels count
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: calls distance() twice per row (once to print, once to label) -> rows are not one reading each: loses table.
from bugbot import *

connect()

near = 0
for tick in range(24):
    drive(0, 0, 60)
    h = round(heading())
    label = "near" if distance() < 40 else "far"
    near += label == "near"
    print(h, distance(), label)
    wait(0.25)
stop()
print("near:", near)
