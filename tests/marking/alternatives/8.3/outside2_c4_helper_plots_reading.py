# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: helper functions, plots the reading beside the guess, draws nothing, prints a summary table.
from bugbot import *

connect()


def gap(a, b):
    return sum((x - y) ** 2 for x, y in zip(a, b))


def closest_start(history, size=3):
    now = history[-size:]
    candidates = [(gap(history[s:s + size], now), s) for s in range(len(history) - size)]
    return min(candidates)[1]


history = []
log = []
for tick in range(70):
    drive(0, 0, 100)
    cm = distance()
    plot("reading", cm)
    if log and log[-1][1] is None:
        log[-1][1] = cm
    history.append(cm)
    if len(history) >= 15:
        s = closest_start(history)
        guess = history[s + 3]
        plot("guess", guess)
        log.append([guess, None, cm, len(history) - 3 - s])
    wait(0.25)
stop()
done = [row for row in log if row[1] is not None]
print("guesses:", len(log))
print("mean error:", round(sum(abs(g - t) for g, t, _, _ in done) / len(done), 2))
print("same as this one:", round(sum(abs(p - t) for _, t, p, _ in done) / len(done), 2))
print("most common steps back:", max(set(r[3] for r in log), key=[r[3] for r in log].count))
