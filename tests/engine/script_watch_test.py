"""The script's line and module-level variables in the event stream
(docs/events.md, `line` and `vars`), as the studio's variables pane reads them."""

import os
import subprocess
import tempfile
import unittest

from bugbot_cli import BIN, read_events

SCRIPT = """from bugbot import *
x = 1
word = "hi"
short = [1, 2, 3]
long = list(range(81, 130))
def helper():
    wait(1)
wait(1)
x = 2
helper()
"""


class ScriptWatch(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.script = os.path.join(self.folder.name, "script.py")
        with open(self.script, "w") as f:
            f.write(SCRIPT)

    def tearDown(self):
        self.folder.cleanup()

    def run_script(self, *options):
        record = os.path.join(self.folder.name, "record.jsonl")
        result = subprocess.run([BIN, "run", self.script, "--record", record, *options],
                                capture_output=True, text=True, timeout=60)
        self.assertEqual(result.returncode, 0, result.stderr)
        return read_events(record)

    def test_vars_show_each_value_at_its_time(self):
        events = self.run_script()
        vars_events = [(e["t"], e["vars"]) for e in events if e["ev"] == "vars"]
        self.assertEqual(vars_events[0], (0, {"x": "1", "word": "'hi'", "short": "[1, 2, 3]",
                                              "long": "[81, 82, 83, \u2026 49 items]"}))
        # Only what changed is written again; functions and modules are left out.
        self.assertEqual(vars_events[1:], [(1, {"x": "2"})])

    def test_line_names_the_call_that_lets_time_pass(self):
        events = self.run_script()
        lines = [(e["t"], e["line"]) for e in events if e["ev"] == "line"]
        # The wait on line 8, then helper()'s wait on line 7 (the innermost frame of the script's file).
        self.assertEqual(lines, [(0, 8), (1, 7)])

    def test_same_script_same_events(self):
        first = [e for e in self.run_script() if e["ev"] in ("line", "vars")]
        self.assertEqual(first, [e for e in self.run_script() if e["ev"] in ("line", "vars")])

    def test_a_plain_run_writes_no_record_and_still_works(self):
        result = subprocess.run([BIN, "run", self.script], capture_output=True, text=True, timeout=60)
        self.assertEqual((result.returncode, result.stderr), (0, ""))

    def test_values_are_bounded(self):
        with open(self.script, "w") as f:
            f.write("from bugbot import *\ntext = 'a' * 500\n" +
                    "".join(f"v{i} = {i}\n" for i in range(60)) + "wait(1)\n")
        (first,) = [e["vars"] for e in self.run_script() if e["ev"] == "vars"]
        self.assertLessEqual(len(first["text"]), 80)
        self.assertEqual(len(first), 40)

    def test_a_list_of_points_shows_its_points_one_level_deep(self):
        with open(self.script, "w") as f:
            f.write("from bugbot import *\nspots = [(50, 20.5), (51, 22)]\nnested = [[[1]]]\nwait(1)\n")
        (first,) = [e["vars"] for e in self.run_script() if e["ev"] == "vars"]
        self.assertEqual(first["spots"], "[(50, 20.5), (51, 22)]")
        self.assertEqual(first["nested"], "[[<list>]]")

    def test_the_end_shows_what_was_set_after_the_last_robot_call(self):
        with open(self.script, "w") as f:
            f.write("from bugbot import *\nx = 1\nwait(1)\nx = 2\nlast = 'yes'\n")
        events = self.run_script()
        vars_events = [(e["t"], e["vars"]) for e in events if e["ev"] == "vars"]
        self.assertEqual(vars_events, [(0, {"x": "1"}), (1, {"x": "2", "last": "'yes'"})])
        self.assertEqual(events[-1]["ev"], "end")

    def test_a_deleted_name_is_written_as_null(self):
        with open(self.script, "w") as f:
            f.write("from bugbot import *\ngone = 1\nwait(1)\ndel gone\nwait(1)\n")
        vars_events = [(e["t"], e["vars"]) for e in self.run_script() if e["ev"] == "vars"]
        self.assertEqual(vars_events, [(0, {"gone": "1"}), (1, {"gone": None})])

    def test_a_loop_that_only_reads_the_sensor_moves_the_line(self):
        with open(self.script, "w") as f:
            f.write("from bugbot import *\nn = 0\nwhile n < 3:\n    n += 1\n    distance()\nwait(1)\n")
        lines = [e["line"] for e in self.run_script() if e["ev"] == "line"]
        self.assertEqual(lines, [5, 6])


if __name__ == "__main__":
    unittest.main()
