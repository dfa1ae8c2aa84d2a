# expect: loses guess beat
# feedback guess: 11 back
# feedback beat: back
# cheap: no matching at all; guess the reading from 11 steps back (one revolution, from the demo text)
from bugbot import *
connect()
readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15:
        plot("guess", readings[-11])
    wait(0.25)
stop()
