# expect: loses labels count
# feedback labels: 40 itself is far
# feedback count: far
# mistake: "near" when distance <= 40 (the text says under 40); count counts far ones by mistake
from bugbot import *
connect()
rows = []
for tick in range(24):
    drive(0, 0, 60)
    rows.append((round(heading()), distance()))
    wait(0.25)
stop()
far = 0
for h, cm in rows:
    label = "near" if cm <= 40 else "far"
    if label == "far":
        far += 1
    print(h, cm, label)
print("near:", far)
