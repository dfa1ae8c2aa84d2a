# expect: loses guess beat
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Mistake: guesses with the fixed rule "the reading one revolution (11) back" instead of attention; weights still proper -> loses guess and beat.
from bugbot import *
import math

connect()

readings = []
weights = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 25:
        h = readings[-25:]
        z = [(cm - 50) / 25 for cm in h]
        scores = [sum(a * b for a, b in zip(z[-5:], z[j:j + 5])) / 0.5 for j in range(20)]
        top = max(scores)
        e = [math.exp(s - top) for s in scores]
        weights = [x / sum(e) for x in e]
        plot("guess", readings[-11])
    wait(0.25)
stop()
for w in weights:
    plot("weight", w)
