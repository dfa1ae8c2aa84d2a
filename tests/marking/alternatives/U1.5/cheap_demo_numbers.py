# expect: loses period noise
# feedback period: but one turn took
# cheap: spins like the demo, then prints the lesson's numbers (a turn "a little under three seconds", noise 1.48)
from bugbot import *
connect()
for tick in range(40):
    drive(0, 0, 100)
    plot("distance", distance())
    wait(0.25)
stop()
wait(0.5)
for tick in range(40):
    distance()
    wait(0.1)
print("period: 2.83 s")
print("noise: 1.48 cm")
