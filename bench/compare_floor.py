"""Whole-process timings, as ratios against a baseline measured in the same run.

1. `bugbot run` on the page's second program against the same program under
   plain python3 with a do-nothing bugbot module (bench/floor): the floor any
   implementation pays. Runs alternate, so machine load hits both alike.
2. One hour of simulated polling (bench/hour_of_polling.py): times faster
   than real time.

Prints figures; asserts nothing."""

import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUGBOT = os.path.join(ROOT, "build", "bin", "bugbot")
PROGRAM = os.path.join(ROOT, "lessons", "attention", "2-values.py")


def wall(command, env=None):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, env=env, check=True)
    return time.perf_counter() - start


def main(rounds):
    floor_env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "bench", "floor"))
    ours, floor = [], []
    for _ in range(rounds):
        ours.append(wall([BUGBOT, "run", PROGRAM]))
        floor.append(wall(["/usr/bin/python3", PROGRAM], floor_env))
    o, f = statistics.median(ours), statistics.median(floor)
    print("page program 2, %d alternating runs each:" % rounds)
    print("  bugbot run          median %.1f ms" % (o * 1000))
    print("  python3 + no-op bot median %.1f ms" % (f * 1000))
    print("  ratio               %.2f  (goal: at most 1.3)" % (o / f))

    hour = [wall([BUGBOT, "run", os.path.join(ROOT, "bench", "hour_of_polling.py")]) for _ in range(5)]
    h = statistics.median(hour)
    print("one simulated hour of polling: median %.3f s wall, %.0f times real time (goal: at least 5000)"
          % (h, 3600 / h))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
