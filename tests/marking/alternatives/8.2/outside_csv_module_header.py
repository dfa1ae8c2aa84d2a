# expect: full marks
# outside tester, from the lesson text: the csv module writing to stdout with a header row, as the
# demo prints one; the distance read first, then the heading
import csv
import sys
from bugbot import *

connect()
out = csv.writer(sys.stdout, lineterminator="\n")
out.writerow(["heading", "distance", "label"])
near = 0
for i in range(22):
    drive(0, 0, 60)
    cm = distance()
    h = round(heading())
    label = "near" if cm < 40 else "far"
    if label == "near":
        near += 1
    out.writerow([h, cm, label])
    wait(0.25)
stop()
print(f"near: {near}")
