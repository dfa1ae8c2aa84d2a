"""Nothing a script did is lost, however its run ends (docs/events.md, "How a run ends").

Each test runs a script that plots twenty weights and prints, then ends one
way; the record (read as docs/events.md says a reader must) holds the twenty
plots in order, and its last event says why the run ended.
"""

import json
import os
import signal
import subprocess
import tempfile
import time
import unittest

from bugbot_cli import BIN

PLOTS = "from bugbot import *\nfor i in range(20):\n    plot('weight', i / 20)\nprint('plotted')\n"
WEIGHTS = [i / 20 for i in range(20)]


def read_record(path, observed=None):
    """A record read as docs/events.md says: up to its first zero byte, a torn
    last line left out, and, when the engine could not write its `end`, one
    appended with the reason the reader saw (`observed`)."""
    with open(path, "rb") as f:
        data = f.read()
    data = data.split(b"\0", 1)[0]
    whole = data[: data.rfind(b"\n") + 1]
    events = [json.loads(line) for line in whole.decode().splitlines()]
    if observed and (not events or events[-1]["ev"] != "end"):
        events.append({"ev": "end", "t": events[-1]["t"] if events else 0, "status": observed, "by": "reader"})
    return events


class RunEnds(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.record = os.path.join(self.folder.name, "TRACE")

    def tearDown(self):
        self.folder.cleanup()

    def run_script(self, body, *options, stream=False):
        script = os.path.join(self.folder.name, "script.py")
        with open(script, "w") as f:
            f.write(PLOTS + body)
        args = [BIN, "run", script, "--record", self.record, *options] + (["--stream"] if stream else [])
        return subprocess.run(args, capture_output=True, text=True, timeout=60)

    def assert_everything_then(self, events, status):
        self.assertEqual(events[0]["ev"], "world")
        self.assertEqual([e["value"] for e in events if e["ev"] == "plot" and e["name"] == "weight"], WEIGHTS)
        kinds = [e["ev"] for e in events]
        self.assertLess(kinds.index("plot"), kinds.index("print"))
        self.assertEqual(events[-1]["ev"], "end", events[-3:])
        self.assertEqual(events[-1]["status"], status)
        if "by" not in events[-1]:
            # The engine's own end comes after a last frame at the same moment.
            self.assertEqual(events[-2]["ev"], "frame")
            self.assertEqual(events[-2]["t"], events[-1]["t"])
        times = [e["t"] for e in events]
        self.assertEqual(times, sorted(times))

    def test_done(self):
        r = self.run_script("")
        self.assertEqual(r.returncode, 0)
        self.assert_everything_then(read_record(self.record), "done")

    def test_raised(self):
        r = self.run_script("x = 1 / 0\n")
        self.assertEqual(r.returncode, 1)
        events = read_record(self.record)
        self.assert_everything_then(events, "error")
        self.assertEqual([e["kind"] for e in events if e["ev"] == "error"], ["ZeroDivisionError"])

    def test_timed_out_in_a_loop(self):
        r = self.run_script("while True:\n    pass\n", "--timeout", "1")
        self.assertEqual(r.returncode, 3)
        self.assertEqual(r.stdout, "plotted\n")
        self.assertIn("stopped after 1 seconds", r.stderr)
        self.assert_everything_then(read_record(self.record), "timeout")

    def test_timed_out_inside_a_long_c_call(self):
        r = self.run_script("sum(range(10**12))\n", "--timeout", "1")
        self.assertEqual(r.returncode, 3)
        self.assert_everything_then(read_record(self.record), "timeout")

    def test_timed_out_though_the_script_took_the_limits_signal(self):
        r = self.run_script("import signal\nsignal.signal(signal.SIGXCPU, lambda *a: None)\nwhile True:\n    pass\n",
                            "--timeout", "1")
        self.assertEqual(r.returncode, 3)
        self.assert_everything_then(read_record(self.record), "timeout")

    def test_out_of_cpu(self):
        r = self.run_script("while True:\n    pass\n", "--max-cpu", "1")
        self.assertEqual(r.returncode, 3)
        self.assertIn("CPU time", r.stderr)
        self.assert_everything_then(read_record(self.record), "cpu")

    def test_crash_in_c_code(self):
        r = self.run_script("import ctypes\nctypes.string_at(0)\n")
        self.assertEqual(r.returncode, -signal.SIGSEGV)
        self.assertEqual(r.stdout, "plotted\n")
        events = read_record(self.record)
        self.assert_everything_then(events, "crashed")
        self.assertEqual(events[-1]["exit"], 128 + signal.SIGSEGV)

    def test_crash_in_c_code_streamed(self):
        r = self.run_script("import ctypes\nctypes.string_at(0)\n", stream=True)
        streamed = [json.loads(line) for line in r.stdout.splitlines()]
        self.assert_everything_then(streamed, "crashed")
        self.assertEqual(streamed, read_record(self.record))

    def killed(self, body, last_print="plotted"):
        """Runs the script streamed and kills it (-9) once its last print has arrived."""
        script = os.path.join(self.folder.name, "script.py")
        with open(script, "w") as f:
            f.write(PLOTS + body)
        run = subprocess.Popen([BIN, "run", script, "--record", self.record, "--stream"],
                               stdout=subprocess.PIPE, text=True)
        for line in run.stdout:
            if '"ev":"print"' in line and json.loads(line)["text"] == last_print:
                break
        time.sleep(0.2)
        run.kill()
        run.wait()
        run.stdout.close()
        self.assertEqual(run.returncode, -signal.SIGKILL)

    def test_killed(self):
        self.killed("while True:\n    pass\n")
        events = read_record(self.record, observed="killed")
        self.assert_everything_then(events, "killed")
        self.assertEqual(events[-1]["by"], "reader")
        # The engine grows the file ahead of its writing: a reader must stop at the first zero byte.
        with open(self.record, "rb") as f:
            self.assertIn(b"\0", f.read())

    def test_killed_after_more_events_than_any_buffer_holds(self):
        self.killed("for i in range(20000):\n    plot('after', i)\nprint('many')\nwhile True:\n    pass\n", "many")
        events = read_record(self.record, observed="killed")
        self.assertEqual([e["value"] for e in events if e.get("name") == "after"], list(range(20000)))
        self.assert_everything_then(events, "killed")


class MarkersView(unittest.TestCase):
    def test_a_solution_that_ends_in_an_endless_loop_keeps_its_marks(self):
        # The case: the weights plotted before `while True: pass` were lost, and their marks with them.
        from bugbot_cli import LESSON
        with open(os.path.join(LESSON, "solution", "attention.py")) as f:
            source = f.read()
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "looping.py")
            with open(path, "w") as f:
                f.write(source + "\nwhile True:\n    pass\n")
            r = subprocess.run([BIN, "mark", "attention", path, "--timeout", "1", "--json"],
                               capture_output=True, text=True, timeout=120)
        marks = json.loads(r.stdout)["submissions"][0]
        # Which limit ends the loop first, the wall clock or the CPU, depends on the machine's load.
        self.assertIn(marks["status"], ("timeout", "cpu"))
        self.assertEqual({t["id"]: t["passed"] for t in marks["tasks"]}, {"weights": True, "guess": True, "beat": True},
                         [t["feedback"] for t in marks["tasks"]])


if __name__ == "__main__":
    unittest.main()
