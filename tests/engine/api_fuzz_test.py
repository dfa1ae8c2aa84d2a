"""Nothing a script passes to the bugbot API can crash the engine (hypothesis)."""

import os
import tempfile
import unittest

from bugbot_cli import run_file

HERE = os.path.dirname(os.path.abspath(__file__))


class ApiFuzz(unittest.TestCase):
    def test_thousands_of_random_arguments_only_ever_raise_clear_errors(self):
        with tempfile.TemporaryDirectory() as storage:  # hypothesis's cache, kept out of the tree
            os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = storage
            r = run_file(os.path.join(HERE, "fuzz_api_script.py"), "--", "300", timeout=300)
        self.assertEqual(r.returncode, 0, r.stdout[-3000:] + r.stderr[-3000:])
        lines = r.stdout.splitlines()
        calls = int(lines[0].split()[1])
        self.assertGreaterEqual(calls, 3000)
        self.assertEqual(lines[-1], "failures 0", "\n".join(lines[:25]))


if __name__ == "__main__":
    unittest.main()
