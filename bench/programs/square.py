# turn() and forward(distance): a 40 cm square, 100 times round.
from bugbot import *

connect()
for lap in range(100):
    for side in range(4):
        forward(60, distance=40)
        turn(90)
print("laps", lap + 1)
