"""What one bugbot call costs from Python, whole-process: 144,000 calls of one
kind in a `bugbot run`, against plain /usr/bin/python3 making as many calls to a
trivial builtin (`int()`), and against `bugbot run` doing the same builtin loop.
Runs alternate so machine load hits all alike; the medians of each process's
CPU time (user + system) are printed.
Prints figures; asserts nothing. Usage: bench/api_calls.py [ROUNDS]"""

import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUGBOT = os.path.join(ROOT, "build", "bin", "bugbot")
CALLS = 144_000

LOOP = "for _ in range(%d):\n    %s\n" % (CALLS, "%s")
KINDS = [  # (label, setup, the call)
    ("drive(60, 60)", "from bugbot import *\n", "drive(60, 60)"),
    ("drive(60, 60) through go()'s globals", "import bugbot\nbugbot.go()\n", "drive(60, 60)"),
    ("bot.drive(60, 60) on Robot(0)", "from bugbot import Robot\nbot = Robot(0)\nf = bot.drive\n", "bot.drive(60, 60)"),
    ("stop()", "from bugbot import *\n", "stop()"),
    ("heading()", "from bugbot import *\n", "heading()"),
    ("battery()", "from bugbot import *\n", "battery()"),
    ("position() (waits 10 ms for odometry)", "from bugbot import *\n", "position()"),
    ("distance() standing (waits 25 ms for a frame)", "from bugbot import *\n", "distance()"),
    ("distance() through go(), standing", "import bugbot\nbugbot.go()\n", "distance()"),
    ("distance() driving in circles, clear of walls", "from bugbot import *\nforward(50, 30)\ndrive(60, 20)\n",
     "distance()"),
    ("distance() pushing against a wall", "from bugbot import *\ndrive(60, 40)\n", "distance()"),
    ("forward(50)", "from bugbot import *\n", "forward(50)"),
    ("led(0, 255, 0)", "from bugbot import *\n", "led(0, 255, 0)"),
]


def wall(command):
    """The process's CPU time (user + system): far less disturbed by other load than wall time."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    assert status == 0, command
    return usage.ru_utime + usage.ru_stime


def main(rounds):
    with tempfile.TemporaryDirectory() as folder:
        def script(name, text):
            path = os.path.join(folder, name)
            with open(path, "w") as f:
                f.write(text)
            return path

        builtin = script("builtin.py", LOOP % "int()")
        kinds = [(label, script("k%d.py" % i, setup + LOOP % call)) for i, (label, setup, call) in enumerate(KINDS)]
        floor, engine_floor, ours = [], [], {label: [] for label, _ in kinds}
        for _ in range(rounds):
            floor.append(wall(["/usr/bin/python3", builtin]))
            engine_floor.append(wall([BUGBOT, "run", builtin]))
            for label, path in kinds:
                ours[label].append(wall([BUGBOT, "run", path]))
    f, e = statistics.median(floor), statistics.median(engine_floor)
    print("%d calls a process, median of %d alternating rounds" % (CALLS, rounds))
    print("  python3, int() loop:        %.1f ms" % (f * 1000))
    print("  bugbot run, int() loop:     %.1f ms" % (e * 1000))
    print("  %-46s %9s %16s %16s" % ("call", "CPU", "vs python3 µs", "vs int() µs"))
    for label, times in ours.items():
        t = statistics.median(times)
        print("  %-46s %7.1f ms %16.3f %16.3f" % (label, t * 1000, (t - f) / CALLS * 1e6, (t - e) / CALLS * 1e6))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 9)
