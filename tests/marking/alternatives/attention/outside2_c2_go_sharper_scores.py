# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: go() style, divisor 0.25, keeps score of its own errors and prints them; plots the reading too.
import bugbot
import math
bugbot.go()


def softmax(xs):
    top = max(xs)
    e = [math.exp(x - top) for x in xs]
    s = sum(e)
    return [v / s for v in e]


def attend(last25, divisor=0.25):
    z = [(cm - 50) / 25 for cm in last25]
    q = z[-5:]
    scores = [sum(a * b for a, b in zip(q, z[j:j + 5])) / divisor for j in range(20)]
    w = softmax(scores)
    return sum(wj * last25[j + 5] for j, wj in enumerate(w)), w


seen = []
last_weights = None
guess = None
mine, repeat = [], []
for tick in range(80):
    drive(0, 0, 100)
    cm = distance()
    plot("reading", cm)
    if guess is not None:
        mine.append(abs(guess - cm))
        repeat.append(abs(seen[-1] - cm))
    seen.append(cm)
    guess = None
    if len(seen) >= 25:
        guess, last_weights = attend(seen[-25:])
        plot("guess", guess)
    wait(0.25)
stop()

for w in last_weights:
    plot("weight", w)
print("attention off by", round(sum(mine) / len(mine), 2), "cm; repeating the last reading",
      round(sum(repeat) / len(repeat), 2), "cm, over", len(mine), "guesses")
print("weights add up to", round(sum(last_weights), 6))
