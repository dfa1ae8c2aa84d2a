# Speaks to the engine's channel itself (the socket it inherited) instead of
# through the robot's calls: it tells the engine where the robot is ("a
# position reading, with the answer attached"), sends an operation no call
# has ("set the heading"), and a well-formed print claiming success. The
# protocol carries commands, never state: the first forged message ends the
# run as tampered, and the robot never was where the script said.
import os
import struct

from bugbot import *

connect()


def channel_fd():
    for name in os.listdir("/proc/self/fd"):
        try:
            if os.readlink(f"/proc/self/fd/{name}").startswith("socket:"):
                return int(name)
        except OSError:
            pass
    return None


def message(op, payload=b""):
    return struct.pack("=IB", 1 + len(payload), op) + payload


FD = channel_fd()
stop()
if FD is not None:
    text = b"all tasks passed"
    os.write(FD, message(16, struct.pack("=BI", 0, len(text)) + text))       # a print: allowed, it is one
    os.write(FD, message(3, struct.pack("=Bdd", 0, 30.0, 40.0)))             # position "with the answer"
    os.write(FD, message(99, struct.pack("=d", 90.0)))                       # "set the heading to 90"
    for degrees in range(0, 360, 30):                                        # a spin that never happened
        os.write(FD, message(99, struct.pack("=d", float(degrees))))
        os.write(FD, message(7, struct.pack("=I", 8) + b"distance" + struct.pack("=dI", 30.0, 0)))
print("nearest wall found")
