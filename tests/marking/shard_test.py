"""A class marked on "many machines": 45 generated submissions of a cheap lesson, marked
once by one `bugbot mark`, then as 3 shards run side by side by GNU parallel
(`--shard K/3`) and put back together with `--merge`: the merged JSON and CSV sheets
must be the same bytes as the one-machine run's, every file in exactly one shard.
Also: a folder argument is its *.py files, the sheet's names are relative to the
class's folder, and the summary counts the class.

    shard_test.py BUGBOT
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

FIRST = ["ada", "ben", "cleo", "dan", "eva", "finn", "gus", "hana", "ivo", "jade",
         "kai", "lena", "milo", "nora", "otto", "pia", "quin", "rosa", "sam", "tia"]
LAST = ["abel", "berg", "cruz", "dale", "eng", "fox", "gray", "hale", "iles", "jung", "kerr", "lund", "moss", "nash", "ortiz"]
# Enough for every shard to hold several files and several of each kind (empty,
# odd, even); the class was 300 (400 sandboxed runs), which tested nothing more.
CLASS = [(f, l) for f in FIRST[:9] for l in LAST[:5]]

LESSON = {
    "id": "shardy", "title": "A cheap lesson for the shard test", "text": "lesson.md", "marking": "marking.py",
    "tasks": [{"id": "prints", "title": "Print a number", "points": 1},
              {"id": "even", "title": "Print an even number", "points": 1}],
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


def main():
    bugbot = os.path.abspath(sys.argv[1])
    failures = []
    work = tempfile.mkdtemp(prefix="bugbot-shards-")
    try:
        lessons, klass = os.path.join(work, "lessons"), os.path.join(work, "class")
        os.makedirs(os.path.join(lessons, "shardy"))
        os.makedirs(klass)
        for name, text in (("lesson.json", json.dumps(LESSON)), ("lesson.md", "# Shardy\n"), ("marking.py", MARKING)):
            with open(os.path.join(lessons, "shardy", name), "w") as f:
                f.write(text)
        # Small submissions: a third empty (not run), the rest print a number.
        for i, (first, last) in enumerate(CLASS):
            with open(os.path.join(klass, f"{first}_{last}.py"), "w") as f:
                f.write("# nothing yet\n" if i % 3 == 0 else f"print({i})\n")
        mark = [bugbot, "mark", "shardy", klass, "--lessons", lessons, "--json", "--quiet", "--jobs", "1"]
        one = subprocess.run(mark + ["--csv", os.path.join(work, "one.csv")], capture_output=True)
        if one.returncode != 0:
            raise SystemExit(f"the one-machine run exited {one.returncode}: {one.stderr[-1000:]}")
        shard = " ".join(mark) + " --shard {}/3 --csv " + work + "/shard-{}.csv > " + work + "/shard-{}.json"
        par = subprocess.run(["parallel", "--halt", "now,fail=1", "-j", "3", shard, ":::", "1", "2", "3"],
                             capture_output=True, text=True)
        if par.returncode != 0:
            raise SystemExit(f"parallel exited {par.returncode}: {par.stderr[-1000:]}")
        sheets = [os.path.join(work, f"shard-{k}.json") for k in (1, 2, 3)]
        # In another order than the shards: the merge puts the class back in its own.
        merged = subprocess.run([bugbot, "mark", "--merge", *reversed(sheets), "--csv", os.path.join(work, "merged.csv")],
                                capture_output=True)
        if merged.returncode != 0:
            raise SystemExit(f"--merge exited {merged.returncode}: {merged.stderr[-1000:]}")
        if merged.stdout != one.stdout:
            failures.append("the merged JSON sheet differs from the one-machine run's")
        with open(os.path.join(work, "one.csv"), "rb") as a, open(os.path.join(work, "merged.csv"), "rb") as b:
            if a.read() != b.read():
                failures.append("the merged CSV sheet differs from the one-machine run's")
        whole = json.loads(one.stdout)
        names = [s["file"] for s in whole["submissions"]]
        parts = []
        for path in sheets:
            with open(path) as f:
                parts.append([s["file"] for s in json.load(f)["submissions"]])
        if sorted(n for p in parts for n in p) != sorted(names) or any(not p for p in parts):
            failures.append(f"the shards do not split the class: {[len(p) for p in parts]} of {len(names)}")
        if len(names) != len(CLASS) or names != sorted(names) or any("/" in n for n in names):
            failures.append(f"the sheet's files are not the folder's {len(CLASS)} names, relative: {names[:3]}...")
        if whole["submissions"][1]["name"] != "Ada Berg":
            failures.append(f"the student's name of ada_berg.py: {whole['submissions'][1]['name']!r}")
        summary = whole["summary"]
        if summary["count"] != len(CLASS) or summary["full"] != sum(1 for i in range(len(CLASS)) if i % 3 and i % 2 == 0):
            failures.append(f"the summary: {summary}")
        print(f"{len(CLASS)} submissions, shards of {[len(p) for p in parts]}; merged sheets identical: "
              f"{merged.stdout == one.stdout}; summary {summary['count']} marked, mean {summary['mean']}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for f in failures:
        print("FAIL:", f)
    print("ok" if not failures else f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
