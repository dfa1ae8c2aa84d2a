# expect: full marks
# rows as the German 8.1 demo prints them: Ausrichtung 0 Grad, Abstand 83 cm, far
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
    print("Ausrichtung", h, "Grad, Abstand", cm, "cm,", label)
print("near:", near)
