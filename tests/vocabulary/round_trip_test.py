"""The vocabulary's round trip: every name bugbot.__all__ gives is declared once
(vocabulary/vocabulary.json), called by every_call.py on both robots of a
two-robot world, recorded in-process and over the channel (the same bytes),
and read by every reader: the declaration's own field types, the studio's
parser, the checker's Run and every lesson's checks, and `bugbot mark`.
A call declared and not made (or made and not declared) fails here."""

import ast
import glob
import json
import os
import subprocess
import sys
import tempfile
import unittest

BIN = os.environ.get("BUGBOT_BIN", "../../build/bin/bugbot")
SOURCE = os.path.abspath(os.environ.get("BUGBOT_SOURCE", "../.."))
PARSE = os.environ.get("BUGBOT_PARSE_RECORD", "../../build/bin/parse_record")
HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "every_call.py")
sys.path.insert(0, os.path.join(SOURCE, "lessons", "_marking"))
import bugbot_marking  # noqa: E402
import checker  # noqa: E402

with open(os.path.join(SOURCE, "vocabulary", "vocabulary.json"), encoding="utf-8") as f:
    VOCABULARY = json.load(f)
CALLS = {c["name"]: c for c in VOCABULARY["calls"]}
EVENTS = {e["ev"]: e for e in VOCABULARY["events"]}
TYPES = {"str": str, "int": int, "number": (int, float), "list": list, "object": dict}


def bugbot(*args, stdin=None, timeout=120):
    return subprocess.run([BIN, *args], capture_output=True, text=True, timeout=timeout, input=stdin)


def record(*args):
    """(the record's bytes, the run) of every_call.py in the two-robot world."""
    folder = tempfile.mkdtemp(prefix="bugbot-round-trip-")
    path = os.path.join(folder, "run.jsonl")
    run = bugbot("run", SCRIPT, "--world", "two-robots", "--record", path, *args)
    with open(path, "rb") as f:
        return f.read(), run


def events_of(data):
    return [json.loads(line) for line in data.decode("utf-8").splitlines()]


def in_python(source):
    """What a script run by the engine prints, as JSON."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(source)
    r = bugbot("run", f.name)
    os.unlink(f.name)
    if r.returncode != 0:
        raise AssertionError(r.stderr)
    return json.loads(r.stdout)


class RoundTrip(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.local, cls.local_run = record()
        cls.channel, cls.channel_run = record("--channel")
        cls.events = events_of(cls.local)

    def test_the_script_ran_to_its_planned_error(self):
        self.assertEqual(self.local_run.returncode, 1, self.local_run.stderr)
        self.assertIn("ValueError: every call made", self.local_run.stderr)
        self.assertEqual(self.events[-1]["status"], "error")

    def test_in_process_and_over_the_channel_are_the_same_bytes(self):
        self.assertEqual(self.local_run.stdout, self.channel_run.stdout)
        self.assertEqual(self.local, self.channel)

    def test_the_sandbox_too_where_it_can_be_set_up(self):
        data, run = record("--sandbox")
        if run.returncode == 120:  # no bubblewrap or no user namespaces here (sandbox_test covers it)
            self.skipTest(run.stderr.strip()[:200])
        self.assertEqual(data, self.local, run.stderr)

    def test_the_script_calls_every_name_and_every_robot_method(self):
        tree = ast.parse(open(SCRIPT, encoding="utf-8").read())
        names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        methods = {n.func.attr for n in ast.walk(tree)
                   if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                   and isinstance(n.func.value, ast.Name) and n.func.value.id in ("r", "robot")}
        for name, call in CALLS.items():
            with self.subTest(name=name):
                self.assertIn(name, names, "every_call.py does not use %s" % name)
                if call["kind"] in ("robot", "run"):
                    self.assertIn(name, methods, "every_call.py does not call Robot.%s" % name)
        robot_methods = {m["name"] for m in CALLS["Robot"]["methods"]}
        self.assertLessEqual(robot_methods, methods)

    def test_the_package_gives_exactly_the_declared_names(self):
        got = in_python(
            "import json, types, bugbot\n"
            "public = sorted(n for n, v in vars(bugbot).items() if not n.startswith('_')\n"
            "                and not isinstance(v, types.ModuleType))\n"
            "calls = sorted(n for n in dir(bugbot._bugbot.RobotCalls) if not n.startswith('_'))\n"
            "print(json.dumps({'all': bugbot.__all__, 'public': public, 'calls': calls}))\n")
        declared = [c["name"] for c in VOCABULARY["calls"]]
        self.assertEqual(got["all"], declared)
        self.assertEqual(got["public"], sorted(declared))
        self.assertEqual(got["calls"], sorted(n for n, c in CALLS.items() if c["kind"] == "robot"))

    def test_every_signature_is_the_declared_one(self):
        got = in_python(
            "import inspect, json, bugbot\n"
            "out = {}\n"
            "for name in bugbot.__all__:\n"
            "    v = getattr(bugbot, name)\n"
            "    if isinstance(v, type) and issubclass(v, Exception):\n"
            "        continue\n"
            "    try:\n"
            "        sig = inspect.signature(v)\n"
            "        public = [p for p in sig.parameters.values() if not p.name.startswith('_')]\n"
            "        out[name] = str(sig.replace(parameters=public)).replace(\"'\", '\"')\n"
            "    except ValueError:  # a C call: its doc string starts with its signature\n"
            "        out[name] = v.__doc__.split(':')[0][len(name):]\n"
            "print(json.dumps(out))\n")
        from_vocabulary = {}
        exec(open(os.path.join(SOURCE, "python", "bugbot", "_vocabulary.py")).read(), from_vocabulary)
        self.assertEqual(got, from_vocabulary["SIGNATURES"])

    def test_every_declared_range_is_the_one_the_call_checks(self):
        cases = []
        for name, call in CALLS.items():
            if call["kind"] != "robot":
                continue
            for i, arg in enumerate(call["args"]):
                if len(arg) > 3 and arg[3] and len(arg) == 4:  # a range that is refused, not clamped
                    cases.append((name, arg[0], arg[3]))
        self.assertGreater(len(cases), 4)
        source = "import json, bugbot\nout = []\n"
        for name, arg, (low, high) in cases:
            source += (f"try:\n    bugbot.{name}(**{{**{self.required(name)}, {arg!r}: {high + 1}}})\n"
                       f"    out.append('no error')\nexcept ValueError as e:\n    out.append(str(e))\n")
        source += "print(json.dumps(out))\n"
        for (name, arg, (low, high)), message in zip(cases, in_python(source)):
            with self.subTest(call=name, arg=arg):
                self.assertIn(f"{name}(): {arg} must be", message)
                self.assertIn(f"from {low:g} to {high:g}", message)

    @staticmethod
    def required(name):
        """Arguments that make a call valid, for the ones it needs."""
        return {a[0]: 1 for a in CALLS[name]["args"] if a[2] is None}

    def test_every_event_has_exactly_its_declared_fields(self):
        seen = set()
        for number, e in enumerate(self.events, 1):
            with self.subTest(line=number):
                declared = EVENTS.get(e["ev"])
                self.assertIsNotNone(declared, "an event the vocabulary does not declare: %s" % e["ev"])
                seen.add(e["ev"])
                fields = {f[0]: f[1] for f in declared["fields"]}
                fields.update({"ev": "str", "t": "number"}, **({"robot": "int?"} if declared.get("robot") else {}))
                for key, value in e.items():
                    self.assertIn(key, fields, "%s has a field %s the vocabulary does not declare" % (e["ev"], key))
                    self.assertIsInstance(value, TYPES[fields[key].rstrip("?")], key)
                for key, kind in fields.items():
                    if not kind.endswith("?"):
                        self.assertIn(key, e)
        # input() only in a stream with --control: test_input_in_a_stream.
        # thinned only in a studio run's thinned record: RecordThinning in tests/engine/record_thinning_test.py.
        self.assertEqual(seen, set(EVENTS) - {"input", "thinned"})
        self.assertIn(1, {e.get("robot", 0) for e in self.events if e["ev"] == "frame"})

    def test_input_in_a_stream(self):
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
            f.write("print(input('name? '))\n")
        r = bugbot("run", f.name, "--stream", "--control", stdin="input Ada\n")
        os.unlink(f.name)
        kinds = [json.loads(line) for line in r.stdout.splitlines()]
        self.assertIn({"ev": "input", "t": 0, "prompt": "name? "}, kinds)
        path = os.path.join(tempfile.mkdtemp(prefix="bugbot-round-trip-"), "stream.jsonl")
        with open(path, "w") as out:
            out.write(r.stdout)
        parsed = subprocess.run([PARSE, path], capture_output=True, text=True)
        self.assertEqual(parsed.returncode, 0, parsed.stdout)
        self.assertIn("input 1", parsed.stdout.splitlines())

    def test_the_studio_reads_every_event(self):
        path = os.path.join(tempfile.mkdtemp(prefix="bugbot-round-trip-"), "run.jsonl")
        with open(path, "wb") as f:
            f.write(self.channel)
        r = subprocess.run([PARSE, path], capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stdout)
        counts = dict(line.split() for line in r.stdout.splitlines())
        for kind in set(EVENTS) - {"input", "thinned"}:
            self.assertEqual(int(counts.get(kind, 0)), sum(e["ev"] == kind for e in self.events), kind)

    def run_of(self):
        path = os.path.join(tempfile.mkdtemp(prefix="bugbot-round-trip-"), "run.jsonl")
        with open(path, "wb") as f:
            f.write(self.channel)
        return bugbot_marking.Run(1, path, "error")

    def test_the_checker_reads_it_untampered(self):
        run = self.run_of()
        self.assertIsNone(run.inconsistent)
        self.assertIsNone(run.disagrees)
        self.assertEqual(sorted(run.frames_of), [0, 1])
        self.assertEqual(len(run.servos), 4)
        self.assertEqual(sorted(run.reads_of), [0, 1])

    def test_every_lessons_checks_judge_it(self):
        for marking in sorted(glob.glob(os.path.join(SOURCE, "lessons", "*", "marking.py"))):
            tasks = checker.load_marking(marking)
            for task_id, (function, each_run) in tasks.items():
                with self.subTest(lesson=os.path.basename(os.path.dirname(marking)), task=task_id):
                    run = self.run_of()
                    result = bugbot_marking.judge(function, run if each_run else [run])
                    self.assertNotIn("could not check", result.message)
                    self.assertNotIn("wrote into", result.message)

    def test_marked_by_every_lesson_with_nothing_tampered(self):
        lessons = json.loads(bugbot("lessons", "--json").stdout)
        for lesson in lessons:
            with self.subTest(lesson=lesson["id"]):
                r = bugbot("mark", lesson["id"], SCRIPT, "--json", timeout=600)
                sheet = json.loads(r.stdout)
                sub = sheet["submissions"][0]
                # Marked as it ran (it ends by raising on purpose): never "not marked".
                self.assertIn(sub["status"], ("marked", "error"), sub.get("notes"))
                self.assertNotIn("tampered", json.dumps(sub))


class ACheckerOutOfStep(unittest.TestCase):
    """An event the checker does not know is not the student's doing: not marked, never 0."""

    def test_an_unknown_event_is_not_marked_with_a_message_for_the_teacher(self):
        data, _ = record()
        lines = data.decode().splitlines()
        lines.insert(3, json.dumps({"ev": "teleport", "t": 0}))
        path = os.path.join(tempfile.mkdtemp(prefix="bugbot-round-trip-"), "run.jsonl")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        lesson = {"id": "t", "points": 1}
        request = {"index": 0, "runs": [{"record": path, "outcome": "error"}]}
        with self.assertRaises(checker.Disagreement) as raised:
            checker.mark_request(request, {}, [lesson], None)
        self.assertIn("'teleport' the checker does not know", str(raised.exception))
        self.assertIn("line 4", str(raised.exception))


if __name__ == "__main__":
    unittest.main()
