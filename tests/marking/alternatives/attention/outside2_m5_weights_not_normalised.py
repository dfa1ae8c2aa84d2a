# expect: loses weights
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: plots the exp() scores as "weight" without dividing by their total (the guess itself is normalised) -> loses weights only.
from bugbot import *
import math

connect()

readings = []
expd = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 25:
        h = readings[-25:]
        z = [(cm - 50) / 25 for cm in h]
        q = z[-5:]
        scores = [sum(a * b for a, b in zip(q, z[j:j + 5])) / 0.5 for j in range(20)]
        top = max(scores)
        expd = [math.exp(s - top) for s in scores]
        plot("guess", sum(e * h[j + 5] for j, e in enumerate(expd)) / sum(expd))
    wait(0.25)
stop()
for e in expd:
    plot("weight", e)
