# Looks for other lesson folders (on BUGBOT_LESSONS, under /usr/local, a
# build tree beside an installed package, --lessons) to find and run the
# lesson's reference solution.
import glob
import os

from bugbot import *

found = []
for folder in @@LESSON_DIRS@@:
    for path in glob.glob(os.path.join(folder, "*", "solution", "*.py")) + glob.glob(os.path.join(folder, "solution", "*.py")):
        try:
            source = open(path).read()
            exec(compile(source, path, "exec"))
            found.append(path)
        except OSError:
            pass
connect()
if found:
    raise RuntimeError("LEAK reference solutions found: " + " ".join(found))
