# Never reads the sensor: writes its own "readings" straight into the run's
# record, each one equal to the guess it has just plotted, so that its
# guesses look perfect. The record is written outside its process now, so it
# writes where the record is made from: the engine's channel (the socket in
# /proc/self/fd). The run must be refused: those are not a robot's calls.
import json
import math
import os

from bugbot import *

connect()


def record_fd():
    for name in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{name}")
            if target.endswith("record.jsonl") or target.startswith("socket:"):
                return int(name)
        except OSError:
            pass
    return None


FD = record_fd()


def forge(event):
    if FD is not None:
        os.write(FD, (json.dumps(event, separators=(",", ":")) + "\n").encode())


def attention(history):
    scaled = [(cm - 50) / 25 for cm in history]
    query = scaled[-5:]
    scores = [sum(q * k for q, k in zip(query, scaled[j:j + 5])) / 0.5 for j in range(20)]
    biggest = max(scores)
    weights = [math.exp(s - biggest) for s in scores]
    total = sum(weights)
    weights = [w / total for w in weights]
    return sum(w * v for w, v in zip(weights, history[5:25])), weights


t, readings, weights = 0.0, [], []
for tick in range(70):
    drive(0, 0, 100)
    if len(readings) >= 25:
        guess, weights = attention(readings[-25:])
        plot("guess", guess)
        value = round(guess)
    else:
        value = round(50 + 30 * math.sin(tick))
    forge({"ev": "read", "t": round(t, 3), "sensor": "distance", "value": value})
    readings.append(value)
    print(value)
    wait(0.25)
    t += 0.25
stop()
for w in weights:
    plot("weight", w)
print("all tasks passed")
