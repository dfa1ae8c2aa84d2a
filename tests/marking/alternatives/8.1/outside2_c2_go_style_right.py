# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: import bugbot; bugbot.go() style, slow right() spin, 32 readings, turn back to the smallest.
import bugbot
bugbot.go()

seen = []
right(40)
for n in range(32):
    d = distance()
    plot("distance", d)
    seen.append((d, heading()))
    wait(0.25)
stop()
wait(0.3)

closest, where = min(seen)
print("closest reading", closest, "cm, heading", where)
delta = where - heading()
if delta > 180:
    delta -= 360
if delta < -180:
    delta += 360
turn(delta)
print("done, heading", heading(), "distance", distance())
