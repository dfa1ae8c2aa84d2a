"""Script-level tests of the lessons and of `bugbot mark` (run by ctest).

    lesson_tests.py numbers   BUGBOT LESSON_FOLDER   every number the text quotes is in the demo's output
    lesson_tests.py reference BUGBOT LESSON_ID       the reference solution passes every task on every variation
    lesson_tests.py hostile   BUGBOT LESSON_ID       hostile submissions all fail, with notes, harming nothing
    lesson_tests.py alternatives BUGBOT LESSON_ID    programs written from the lesson's text
                                                     (tests/marking/alternatives/LESSON_ID/): the correct
                                                     ones pass every task, each common mistake loses
                                                     marks on the task it breaks, with the feedback it
                                                     must get (see expectations()); and the checker's
                                                     answer explains each task, one string a run
    lesson_tests.py cli       BUGBOT                 lessons --json/--check, mark --json/--csv shapes and exits
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
HOSTILE = os.path.join(HERE, "hostile")
ALTERNATIVES = os.path.join(HERE, "alternatives")
# More programs of the lessons whose runs cost seconds each (they train in
# Python): marked only in the full suite (BUGBOT_FULL_TESTS=1), beside those above.
ALTERNATIVES_FULL = os.path.join(HERE, "alternatives_full")
FAILURES = []


def fail(message):
    FAILURES.append(message)
    print("FAIL:", message)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def lesson_info(bugbot, lesson_id):
    out = run([bugbot, "lessons", "--json"])
    for lesson in json.loads(out.stdout):
        if lesson["id"] == lesson_id:
            with open(os.path.join(lesson["folder"], "lesson.json")) as f:
                lesson["raw"] = json.load(f)
            return lesson
    raise SystemExit(f"no lesson {lesson_id} in bugbot lessons --json")


def mark(bugbot, lesson_id, files, *extra):
    out = run([bugbot, "mark", lesson_id, *files, "--json", "--jobs", "2", *extra])
    if out.returncode != 0:
        fail(f"bugbot mark {lesson_id} exited {out.returncode}: {out.stderr[-2000:]}")
        return None
    return json.loads(out.stdout)


# ---------------------------------------------------------------- numbers

NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
QUOTE = re.compile(r"`([^`]*)`")


def numbers_test(bugbot, folder):
    """lesson.md and each translation (lesson.de.md...) quote what the demos print: a
    translation's own programs (de/demo.py) when it has them, else the English."""
    texts = ["lesson.md"] + sorted(f for f in os.listdir(folder) if re.fullmatch(r"lesson\.[a-z]{2,3}\.md", f))
    printed_by = {}  # one run a demo, whatever number of texts quote it
    checked = 0
    for name in texts:
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            text = f.read()
        # Sections start at <!-- output: FILE.py --> and end at the next marker or heading.
        pieces = re.split(r"<!--\s*output:\s*(\S+)\s*-->", text)
        for i in range(1, len(pieces), 2):
            program, section = pieces[i], pieces[i + 1]
            section = re.split(r"\n#{1,3} ", section)[0]
            code = name.split(".")[1] if name.count(".") == 2 else ""
            if code and os.path.isfile(os.path.join(folder, code, program)):
                program = f"{code}/{program}"
            if program not in printed_by:
                out = run([bugbot, "run", os.path.join(folder, program)], cwd=folder)
                if out.returncode != 0:
                    fail(f"{program} exited {out.returncode}: {out.stderr[-500:]}")
                printed_by[program] = NUMBER.findall(out.stdout) if out.returncode == 0 else None
            printed = printed_by[program]
            if printed is None:
                continue
            quotes = [q for q in QUOTE.findall(section) if re.fullmatch(r"[\d\s\[\],.\-]+", q) and re.search(r"\d", q)]
            if not quotes:
                fail(f"{name}: the section for {program} quotes no numbers in `backticks`")
            for quote in quotes:
                wanted = NUMBER.findall(quote)
                n = len(wanted)
                if not any(printed[j:j + n] == wanted for j in range(len(printed) - n + 1)):
                    fail(f"{name} quotes `{quote}` for {program}, but the demo printed no such number(s)")
                checked += 1
        if checked == 0:
            fail(f"{folder}/{name} has no <!-- output: FILE.py --> sections with quoted numbers")
    print(f"{checked} quoted numbers checked in {', '.join(texts)}")


# ---------------------------------------------------------------- reference

def reference_test(bugbot, lesson_id):
    lesson = lesson_info(bugbot, lesson_id)
    solution = lesson["raw"].get("solution")
    if not solution:
        fail(f"lesson {lesson_id} has no reference solution")
        return
    result = mark(bugbot, lesson_id, [os.path.join(lesson["folder"], solution)])
    if not result:
        return
    sub = result["submissions"][0]
    if sub["status"] != "marked":
        fail(f"the reference solution's status is {sub['status']}: {sub.get('notes')}")
    for t in sub["tasks"]:
        if not t["passed"] or t["score"] != t["max"]:
            fail(f"the reference solution does not pass task {t['id']}: {t['score']}/{t['max']} {t['feedback']}")
    if sub["score"] != sub["max"]:
        fail(f"reference scored {sub['score']} of {sub['max']}")
    print(f"reference: {sub['score']}/{sub['max']}")


# ---------------------------------------------------------------- alternatives

def expectations(path):
    """What a program in alternatives/ must get, from its header comments:
        # expect: full marks                  (the default) every task passes
        # expect: loses TASK [TASK...]        those tasks lose marks, every other task passes
        # expect: any TASK [TASK...]          the text leaves those tasks open: not judged
        # feedback TASK: TEXT                 that task's feedback contains TEXT (case-insensitive)"""
    loses, feedback, either = None, [], set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#"):
                break
            m = re.match(r"#\s*expect:\s*loses\s+(.+)", line)
            if m:
                loses = set(m.group(1).split())
            m = re.match(r"#\s*expect:\s*any\s+(.+)", line)
            if m:
                either |= set(m.group(1).split())
            m = re.match(r"#\s*feedback\s+(\S+):\s*(.+)", line)
            if m:
                feedback.append((m.group(1), m.group(2).strip()))
    return loses or set(), feedback, either


def alternatives_test(bugbot, lesson_id):
    folder = os.path.join(ALTERNATIVES, lesson_id)
    folders = [folder] + [f for f in [os.path.join(ALTERNATIVES_FULL, lesson_id)] if FULL and os.path.isdir(f)]
    files = sorted(os.path.join(d, f) for d in folders for f in os.listdir(d) if f.endswith(".py"))
    expected = {os.path.basename(f): expectations(f) for f in files}
    correct = [n for n, (loses, _, _) in expected.items() if not loses]
    if len(correct) < 3 or len(expected) - len(correct) < 3:
        fail(f"{folder} needs at least three correct programs and three mistakes "
             f"(has {len(correct)} and {len(expected) - len(correct)})")
    # `mark --explain` passes each check's "explain" through (the explain test below checks the
    # checker's side of it on its own).
    explains = "--explain" in run([bugbot, "mark", "--help"]).stdout
    if explains:  # --explain FILE, once for each file
        result = mark(bugbot, lesson_id, [], *[arg for f in files for arg in ("--explain", f)])
    else:
        result = mark(bugbot, lesson_id, files)
    if not result:
        return
    for sub in result["submissions"]:
        name = os.path.basename(sub["file"])
        loses, wanted_feedback, either = expected[name]
        tasks = {t["id"]: t for t in sub["tasks"]}
        for tid in (loses | either) - set(tasks):
            fail(f"{name}: its header names a task {tid!r} the lesson does not have")
        for t in sub["tasks"]:
            if t["id"] in either:
                pass
            elif t["id"] in loses and t["passed"]:
                fail(f"{name}, a common mistake, gets full marks on {t['id']}: {t['feedback']}")
            elif t["id"] not in loses and not t["passed"]:
                what = "a correct program" if not loses else "a mistake on " + " ".join(sorted(loses))
                fail(f"{name}, {what}, does not pass task {t['id']}: {t['score']}/{t['max']} {t['feedback']}")
            explain = t.get("explain")
            if explains and not (isinstance(explain, list) and explain and all(isinstance(e, str) and e for e in explain)):
                fail(f"{name}: task {t['id']} explains nothing of what it looked at: {explain!r}")
        for tid, text in wanted_feedback:
            if tid in tasks and text.lower() not in tasks[tid]["feedback"].lower():
                fail(f"{name}: the feedback on {tid} should say {text!r}: {tasks[tid]['feedback']}")
        print(f"{name}: {sub['score']}/{sub['max']} {sub['status']}")


def explain_test(bugbot, lesson_id):
    """The checker's own answer (lessons/_marking/checker.py --serve), given two recorded runs of
    the reference solution: every task carries "explain", one non-empty string for each run."""
    lesson = lesson_info(bugbot, lesson_id)
    checker = os.path.join(os.path.dirname(lesson["folder"]), "_marking", "checker.py")
    work = tempfile.mkdtemp(prefix="bugbot-explain-")
    try:
        record = os.path.join(work, "run.jsonl")
        world = lesson["raw"].get("world") or "empty"
        world_file = os.path.join(lesson["folder"], "worlds", world + ".json")
        out = run([bugbot, "run", os.path.join(lesson["folder"], lesson["raw"]["solution"]), "--record", record,
                   "--world", world_file if os.path.exists(world_file) else world], cwd=work)
        if out.returncode != 0:
            fail(f"the reference solution failed on the default run: {out.stderr[-500:]}")
            return
        header = {"folder": lesson["folder"], "marking": lesson["raw"]["marking"], "tasks": lesson["raw"]["tasks"]}
        request = {"index": 0, "file": "reference", "runs": [{"record": record, "outcome": "done"}] * 2}
        answer = run(["/usr/bin/python3", "-I", checker, "--serve"],
                     input=json.dumps(header) + "\n" + json.dumps(request) + "\n")
        lines = answer.stdout.splitlines()
        if answer.returncode != 0 or len(lines) != 2:
            fail(f"checker.py --serve answered {answer.stdout!r} {answer.stderr[-1000:]}")
            return
        for t in json.loads(lines[1])["tasks"]:
            explain = t.get("explain")
            if not (isinstance(explain, list) and len(explain) == 2 and all(isinstance(e, str) and e for e in explain)):
                fail(f"task {t['id']}: explain should be one string for each of the 2 runs: {explain!r}")
            else:
                print(f"{t['id']}: {explain[0]}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


# ---------------------------------------------------------------- hostile

def replay_script(record_path):
    """A program that replays a recorded run's calls with the numbers hard-coded:
    the same drives, reads, plots, draws and prints at the same times, computing nothing."""
    lines = ["from bugbot import *", "connect()", "t = 0.0"]
    now, powers = 0.0, (0, 0)
    with open(record_path) as f:
        events = [json.loads(l) for l in f if l.strip()]
    for e in events:
        t = e.get("t", 0)
        if e["ev"] in ("world", "end"):
            continue
        if t > now + 1e-9:
            lines.append(f"wait({t - now!r})")
            now = t
        if e["ev"] == "frame":
            p = (e.get("left", 0), e.get("right", 0))
            if p != powers:
                lines.append(f"drive({p[0]!r}, {p[1]!r})")
                powers = p
        elif e["ev"] == "read":
            lines.append("distance()")
        elif e["ev"] == "plot":
            lines.append(f"plot({e['name']!r}, {e['value']!r})")
        elif e["ev"] == "draw":
            lines.append(f"draw({e['name']!r}, {e['points']!r}, {e.get('color', 'blue')!r}, {e.get('shape', 'dots')!r})")
        elif e["ev"] == "print" and e.get("stream") == "stdout":
            lines.append(f"print({e['text']!r})")
    return "\n".join(lines) + "\n"


# The attacks that meet the sandbox's limits behave the same under every
# lesson (they do nothing a checker could reward) and cost each lesson seconds
# of waiting for the limit: the default suite tries them on one lesson of each
# track, the full suite (BUGBOT_FULL_TESTS=1, `ctest --preset full`) on all.
# The cheats a checker could fall for (fake_pass, forge_*, monkeypatch, the
# hard-coded replay) meet every lesson.
SANDBOX_LIMITS = {"infinite_loop.py", "memory_bomb.py", "fork_bomb.py"}
SANDBOX_LIMIT_LESSONS = {"attention", "8.1", "U1.5"}
FULL = os.environ.get("BUGBOT_FULL_TESTS") == "1"


def hostile_test(bugbot, lesson_id):
    lesson = lesson_info(bugbot, lesson_id)
    work = tempfile.mkdtemp(prefix="bugbot-hostile-")
    try:
        files = sorted(os.path.join(HOSTILE, f) for f in os.listdir(HOSTILE) if f.endswith(".py")
                       if f not in SANDBOX_LIMITS or lesson_id in SANDBOX_LIMIT_LESSONS or FULL)
        # A solution hard-coded to the default run's numbers: the reference's calls, replayed.
        solution = os.path.join(lesson["folder"], lesson["raw"]["solution"])
        record = os.path.join(work, "default.jsonl")
        world = lesson["raw"].get("world") or "empty"
        world_file = os.path.join(lesson["folder"], "worlds", world + ".json")
        world_arg = world_file if os.path.exists(world_file) else world
        out = run([bugbot, "run", solution, "--record", record, "--world", world_arg], cwd=work)
        if out.returncode != 0:
            fail(f"the reference solution failed on the default run: {out.stderr[-500:]}")
        hard = os.path.join(work, "hard_coded.py")
        with open(hard, "w") as f:
            f.write(replay_script(record))
        files.append(hard)
        for leftover in ["/tmp/bugbot-hostile-outside.txt", "/tmp/bugbot-hostile-escaped"]:
            if os.path.exists(leftover):
                os.remove(leftover)
        result = mark(bugbot, lesson_id, files, "--timeout", "1", "--max-memory", "256")
        if not result:
            return
        for sub in result["submissions"]:
            name = os.path.basename(sub["file"])
            passed = [t["id"] for t in sub["tasks"] if t["passed"]]
            # A replay of the default run may really do a behavioural task (spin, say),
            # but it must not pass the lesson, nor score more than half.
            if name == "hard_coded.py":
                if len(passed) == len(sub["tasks"]):
                    fail(f"{name} passed every task of lesson {lesson_id}")
            elif passed:
                fail(f"{name} passed {passed} of lesson {lesson_id}")
            limit = 0.5 * sub["max"] if name == "hard_coded.py" else 0
            if sub["score"] > limit:
                fail(f"{name} scored {sub['score']} of {sub['max']} (at most {limit} expected)")
            if len(sub["tasks"]) != len(lesson["tasks"]) or any(not t["feedback"] for t in sub["tasks"]):
                fail(f"{name}: every task needs feedback: {sub['tasks']}")
            expected_status = {"empty.py": "empty", "infinite_loop.py": ("timeout", "cpu"),
                               "memory_bomb.py": ("memory", "timeout", "cpu"), "os_exit.py": "exit",
                               "fork_bomb.py": "forbidden", "write_outside.py": None,
                               "forge_reads.py": "tampered", "forge_record.py": "tampered"}.get(name)
            if expected_status and sub["status"] not in (expected_status if isinstance(expected_status, tuple) else (expected_status,)):
                fail(f"{name}: status {sub['status']}, expected {expected_status}")
            if expected_status and not sub["notes"]:
                fail(f"{name}: no note says what happened")
            if expected_status == "tampered" and not any("own record" in n for n in sub["notes"]):
                fail(f"{name}: no note says the program wrote into its record: {sub['notes']}")
            print(f"{name}: {sub['score']}/{sub['max']} {sub['status']} {sub['notes'][:1]}")
        for leftover in ["/tmp/bugbot-hostile-outside.txt", "/tmp/bugbot-hostile-escaped"]:
            landlock = os.path.exists("/sys/kernel/security/lsm") and "landlock" in open("/sys/kernel/security/lsm").read()
            if os.path.exists(leftover):
                if leftover.endswith("escaped") or landlock:
                    fail(f"a submission left {leftover} behind")
                os.remove(leftover)
    finally:
        shutil.rmtree(work, ignore_errors=True)


# ---------------------------------------------------------------- cli

def cli_test(bugbot):
    out = run([bugbot, "lessons", "--json"])
    lessons = json.loads(out.stdout)
    if out.returncode != 0 or not lessons:
        fail("bugbot lessons --json listed nothing")
    for lesson in lessons:
        for key in ("id", "title", "track", "folder", "text", "programs", "tasks"):
            if key not in lesson:
                fail(f"lessons --json: {lesson.get('id')} has no {key}")
        if not os.path.isabs(lesson["folder"]) or not os.path.exists(os.path.join(lesson["folder"], lesson["text"])):
            fail(f"lessons --json: {lesson['id']}: folder/text do not name a file")
        for p in lesson["programs"]:
            if set(p) != {"file", "title"} or not os.path.exists(os.path.join(lesson["folder"], p["file"])):
                fail(f"lessons --json: {lesson['id']}: bad program {p}")
        if not 2 <= len(lesson["tasks"]) <= 4:
            fail(f"lesson {lesson['id']} has {len(lesson['tasks'])} tasks (2 to 4 expected)")
    check = run([bugbot, "lessons", "--check"])
    if check.returncode != 0:
        fail(f"bugbot lessons --check found problems:\n{check.stdout}")

    # A broken lesson beside good ones: named with file and line, the others still load.
    work = tempfile.mkdtemp(prefix="bugbot-lessons-")
    try:
        real = os.path.dirname(lessons[0]["folder"])
        shutil.copytree(os.path.join(real, "_marking"), os.path.join(work, "_marking"))
        shutil.copytree(lessons[0]["folder"], os.path.join(work, lessons[0]["id"]))
        os.makedirs(os.path.join(work, "broken"))
        with open(os.path.join(work, "broken", "lesson.json"), "w") as f:
            f.write('{\n  "id": "broken",\n  "title": "Broken"\n  "text": "x.md"\n}\n')
        os.makedirs(os.path.join(work, "typo"))
        with open(os.path.join(work, "typo", "lesson.json"), "w") as f:
            f.write('{\n "id": "typo", "title": "T", "text": "t.md", "marking": "m.py",\n "taks": 3,\n'
                    ' "tasks": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}]\n}\n')
        open(os.path.join(work, "typo", "t.md"), "w").close()
        with open(os.path.join(work, "typo", "m.py"), "w") as f:
            f.write('from bugbot_marking import *\n\n@task("a")\ndef a(run):\n    return passed()\n')
        shutil.copytree(os.path.join(work, "typo"), os.path.join(work, "syntax"))
        with open(os.path.join(work, "syntax", "lesson.json"), "w") as f:
            f.write('{"id": "syntax", "title": "S", "text": "t.md", "marking": "m.py",\n'
                    ' "tasks": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}]}\n')
        with open(os.path.join(work, "syntax", "m.py"), "w") as f:
            f.write('from bugbot_marking import *\n\n@task("a")\ndef a(run):\n    return passed(\n')
        env = dict(os.environ, BUGBOT_LESSONS=work)
        listed = run([bugbot, "lessons", "--json"], env=env)
        ids = [l["id"] for l in json.loads(listed.stdout)]
        if lessons[0]["id"] not in ids or "broken" in ids:
            fail(f"with a broken lesson beside it, lessons --json listed {ids}")
        if "broken/lesson.json:4" not in listed.stderr:
            fail(f"the broken lesson's file and line were not named: {listed.stderr}")
        checked = run([bugbot, "lessons", "--check"], env=env)
        for expected in ["broken/lesson.json:4:", "typo/lesson.json:3:", "syntax/m.py:5:", 'typo/m.py: no check for the task "b"']:
            if expected not in checked.stdout:
                fail(f"lessons --check did not report {expected!r}:\n{checked.stdout}")
        if checked.returncode != 1:
            fail(f"lessons --check exited {checked.returncode} with problems")
    finally:
        shutil.rmtree(work, ignore_errors=True)

    # A teacher's world may have a sensor as noisy as they like: an honest run
    # is never taken for a forged record (readings come from the trusted side).
    work = tempfile.mkdtemp(prefix="bugbot-noisy-")
    try:
        made = run([bugbot, "lessons", "--new", "noisy", "--lessons", work])
        if made.returncode != 0:
            fail(f"lessons --new: {made.stderr}")
        folder = os.path.join(work, "noisy")
        os.makedirs(os.path.join(folder, "worlds"))
        with open(os.path.join(folder, "worlds", "very-noisy.json"), "w") as f:
            f.write('{"name": "a very noisy sensor", "ranger": {"noise": 15}}\n')
        with open(os.path.join(folder, "lesson.json")) as f:
            spec = json.load(f)
        for v in spec["variations"]:
            v["world"] = "very-noisy"
        with open(os.path.join(folder, "lesson.json"), "w") as f:
            json.dump(spec, f)
        out = run([bugbot, "mark", "noisy", os.path.join(folder, "solution", "reference.py"), "--json", "--lessons", work])
        sub = json.loads(out.stdout)["submissions"][0]
        if sub["status"] != "marked" or sub["score"] != sub["max"]:
            fail(f"the reference on a very noisy sensor: {sub['status']} {sub['score']}/{sub['max']}: {sub}")
    finally:
        shutil.rmtree(work, ignore_errors=True)

    # mark: JSON shape, CSV, exit statuses.
    lesson = lessons[0]
    work = tempfile.mkdtemp(prefix="bugbot-mark-cli-")
    try:
        empty = os.path.join(work, "empty.py")
        open(empty, "w").close()
        csv_path = os.path.join(work, "marks.csv")
        out = run([bugbot, "mark", lesson["id"], empty, os.path.join(work, "missing.py"), "--json", "--csv", csv_path])
        if out.returncode != 0:
            fail(f"bugbot mark exited {out.returncode} although marking ran: {out.stderr}")
        result = json.loads(out.stdout)
        if result.get("lesson") != lesson["id"] or len(result.get("submissions", [])) != 2:
            fail(f"mark --json shape: {result}")
        for sub in result["submissions"]:
            for key in ("file", "score", "max", "status", "tasks"):
                if key not in sub:
                    fail(f"mark --json: a submission has no {key}")
            for t in sub["tasks"]:
                if set(("id", "passed", "score", "feedback")) - set(t):
                    fail(f"mark --json: a task lacks keys: {t}")
            if sub["score"] != 0:
                fail(f"{sub['file']} scored {sub['score']}")
        if [s["status"] for s in result["submissions"]] != ["empty", "unreadable"]:
            fail(f"statuses: {[s['status'] for s in result['submissions']]}")
        # The summary counts the file not read among those not marked, as its note says.
        text = run([bugbot, "mark", lesson["id"], empty, os.path.join(work, "missing.py")],
                   env={**os.environ, "BUGBOT_LANGUAGE": "en"})
        if "1 not marked" not in text.stdout or "was not marked" not in text.stdout:
            fail(f"mark's summary does not count the missing file as not marked:\n{text.stdout[-600:]}")
        with open(csv_path) as f:
            rows = f.read().splitlines()
        if len(rows) != 3 or not rows[0].startswith("file,name,score,max," + lesson["tasks"][0]["id"]):
            fail(f"csv: {rows}")
        if run([bugbot, "mark", "no-such-lesson", empty]).returncode != 1:
            fail("marking an unknown lesson should exit 1")
        if run([bugbot, "mark", lesson["id"]]).returncode != 2:
            fail("mark without submissions should exit 2")
        if run([bugbot, "mark", "--help"]).returncode != 0 or run([bugbot, "lessons", "--help"]).returncode != 0:
            fail("--help should exit 0")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    mode, bugbot = sys.argv[1], os.path.abspath(sys.argv[2])
    {"numbers": lambda: numbers_test(bugbot, os.path.abspath(sys.argv[3])),
     "reference": lambda: reference_test(bugbot, sys.argv[3]),
     "hostile": lambda: hostile_test(bugbot, sys.argv[3]),
     "alternatives": lambda: (alternatives_test(bugbot, sys.argv[3]), explain_test(bugbot, sys.argv[3])),
     "cli": lambda: cli_test(bugbot)}[mode]()
    if FAILURES:
        print(f"{len(FAILURES)} failure(s)")
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
