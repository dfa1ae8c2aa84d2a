# expect: loses guess
# expect: any beat
# feedback guess: most recent earlier moments
# written from the lesson text alone (issue 28), with its expected marks
# Mistake, an honest one: searches only the last 4 earlier moments; named as a window too short, never as
# a copied fixed rule.
from bugbot import *
connect()
def nearest_guess(r, lookback=None):
    now = r[-3:]
    best, guess = None, r[-1]
    starts = range(0, len(r) - 3)
    if lookback:
        starts = range(max(0, len(r) - 3 - lookback), len(r) - 3)
    for s in starts:
        m = r[s:s + 3]
        d = sum((a - b) ** 2 for a, b in zip(m, now))
        if best is None or d < best:
            best, guess = d, r[s + 3]
    return guess
r = []
for tick in range(70):
    drive(0, 0, 100)
    r.append(distance())
    if len(r) >= 15:
        plot("guess", nearest_guess(r, lookback=4))   # only the last few moments
    wait(0.25)
stop()
