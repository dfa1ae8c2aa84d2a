"""`bugbot class export`: the class's marks straight from its database, as
Moodle's "Import grades from CSV" takes them (checked by the Moodle-shaped
import of tests/marking/gradebook_test.py) and as the plain sheet.

A real server (`bugbot-class serve`, SQLite) with the cheap lesson of the
gradebook test and a copy of it under another id; three students of the class
list join and submit through `bugbot-class submit`, one twice (best 5, last 2).
Then students whose names the roster's gate refuses (=2+5, @SUM(A1), with ;
and ,) are written into the database around it, as an old or altered
database might hold them: their cells come out inert whether a spreadsheet
splits on ',' or on ';'.

    export_test.py BUGBOT_CLASS
"""
import csv
import io
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "marking"))
from gradebook_test import LESSON, MARKING, moodle_import  # noqa: E402  the one Moodle-shaped check

# student -> [(lesson, program)], submitted in this order.
SUBMISSIONS = {
    "1001": [("gradey", "print(4)\n"), ("gradey", "print(3)\n")],  # 5 then 2
    "1002": [("gradey", "print(7)\n"), ("gradez", "print(8)\n")],  # 2; 5 in the other lesson
    "1003": [("gradey", "# nothing yet\n")],                       # 0
}
FORMULA_NAMES = ["=2+5", "@SUM(A1)", "x;=HYPERLINK(\"http://e\")", "+1,-2", " -3;@x"]


def write_lessons(root):
    for lesson_id in ("gradey", "gradez"):
        folder = os.path.join(root, lesson_id)
        os.makedirs(folder)
        for name, text in (("lesson.json", json.dumps(dict(LESSON, id=lesson_id))), ("lesson.md", "# Gradey\n"),
                           ("marking.py", MARKING)):
            with open(os.path.join(folder, name), "w") as f:
                f.write(text)


def start_server(program, work, lessons):
    roster = os.path.join(work, "class.csv")
    with open(roster, "w") as f:
        f.write("name\n" + "".join(n + "\n" for n in SUBMISSIONS))
    server = subprocess.Popen([program, "serve", "--data", os.path.join(work, "server"), "--address", "127.0.0.1",
                               "--port", "0", "--roster", roster, "--lessons", lessons],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    port = code = None
    for line in server.stdout:
        if line.startswith("class: listening on port "):
            port = line.split()[-1]
        if line.startswith("class: join code "):
            code = line.split()[-1]
            break
    if not (port and code):
        server.kill()
        raise SystemExit(f"the server did not start: {server.stdout.read()[-1500:]}")
    return server, f"127.0.0.1:{port}", code


def submit_all(program, work, address, code):
    for name in SUBMISSIONS:
        folder = os.path.join(work, "student-" + name)
        r = subprocess.run([program, "join", address, code, name, "--folder", folder], capture_output=True, text=True)
        if r.returncode != 0:
            raise SystemExit(f"{name} could not join: {r.stderr}")

    def submit(name, lesson, text, n):
        path = os.path.join(work, f"{name}-{n}.py")
        with open(path, "w") as f:
            f.write(text)
        return subprocess.Popen([program, "submit", lesson, path, "--folder", os.path.join(work, "student-" + name),
                                 "--wait", "60"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    # Each student's submissions in order (the best and the last differ); the students side by side.
    rounds = max(len(s) for s in SUBMISSIONS.values())
    for n in range(rounds):
        running = [submit(name, *subs[n], n) for name, subs in SUBMISSIONS.items() if n < len(subs)]
        for p in running:
            out, err = p.communicate()
            if p.returncode != 0:
                raise SystemExit(f"a submission got no result: {err}")


def add_formula_students(database):
    """Names the gate refuses, each with a copy of 1001's last result."""
    db = sqlite3.connect(database, timeout=10)
    for n, name in enumerate(FORMULA_NAMES):
        cur = db.execute("INSERT INTO students (name, state, joined_ms) VALUES (?, 'approved', 0)", (name,))
        db.execute("INSERT INTO submissions (student_id, client_id, lesson, language, program, state, result,"
                   " received_ms, marked_ms, delivered, attempts) SELECT ?, ?, lesson, language, program, state,"
                   " result, received_ms, marked_ms, 1, attempts FROM submissions WHERE id = (SELECT max(id) FROM"
                   " submissions WHERE lesson = 'gradey' AND student_id = (SELECT id FROM students WHERE name = '1001'))",
                   (cur.lastrowid, f"formula-{n:04d}"))
    db.commit()
    db.close()


def export(program, database, *options):
    r = subprocess.run([program, "export", "--db", database, *options], capture_output=True)
    if r.returncode != 0:
        raise SystemExit(f"export {options} exited {r.returncode}: {r.stderr.decode()}")
    return r.stdout


def check_moodle(program, database, failures):
    items = {"gradey: prints": 2, "gradey: even": 3, "gradey: total": 5,
             "gradez: prints": 2, "gradez: even": 3, "gradez: total": 5}
    expected = {  # best: gradey prints, even, total; gradez the same
        "best": {"1001": (2, 3, 5, None, None, None), "1002": (2, 0, 2, 2, 3, 5), "1003": (0, 0, 0, None, None, None)},
        "last": {"1001": (2, 0, 2, None, None, None), "1002": (2, 0, 2, 2, 3, 5), "1003": (0, 0, 0, None, None, None)},
    }
    for counted, want_all in expected.items():
        data = export(program, database, "--counted", counted)
        grades, problems = moodle_import(data, items, roster=set(SUBMISSIONS))
        failures += [f"Moodle's import ({counted}): {p}" for p in problems]
        for who, want in want_all.items():
            got = tuple(grades.get(who, {}).get(item) for item in items)
            if got != want:
                failures.append(f"{counted}: {who} has {got}, expected {want}")
    one = export(program, database, "--lesson", "gradez", "--id-column", "ID number").decode()
    if one.splitlines()[0] != "ID number,gradez: prints,gradez: even,gradez: total":
        failures.append(f"one lesson's header: {one.splitlines()[0]!r}")


def inert(cell):
    return not cell.lstrip(" ").startswith(("=", "+", "-", "@"))


def check_formula_names(program, database, failures):
    for form in ("moodle", "sheet"):
        text = export(program, database, "--format", form).decode("utf-8")
        for separator in (",", ";"):  # a spreadsheet of either locale
            for row in csv.reader(io.StringIO(text, newline=""), delimiter=separator):
                failures += [f"{form}, split on {separator!r}: the cell {c!r} is a formula" for c in row if not inert(c)]
        rows = list(csv.reader(io.StringIO(text, newline="")))
        # Each name is there, as written but for the ' that makes each formula start text.
        ids = {re.sub(r"'(?= *[=+\-@])", "", r[0]) for r in rows[1:]}
        if ids != set(SUBMISSIONS) | set(FORMULA_NAMES):
            failures.append(f"{form}: the students {sorted(ids)}")
        if len(rows) != 1 + (len(SUBMISSIONS) + len(FORMULA_NAMES)) * (2 if form == "sheet" else 1):
            failures.append(f"{form}: {len(rows)} rows: {rows}")
    sheet = list(csv.reader(io.StringIO(export(program, database, "--format", "sheet").decode(), newline="")))
    if sheet[0] != ["Student ID", "Lesson", "Score", "Out of", "Percent", "Status"] or \
            ["1001", "gradey", "5", "5", "100", "marked"] not in sheet or \
            ["1001", "gradez", "", "5", "", "none"] not in sheet:
        failures.append(f"the plain sheet: {sheet}")


def main():
    program = os.path.abspath(sys.argv[1])
    started = time.monotonic()
    failures = []
    work = tempfile.mkdtemp(prefix="bugbot-class-export-")
    server = None
    try:
        lessons = os.path.join(work, "lessons")
        write_lessons(lessons)
        server, address, code = start_server(program, work, lessons)
        submit_all(program, work, address, code)
        database = os.path.join(work, "server", "class.sqlite")
        check_moodle(program, database, failures)
        add_formula_students(database)
        check_formula_names(program, database, failures)
        r = subprocess.run([program, "export", "--db", os.path.join(work, "nothing.sqlite")], capture_output=True)
        if r.returncode == 0 or b"no class database at" not in r.stderr or os.path.exists(os.path.join(work, "nothing.sqlite")):
            failures.append(f"a missing database: {r.returncode} {r.stderr!r}")
    finally:
        if server:
            server.terminate()
            server.wait(10)
        shutil.rmtree(work, ignore_errors=True) if not os.environ.get("KEEP") else print(work)
    print(f"export_test: {time.monotonic() - started:.1f} s")
    for f in failures:
        print("FAIL:", f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
