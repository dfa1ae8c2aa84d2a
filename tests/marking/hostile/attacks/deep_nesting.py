# The checker: 100,000 nested brackets in the record, after an honest start.
import os

from bugbot import *

connect()
drive(0, 0, 60)
distance()
wait(0.5)
for name in os.listdir("/proc/self/fd"):
    try:
        if os.readlink(f"/proc/self/fd/{name}").endswith("record.jsonl"):
            fd = int(name)
            os.write(fd, b'{"ev":"end","status":' + b"[" * 100000 + b"]" * 100000 + b"}\n")
            os.write(fd, b"[" * 100000 + b"]" * 100000 + b"\n")
    except OSError:
        pass
os._exit(0)
