# expect: loses smooth stop
# feedback stop: did not follow the wall
# feedback smooth: every reading so far
# cheap: smooth = the mean of ALL still readings so far; stops by the RAW reading, not the average
from bugbot import *
connect()
vals = []
for tick in range(40):
    cm = distance()
    vals.append(cm)
    plot("raw", cm)
    plot("smooth", sum(vals) / len(vals))
    wait(0.05)
while True:
    drive(30, 30)
    cm = distance()
    plot("raw", cm)
    plot("smooth", sum(vals) / len(vals))
    if cm <= 25:
        break
    wait(0.05)
stop()
