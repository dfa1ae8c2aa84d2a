# expect: loses guess beat
# feedback guess: you guessed 54
# feedback beat: you guessed 54
# cheap: plots the demo's answer 54 every step
from bugbot import *
connect()
readings = []
for tick in range(70):
    drive(0, 0, 100)
    readings.append(distance())
    if len(readings) >= 15:
        plot("guess", 54)
    wait(0.25)
stop()
