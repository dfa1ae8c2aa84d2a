"""Benchmark: marking a class with `bugbot mark --jobs 2`.

    python3 bench_marking.py BUGBOT [--class-size 30] [--jobs 2] [--scaling 30,300,3000] [--breakdown]

Prints runs a second (a run = one submission on one variation) for three
classes: trivial programs (start-up only), the attention lesson's reference
solution, and a mixed class; the CPU time a run (marker, runs and checker),
with the ceiling it puts on runs a second; and the time of one plain
`bugbot run` start-up. With --scaling, classes of those sizes of the attention
reference solution: runs a second and the marker's own peak memory (its
VmHWM, sampled), which must stay flat as the class grows. With --breakdown,
where a run's CPU goes: each part timed alone as a whole process (median of
20): bubblewrap with the sandbox's namespaces around /bin/true (with and
without the network namespace), the run in-process and over the channel, and
the checker's share (one submission marked, less its runs).
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


def mark(bugbot, lesson_id, files, jobs, peak=None):
    """Wall seconds, CPU seconds (marker, runs and checker together) and the result.
    `peak`, a list, gets the marker's own peak resident memory in kB."""
    start, cpu = time.perf_counter(), children_cpu()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        marker = subprocess.Popen([bugbot, "mark", lesson_id, *files, "--json", "--jobs", str(jobs), "--quiet"],
                                  stdout=out, stderr=err)
        high = 0
        while marker.poll() is None:
            try:
                with open(f"/proc/{marker.pid}/status") as f:
                    for line in f:
                        if line.startswith("VmHWM:"):
                            high = max(high, int(line.split()[1]))
            except OSError:
                pass
            time.sleep(0.05)
        seconds, cpu = time.perf_counter() - start, children_cpu() - cpu
        out.seek(0)
        err.seek(0)
        if marker.returncode != 0:
            raise SystemExit(f"bugbot mark failed ({marker.returncode}): {err.read()[-2000:]}")
        if peak is not None:
            peak.append(high)
        return seconds, cpu, json.loads(out.read())


def process_cpu(command, rounds=20, env=None):
    """Median CPU (ms) of a whole process and its children."""
    samples = []
    for _ in range(rounds):
        before = children_cpu()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        samples.append(1000 * (children_cpu() - before))
    samples.sort()
    return samples[len(samples) // 2]


def breakdown(bugbot, reference, record):
    namespaces = ["--unshare-user", "--unshare-ipc", "--unshare-pid", "--unshare-uts", "--unshare-cgroup-try",
                  "--die-with-parent", "--new-session", "--clearenv", "--cap-drop", "ALL",
                  "--ro-bind", "/usr", "/usr", "--dev", "/dev", "--proc", "/proc"]
    for top in ("/lib", "/lib64", "/bin"):
        if os.path.islink(top):
            namespaces += ["--symlink", os.readlink(top), top]
    parts = [
        ("/bin/true alone", ["/bin/true"]),
        ("bwrap, the sandbox's namespaces, around /bin/true", ["/usr/bin/bwrap", "--unshare-net", *namespaces, "/bin/true"]),
        ("  the same without the network namespace", ["/usr/bin/bwrap", *namespaces, "/bin/true"]),
        ("bugbot run REFERENCE --record (in-process)", [bugbot, "run", reference, "--record", record]),
        ("bugbot run REFERENCE --record --channel (two processes)", [bugbot, "run", reference, "--record", record, "--channel"]),
        ("bugbot mark attention REFERENCE (5 runs, the checker's start-up)", [bugbot, "mark", "attention", reference, "--quiet"]),
    ]
    print("where a run's CPU goes (whole processes, median of 20):")
    for name, command in parts:
        print(f"  {name}: {process_cpu(command):.1f} ms", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bugbot")
    parser.add_argument("--class-size", type=int, default=30)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--scaling", default="", help="class sizes, e.g. 30,300,3000")
    parser.add_argument("--breakdown", action="store_true", help="where a run's CPU goes")
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
        if args.breakdown:
            breakdown(bugbot, reference, os.path.join(work, "record.jsonl"))
            return 0

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
                path = os.path.join(work, f"{tag}-{i:04d}.py")
                shutil.copy(source, path)
                out.append(path)
            return out

        if args.scaling:
            print(f"scaling: classes of the attention reference solution ({variations} variations), --jobs {args.jobs}:")
            for n in (int(x) for x in args.scaling.split(",")):
                files = copies(reference, n, f"scale{n}")
                peak = []
                seconds, cpu, result = mark(bugbot, "attention", files, args.jobs, peak)
                runs = n * variations
                marked = sum(1 for s in result["submissions"] if s["score"] == s["max"])
                print(f"  {n:5d} submissions: {runs} runs in {seconds:.1f} s = {runs / seconds:.1f} runs/s, "
                      f"CPU {1000 * cpu / runs:.1f} ms a run, marker peak {peak[0] / 1024:.1f} MB; "
                      f"{marked} of {n} with full marks", flush=True)
                for f in files:
                    os.remove(f)
            return 0

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
