# Memory outside the limit: memfd, System V shared memory, /dev/shm, each
# filled with far more than a run may use, and left behind if it can be.
import ctypes
import mmap
import os

from bugbot import *

connect()
held = []
chunk = b"x" * (1 << 20)
try:
    fd = os.memfd_create("hoard")
    for _ in range(700):
        os.write(fd, chunk)
    held.append(fd)
except OSError:
    pass
libc = ctypes.CDLL(None, use_errno=True)
libc.shmat.restype = ctypes.c_void_p
for key in range(0xB1B0, 0xB1B4):
    segment = libc.shmget(key, 200 << 20, 0o1666)
    if segment >= 0:
        address = libc.shmat(segment, None, 0)
        if address not in (None, ctypes.c_void_p(-1).value):
            ctypes.memset(address, 1, 200 << 20)
            libc.shmdt(ctypes.c_void_p(address))
try:
    with open("/dev/shm/hoard", "wb") as f:
        for _ in range(700):
            f.write(chunk)
except OSError:
    pass
