# expect: loses nearest
# feedback nearest: did not come from the readings
# cheap: spins and plots honestly, then never looks at the readings: it turns to face heading 180,
# half a turn from where it started, where the demo found the nearest wall, and stops
from bugbot import *

connect()

readings = []
headings = []
for tick in range(24):
    drive(0, 0, 60)
    cm = distance()
    plot("distance", cm)
    readings.append(cm)
    headings.append(heading())
    wait(0.25)
stop()
turn((180 - heading() + 180) % 360 - 180)
stop()
