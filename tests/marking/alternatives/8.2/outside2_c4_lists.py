# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: each row printed as a Python list [heading, distance, label], with a helper and a plot.
from bugbot import *

connect()


def label_for(cm):
    if cm < 40:
        return "near"
    return "far"


data = []
for tick in range(22):
    drive(0, 0, 60)
    cm = distance()
    data.append([round(heading(), 1), cm, label_for(cm)])
    plot("distance", cm)
    wait(0.25)
stop()

for row in data:
    print(row)
print("near:", sum(1 for row in data if row[2] == "near"))
