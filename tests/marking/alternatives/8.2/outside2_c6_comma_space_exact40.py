# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: "0, 83, far" rows, with an explicit check that exactly 40 is far, and a count of both.
from bugbot import *

connect()

heads, dists = [], []
for k in range(24):
    drive(0, 0, 60)
    dists.append(distance())
    heads.append(round(heading()))
    wait(0.25)
stop()

n_near = 0
for h, d in zip(heads, dists):
    if d < 40:
        n_near += 1
        print(h, d, "near", sep=", ")
    else:
        print(h, d, "far", sep=", ")
print("near:", n_near)
print("far:", len(dists) - n_near)
