# expect: full marks
# go-mode, a deque of the last 5, a slow drive with forward(), stop a little early for the lag.
import bugbot
from collections import deque
bugbot.go()

window = deque(maxlen=5)


def step():
    cm = bugbot.distance()
    window.append(cm)
    smooth = sum(window) / len(window)
    bugbot.plot("raw", cm)
    bugbot.plot("smooth", smooth)
    return smooth


for _ in range(35):
    step()
    bugbot.wait(0.1)

bugbot.forward(30)
while step() > 25 + 1:      # 25 cm from the centre is 20 from the front
    bugbot.wait(0.05)
bugbot.stop()
