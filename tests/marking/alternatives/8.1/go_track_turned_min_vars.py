# expect: full marks
# outside tester, from the lesson text: go-mode, a while loop that adds up how far the heading has
# moved until it passes 370 degrees, the smallest reading kept in two variables, then turn() by the
# shortest way back to it
import bugbot
from bugbot import plot

bugbot.go()

best_cm, best_heading = None, None
turned, last = 0.0, heading()
while turned < 370:
    drive(0, 0, 40)
    cm = distance()
    plot("distance", cm)
    now = heading()
    if best_cm is None or cm < best_cm:
        best_cm, best_heading = cm, now
    turned += (now - last) % 360
    last = now
    wait(0.2)
stop()
wait(0.3)
change = (best_heading - heading() + 180) % 360 - 180
turn(change)
stop()
print("nearest:", best_cm, "cm at", round(best_heading), "degrees")
