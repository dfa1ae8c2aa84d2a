#!/usr/bin/env python3
"""The wall time of the training lessons' demos (issue 46: each under 10 s on this machine),
as a student meets them: `bugbot run` (the engine the studio runs a program in), the studio
itself (bugbot-studio --run --quit, offscreen), and `bugbot mark` of the lesson's reference
solution (one submission, every variation, --jobs 1). Prints figures; asserts nothing.

usage: bench_training_demos.py BUGBOT [BUGBOT_STUDIO] [--repeat N]
"""
import os
import resource
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
LESSONS = os.path.join(HERE, "..", "..", "lessons")
TRAINING = {"attention-learned": "solution/learned.py", "attention-heads": "solution/heads.py",
            "attention-tokens": "solution/imagined.py"}


def timed(cmd, env=None):
    """(wall seconds, CPU seconds of the children) of one command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=300)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if out.returncode not in (0, 3):
        raise SystemExit(f"{' '.join(cmd)} exited {out.returncode}: {out.stderr[-500:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--repeat")]
    repeat = int(next((a.split("=")[1] for a in sys.argv[1:] if a.startswith("--repeat=")), "3"))
    bugbot, studio = args[0], (args[1] if len(args) > 1 else None)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; median of {repeat}")
    print(f"{'lesson':<20}{'what':<28}{'wall s':>8}{'CPU s':>8}")
    for lesson, solution in TRAINING.items():
        folder = os.path.join(LESSONS, lesson)
        rows = [("bugbot run demo.py", [bugbot, "run", os.path.join(folder, "demo.py")], None),
                ("bugbot mark (reference)", [bugbot, "mark", lesson, os.path.join(folder, solution), "--jobs", "1"], None)]
        if studio:
            env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
            rows.append(("studio --run demo.py", [studio, os.path.join(folder, "demo.py"), "--run", "--quit"], env))
        for what, cmd, env in rows:
            runs = [timed(cmd, env) for _ in range(repeat)]
            print(f"{lesson:<20}{what:<28}{median([w for w, _ in runs]):>8.2f}{median([c for _, c in runs]):>8.2f}")


if __name__ == "__main__":
    main()
