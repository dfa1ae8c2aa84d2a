"""`bugbot mark --gradebook`: a class's marks as Moodle's "Import grades from CSV"
takes them, checked the way Moodle's importer reads a file (below, moodle_import),
and the plain form. A cheap lesson (two tasks, 2 and 3 points) over a small class
whose files are named for students: a student id from the name by --id-pattern
(a fallback, said on stderr: a name is whatever its author typed), a student
claimed by two hand-ins (a conflict: no grade, both named, never a pick), a file
whose name has no id (left out, and said on stderr), a name that is not ASCII.

    gradebook_test.py BUGBOT
"""
import csv
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile

LESSON = {
    "id": "gradey", "title": "A cheap lesson for the gradebook test", "text": "lesson.md", "marking": "marking.py",
    "tasks": [{"id": "prints", "title": "Print a number", "points": 2},
              {"id": "even", "title": "Print an even number", "points": 3}],
    "variations": [{"seed": 1}],
}
MARKING = '''from bugbot_marking import task, passed, failed, numbers_in

@task("prints")
def prints(run):
    return passed("a number") if numbers_in(run.output) else failed("no number was printed")

@task("even")
def even(run):
    numbers = numbers_in(run.output)
    return passed("even") if numbers and numbers[0] % 2 == 0 else failed("not an even number")
'''
# file name -> program; the id is the digits before the first "_".
CLASS = {
    "1001_ada.py": "print(4)\n",             # 2 + 3
    "1002_ben.py": "print(3)\n",             # 2
    "1002_ben_again.py": "print(8)\n",       # 5, but two hand-ins claim 1002: a conflict
    "1003_cleo.py": "# nothing yet\n",       # empty: 0
    "1004_zoë.py": "print(7)\n",             # 2, a name that is not ASCII
    "notes.py": "print(2)\n",                # no id in its name
}
EXPECTED = {"1001": (2, 3, 5), "1002": (None, None, None), "1003": (0, 0, 0), "1004": (2, 0, 2)}

# What Moodle's grade import maps an identifier column to (Import grades from CSV:
# "Map from" a column, "Map to" one of these user fields).
MOODLE_IDENTIFIERS = {"User ID": "userid", "Username": "username", "ID number": "useridnumber",
                      "Email address": "useremail"}


def moodle_import(data, grade_items, roster):
    """The checks Moodle's CSV grade import makes (grade/import/csv), as far as its
    documentation says: the file is UTF-8 (a byte order mark allowed), comma
    separated, one header row, every row as wide as the header; one column is
    mapped to a user identifier and every user it names is in the course, once;
    each other column is mapped to a grade item by its header, and each value is
    a number (a point for decimals) within 0..the item's maximum, or empty for no
    grade. Returns ({id: {item: grade or None}}, problems)."""
    problems = []
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        return {}, [f"not UTF-8: {e}"]
    text = text.removeprefix("\ufeff")
    rows = list(csv.reader(io.StringIO(text, newline="")))
    if not rows:
        return {}, ["no header row"]
    head, body = rows[0], rows[1:]
    ids = [i for i, h in enumerate(head) if h in MOODLE_IDENTIFIERS]
    if len(ids) != 1:
        return {}, [f"not one identifier column Moodle can map: {head}"]
    id_col = ids[0]
    for i, h in enumerate(head):
        if i != id_col and h not in grade_items:
            problems.append(f"column {h!r} maps to no grade item")
    grades = {}
    for n, row in enumerate(body, start=2):
        if len(row) != len(head):
            problems.append(f"row {n} has {len(row)} cells, the header {len(head)}")
            continue
        who = row[id_col]
        if who not in roster:
            problems.append(f"row {n}: no user with {MOODLE_IDENTIFIERS[head[id_col]]} {who!r}")
        if who in grades:
            problems.append(f"row {n}: {who!r} a second time")
        grades[who] = {}
        for i, cell in enumerate(row):
            if i == id_col or head[i] not in grade_items:
                continue
            if cell == "":
                grades[who][head[i]] = None
                continue
            try:
                value = float(cell)
            except ValueError:
                problems.append(f"row {n}: {head[i]} = {cell!r} is not a number")
                continue
            if not 0 <= value <= grade_items[head[i]]:
                problems.append(f"row {n}: {head[i]} = {value} is outside 0..{grade_items[head[i]]}")
            grades[who][head[i]] = value
    return grades, problems


def mark(bugbot, lessons, klass, *extra):
    files = sorted(os.path.join(klass, f) for f in CLASS)
    return subprocess.run([bugbot, "mark", "gradey", "--lessons", lessons, "--quiet", "--jobs", "2", *extra, "--", *files],
                          capture_output=True)


def main():
    bugbot = os.path.abspath(sys.argv[1])
    failures = []
    work = tempfile.mkdtemp(prefix="bugbot-gradebook-")
    try:
        lessons, klass = os.path.join(work, "lessons"), os.path.join(work, "class")
        os.makedirs(os.path.join(lessons, "gradey"))
        os.makedirs(klass)
        for name, text in (("lesson.json", json.dumps(LESSON)), ("lesson.md", "# Gradey\n"), ("marking.py", MARKING)):
            with open(os.path.join(lessons, "gradey", name), "w") as f:
                f.write(text)
        for name, text in CLASS.items():
            with open(os.path.join(klass, name), "w", encoding="utf-8") as f:
                f.write(text)

        # Moodle's form, keyed by ID number.
        sheet = os.path.join(work, "moodle.csv")
        r = mark(bugbot, lessons, klass, "--gradebook", sheet, "--id-pattern", r"^(\d+)_", "--id-column", "ID number")
        if r.returncode != 0:
            raise SystemExit(f"bugbot mark --gradebook exited {r.returncode}: {r.stderr[-1500:]}")
        stderr = r.stderr.decode("utf-8", "replace")
        with open(sheet, "rb") as f:
            data = f.read()
        items = {"gradey: prints": 2, "gradey: even": 3, "gradey: total": 5}
        grades, problems = moodle_import(data, items, roster=set(EXPECTED))
        failures += [f"Moodle's import: {p}" for p in problems]
        if set(grades) != set(EXPECTED):
            failures.append(f"one row per student: {sorted(grades)} (expected {sorted(EXPECTED)})")
        for who, (prints, even, total) in EXPECTED.items():
            got = grades.get(who, {})
            want = {"gradey: prints": prints, "gradey: even": even, "gradey: total": total}
            if got != want:
                failures.append(f"{who}: {got} (expected {want})")
        if data.splitlines()[0] != b"ID number,gradey: prints,gradey: even,gradey: total":
            failures.append(f"the header: {data.splitlines()[0]!r}")
        if "notes.py: no student id in its name" not in stderr:
            failures.append(f"a file with no id is not reported: {stderr!r}")
        if "student 1002 is claimed by 2 hand-ins (1002_ben.py, 1002_ben_again.py): a conflict" not in stderr:
            failures.append(f"two hand-ins claiming one student are not a conflict: {stderr!r}")
        if "student id(s) taken from the files' names" not in stderr:
            failures.append(f"ids from the files' names are not said to be: {stderr!r}")

        # The plain form, keyed by the file's stem (the default).
        plain = os.path.join(work, "plain.csv")
        r = mark(bugbot, lessons, klass, "--gradebook", plain, "--gradebook-form", "plain")
        if r.returncode != 0:
            raise SystemExit(f"bugbot mark --gradebook-form plain exited {r.returncode}: {r.stderr[-1500:]}")
        with open(plain, encoding="utf-8") as f:
            rows = list(csv.reader(f))
        if rows[0] != ["Student ID", "Lesson", "Score", "Out of", "Percent", "Status"]:
            failures.append(f"the plain form's header: {rows[0]}")
        by_id = {row[0]: row for row in rows[1:]}
        if sorted(by_id) != sorted(n[:-3] for n in CLASS):
            failures.append(f"the plain form's ids are not the files' stems: {sorted(by_id)}")
        if by_id.get("1004_zoë") != ["1004_zoë", "gradey", "2", "5", "40", "marked"]:
            failures.append(f"the plain form's row of 1004_zoë: {by_id.get('1004_zoë')}")

        # A pattern without a group is refused before anything is marked.
        r = mark(bugbot, lessons, klass, "--gradebook", plain, "--id-pattern", r"^\d+_")
        if r.returncode != 2 or b"needs a group" not in r.stderr:
            failures.append(f"a pattern without a group: exit {r.returncode}, {r.stderr[-300:]!r}")
        print(data.decode("utf-8"), end="")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for f in failures:
        print("FAIL:", f)
    print("ok" if not failures else f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
