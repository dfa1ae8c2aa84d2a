# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: a while loop that reads until it has 40 rows, tab-separated, heading read before the distance.
from bugbot import *

connect()

rows = []
drive(-50, 50)
while len(rows) < 40:
    h = heading()
    cm = distance()
    rows.append((h, cm))
    wait(0.15)
stop()

print("heading\tdistance\tlabel")
nears = 0
for h, cm in rows:
    tag = "near" if cm < 40 else "far"
    if tag == "near":
        nears += 1
    print("%d\t%d\t%s" % (round(h), cm, tag))
print("near:", nears)
