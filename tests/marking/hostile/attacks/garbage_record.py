# The checker: garbage in the record (a number where a string belongs, the
# wrong types everywhere, bytes that are not UTF-8), then an abrupt end.
import os

from bugbot import *

connect()
try:
    drive(float("nan"), 50)
except ValueError:
    drive(50, 50)
wait(0.5)
for name in os.listdir("/proc/self/fd"):
    try:
        if os.readlink(f"/proc/self/fd/{name}").endswith("record.jsonl"):
            fd = int(name)
            os.write(fd, b'{"ev":"end","status":3,"exit":"x"}\n{"ev":"error","kind":7,"message":[1],"line":"x"}\n')
            os.write(fd, b'{"ev":"print","text":"\xff\xfe\xc3\x28 not utf-8"}\n[1,2,{"ev":null}]\n"just a string"\n')
            os.write(fd, b"\xff\xff\xff\n")
    except OSError:
        pass
os.write(2, b"\xff\xfe\xc3\x28 stderr that is not UTF-8 \x1b[2J\n")
os._exit(0)
