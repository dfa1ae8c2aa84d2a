# expect: full marks
# outside tester, from the lesson text: rows printed with units, 12° 83 cm far
from bugbot import *
connect()
rows = []
for tick in range(24):
    drive(0, 0, 60)
    cm = distance()
    rows.append((round(heading()), cm))
    wait(0.25)
stop()
near = 0
for h, cm in rows:
    label = "near" if cm < 40 else "far"
    near += label == "near"
    print(f"{h}° {cm} cm {label}")
print("near:", near)
