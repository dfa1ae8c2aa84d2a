# expect: full marks
# rows in 8.1's own demo style: heading 0 degrees, distance 83 cm, far (issue 20)
from bugbot import *

connect()

rows = []
for tick in range(24):
    drive(0, 0, 60)
    h = heading()
    cm = distance()
    rows.append((round(h), cm))
    wait(0.25)
stop()

near = 0
for h, cm in rows:
    label = "near" if cm < 40 else "far"
    if label == "near":
        near += 1
    print("heading", h, "degrees, distance", cm, "cm,", label)
print("near:", near)
