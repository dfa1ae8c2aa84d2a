# expect: loses labels count
# mistake: near taken as 40 cm or more (the label the wrong way round), rows in the demo style
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
    label = "far" if cm < 40 else "near"
    if label == "near":
        near += 1
    print("heading", h, "degrees, distance", cm, "cm,", label)
print("near:", near)
