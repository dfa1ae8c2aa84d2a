# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: with Robot(0) as bot; on a tie it keeps the most recent of the equally close moments.
import time
from bugbot import Robot

with Robot(0) as bot:
    r = []
    for tick in range(70):
        bot.drive(0, 0, 100)
        r.append(bot.distance())
        if len(r) >= 15:
            now = r[-3:]
            best_gap, best_start = float("inf"), 0
            for s in range(len(r) - 3):
                gap = (r[s] - now[0]) ** 2 + (r[s + 1] - now[1]) ** 2 + (r[s + 2] - now[2]) ** 2
                if gap <= best_gap:
                    best_gap, best_start = gap, s
            bot.plot("guess", r[best_start + 3])
        time.sleep(0.25)
    bot.stop()
print("took", len(r), "readings")
