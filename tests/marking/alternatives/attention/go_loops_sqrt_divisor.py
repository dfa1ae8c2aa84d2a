# expect: full marks
# go-mode, plain loops, no scaling of the readings and a divisor of 25 * 25 * 0.3 (a sharper look at raw cm).
import bugbot
import math
bugbot.go()

history = []
last_weights = None
bugbot.drive(0, 0, 100)
tick = 0
while tick < 64:
    history.append(bugbot.distance())
    if len(history) > 25:
        history.pop(0)
    if len(history) == 25:
        query = [c - 50 for c in history[20:25]]
        scores = []
        for j in range(20):
            dot = 0.0
            for i in range(5):
                dot += query[i] * (history[j + i] - 50)
            scores.append(dot / (25 * 25 * 0.3))
        top = max(scores)
        exps = []
        for s in scores:
            exps.append(math.exp(s - top))
        total = sum(exps)
        last_weights = [e / total for e in exps]
        guess = 0.0
        for j in range(20):
            guess += last_weights[j] * history[j + 5]
        bugbot.plot("guess", guess)
    bugbot.wait(0.25)
    tick += 1
bugbot.stop()
for w in last_weights:
    bugbot.plot("weight", w)
