"""Two builds of `bugbot`, the same programs: whether each prints, says and
records the same bytes, and marks every lesson's programs the same. For a
change that must not change a run (docs/performance.md's "the same bytes").

    /usr/bin/python3 bench/compare_records.py BEFORE_BIN AFTER_BIN [--quick]

The programs: every lesson program (demos, starters, solutions), the bench
programs, tests/vocabulary/every_call.py (in the two-robot world too), each
in-process and over the channel, and every alternative under
tests/marking/alternatives in-process (not with --quick); then `bugbot mark
LESSON` of each lesson's alternatives (--json). Prints one line a difference
and the counts; exits 1 if anything differs. What a program saves beside
itself (8.7's model) is removed after its two runs. BEFORE_BIN's data (its
share/bugbot-studio) must be its own source's, not writable by others (bugbot
mark refuses a lesson folder others may change)."""

import glob
import hashlib
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def programs(quick):
    """(name, script, extra arguments) of every run compared."""
    main = sorted(p for p in glob.glob(os.path.join(ROOT, "lessons", "*", "*.py"))
                  if os.path.basename(p) != "marking.py" and "/_marking/" not in p)
    main += sorted(glob.glob(os.path.join(ROOT, "lessons", "*", "solution", "*.py")))
    main += sorted(glob.glob(os.path.join(ROOT, "bench", "programs", "*.py")))
    every_call = os.path.join(ROOT, "tests", "vocabulary", "every_call.py")
    main.append(every_call)
    runs = []
    for script in main:
        runs.append((script, []))
        runs.append((script, ["--channel"]))
    runs.append((every_call, ["--world", "two-robots"]))
    runs.append((every_call, ["--world", "two-robots", "--channel"]))
    if not quick:
        runs += [(p, []) for p in sorted(glob.glob(os.path.join(ROOT, "tests", "marking", "alternatives", "*", "*.py")))]
    return runs


def one_run(binary, script, extra, folder):
    """A digest of what a run printed, its exit status and its record."""
    record = os.path.join(folder, "run.jsonl")
    if os.path.exists(record):
        os.unlink(record)
    try:
        out = subprocess.run([binary, "run", script, "--seed", "7", "--record", record, *extra],
                             capture_output=True, cwd=os.path.dirname(script), timeout=300)
        status, stdout, stderr = out.returncode, out.stdout, out.stderr
    except subprocess.TimeoutExpired:
        status, stdout, stderr = "timeout", b"", b""
    data = open(record, "rb").read() if os.path.exists(record) else b""
    return hashlib.sha256(repr((status, stdout, stderr, data)).encode()).hexdigest(), len(data)


def marks(binary, lesson, files):
    out = subprocess.run([binary, "mark", lesson, *files, "--json", "--jobs", "2"], capture_output=True, timeout=1800)
    return hashlib.sha256(repr((out.returncode, out.stdout)).encode()).hexdigest()


def main(before, after, quick):
    folder = tempfile.mkdtemp(prefix="bugbot-compare-")
    differ, same, recorded = [], 0, 0
    for script, extra in programs(quick):
        name = os.path.relpath(script, ROOT) + (" " + " ".join(extra) if extra else "")
        there = set(os.listdir(os.path.dirname(script)))
        a, size = one_run(before, script, extra, folder)
        b, _ = one_run(after, script, extra, folder)
        for made in set(os.listdir(os.path.dirname(script))) - there:  # a model a program saved, say
            os.unlink(os.path.join(os.path.dirname(script), made))
        recorded += size
        if a == b:
            same += 1
        else:
            differ.append(name)
            print("differs:", name, flush=True)
    lessons = sorted(os.path.basename(d) for d in glob.glob(os.path.join(ROOT, "tests", "marking", "alternatives", "*")))
    marked = 0
    for lesson in ([] if quick else lessons):
        files = sorted(glob.glob(os.path.join(ROOT, "tests", "marking", "alternatives", lesson, "*.py")))
        if marks(before, lesson, files) == marks(after, lesson, files):
            marked += 1
        else:
            differ.append("bugbot mark " + lesson)
            print("differs: bugbot mark", lesson, flush=True)
    print(f"{same} runs the same bytes ({recorded} record bytes), {marked} lessons marked the same, "
          f"{len(differ)} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--quick"]
    if len(args) != 2:
        raise SystemExit(__doc__)
    sys.exit(main(os.path.abspath(args[0]), os.path.abspath(args[1]), "--quick" in sys.argv))
