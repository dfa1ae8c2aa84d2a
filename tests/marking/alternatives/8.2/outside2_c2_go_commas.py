# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: go() style, rows as "0,83,far" printed as they are taken, 26 readings.
import bugbot
bugbot.go()

count = 0
for i in range(26):
    drive(0, 0, 60)
    cm = distance()
    h = heading()
    label = "near" if cm < 40 else "far"
    count += label == "near"
    print(f"{h:.0f},{cm},{label}")
    wait(0.25)
stop()
print(f"near: {count}")
