"""Issue 42's breaks of the command line, each as the attacker made it (run by ctest).

    trust42_test.py BUGBOT [TEST...]

  translations     with BUGBOT_LANGUAGE=de, `bugbot lessons` and `lessons --check` show a
                   translation's title, track and unknown keys (terminal-title escape,
                   clear-screen, an OSC 52 clipboard write, a right-to-left override)
                   escaped, never raw
  lesson_files     a lesson.json that is a FIFO or a link to /dev/zero, a translation that
                   is a FIFO: `bugbot lessons` says so and ends at once, as root and as
                   user nobody
  planted_outputs  --csv and --gradebook named where a student planted a link to the
                   teacher's file: never written through, the file as it was
  moodle_owner     Moodle's per-student folders: Mallory's 1002_scores.py in her own folder
                   gives 1002 nothing; two hand-ins in one folder are a conflict, no grade
  many_files       9,000 empty hand-ins through --files-from (stdin, NUL-ended, one name
                   with a line break and %1) and as a folder: every row, in seconds
  notepad          the reference saved as Windows Notepad saves it (BOM, CRLF) is flagged;
                   the reference with a line moved out of its block is not
  semicolon_row    a note in the middle of a CSV row: no field starts a formula when a
                   spreadsheet splits the row on ';' (or ',')
"""
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time

LESSON = "8.1"
FAILURES = []
# What issue 42's attacker put in a translation: a window-title escape, clear-screen,
# an OSC 52 clipboard write and a right-to-left override.
ESCAPES = "\x1b]0;owned\x07\x1b[2J\x1b]52;c;cm0gLXJmIH4=\x07\u202eevil"


def fail(message):
    FAILURES.append(message)
    print("FAIL:", message, flush=True)


def write(path, text, mode="w"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode) as f:
        f.write(text)


def raw_unsafe(data):
    """A byte of a C0 control (but a line end), of a C1 control or of a bidi override."""
    text = data.decode("utf-8", "replace")
    return any(ord(c) < 0x20 and c not in "\n" or 0x202A <= ord(c) <= 0x202E or 0x2066 <= ord(c) <= 0x2069
               or 0x80 <= ord(c) <= 0x9F for c in text)


MARKING = """from bugbot_marking import task, passed

@task("one")
def one(run):
    return passed("yes")

@task("two")
def two(run):
    return passed("yes")
"""


def make_lesson(folder, lesson_id):
    """A small valid lesson (bugbot lessons --check finds nothing wrong with it)."""
    write(os.path.join(folder, lesson_id, "lesson.json"),
          json.dumps({"id": lesson_id, "title": "A lesson", "track": "basics", "text": "lesson.md", "marking": "marking.py",
                      "tasks": [{"id": "one", "title": "One", "points": 1}, {"id": "two", "title": "Two", "points": 1}],
                      "variations": [{"seed": 1}]}))
    write(os.path.join(folder, lesson_id, "lesson.md"), "# A lesson\n")
    write(os.path.join(folder, lesson_id, "marking.py"), MARKING)


def as_nobody():
    """A command prefix that runs as user nobody (when this runs as root), else nothing."""
    return ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] if os.geteuid() == 0 else []


def mark(bugbot, *args, stdin=None):
    return subprocess.run([bugbot, "mark", LESSON, "--jobs", "2", "--quiet", *args], capture_output=True, timeout=300,
                          input=stdin)


def test_translations(bugbot, root):
    lessons = os.path.join(root, "lessons")
    make_lesson(lessons, "evil")
    write(os.path.join(lessons, "evil", "lesson.de.json"),
          json.dumps({"title": "Titel" + ESCAPES, "track": "Spur" + ESCAPES, "oops" + ESCAPES: 1}))
    env = dict(os.environ, BUGBOT_LANGUAGE="de", LANGUAGE="de")
    for args in (["lessons", "--lessons", lessons], ["lessons", "--lessons", lessons, "--check"]):
        r = subprocess.run([bugbot, *args], capture_output=True, timeout=120, env=env)
        shown = r.stdout + r.stderr
        print(" ".join(args[:1] + args[3:]), "->", r.returncode, len(shown), "bytes")
        if raw_unsafe(shown):
            fail(f"translations: {args[-1]}: a raw control or bidi character reached the terminal: {shown[-400:]!r}")
        if b"\\x1b" not in shown:
            fail(f"translations: {args[-1]}: the translation's text is not shown (escaped): {shown[-400:]!r}")


def test_lesson_files(bugbot, root):
    lessons = os.path.join(root, "lessons")
    for lesson_id in ("fifo", "zero", "device", "tr"):
        make_lesson(lessons, lesson_id)
    os.remove(os.path.join(lessons, "fifo", "lesson.json"))
    os.mkfifo(os.path.join(lessons, "fifo", "lesson.json"))
    os.remove(os.path.join(lessons, "zero", "lesson.json"))
    os.symlink("/dev/zero", os.path.join(lessons, "zero", "lesson.json"))
    os.remove(os.path.join(lessons, "device", "lesson.json"))
    if os.geteuid() == 0:  # a device node itself, as /dev/zero is (1, 5)
        os.mknod(os.path.join(lessons, "device", "lesson.json"), 0o644 | stat.S_IFCHR, os.makedev(1, 5))
    os.mkfifo(os.path.join(lessons, "tr", "lesson.de.json"))
    for folder in (os.path.dirname(root), root):
        os.chmod(folder, 0o755)  # user nobody reads the lessons too
    for who, prefix in (("as root" if os.geteuid() == 0 else "as the user", []), ("as nobody", as_nobody())):
        if who == "as nobody" and not prefix:
            continue
        started = time.monotonic()
        try:
            r = subprocess.run([*prefix, bugbot, "lessons", "--lessons", lessons, "--check"], capture_output=True,
                               timeout=60, env=dict(os.environ, BUGBOT_LANGUAGE="de", HOME=root))
        except subprocess.TimeoutExpired:
            fail(f"lesson_files: {who}: bugbot lessons hung on a FIFO or /dev/zero")
            continue
        said = (r.stdout + r.stderr).decode("utf-8", "replace")
        print(f"lesson_files {who}: {time.monotonic() - started:.2f} s, exit {r.returncode}")
        for what in ("FIFO", "symbolic link", "device") if os.geteuid() == 0 else ("FIFO", "symbolic link"):
            if what not in said:
                fail(f"lesson_files: {who}: a lesson file that is a {what} is not named: {said[-600:]}")


def test_planted_outputs(bugbot, root):
    klass, teacher = os.path.join(root, "class"), os.path.join(root, "teacher")
    write(os.path.join(klass, "ada.py"), "")
    for name in ("sheet.csv", "grades.csv"):
        victim = os.path.join(teacher, name + ".mine")
        write(victim, "the teacher's own\n")
        os.chmod(victim, 0o600)
        os.symlink(victim, os.path.join(klass, name))
    for option, name in (("--csv", "sheet.csv"), ("--gradebook", "grades.csv")):
        r = mark(bugbot, option, os.path.join(klass, name), "--", os.path.join(klass, "ada.py"))
        victim = os.path.join(teacher, name + ".mine")
        with open(victim) as f:
            kept = f.read()
        print(f"planted_outputs {option}: exit {r.returncode}, {r.stderr.decode()[-120:].strip()!r}")
        if kept != "the teacher's own\n" or os.stat(victim).st_mode & 0o777 != 0o600:
            fail(f"planted_outputs: {option} wrote through a planted link: {kept!r}")
        if r.returncode != 1 or b"symbolic link" not in r.stderr:
            fail(f"planted_outputs: {option} through a link: exit {r.returncode}, {r.stderr[-300:]!r}")


def test_moodle_owner(bugbot, root):
    klass = os.path.join(root, "class")
    # Moodle's "Download all submissions": one folder a student, named by Moodle.
    write(os.path.join(klass, "Mallory Smith_1003_assignsubmission_file_", "1002_scores.py"), "")
    write(os.path.join(klass, "Ada Lovelace_1001_assignsubmission_file_", "a.py"), "")
    write(os.path.join(klass, "Ada Lovelace_1001_assignsubmission_file_", "b.py"), "")
    sheet = os.path.join(root, "grades.csv")
    r = mark(bugbot, "--gradebook", sheet, "--id-pattern", r"_(\d+)_assignsubmission", "--id-column", "ID number",
             "--", klass)
    with open(sheet) as f:
        rows = [line.split(",") for line in f.read().splitlines()]
    ids = [row[0] for row in rows[1:]]
    print("moodle_owner:", ids, r.stderr.decode()[-200:].strip())
    if "1002" in ids:
        fail(f"moodle_owner: a file's name gave student 1002 a mark: {rows}")
    if "1003" not in ids:
        fail(f"moodle_owner: Mallory's own folder (1003) has no row: {rows}")
    ada = next((row for row in rows if row[0] == "1001"), None)
    if not ada or any(cell for cell in ada[1:]):
        fail(f"moodle_owner: two hand-ins of 1001 are not a conflict without a grade: {ada}")
    if b"student 1001 is claimed by 2 hand-ins" not in r.stderr:
        fail(f"moodle_owner: the conflict is not said: {r.stderr[-400:]!r}")


def test_many_files(bugbot, root):
    klass = os.path.join(root, "class")
    os.makedirs(klass)
    names = [f"{i:05d}_s.py" for i in range(8998)] + ["line\nbreak.py", "x %1 %2.py"]
    for name in names:
        open(os.path.join(klass, name), "w").close()
    listed = b"".join(os.fsencode(os.path.join(klass, n)) + b"\0" for n in names)
    for how, args, stdin in (("--files-from -", ["--json", "--files-from", "-"], listed),
                             ("a folder", ["--json", "--", klass], None)):
        started = time.monotonic()
        r = mark(bugbot, *args, stdin=stdin)
        seconds = time.monotonic() - started
        rows = json.loads(r.stdout)["submissions"] if r.returncode == 0 else []
        print(f"many_files {how}: {len(rows)} rows in {seconds:.1f} s")
        if len(rows) != len(names):
            fail(f"many_files: {how}: {len(rows)} rows for {len(names)} hand-ins (exit {r.returncode})")
        elif any(s["status"] != "empty" for s in rows):
            fail(f"many_files: {how}: an empty hand-in is not `empty`")


def lesson_reference(bugbot):
    lessons = json.loads(subprocess.run([bugbot, "lessons", "--json"], capture_output=True, text=True).stdout)
    folder = next(l["folder"] for l in lessons if l["id"] == LESSON)
    with open(os.path.join(folder, "lesson.json")) as f:
        return os.path.join(folder, json.load(f)["solution"])


def test_notepad(bugbot, root):
    with open(lesson_reference(bugbot), encoding="utf-8") as f:
        lines = f.read().splitlines()
    write(os.path.join(root, "notepad.py"), ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-8"), mode="wb")
    # One line of a block moved out of it: the same letters, another program.
    def depth(line):
        return len(line) - len(line.lstrip())
    inside = next(i for i in range(1, len(lines)) if depth(lines[i]) > 0 and depth(lines[i]) == depth(lines[i - 1])
                  and lines[i].strip() and lines[i - 1].strip())
    moved = lines[:inside] + [lines[inside].lstrip()] + lines[inside + 1:]
    write(os.path.join(root, "moved.py"), "\n".join(moved) + "\n")
    r = mark(bugbot, "--json", "--timeout", "5", "--", os.path.join(root, "notepad.py"), os.path.join(root, "moved.py"))
    notepad, moved_one = json.loads(r.stdout)["submissions"]
    flagged = [s["notes"][:1] and s["notes"][0].startswith("Flagged: this hand-in is the lesson's reference")
               for s in (notepad, moved_one)]
    print("notepad: flagged", flagged)
    if flagged != [True, False]:
        fail(f"notepad: Notepad's copy flagged {flagged[0]}, the moved line flagged {flagged[1]}")


def test_semicolon_row(bugbot, root):
    # Its notes name it, in the middle of the row; a FIFO is unreadable at once (no run).
    name = os.path.join(root, "a;=2+5;b.py")
    os.makedirs(root)
    os.mkfifo(name)
    sheet = os.path.join(root, "sheet.csv")
    mark(bugbot, "--csv", sheet, "--", name)
    with open(sheet, encoding="utf-8") as f:
        rows = f.read().splitlines()
    for separator in ",;":
        for row in rows[1:]:
            for field in row.split(separator):
                if field.lstrip('"').lstrip(" ")[:1] in ("=", "+", "-", "@"):
                    fail(f"semicolon_row: split on {separator!r}, the field {field!r} is a formula: {row}")
    print("semicolon_row:", rows[1:])


TESTS = {name[5:]: f for name, f in dict(globals()).items() if name.startswith("test_")}


def main():
    bugbot = os.path.abspath(sys.argv[1])
    root = tempfile.mkdtemp(prefix="bugbot-trust42-")
    try:
        for name in sys.argv[2:] or list(TESTS):
            TESTS[name](bugbot, os.path.join(root, name))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print(f"{len(FAILURES)} failure(s)")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
