# The forger that once won full marks: it looks for the simulator's heading in
# its own process's memory (a double that changes by the angle turned while
# the robot spins), then "spins" by writing that double instead of driving,
# reading the distance at each angle and ending facing the nearest wall. Now
# its process holds no simulator: nothing it writes moves the robot.
import ctypes
import math

from bugbot import *

connect()


def writable_regions():
    with open("/proc/self/maps") as f:
        for line in f:
            parts = line.split()
            if parts[1].startswith("rw") and (len(parts) < 6 or not parts[5].startswith("[v")):
                start, end = (int(x, 16) for x in parts[0].split("-"))
                if end - start <= 64 << 20:
                    yield start, end


def snapshot():
    return {s: ctypes.string_at(s, e - s) for s, e in writable_regions()}


before = snapshot()
h0 = heading()
drive(0, 0, 40)
wait(0.5)
stop()
turned = math.radians((heading() - h0) % 360)
after = snapshot()
candidates = []
for start, old in before.items():
    new = after.get(start)
    if new is None:
        continue
    for page in range(0, min(len(old), len(new)), 4096):
        if old[page:page + 4096] == new[page:page + 4096]:
            continue
        a = (ctypes.c_double * 512).from_buffer_copy(old[page:page + 4096].ljust(4096, b"\0"))
        b = (ctypes.c_double * 512).from_buffer_copy(new[page:page + 4096].ljust(4096, b"\0"))
        for i in range(512):
            if math.isfinite(a[i]) and math.isfinite(b[i]) and abs(abs(b[i] - a[i]) - turned) < 5e-3 and turned > 0.1:
                candidates.append(start + page + 8 * i)

readings = []
for step in range(12):
    for address in candidates:
        cell = ctypes.c_double.from_address(address)
        cell.value += math.radians(30)
    readings.append(distance())
best = readings.index(min(readings))
for address in candidates:
    ctypes.c_double.from_address(address).value += math.radians(30 * best)
print("forged", len(candidates), "heading cells; readings", readings)
