# expect: loses smooth stop
# feedback stop: noise
# mistake: averages only the last 2 (barely smoother) and drives at full power ignoring the lag
from bugbot import *
connect()
N = 2
recent = []
def smoothed(cm):
    recent.append(cm)
    last = recent[-N:]
    return sum(last) / len(last)
for tick in range(40):
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    wait(0.05)
drive(100, 100)
while True:
    cm = distance()
    s = smoothed(cm)
    plot("raw", cm)
    plot("smooth", s)
    if s <= 25:
        break
    wait(0.05)
stop()
