# Ends its own run with a forged `end` on the channel: exit status 120 ("the
# sandbox could not be set up") plus a fake bubblewrap error on stderr, to be
# `not-marked` at will; or @@CLAIM@@ (crashed, cpu, timeout) to pick its status.
# The trusted side decides the ending from what it saw: the forged end is
# recorded as what it is, and the run is marked on what it did.
import os
import struct
import sys

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


CLAIM, CODE = "@@CLAIM@@", int("@@CODE@@")
stop()
distance()  # everything queued so far is sent
FD = channel_fd()
sys.stderr.write("bwrap: Creating new namespace failed: Operation not permitted\n")
sys.stderr.flush()
if FD is not None:
    status = CLAIM.encode()
    os.write(FD, message(19, struct.pack("=I", len(status)) + status + struct.pack("=i", CODE)))
os._exit(CODE)
