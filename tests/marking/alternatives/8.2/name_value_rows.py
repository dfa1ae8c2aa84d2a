# expect: full marks
# rows as name=value pairs and an arrow before the label: heading=0 distance=83 -> far
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
    print(f"heading={h} distance={cm} -> {label}")
print("near:", near)
