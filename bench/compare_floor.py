"""Whole-process timings of `bugbot run`, as ratios against the plain python3
floor measured in the same run (runs alternate, so machine load hits both
alike). Prints one table; asserts nothing. docs/performance.md records it.

    /usr/bin/python3 bench/compare_floor.py [ROUNDS]

The floor runs the same program under /usr/bin/python3 with bench/floor's
do-nothing bugbot: what starting Python and the script's own loop cost. For
the polling loop, whose number of calls depends on the simulation, the floor
(bench/floor/calls.py) makes as many calls as our run reported.

Per-call costs: a script making K calls of one kind, less the same script with
an empty loop body, over K.

    /usr/bin/python3 bench/compare_floor.py [ROUNDS] --cpu

counts each process's CPU time (user + system, from wait4) instead of wall
time: on a machine other work is loading, the wall clock counts the waits for
a core too, and the CPU time does not."""

import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUGBOT = os.environ.get("BUGBOT_BIN", os.path.join(ROOT, "build", "bin", "bugbot"))
PYTHON = "/usr/bin/python3"
FLOOR_ENV = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "bench", "floor"))
CLUB_LOOP = "club loop pressed against a wall (club_loop.py), 1 h"
PROGRAMS = [
    ("club loop turning away from walls (wall_loop.py), 1 h", "bench/programs/wall_loop.py", ">= 30,000x real time"),
    (CLUB_LOOP, "bench/programs/club_loop.py", ">= 30,000x real time; run / floor <= 1.25 (issue 30)"),
    ("while distance() > 20: pass, 1 h", "bench/programs/distance_poll.py", ""),
    ("turn() / forward(40) square, 100 laps", "bench/programs/square.py", ""),
] + [("page program %s" % name[:-3], "lessons/attention/" + name, "<= 1.1 (program 2)")
     for name in sorted(os.listdir(os.path.join(ROOT, "lessons", "attention")))
     if name[0] in "01234" and name.endswith(".py")]
CALLS = 144_000
PER_CALL = [
    ("drive(60, 60)", "", "drive(60, 60)", CALLS, "<= 0.3 us"),
    # drive(100, 20) circles clear of the walls from the start pose; drive(60, 40)
    # runs into the right-hand wall within seconds and then scrapes along it.
    ("distance() while driving in circles", "drive(100, 20)", "distance()", CALLS, "<= 0.3 us + its wait"),
    ("distance() while driving near walls (drive(60, 40) scrapes along them)", "drive(60, 40)", "distance()", CALLS,
     "<= 0.3 us + its wait"),
    ("distance() while spinning", "drive(50, -50)", "distance()", CALLS, "<= 0.3 us + its wait"),
    ("wait(60) driving in circles", "drive(100, 20)", "wait(60)", 200, "<= 10 us"),
    ("wait(60) scraping a wall", "drive(60, 40)", "wait(60)", 200, "(the slow case)"),
]


CPU_TIME = False  # --cpu


def wall(command, env=None, cwd=None):
    """Seconds the command took (wall, or CPU with --cpu) and its stdout."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, cwd=cwd, text=True)
    out = child.stdout.read()
    child.stdout.close()
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    elapsed = time.perf_counter() - start
    if child.returncode != 0:
        raise subprocess.CalledProcessError(child.returncode, command)
    return (usage.ru_utime + usage.ru_stime if CPU_TIME else elapsed), out


def simulated_seconds(record):
    with open(record, "rb") as f:
        f.seek(max(0, os.path.getsize(record) - 4096))
        last = f.read().rstrip(b"\n").rsplit(b"\n", 1)[-1]
    return float(last.split(b'"t":', 1)[1].split(b",", 1)[0])


def whole_programs(rounds, folder):
    record = os.path.join(folder, "record.jsonl")
    rows = []
    for label, path, goal in PROGRAMS:
        script = os.path.join(ROOT, path)
        cwd = os.path.dirname(script)
        plain, recorded, floor = [], [], []
        # The polling loop's floor makes as many calls as a plain run reported.
        _, out = wall([BUGBOT, "run", script], cwd=cwd)
        if path.endswith("distance_poll.py"):
            floor_command = [PYTHON, os.path.join(ROOT, "bench", "floor", "calls.py")] + out.split()[-2:]
        else:
            floor_command = [PYTHON, script]
        runs = [(plain, [BUGBOT, "run", script], None), (recorded, [BUGBOT, "run", script, "--record", record], None),
                (floor, floor_command, FLOOR_ENV)]
        for r in range(rounds):
            # Each round in a turned order: none always runs after another (bench/compare_builds.py).
            for times, command, env in runs[r % 3:] + runs[:r % 3]:
                times.append(wall(command, env, cwd)[0])
        sim = simulated_seconds(record)
        p, r, f = (statistics.median(x) for x in (plain, recorded, floor))
        rows.append((label, sim, p, r, f, goal))
    return rows


def per_call(rounds, folder):
    rows = []
    for label, setup, call, count, goal in PER_CALL:
        body = os.path.join(folder, "calls.py")
        empty = os.path.join(folder, "empty.py")
        head = "from bugbot import *\nconnect()\n%s\n" % setup
        with open(body, "w") as f:
            f.write(head + "for _ in range(%d):\n    %s\n" % (count, call))
        with open(empty, "w") as f:
            f.write(head + "for _ in range(%d):\n    pass\n" % count)
        with_calls, without = [], []
        for _ in range(rounds):
            with_calls.append(wall([BUGBOT, "run", body])[0])
            without.append(wall([BUGBOT, "run", empty])[0])
        us = (statistics.median(with_calls) - statistics.median(without)) / count * 1e6
        rows.append((label, count, us, goal))
    return rows


def main(rounds):
    with tempfile.TemporaryDirectory() as folder:
        programs = whole_programs(rounds, folder)
        calls = per_call(rounds, folder)
    print("bugbot run against the python3 floor, median of %d alternating runs each, %s" %
          (rounds, "CPU time (user + system)" if CPU_TIME else "wall time"))
    print("| program | simulated s | bugbot run ms | with --record ms | python3 floor ms | run / floor "
          "| --record / floor | times real time (run, --record) | goal |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
    for label, sim, p, r, f, goal in programs:
        print("| %s | %.1f | %.1f | %.1f | %.1f | %.2f | %.2f | %s | %s |" % (
            label, sim, p * 1e3, r * 1e3, f * 1e3, p / f, r / f,
            "%s, %s" % (format(round(sim / p), ","), format(round(sim / r), ",")) if sim >= 60 else "-", goal))
    print()
    for label, sim, p, r, f, goal in programs:
        if label == CLUB_LOOP:
            print("**The club loop (bench/programs/club_loop.py) against the python3 floor: %.2f** "
                  "(%.1f ms / %.1f ms, %s; goal at most 1.25, issue 30)" %
                  (p / f, p * 1e3, f * 1e3, "CPU" if CPU_TIME else "wall"))
    print()
    print("| call | calls | cost a call (us), whole process less an empty loop | goal |")
    print("|---|---:|---:|---|")
    for label, count, us, goal in calls:
        print("| %s | %s | %.2f | %s |" % (label, format(count, ","), us, goal))


if __name__ == "__main__":
    CPU_TIME = "--cpu" in sys.argv[1:]
    numbers = [a for a in sys.argv[1:] if a != "--cpu"]
    main(int(numbers[0]) if numbers else 5)
