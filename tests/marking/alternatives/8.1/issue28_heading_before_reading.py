# expect: full marks
# written from the lesson text alone (issue 28), with its expected marks
# Correct: go() style, heading() read just before distance() on a full-power spin, min() over (reading,
# heading) pairs: it ends within a few degrees of its smallest reading's heading.
import bugbot
bugbot.go()
seen = []
while True:
    h = heading()
    d = distance()
    plot("distance", d)
    seen.append((d, h))
    drive(0, 0, 100)
    if len(seen) > 3 and sum(abs((b[1] - a[1] + 540) % 360 - 180) for a, b in zip(seen, seen[1:])) > 380:
        break
    wait(0.1)
stop()
wait(0.3)
d, h = min(seen)
turn((h - heading() + 540) % 360 - 180)
stop()
