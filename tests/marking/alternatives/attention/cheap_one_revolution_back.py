# expect: loses weights guess beat
# feedback guess: 11 back, whatever
# feedback beat: fixed rule
# cheap: no attention; guess = the reading 11 back (one revolution, from the demo), weights copied from the demo
from bugbot import *
connect()
readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 25:
        plot("guess", readings[-11])
    wait(0.25)
stop()
demo = [0] * 20
demo[9], demo[8], demo[19] = 0.893, 0.061, 0.03
for w in demo:
    plot("weight", w)
