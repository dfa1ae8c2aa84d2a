# Looks at what a run can see of the teacher's side: its mountinfo (the
# teacher's TMPDIR, the submission's place in the class), its stderr (a file
# of the teacher's it could fchmod setuid or take a lease on), and the seed of
# its variation (Python's random seeded with it).
import os
import random
import stat

from bugbot import *

leaks = []
mounts = open("/proc/self/mountinfo").read()
for needle in ["@@TMPDIR@@", "bugbot-mark-", "-v0", "script.py"]:
    if needle in mounts:
        leaks.append("mountinfo shows " + needle)
mode = os.fstat(2).st_mode
if stat.S_ISREG(mode):
    try:
        os.fchmod(2, 0o4755)
        leaks.append("stderr is a file it could make setuid")
    except OSError:
        leaks.append("stderr is a file")
state = random.getstate()
for seed in @@SEEDS@@:
    if random.Random(seed).getstate() == state:
        leaks.append(f"random is seeded with the variation's seed {seed}")
connect()
if leaks:
    raise RuntimeError("LEAK " + "; ".join(leaks))
