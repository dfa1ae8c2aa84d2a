# Writes a whole run of its own into the record after the engine's first line
# (the world), consistent in itself: a robot spinning where the world says it
# starts, frames whose beam agrees with every "reading", guesses that match,
# an `end` after a last frame; then leaves with os._exit(0) so that nothing
# the engine held back reaches the file. The record is written outside its
# process now: it writes the lines where the record is made from, the
# engine's channel (the socket in /proc/self/fd). The run must be refused.
import json
import math
import os

from bugbot import *

connect()


def record_path_and_fd():
    for name in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{name}")
        except OSError:
            continue
        if target.endswith("record.jsonl"):
            return target, int(name)
    for name in os.listdir("/proc/self/fd"):
        try:
            if os.readlink(f"/proc/self/fd/{name}").startswith("socket:"):
                return None, int(name)
        except OSError:
            pass
    return None, None


PATH, FD = record_path_and_fd()
world = {"start": [50, 20, 0]}
if PATH:
    with open(PATH) as f:
        first = f.readline()
    if first.startswith("{"):
        world = json.loads(first)
x, y, heading = world["start"]
lines = []


def event(**e):
    lines.append(json.dumps(e, separators=(",", ":")))


def attention(history):
    scaled = [(cm - 50) / 25 for cm in history]
    query = scaled[-5:]
    scores = [sum(q * k for q, k in zip(query, scaled[j:j + 5])) / 0.5 for j in range(20)]
    biggest = max(scores)
    weights = [math.exp(s - biggest) for s in scores]
    total = sum(weights)
    weights = [w / total for w in weights]
    return sum(w * v for w, v in zip(weights, history[5:25])), weights


readings, weights, t = [], [], 0.0
for tick in range(70):
    for step in range(25):           # 0.25 s of frames, spinning at 128 degrees a second
        t = round(t + 0.01, 2)
        heading = (heading + 1.28) % 360
        beam = round(60 + 30 * math.sin(tick / 3), 1)
        event(ev="frame", t=t, x=x, y=y, heading=round(heading, 2), beam=beam, left=100, right=-100)
    if len(readings) >= 25:
        guess, weights = attention(readings[-25:])
        event(ev="plot", t=t, name="guess", value=round(guess, 6))
    value = round(beam)
    event(ev="read", t=t, sensor="distance", value=value)
    readings.append(value)
    event(ev="print", t=t, stream="stdout", text=str(value))
for w in weights:
    event(ev="plot", t=t, name="weight", value=round(w, 6))
event(ev="print", t=t, stream="stdout", text="nearest wall: 30 cm")
event(ev="frame", t=t, x=x, y=y, heading=round(heading, 2), beam=beam, left=0, right=0)
event(ev="end", t=t, status="done", exit=0)
if FD is not None:
    os.write(FD, ("\n".join(lines) + "\n").encode())
os._exit(0)
