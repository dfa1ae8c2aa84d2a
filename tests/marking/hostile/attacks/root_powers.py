# Root: what a run keeps of the teacher's powers when marking runs as root.
# The answer goes into the note, which the test reads.
import os

from bugbot import *

connect()
status = open("/proc/self/status").read()
caps = [line.split()[1] for line in status.splitlines() if line.startswith(("CapEff", "CapPrm", "CapBnd"))]
try:
    os.listdir("/root")
    root = "visible"
except OSError:
    root = "hidden"
try:
    os.setuid(0)
    setuid = "allowed"
except OSError:
    setuid = "refused"
raise RuntimeError(f"uid={os.getuid()} caps={','.join(caps)} root={root} setuid={setuid}")
