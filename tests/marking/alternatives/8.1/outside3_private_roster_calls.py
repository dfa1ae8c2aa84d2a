# expect: full marks
# an outside attacker's probe: calls the roster's private calls directly (no roster in a marked run:
# each is refused, and a robot number out of range is refused on the script's side, never sent as a
# message the marker would take for a forged one), then does the task honestly
from bugbot import _robot

for call in (lambda: _robot._bugbot.hold(10**6, True), lambda: _robot._bugbot.hold(-5, False),
             lambda: _robot._bugbot.hold(0, False), lambda: _robot._bugbot.attach("../../etc/passwd"),
             lambda: _robot._bugbot.upload()):
    try:
        call()
    except (IndexError, RuntimeError) as e:
        print("refused:", e)

from bugbot import *
connect()
readings = []
angles = []
start = heading()
turned = 0
last = start
drive(0, 0, 30)
while turned < 370:
    d = distance()
    h = heading()
    readings.append(d)
    angles.append(h)
    plot("distance", d)
    turned += (h - last) % 360
    last = h
    wait(0.1)
stop()
target = angles[readings.index(min(readings))]
turn(((target - heading()) + 180) % 360 - 180)
stop()
