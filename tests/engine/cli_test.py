"""`bugbot run` as DESIGN.md fixes it: stdout, stderr, exit statuses, options."""

import json
import os
import tempfile
import time
import unittest

from bugbot_cli import BIN, run_text, lesson, read_events
import subprocess


class Output(unittest.TestCase):
    def test_stdout_is_exactly_what_the_script_prints(self):
        r = run_text("print('a')\nprint(1, 2, sep='-')\nprint('no newline', end='')\n")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "a\n1-2\nno newline")
        self.assertEqual(r.stderr, "")

    def test_a_raising_script_exits_1_with_a_traceback_naming_its_line(self):
        r = run_text("print('before')\nx = 1\ny = x / 0\n")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, "before\n")
        self.assertIn("Traceback (most recent call last):", r.stderr)
        self.assertIn('script.py", line 3, in <module>', r.stderr)
        self.assertIn("ZeroDivisionError: division by zero", r.stderr)

    def test_a_syntax_error_names_the_line(self):
        r = run_text("x = 1\nif x:\nprint(x)\n")
        self.assertEqual(r.returncode, 1)
        self.assertIn('script.py", line 3', r.stderr)
        self.assertIn("IndentationError", r.stderr)

    def test_the_traceback_stops_at_the_students_line_not_inside_bugbot(self):
        r = run_text("from bugbot import *\nconnect()\ndrive(0, 'fast')\n")
        self.assertEqual(r.returncode, 1)
        self.assertIn('script.py", line 3', r.stderr)
        self.assertNotIn("__init__.py", r.stderr)

    def test_a_crash_inside_c_keeps_what_was_printed_and_names_the_line(self):
        r = run_text("print('before')\nimport ctypes\nctypes.string_at(0)\n")
        self.assertEqual(r.returncode, -11)  # it dies of the crash, as a crash should
        self.assertEqual(r.stdout, "before\n")
        self.assertIn("Segmentation fault", r.stderr)
        self.assertIn('script.py", line 3', r.stderr)

    def test_sys_exit(self):
        self.assertEqual(run_text("import sys\nsys.exit()\n").returncode, 0)
        self.assertEqual(run_text("import sys\nsys.exit(0)\n").returncode, 0)
        self.assertEqual(run_text("import sys\nsys.exit(4)\n").returncode, 1)
        r = run_text("import sys\nsys.exit('giving up')\n")
        self.assertEqual((r.returncode, r.stderr), (1, "giving up\n"))

    def test_script_arguments_and_file(self):
        r = run_text("import sys\nprint(sys.argv[1:], __name__, __file__.endswith('script.py'))\n", "--", "a", "b")
        self.assertEqual(r.stdout, "['a', 'b'] __main__ True\n")

    def test_output_is_capped_with_a_warning(self):
        r = run_text("for i in range(100000):\n    print('x' * 50)\n", "--max-output", "1000")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(len(r.stdout), 1000)
        self.assertIn("were not shown", r.stderr)


class Usage(unittest.TestCase):
    def test_help(self):
        r = subprocess.run([BIN, "run", "--help"], capture_output=True, text=True)
        self.assertEqual(r.returncode, 0)
        for option in ("--seed", "--world", "--realtime", "--timeout", "--record"):
            self.assertIn(option, r.stdout)

    def test_bad_usage_exits_2_with_a_message(self):
        for args, words in ((["run"], "which script"), (["run", "/no/such/file.py"], "cannot read"),
                            (["run", "x.py", "--seed", "abc"], "--seed"), (["run", "x.py", "--bogus"], "--bogus"),
                            (["fly"], "unknown command")):
            r = subprocess.run([BIN, *args], capture_output=True, text=True)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(words, r.stderr, args)

    def test_the_synopsis_names_every_form_and_option_of_mark_and_lessons(self):
        r = subprocess.run([BIN, "--help"], capture_output=True, text=True)
        synopsis = r.stdout.split("\n\n")[0]
        for option in ("--explain", "--check-sandbox", "--max-memory", "--new ID [--force]"):
            self.assertIn(option, synopsis)

    def test_a_file_named_by_explain_and_as_a_submission_is_marked_once(self):
        with tempfile.TemporaryDirectory() as folder:
            empty = os.path.join(folder, "empty.py")
            open(empty, "w").close()
            r = subprocess.run([BIN, "mark", "8.1", empty, "--explain", empty, "--json", "--quiet"],
                               capture_output=True, text=True, timeout=300)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual([s["file"] for s in json.loads(r.stdout)["submissions"]], [empty])

    def test_a_malformed_world_file_is_named(self):
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            f.write('{"start": {"x": "middle"}}')
        try:
            r = lesson("1-scores.py", "--world", f.name)
            self.assertEqual(r.returncode, 2)
            self.assertIn(f.name, r.stderr)
            self.assertIn("start.x must be a number", r.stderr)
        finally:
            os.unlink(f.name)

    def test_an_unknown_world_name_is_named(self):
        r = lesson("1-scores.py", "--world", "atlantis")
        self.assertEqual(r.returncode, 2)
        self.assertIn("atlantis", r.stderr)


class Limits(unittest.TestCase):
    def test_timeout_stops_a_runaway_loop_and_keeps_what_it_printed(self):
        r = run_text("print('started')\nwhile True:\n    pass\n", "--timeout", "0.5")
        self.assertEqual(r.returncode, 3)
        self.assertEqual(r.stdout, "started\n")
        self.assertIn("stopped after 0.5 seconds", r.stderr)

    def test_timeout_stops_a_long_call_inside_c(self):
        r = run_text("sum(range(10**12))\n", "--timeout", "0.5")
        self.assertEqual(r.returncode, 3)

    def test_cpu_limit(self):
        r = run_text("while True:\n    pass\n", "--max-cpu", "1")
        self.assertEqual(r.returncode, 3)
        self.assertIn("CPU time", r.stderr)

    def test_memory_guard_gives_a_memory_error(self):
        r = run_text("x = bytearray(4 * 10**9)\n", "--max-memory", "512")
        self.assertEqual(r.returncode, 1)
        self.assertIn("MemoryError", r.stderr)

    def test_simulated_waits_do_not_take_wall_time(self):
        start = time.monotonic()
        r = run_text("import time\nfrom bugbot import *\ntime.sleep(600)\nwait(600)\nprint(time.monotonic(), time.time())\n")
        self.assertLess(time.monotonic() - start, 10)
        self.assertEqual(r.stdout, "1200.0 1767226800.0\n")

    def test_realtime_paces_to_the_wall_clock(self):
        start = time.monotonic()
        r = run_text("from bugbot import *\nwait(1.0)\n", "--realtime")
        self.assertEqual(r.returncode, 0)
        self.assertGreaterEqual(time.monotonic() - start, 0.95)


class Determinism(unittest.TestCase):
    def test_same_seed_same_bytes_other_seed_other_noise(self):
        a, b = lesson("2-values.py"), lesson("2-values.py")
        self.assertEqual(a.stdout, b.stdout)
        c = lesson("1-scores.py", "--seed", "2")
        d = lesson("1-scores.py", "--seed", "1")
        self.assertNotEqual(c.stdout, d.stdout)

    def test_python_random_and_set_order_follow_the_seed(self):
        script = "import random\nprint(random.random(), {'apple', 'pear', 'fig', 'plum', 'kiwi'})\n"
        a, b = run_text(script), run_text(script)
        self.assertEqual(a.stdout, b.stdout)
        c = run_text(script, "--seed", "9")
        self.assertNotEqual(a.stdout.split()[0], c.stdout.split()[0])

    def test_records_are_byte_identical(self):
        with tempfile.TemporaryDirectory() as folder:
            paths = [os.path.join(folder, n) for n in ("a.jsonl", "b.jsonl")]
            for p in paths:
                self.assertEqual(lesson("2-values.py", "--record", p).returncode, 0)
            with open(paths[0], "rb") as a, open(paths[1], "rb") as b:
                self.assertEqual(a.read(), b.read())


class Record(unittest.TestCase):
    def test_the_record_holds_what_the_script_received_printed_plotted_and_drew(self):
        with tempfile.TemporaryDirectory() as folder:
            trace = os.path.join(folder, "t.jsonl")
            r = run_text("from bugbot import *\nconnect()\ndrive(0, 0, 100)\n"
                         "for i in range(3):\n    print(distance())\n    plot('d', i)\n    wait(0.25)\n"
                         "draw('pts', [(1, 2), (3, 4)], 'red', 'crosses', 6)\nprint('done')\n",
                         "--record", trace)
            self.assertEqual(r.returncode, 0, r.stderr)
            events = read_events(trace)
        self.assertEqual(events[0]["ev"], "world")
        self.assertEqual(events[-1], {"ev": "end", "t": 0.75, "status": "done", "exit": 0})
        reads = [e["value"] for e in events if e["ev"] == "read"]
        prints = [e["text"] for e in events if e["ev"] == "print"]
        self.assertEqual([str(v) for v in reads] + ["done"], prints)
        self.assertEqual(r.stdout.split(), prints)  # stdout still has the prints
        self.assertEqual([e["value"] for e in events if e["ev"] == "plot"], [0, 1, 2])
        draw = [e for e in events if e["ev"] == "draw"][0]
        self.assertEqual((draw["points"], draw["color"], draw["shape"], draw["size"]),
                         ([[1, 2], [3, 4]], "red", "crosses", 6))
        frames = [e for e in events if e["ev"] == "frame"]
        self.assertGreater(len(frames), 50)
        self.assertGreater(frames[-1]["heading"], 60)

    def test_an_error_is_recorded_with_its_line(self):
        with tempfile.TemporaryDirectory() as folder:
            trace = os.path.join(folder, "t.jsonl")
            r = run_text("x = 1\n\nx.nope()\n", "--record", trace)
            events = read_events(trace)
        self.assertEqual(r.returncode, 1)
        error = [e for e in events if e["ev"] == "error"][0]
        self.assertEqual((error["kind"], error["line"]), ("AttributeError", 3))
        self.assertEqual(events[-1]["status"], "error")

    def test_stream_mode_puts_prints_and_warnings_in_events(self):
        r = run_text("from bugbot import *\nprint('hi')\ndrive(150, 0)\n", "--stream")
        events = [json.loads(line) for line in r.stdout.splitlines()]
        kinds = [e["ev"] for e in events]
        self.assertEqual(kinds[0], "world")
        self.assertIn({"ev": "print", "t": 0, "stream": "stdout", "text": "hi"}, events)
        self.assertIn("warning", kinds)
        self.assertEqual(r.stderr, "")

    def test_bumps_are_recorded(self):
        with tempfile.TemporaryDirectory() as folder:
            trace = os.path.join(folder, "t.jsonl")
            run_text("from bugbot import *\ndrive(100, 100)\nwait(6)\n", "--record", trace)
            bumps = [e for e in read_events(trace) if e["ev"] == "bump"]
        self.assertEqual(len(bumps), 1)
        self.assertAlmostEqual(bumps[0]["y"], 95, delta=0.5)


class Worlds(unittest.TestCase):
    def test_named_worlds_load_from_the_worlds_folder(self):
        r = run_text("from bugbot import *\nprint(distance())\n", "--world", "pillar")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertAlmostEqual(int(r.stdout), 35, delta=5)  # the pillar's face is 35 cm ahead
        r = run_text("from bugbot import *\nprint(distance())\n", "--world", "corridor")
        self.assertAlmostEqual(int(r.stdout), 25, delta=5)  # facing +x, a wall at x = 40

    def test_a_world_file_changes_what_the_sensor_sees(self):
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump({"obstacles": [[[40, 50], [60, 50], [60, 60], [40, 60]]], "ranger": {"noise": 0}}, f)
        try:
            r = run_text("from bugbot import *\nprint(distance())\n", "--world", f.name)
            self.assertEqual(r.stdout, "30\n")
        finally:
            os.unlink(f.name)


class ConsoleInput(unittest.TestCase):
    """input() in a studio run (--stream --control): the studio sends "input TEXT" lines."""

    SCRIPT = "from bugbot import *\nname = input('name? ')\nwait(0.5)\nprint('hi', name)\n"

    def run_stream(self, stdin, *options):
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
            f.write(self.SCRIPT)
        try:
            r = subprocess.run([BIN, "run", f.name, "--stream", *options], input=stdin,
                               capture_output=True, text=True, timeout=60)
        finally:
            os.unlink(f.name)
        return r, [json.loads(line) for line in r.stdout.splitlines()]

    def test_a_typed_line_is_what_input_returns(self):
        r, events = self.run_stream("pace 0\ninput Bob\n", "--control")
        self.assertEqual(r.returncode, 0, r.stderr)
        asked = [e for e in events if e["ev"] == "input"]
        self.assertEqual(asked, [{"ev": "input", "t": 0, "prompt": "name? "}])
        printed = [e["text"] for e in events if e["ev"] == "print"]
        self.assertEqual(printed, ["name? Bob", "hi Bob"])

    def test_a_closed_console_is_end_of_file(self):
        r, events = self.run_stream("", "--control")
        self.assertEqual(r.returncode, 1)
        (error,) = [e for e in events if e["ev"] == "error"]
        self.assertEqual((error["kind"], error["line"]), ("EOFError", 2))

    def test_without_control_input_says_nobody_can_type(self):
        r, events = self.run_stream("input Bob\n")
        (error,) = [e for e in events if e["ev"] == "error"]
        self.assertIn("nobody can type into this run", error["message"])


class ConsoleInputOverTheChannel(ConsoleInput):
    """The same, with the script in its own process (the studio's sandboxed runs): input() asks the session."""

    def run_stream(self, stdin, *options):
        return super().run_stream(stdin, "--channel", *options)


if __name__ == "__main__":
    unittest.main()
