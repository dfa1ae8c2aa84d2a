# Memory of classmates: scan this process's own memory for a classmate's
# source (runs forked from a marker that had read every submission held them).
import re

from bugbot import *

connect()
hits = []
with open("/proc/self/maps") as maps, open("/proc/self/mem", "rb", 0) as mem:
    for line in maps:
        addresses, perms = line.split()[:2]
        if not perms.startswith("r"):
            continue
        start, end = (int(a, 16) for a in addresses.split("-"))
        if end - start > 256 << 20:
            continue
        try:
            mem.seek(start)
            chunk = mem.read(end - start)
        except (OSError, ValueError, OverflowError):
            continue
        for m in re.finditer(rb"CLASSMATE-[0-9a-f]{12}", chunk):
            hits.append(m.group().decode())
mine = open(__file__).read()
others = sorted(set(h for h in hits if h not in mine))
if others:
    raise RuntimeError("LEAK " + " ".join(others))
