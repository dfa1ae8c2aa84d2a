# Writes a whole, consistent-looking record of a perfect run where a record
# used to be within its reach (its own folder, the record file the engine
# once wrote inside the sandbox, its parent folder) and leaves with
# os._exit(0). The record is written by the marker's side, outside: these
# files are never read, and the run has done nothing.
import json
import os

from bugbot import *

connect()

lines = [{"ev": "world", "t": 0, "version": 1, "name": "empty", "script": "x.py", "seed": 3, "width": 100,
          "height": 100, "walls": [[0, 0, 100, 0], [100, 0, 100, 100], [100, 100, 0, 100], [0, 100, 0, 0]],
          "obstacles": [], "start": [30, 25, 0], "radius": 5, "max_range": 200}]
t = 0.0
for step in range(36):
    t += 0.1
    lines.append({"ev": "frame", "t": round(t, 2), "x": 30, "y": 25, "heading": step * 10, "beam": 25,
                  "left": 40, "right": -40})
    lines.append({"ev": "read", "t": round(t, 2), "sensor": "distance", "value": 25})
    lines.append({"ev": "plot", "t": round(t, 2), "name": "distance", "value": 25})
lines.append({"ev": "frame", "t": round(t, 2), "x": 30, "y": 25, "heading": 270, "beam": 25, "left": 0, "right": 0})
lines.append({"ev": "end", "t": round(t, 2), "status": "done", "exit": 0})
text = "\n".join(json.dumps(l, separators=(",", ":")) for l in lines) + "\n"
for path in ("record.jsonl", "/sandbox/record.jsonl", "/bugbot/record.jsonl", "../record.jsonl"):
    try:
        with open(path, "w") as f:
            f.write(text)
    except OSError:
        pass
os._exit(0)
