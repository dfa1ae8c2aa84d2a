# expect: full marks
# go-mode, a while loop until 22 rows, rows as CSV with the heading to one decimal, printed as they are taken.
import bugbot
bugbot.go()

print("heading,distance,label")
count = 0
near_count = 0
bugbot.right(30)
while count < 22:
    cm = bugbot.distance()
    h = bugbot.heading()
    label = "far"
    if cm < 40:
        label = "near"
        near_count += 1
    print(f"{h:.1f},{cm},{label}")
    count += 1
    bugbot.wait(0.3)
bugbot.stop()
print(f"near: {near_count}")
