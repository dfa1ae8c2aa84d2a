# Disk: fallocate gigabytes in the run's folder, many files, a deep tree.
import os

from bugbot import *

connect()
for i in range(8):
    try:
        fd = os.open(f"big{i}", os.O_WRONLY | os.O_CREAT)
        os.posix_fallocate(fd, 0, 1 << 30)
        os.close(fd)
    except OSError:
        break
try:
    path = "d"
    for depth in range(3000):
        os.mkdir(path)
        path += "/d"
except OSError:
    pass
for i in range(20000):
    try:
        open(f"f{i}", "w").close()
    except OSError:
        break
