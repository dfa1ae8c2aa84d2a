# The checker: the record replaced by a FIFO (the checker would wait for
# ever) or a link to /dev/zero (it would read for ever), by every name it has.
import os

from bugbot import *

connect()
paths = set()
for name in os.listdir("/proc/self/fd"):
    try:
        target = os.readlink(f"/proc/self/fd/{name}")
    except OSError:
        continue
    if target.endswith("record.jsonl"):
        paths.add(target)
paths.add("record.jsonl")
for i, path in enumerate(sorted(paths)):
    for replace in (lambda p: (os.unlink(p), os.mkfifo(p)), lambda p: (os.unlink(p), os.symlink("/dev/zero", p))):
        try:
            replace(path)
        except OSError:
            pass
    try:
        os.rename(path, path + ".old")
        os.symlink("/dev/zero", path)
    except OSError:
        pass
os._exit(0)
