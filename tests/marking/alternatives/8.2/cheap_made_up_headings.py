# expect: loses table
# feedback table: not where it pointed
# cheap: real distances, but headings made up as 19 degrees a tick (the demo's step) instead of reading heading()
from bugbot import *
connect()
rows = []
for tick in range(24):
    drive(0, 0, 60)
    rows.append((tick * 19, distance()))
    wait(0.25)
stop()
for h, cm in rows:
    print(h, cm, "near" if cm < 40 else "far")
print("near:", sum(cm < 40 for h, cm in rows))
