# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: with Robot(0) as bot, rows with units "171° 21 cm near", and a header and summary.
import time
from bugbot import Robot

with Robot(0) as bot:
    table = []
    bot.right(45)
    for n in range(30):
        d = bot.distance()
        w = bot.heading()
        table.append((w, d))
        time.sleep(0.2)
    bot.stop()

print("heading   distance   label")
labels = []
for w, d in table:
    lab = "far" if d >= 40 else "near"
    labels.append(lab)
    print(f"{round(w)}° {d} cm {lab}")
print("rows:", len(table))
print("near:", labels.count("near"), "far:", labels.count("far"))
