# expect: full marks
# go-mode, module calls, a while loop that counts the degrees turned, a slow spin with right().
import bugbot
bugbot.go()

seen = []          # (distance, heading) pairs
turned = 0.0
last = bugbot.heading()
bugbot.right(35)
while turned < 370:
    cm = bugbot.distance()
    bugbot.plot("distance", cm)
    now = bugbot.heading()
    seen.append((cm, now))
    turned += (now - last) % 360
    last = now
    bugbot.wait(0.2)
bugbot.stop()

nearest_cm, nearest_heading = min(seen)
change = nearest_heading - bugbot.heading()
while change > 180:
    change -= 360
while change < -180:
    change += 360
bugbot.turn(change, 20)
bugbot.stop()
