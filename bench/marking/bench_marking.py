"""Benchmark: marking a class with `bugbot mark --jobs 2`.

    python3 bench_marking.py BUGBOT [--class-size 30] [--jobs 2]

Prints runs a second (a run = one submission on one variation) for three
classes: trivial programs (start-up only), the attention lesson's reference
solution, and a mixed class; the CPU time a run (marker, runs and checker),
with the ceiling it puts on runs a second; and the time of one plain
`bugbot run` start-up.
"""
import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time


def lesson(bugbot, lesson_id):
    for entry in json.loads(subprocess.run([bugbot, "lessons", "--json"], capture_output=True, text=True).stdout):
        if entry["id"] == lesson_id:
            with open(os.path.join(entry["folder"], "lesson.json")) as f:
                return entry, json.load(f)
    raise SystemExit(f"no lesson {lesson_id}")


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def mark(bugbot, lesson_id, files, jobs):
    """Wall seconds, CPU seconds (marker, runs and checker together) and the result."""
    start, cpu = time.perf_counter(), children_cpu()
    out = subprocess.run([bugbot, "mark", lesson_id, *files, "--json", "--jobs", str(jobs)], capture_output=True, text=True)
    seconds, cpu = time.perf_counter() - start, children_cpu() - cpu
    if out.returncode != 0:
        raise SystemExit(f"bugbot mark failed: {out.stderr}")
    return seconds, cpu, json.loads(out.stdout)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bugbot")
    parser.add_argument("--class-size", type=int, default=30)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    bugbot = os.path.abspath(args.bugbot)
    work = tempfile.mkdtemp(prefix="bugbot-bench-")
    try:
        entry, raw = lesson(bugbot, "attention")
        variations = len(raw.get("variations", [])) or 5
        trivial = os.path.join(work, "trivial.py")
        with open(trivial, "w") as f:
            f.write("from bugbot import *\nconnect()\nprint(distance())\n")
        reference = os.path.join(entry["folder"], raw["solution"])
        starter = os.path.join(entry["folder"], raw["starter"])

        # one plain run, for the start-up of a single engine process
        times = []
        for _ in range(10):
            t = time.perf_counter()
            subprocess.run([bugbot, "run", trivial], capture_output=True)
            times.append(time.perf_counter() - t)
        times.sort()
        print(f"bugbot run, trivial script: median {1000 * times[len(times) // 2]:.1f} ms a run (exec + Python start-up + run)")

        def copies(source, n, tag):
            out = []
            for i in range(n):
                path = os.path.join(work, f"{tag}-{i:02d}.py")
                shutil.copy(source, path)
                out.append(path)
            return out

        n = args.class_size
        classes = [
            ("trivial programs (start-up only)", copies(trivial, n, "trivial")),
            ("attention reference solutions", copies(reference, n, "reference")),
            ("mixed class (half reference, half starter)", copies(reference, n // 2, "mixref") + copies(starter, n - n // 2, "mixstart")),
        ]
        print(f"marking a class of {n} on lesson attention ({variations} variations), --jobs {args.jobs}, {os.cpu_count()} cores:")
        for name, files in classes:
            seconds, cpu, result = mark(bugbot, "attention", files, args.jobs)
            runs = len(files) * variations
            statuses = {}
            for s in result["submissions"]:
                statuses[s["status"]] = statuses.get(s["status"], 0) + 1
            print(f"  {name}: {runs} runs in {seconds:.2f} s = {runs / seconds:.1f} runs/s "
                  f"({len(files) / seconds:.1f} submissions/s); statuses {statuses}")
            # CPU time is what other load on the machine disturbs least: with
            # --jobs N on N idle cores, N / (CPU a run) runs a second is the ceiling.
            print(f"    CPU {1000 * cpu / runs:.1f} ms a run (marker + runs + checker): at most "
                  f"{args.jobs * runs / cpu:.0f} runs/s on {args.jobs} idle cores")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
