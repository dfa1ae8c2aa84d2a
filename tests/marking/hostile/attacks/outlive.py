# Outliving the marker: clear the parent-death signal, ignore every signal
# that can be ignored, and keep running in threads long after the wall limit.
import ctypes
import select
import signal
import threading

from bugbot import *

libc = ctypes.CDLL(None)
libc.prctl(1, 0, 0, 0, 0)  # PR_SET_PDEATHSIG 0
for s in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGXCPU):
    signal.signal(s, signal.SIG_IGN)
connect()

def linger():
    # Wall time, not the robot's: time.sleep follows simulated time, which the
    # marker's robot-time limit would end long before the wall limit.
    while True:
        select.select([], [], [], 0.05)

for _ in range(4):
    threading.Thread(target=linger).start()
linger()
