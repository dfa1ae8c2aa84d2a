# Tries to leave files outside its own folder, then carries on doing nothing useful.
import os
for path in ["/tmp/bugbot-hostile-outside.txt", os.path.expanduser("~/../outside.txt"), "../outside.txt"]:
    try:
        with open(path, "w") as f:
            f.write("written by a submission\n")
    except OSError as e:
        print("could not write", path, e)
