# CPU: many threads hashing (which releases the GIL), to push a classmate's
# run into its time limit.
import hashlib
import os
import threading

from bugbot import *

connect()
data = b"x" * (8 << 20)

def burn():
    while True:
        hashlib.sha256(data).digest()

try:
    os.sched_setaffinity(0, range(os.cpu_count() or 1))
except OSError:
    pass
threading.stack_size(1 << 16)
for _ in range(48):
    threading.Thread(target=burn, daemon=True).start()
burn()
