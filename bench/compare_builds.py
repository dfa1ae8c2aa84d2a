"""Two builds of `bugbot` and the python3 floor, alternated in one run, each
round in a turned order (before, after, floor; after, floor, before; ...), so
machine load hits all three alike and none always runs after another (two
builds of one source differed by 2 to 8 % in a fixed order): the medians of
each program's CPU time (user + system, from wait4) and wall time, and their
ratios to the floor. Prints; asserts nothing. docs/performance.md ("Issue 30")
records what it printed.

    /usr/bin/python3 bench/compare_builds.py BEFORE_BIN AFTER_BIN ROUNDS SCRIPT...

The floor runs SCRIPT under /usr/bin/python3 with bench/floor's do-nothing
bugbot, from the script's folder, as bench/compare_floor.py does."""

import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLOOR_ENV = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "bench", "floor"))


def timed(command, env, cwd):
    """(CPU seconds, wall seconds) of one run."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=cwd)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise subprocess.CalledProcessError(os.waitstatus_to_exitcode(status), command)
    return usage.ru_utime + usage.ru_stime, wall


def main(before, after, rounds, scripts):
    print("median of %d alternating rounds, ms (ratio to the floor)" % rounds)
    print("| program | before CPU | after CPU | floor CPU | before wall | after wall | floor wall |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for script in map(os.path.abspath, scripts):
        cwd = os.path.dirname(script)
        runs = {"before": ([before, "run", script], None), "after": ([after, "run", script], None),
                "floor": (["/usr/bin/python3", script], FLOOR_ENV)}
        times = {name: ([], []) for name in runs}
        names = list(runs)
        for r in range(rounds):
            for name in names[r % 3:] + names[:r % 3]:
                command, env = runs[name]
                cpu, wall = timed(command, env, cwd)
                times[name][0].append(cpu)
                times[name][1].append(wall)
        med = {name: [statistics.median(t) for t in pair] for name, pair in times.items()}
        cells = []
        for kind in (0, 1):
            floor = med["floor"][kind]
            cells += ["%.1f (%.2fx)" % (med[n][kind] * 1e3, med[n][kind] / floor) for n in ("before", "after")]
            cells.append("%.1f" % (floor * 1e3))
        print("| %s | %s |" % (os.path.relpath(script, ROOT), " | ".join(cells)), flush=True)


if __name__ == "__main__":
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    main(os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), int(sys.argv[3]), sys.argv[4:])
