"""pyflakes over the project's own Python: the bugbot package, the marking
library and every lesson's checks, the tests and the benchmarks. Student
programs (lesson demos, solutions, the alternatives, hostile submissions) are
left out: they import bugbot's names with `*`, as the lessons teach."""
import os
import re
import subprocess
import sys
import unittest

SOURCE = os.environ.get("BUGBOT_SOURCE", os.path.join(os.path.dirname(__file__), "..", ".."))
FOLDERS = ["python", "lessons", "tests", "bench", "scripts", "packaging"]
STUDENT_PROGRAM = re.compile(r"^\s*(from bugbot import|import bugbot\b)", re.M)


def own_python_files():
    for folder in FOLDERS:
        for top, dirs, files in os.walk(os.path.join(SOURCE, folder)):
            dirs[:] = sorted(d for d in dirs if d not in ("__pycache__", ".hypothesis"))
            for name in sorted(files):
                if not name.endswith(".py"):
                    continue
                path = os.path.join(top, name)
                with open(path, encoding="utf-8", errors="replace") as f:
                    if folder != "python" and STUDENT_PROGRAM.search(f.read()):
                        continue
                yield path


class Pyflakes(unittest.TestCase):
    def test_own_python_is_clean(self):
        files = list(own_python_files())
        self.assertGreater(len(files), 20, "found too few files: is BUGBOT_SOURCE right?")
        r = subprocess.run([sys.executable, "-m", "pyflakes", *files], capture_output=True, text=True)
        self.assertEqual(r.stdout + r.stderr, "", "pyflakes found problems")


if __name__ == "__main__":
    unittest.main()
