"""The trusted half of `bugbot mark`: loads a lesson's marking.py and applies
its task checks to the records of runs that have already ended.

It never runs a student's program. It is started by the marker as
    python3 -I checker.py --validate LESSON_FOLDER MARKING_FILE TASK_ID...
        prints "file:line: message" for each problem in marking.py
    python3 -I checker.py --serve
        reads one JSON line describing the lesson (its "language" the feedback's), then one JSON line per
        submission ({"index", "file", "runs": [{"record", "outcome", "note", "variation", "kept"}]})
        and answers each with one JSON line ({"index", "tasks": [...], "runs": [...]}):
        "runs" lists the runs whose record the program wrote into, or that
        cannot be read at all ({"variation", "outcome": "tampered", "note"});
        they score nothing. A record holding an event the vocabulary does not
        declare (vocabulary/vocabulary.json) means this checker and the engine
        disagree: the reply is {"index", "error"}, never a mark. Each task's "explain" lists, one string per run, what
        its check looked at (Result.explain, else its message). A request the checks
        fail on gets {"index", "error"}: the marker reports that submission
        "not marked". The marker sends one request at a time, and starts a new
        checker when this one dies or takes too long.
"""
import importlib.util
import json
import os
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bugbot_marking  # noqa: E402
import feedback_language  # noqa: E402


def load_marking(path):
    """Imports a lesson's marking.py afresh; returns its task table."""
    bugbot_marking.TASKS.clear()
    folder = os.path.dirname(os.path.abspath(path))
    if folder not in sys.path:
        sys.path.insert(1, folder)
    spec = importlib.util.spec_from_file_location("lesson_marking", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return dict(bugbot_marking.TASKS)


def validate(folder, marking_file, task_ids):
    path = os.path.join(folder, marking_file)
    problems = []
    try:
        with open(path, encoding="utf-8") as f:
            source = f.read()
        compile(source, path, "exec")
    except SyntaxError as e:
        problems.append((path, e.lineno or 0, f"syntax error: {e.msg}"))
    except (OSError, UnicodeDecodeError) as e:
        problems.append((path, 0, f"cannot read it: {e}"))
    if not problems:
        try:
            tasks = load_marking(path)
        except Exception as e:  # a teacher's mistake: report it, with the line
            tb = traceback.extract_tb(e.__traceback__)
            line = next((fr.lineno for fr in reversed(tb) if os.path.abspath(fr.filename) == os.path.abspath(path)), 0)
            problems.append((path, line, f"loading it raised {type(e).__name__}: {e}"))
            tasks = None
        if tasks is not None:
            for tid in task_ids:
                if tid not in tasks:
                    problems.append((path, 0, f'no check for the task "{tid}" (add a function decorated with @task("{tid}"))'))
            for tid, (function, _) in tasks.items():
                if tid not in task_ids:
                    line = getattr(getattr(function, "__code__", None), "co_firstlineno", 0)
                    problems.append((path, line, f'@task("{tid}") is not a task of lesson.json (its tasks: {", ".join(task_ids)})'))
    for file, line, message in problems:
        print(f"{file}:{line}: {message}" if line else f"{file}: {message}")
    return 0


def run_task(function, each_run, runs):
    """Applies one check; returns (fraction 0..1, feedback, explain: one string per run)."""
    if each_run:
        result = bugbot_marking.judge_each_run(function, runs)
    else:
        result = bugbot_marking.judge(function, runs)
        if not isinstance(result.explain, list):
            result.explain = [bugbot_marking.explained(result)] * len(runs)
    return result.score, result.message, [str(e) for e in result.explain]


def read_run(number, r, catalogue=feedback_language.Catalogue()):
    """One run's record as a Run. A record the engine alone cannot have written
    (tampered), or one that cannot be read at all (non-UTF-8 bytes, nesting
    deeper than Python parses, types where the engine writes others), counts
    as an empty run with a note: it gets no marks, and no one else's mark changes."""
    variation = r.get("variation") if isinstance(r.get("variation"), dict) else None
    outcome, note = str(r.get("outcome", "done")), str(r.get("note", ""))
    record = r.get("record") if isinstance(r.get("record"), str) else None
    try:
        run = bugbot_marking.Run(number, record, outcome, note, variation)
        why = run.inconsistent
    except (Exception, RecursionError) as e:  # noqa: B014 - RecursionError named for the reader
        why = f"its record cannot be read: {type(e).__name__}"
    else:
        if run.disagrees is not None:
            raise Disagreement(f"run {number}, {run.disagrees}")
    if why is None:
        return run, None
    # In the student's language; "Run N:" as the marker writes it (src/marking/run_notes.cpp groups by it).
    note = catalogue.translate(f"Run {number}: your program wrote into its own record ({why}), "
                               "so this run gets no marks. Programs may not write to the record.")
    return bugbot_marking.Run(number, None, "tampered", note, variation), {
        "variation": number, "outcome": "tampered", "note": note}


# kept.bin's size at most: 8 files of at most 1 MB (src/marking/lesson.h) and their headers.
KEPT_MAX_BYTES = 8 * ((1 << 20) + 512)


def read_kept(path):
    """The files the lesson keeps from one run (src/marking/kept_files.h): {name: bytes or None}
    and {name: status} (kept, missing, link, not-a-file, too-big, unreadable). kept.bin is
    written by the sandbox's own init, never by the program; read without following links."""
    files, status = {}, {}
    if not isinstance(path, str):
        return files, status
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        try:
            data = os.read(fd, KEPT_MAX_BYTES)
        finally:
            os.close(fd)
    except OSError:
        return files, status
    at = 0
    while at < len(data):
        end = data.find(b"\n", at)
        if end < 0:
            break
        parts = data[at:end].decode("utf-8", "replace").split(" ")
        if len(parts) != 3 or not parts[2].isdigit():
            break
        name, why, length = parts[0], parts[1], int(parts[2])
        body = data[end + 1:end + 1 + length]
        at = end + 1 + length
        status[name] = why if len(body) == length else "unreadable"
        files[name] = body if status[name] == "kept" else None
    return files, status


class Disagreement(Exception):
    """The engine wrote an event this checker does not read as declared: the
    submission is not marked, and the teacher is told it is our fault."""


# Errors Python raises before the first line runs: the program did nothing at all.
NEVER_STARTED = ("SyntaxError", "IndentationError", "TabError")


def never_started(runs):
    """Every run stopped on an error Python gives before running a line (a syntax
    error), so a check's advice ("drive forward") would mislead: the marker adds
    the error and its line to each task instead (its note)."""
    return bool(runs) and all(
        run.outcome == "error" and isinstance(run.error, dict) and run.error.get("kind") in NEVER_STARTED
        for run in runs)


def mark_request(request, tasks, lesson_tasks, load_error, catalogue=feedback_language.Catalogue()):
    # Every check's message in the student's language, as judge() gets it (bugbot_marking.translate).
    bugbot_marking.translate = catalogue.translate
    runs, refused = [], []
    for i, r in enumerate(request.get("runs") or []):
        r = r if isinstance(r, dict) else {}
        run, refusal = read_run(i + 1, r, catalogue)
        # The lesson's kept files ("keep" in lesson.json): run.kept[name] is the bytes the
        # program left there, or None; run.kept_status[name] says why not.
        run.kept, run.kept_status = read_kept(r.get("kept"))
        runs.append(run)
        if refusal:
            refused.append(refusal)
    out = []
    did_not_start = never_started(runs)
    for t in lesson_tasks:
        entry = tasks.get(t["id"])
        if request.get("empty"):
            fraction, feedback = 0.0, catalogue.translate("The file is empty: there is nothing to mark yet.")
            explain = ["the file is empty"] * len(runs)
        elif did_not_start:
            fraction, feedback = 0.0, catalogue.translate("Your program did not start, so nothing could be checked.")
            explain = [f"not checked: {run.error.get('kind')} on line {run.error.get('line')}" for run in runs]
        elif entry is None:
            why = load_error or "missing in marking.py"
            fraction, explain = 0.0, [f"the lesson has no check for this task ({why}); ask your teacher"] * len(runs)
            # For the student, each piece in their language (the teacher's explain stays as written).
            why = load_error or catalogue.translate("missing in marking.py")
            feedback = catalogue.translate(f"the lesson has no check for this task ({why}); ask your teacher")
        else:
            fraction, feedback, explain = run_task(entry[0], entry[1], runs)
        points = float(t.get("points", 1))
        score = round(points * fraction, 2)
        # The feedback is in the student's language; the teacher's explain stays as written.
        out.append({"id": t["id"], "passed": fraction >= 1.0, "score": score, "max": points,
                    "feedback": feedback, "explain": explain})
    return {"index": request.get("index"), "tasks": out, "runs": refused}


def serve():
    header = json.loads(sys.stdin.readline())
    folder, marking_file = header["folder"], header["marking"]
    lesson_tasks = header["tasks"]
    # The feedback's language (the marker's choice: src/marking/checker_process.cpp).
    catalogue = feedback_language.catalogue_for(header.get("language"), folder, marking_file)
    try:
        tasks = load_marking(os.path.join(folder, marking_file))
        load_error = None
    except Exception as e:
        tasks, load_error = {}, f"{type(e).__name__}: {e}"
    print(json.dumps({"ready": True, "error": load_error}), flush=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        try:
            reply = mark_request(request, tasks, lesson_tasks, load_error, catalogue)
        except Disagreement as e:
            reply = {"index": request.get("index"), "error": (
                f"the marker's checker and the engine disagree ({str(e)[:200]}): a fault in BugBot, not in the "
                "program; nothing was marked. Update BugBot's lessons/_marking to the engine's version")}
        except (Exception, RecursionError) as e:  # one submission's failure is reported, not fatal
            reply = {"index": request.get("index"), "error": f"{type(e).__name__}: {str(e)[:200]}"}
        # ensure_ascii (the default): the reply is ASCII whatever bytes the record held.
        print(json.dumps(reply), flush=True)


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "--validate":
        return validate(sys.argv[2], sys.argv[3], sys.argv[4:])
    if len(sys.argv) == 2 and sys.argv[1] == "--serve":
        return serve()
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
