# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: go() style, min() with a key, and the errors against "same as this one" printed at the end.
import bugbot
bugbot.go()

seen = []
pending = None
mine, same = [], []
for tick in range(80):
    drive(0, 0, 100)
    cm = distance()
    if pending is not None:
        mine.append(abs(pending - cm))
        same.append(abs(seen[-1] - cm))
    seen.append(cm)
    pending = None
    if len(seen) >= 15:
        now = seen[-3:]
        start = min(range(len(seen) - 3), key=lambda s: sum((x - y) ** 2 for x, y in zip(seen[s:s + 3], now)))
        pending = seen[start + 3]
        plot("guess", pending)
    wait(0.25)
stop()
print("nearest neighbour off by", round(sum(mine) / len(mine), 1), "cm; same as this one", round(sum(same) / len(same), 1), "cm")
