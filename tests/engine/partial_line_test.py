"""A line the script had begun but not ended when a limit stopped it is kept:
on stdout and, as a `print` event, in the record (docs/events.md, "How a run ends").

The limit's signal may land while the script's thread is inside the engine's
output writer, holding its lock; the runs below print in a tight loop so that
many of them are stopped there. Each case runs several times: before the fix,
about one run in five lost everything it had printed."""

import os
import subprocess
import tempfile
import unittest
from concurrent.futures import ThreadPoolExecutor

from bugbot_cli import BIN
from run_end_test import read_record

RUNS = 16


class APartialLineIsKept(unittest.TestCase):
    def run_many(self, body, *options, runs=RUNS):
        """Runs `print("abc", end="")` then `body` `runs` times; returns (stdout, record events) each."""
        with tempfile.TemporaryDirectory() as folder:
            script = os.path.join(folder, "script.py")
            with open(script, "w") as f:
                f.write('import sys\nprint("abc", end="")\n' + body)

            def once(i):
                record = os.path.join(folder, "TRACE%d" % i)
                r = subprocess.run([BIN, "run", script, "--record", record, *options], capture_output=True,
                                   text=True, timeout=60)
                self.assertEqual(r.returncode, 3, r.stderr)
                return r.stdout, read_record(record)

            with ThreadPoolExecutor(2) as pool:
                return list(pool.map(once, range(runs)))

    def assert_kept(self, runs, status):
        for stdout, events in runs:
            self.assertTrue(stdout.startswith("abc"), "stdout %r" % stdout[:40])
            prints = [e["text"] for e in events if e["ev"] == "print"]
            self.assertTrue(prints and prints[0].startswith("abc"), prints[:2])
            self.assertEqual(events[-1]["ev"], "end")
            self.assertEqual(events[-1]["status"], status)

    def test_timed_out_in_an_idle_loop(self):
        self.assert_kept(self.run_many("while True:\n    pass\n", "--timeout", "0.3"), "timeout")

    def test_timed_out_while_writing(self):
        # Nearly all its time inside the output writer, the line never ended.
        self.assert_kept(self.run_many('while True:\n    sys.stdout.write("")\n', "--timeout", "0.3"), "timeout")

    def test_out_of_cpu_while_writing(self):
        self.assert_kept(self.run_many('while True:\n    sys.stdout.write("")\n', "--max-cpu", "1", runs=6), "cpu")


if __name__ == "__main__":
    unittest.main()
