# expect: full marks
# expect: any weights guess beat
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Ambiguous: dot products of the raw cm readings (no (cm - 50) / 25 shift), divisor 500 to keep softmax sane.
from bugbot import *
import math

connect()

DIVISOR = 500.0
readings = []
weights = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 25:
        h = readings[-25:]
        q = h[-5:]
        scores = [sum(a * b for a, b in zip(q, h[j:j + 5])) / DIVISOR for j in range(20)]
        top = max(scores)
        e = [math.exp(s - top) for s in scores]
        weights = [x / sum(e) for x in e]
        plot("guess", sum(w * h[j + 5] for j, w in enumerate(weights)))
    wait(0.25)
stop()
for w in weights:
    plot("weight", w)
