# expect: full marks
# go-mode, a while loop, min() over the starts from the most recent back (so a tie goes to the most recent).
import bugbot
bugbot.go()


def difference(a, b):
    return sum((x - y) * (x - y) for x, y in zip(a, b))


readings = []
bugbot.drive(0, 0, 100)
while len(readings) < 64:
    readings.append(bugbot.distance())
    if len(readings) >= 15:
        now = readings[-3:]
        starts = range(len(readings) - 4, -1, -1)
        best = min(starts, key=lambda s: difference(readings[s:s + 3], now))
        bugbot.plot("guess", readings[best + 3])
    bugbot.wait(0.25)
bugbot.stop()
