# Floods the engine's channel from below the robot's calls, where the
# engine's own output cap does not reach: plots with a megabyte-long name, as
# fast as the socket takes them, then messages that claim to be gigabytes
# long. The trusted side stops the run at the record's size limit (or at the
# impossible size), in seconds, and marks nobody else differently.
import os
import struct

from bugbot import *

connect()

FD = None
for name in os.listdir("/proc/self/fd"):
    try:
        if os.readlink(f"/proc/self/fd/{name}").startswith("socket:"):
            FD = int(name)
    except OSError:
        pass

name = b"n" * (1 << 20)
plot_message = struct.pack("=IBI", 1 + 4 + len(name) + 8 + 4, 7, len(name)) + name + struct.pack("=dI", 1.0, 0)
if FD is not None:
    for _ in range(200):
        os.write(FD, plot_message)
    os.write(FD, struct.pack("=IB", 0xFFFFFFF0, 7))
while True:
    plot("distance", distance())
