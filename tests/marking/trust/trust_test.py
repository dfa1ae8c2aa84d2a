"""Issue 27's breaks of marking, each as the attacker made it (run by ctest).

    trust_test.py BUGBOT [TEST...]

  folders        `bugbot mark 8.1 -- handins/*` where one student's .py sits in a
                 subfolder and another's folder is empty: every row, `empty` for the
                 empty one, never exit 2
  reference      a hand-in that is the lesson's reference, re-spaced and commented:
                 flagged first in its notes; an honest one is not
  semicolon      a hand-in named `x;=2+5;.py`: no formula cell where ';' separates
  hostile_name   one hostile name (formula, ';', escape, bidi override, newline, HTML)
                 through the text sheet, the CSV and the JSON
  varying_words  a program's message that differs between runs (its random() values)
                 never reaches the notes; one that is the same every run does
  processes      as root: a run cannot start more than its 30 tasks (RLIMIT_NPROC
                 binds because the run is not root outside either)
"""
import csv
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile

LESSON = "8.1"
FAILURES = []
# The one hostile name of issue 27 (tests/robot and tests/studio use the same).
HOSTILE = '=HYPERLINK("http:x");\x1b[2J\u202eevil\n<b>bold</b>'
DO_NOTHING = "from bugbot import *\nconnect()\n"


def fail(message):
    FAILURES.append(message)
    print("FAIL:", message, flush=True)


def lesson_files(bugbot):
    lessons = json.loads(subprocess.run([bugbot, "lessons", "--json"], capture_output=True, text=True).stdout)
    folder = next(l["folder"] for l in lessons if l["id"] == LESSON)
    with open(os.path.join(folder, "lesson.json")) as f:
        raw = json.load(f)
    return os.path.join(folder, raw["solution"]), os.path.join(folder, raw["starter"])


def mark(bugbot, files, *extra, cwd=None):
    return subprocess.run([bugbot, "mark", LESSON, "--jobs", "2", *extra, "--", *files], capture_output=True,
                          timeout=600, cwd=cwd)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def raw_unsafe(data):
    """A byte of a C0 control (but the line ends of the format itself), or of a bidi override."""
    text = data.decode("utf-8", "replace")
    return any(ord(c) < 0x20 and c not in "\n" or 0x202A <= ord(c) <= 0x202E or 0x2066 <= ord(c) <= 0x2069
               or 0x80 <= ord(c) <= 0x9F for c in text)


def test_folders(bugbot, root):
    reference, starter = lesson_files(bugbot)
    handins = os.path.join(root, "handins")
    os.makedirs(handins)
    shutil.copy(starter, os.path.join(handins, "alice.py"))
    os.makedirs(os.path.join(handins, "bob", "week3"))
    shutil.copy(reference, os.path.join(handins, "bob", "week3", "bob.py"))
    os.makedirs(os.path.join(handins, "carol"))  # handed in nothing
    write(os.path.join(handins, "dave", ".cache", "x.py"), DO_NOTHING)  # hidden: not a hand-in
    files = [os.path.join(handins, name) for name in sorted(os.listdir(handins))]
    out = mark(bugbot, files, "--json")
    if out.returncode != 0:
        return fail(f"folders: exit {out.returncode}: {out.stderr[-400:]!r}")
    rows = {s["file"]: s for s in json.loads(out.stdout)["submissions"]}
    print("folders:", {f: (s["status"], s["score"]) for f, s in rows.items()})
    if sorted(rows) != ["alice.py", "bob/week3/bob.py", "carol", "dave"]:
        fail(f"folders: rows {sorted(rows)}")
    if rows.get("bob/week3/bob.py", {}).get("score") != 30:
        fail(f"folders: the .py in a subfolder was not marked: {rows.get('bob/week3/bob.py')}")
    for empty in ("carol", "dave"):
        if rows.get(empty, {}).get("status") != "empty":
            fail(f"folders: {empty} is {rows.get(empty)}, not a row with status empty")


def test_reference(bugbot, root):
    reference, starter = lesson_files(bugbot)
    with open(reference) as f:
        lines = f.read().splitlines()
    # Copied, with a header, blank lines and trailing comments: the same program.
    disguised = "# my own work, honest\n\n" + "\n".join(l + "   # mine" if l.strip() and not l.rstrip().endswith("\\")
                                                          and '"""' not in l and "'''" not in l else l
                                                          for l in lines) + "\n\n\n"
    write(os.path.join(root, "ref", "copied.py"), disguised)
    shutil.copy(starter, os.path.join(root, "ref", "honest.py"))
    out = mark(bugbot, [os.path.join(root, "ref", "copied.py"), os.path.join(root, "ref", "honest.py")], "--json")
    sheet = json.loads(out.stdout)
    copied, honest = sheet["submissions"]
    print("reference:", copied["score"], copied["notes"][:1])
    if not copied["notes"] or not copied["notes"][0].startswith("Flagged: this hand-in is the lesson's reference"):
        fail(f"reference: a copy of the reference is not flagged: {copied['notes']}")
    if any(n.startswith("Flagged") for n in honest["notes"]):
        fail(f"reference: an honest hand-in is flagged: {honest['notes']}")


def test_semicolon(bugbot, root):
    folder = os.path.join(root, "semi")
    write(os.path.join(folder, "x;=2+5;.py"), DO_NOTHING)
    sheet = os.path.join(root, "semi.csv")
    out = mark(bugbot, [os.path.join(folder, "x;=2+5;.py")], "--csv", sheet)
    with open(sheet, newline="") as f:
        text = f.read()
    for separator in ",;":
        for row in csv.reader(io.StringIO(text), delimiter=separator):
            for cell in row:
                if cell[:1] in ("=", "+", "-", "@", "\t"):
                    fail(f"semicolon: with '{separator}' as the separator a cell is a formula: {cell!r} ({out.returncode})")


def test_hostile_name(bugbot, root):
    folder = os.path.join(root, "hostile")
    name = HOSTILE + ".py"
    write(os.path.join(folder, name), DO_NOTHING)
    honest = os.path.join(folder, "zed.py")
    write(honest, DO_NOTHING)
    sheet = os.path.join(root, "hostile.csv")
    text = mark(bugbot, [os.path.join(folder, name), honest], "--csv", sheet)
    js = mark(bugbot, [os.path.join(folder, name), honest], "--json")
    if raw_unsafe(text.stdout):
        fail(f"hostile name: the text sheet holds raw control or bidi characters: {text.stdout[:300]!r}")
    if raw_unsafe(js.stdout):
        fail("hostile name: the JSON holds raw control or bidi characters")
    if json.loads(js.stdout)["submissions"][0]["file"] != name:
        fail("hostile name: the JSON does not say the same name to a parser")
    with open(sheet, "rb") as f:
        data = f.read()
    if raw_unsafe(data):
        fail(f"hostile name: the CSV holds raw control or bidi characters: {data[:300]!r}")
    for separator in ",;":
        rows = list(csv.reader(io.StringIO(data.decode()), delimiter=separator))
        if len(rows) != 3:
            fail(f"hostile name: with '{separator}' the CSV has {len(rows)} rows, not a header and 2")
        for row in rows:
            for cell in row:
                if cell[:1] in ("=", "+", "-", "@", "\t"):
                    fail(f"hostile name: with '{separator}' a cell is a formula: {cell!r}")


def test_varying_words(bugbot, root):
    folder = os.path.join(root, "words")
    write(os.path.join(folder, "leak.py"), DO_NOTHING + "import random\nraise ValueError(f'hidden {random.random()!r}')\n")
    write(os.path.join(folder, "exits.py"), DO_NOTHING + "import random, sys\nsys.exit(random.randint(1, 100))\n")
    write(os.path.join(folder, "same.py"), DO_NOTHING + "raise ValueError('always the same words')\n")
    out = mark(bugbot, [os.path.join(folder, n) for n in ("leak.py", "exits.py", "same.py")], "--json")
    leak, exits, same = json.loads(out.stdout)["submissions"]
    everything = json.dumps([leak, exits])
    if "hidden 0." in everything:
        fail(f"varying words: a run's random() values reach the notes: {leak['notes'][:2]}")
    codes = {n for n in range(1, 101) if f"sys.exit({n})" in json.dumps(exits)}
    if len(codes) > 1:
        fail(f"varying words: sys.exit codes that differ between runs reach the notes: {sorted(codes)}")
    if not any("always the same words" in n for n in same["notes"]):
        fail(f"varying words: a message the same on every run is not shown: {same['notes']}")
    print("varying words:", leak["notes"][:1], same["notes"][:1])


THREADS = DO_NOTHING + """import threading
threading.stack_size(256 * 1024)
stop = threading.Event()
started = 0
try:
    for _ in range(300):
        threading.Thread(target=stop.wait, daemon=True).start()
        started += 1
except RuntimeError:
    pass
stop.set()
raise RuntimeError(f"started {started} threads")
"""


def test_processes(bugbot, root):
    check = subprocess.run([bugbot, "mark", "--check-sandbox"], capture_output=True, text=True)
    if "ok       its processes limit binds, whoever marks" not in check.stdout or check.returncode != 0:
        fail(f"processes: --check-sandbox does not show the run's uid is unprivileged outside: {check.stdout[-600:]}")
    write(os.path.join(root, "threads", "threads.py"), THREADS)
    out = mark(bugbot, [os.path.join(root, "threads", "threads.py")], "--json")
    notes = json.loads(out.stdout)["submissions"][0]["notes"]
    print(f"processes (uid {os.geteuid()}):", notes[:1])
    import re
    counts = [int(m) for n in notes for m in re.findall(r"started (\d+) threads", n)]
    if not counts:
        fail(f"processes: no thread count in the notes (not the same on every run?): {notes}")
    elif max(counts) >= 30:
        fail(f"processes: a run started {max(counts)} threads (the limit is 30 tasks) as uid {os.geteuid()}")


TESTS = {name[5:]: f for name, f in dict(globals()).items() if name.startswith("test_")}


def main():
    bugbot = sys.argv[1]
    root = tempfile.mkdtemp(prefix="bugbot-trust-")
    try:
        for name in sys.argv[2:] or list(TESTS):
            TESTS[name](bugbot, os.path.join(root, name))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print(f"{len(FAILURES)} failure(s)")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
