# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: heading printed as int(heading()) (truncated, not rounded), with a header line.
from bugbot import *

connect()

rows = []
for tick in range(24):
    drive(0, 0, 60)
    cm = distance()
    rows.append((int(heading()), cm))
    wait(0.25)
stop()

print("heading distance label")
for h, cm in rows:
    print(h, cm, "near" if cm < 40 else "far")
print("near:", len([1 for _, cm in rows if cm < 40]))
