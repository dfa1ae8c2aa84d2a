# expect: full marks
# written from the lesson text alone by an outside tester (issue 20), with its expected marks
# Correct: go() style, average of 5, drives at 50 % and allows for the lag (speed x half the window) when it stops.
import bugbot
import statistics
bugbot.go()

N = 5
STEP = 0.05
raw = []
smooth = []
for i in range(35):
    cm = distance()
    raw.append(cm)
    smooth.append(sum(raw[-N:]) / len(raw[-N:]))
    plot("raw", cm)
    plot("smooth", smooth[-1])
    wait(STEP)
print("still: raw spread", round(statistics.pstdev(raw), 2), "smooth spread", round(statistics.pstdev(smooth[N:]), 2))

speed = 10.0                       # half power: about 10 cm a second
lag = speed * (N - 1) * STEP / 2   # the average is this far behind
drive(50, 50)
readings = []
while True:
    cm = distance()
    readings.append(cm)
    avg = sum(readings[-N:]) / len(readings[-N:])
    plot("raw", cm)
    plot("smooth", avg)
    if len(readings) >= N and avg - lag <= 25.5:
        break
    wait(STEP)
stop()
wait(0.5)
print("lag allowed", lag, "cm; reading now", distance())
