"""Functions a reader can hold: none over 80 lines in src/, no file over 500
lines, main_window.cpp and marker.cpp smaller still. Function extents come from
Universal Ctags (its `end:` field), which reads C++ without compiling it."""
import os
import subprocess
import unittest

SOURCE = os.environ.get("BUGBOT_SOURCE", os.path.join(os.path.dirname(__file__), "..", ".."))
MAX_FUNCTION_LINES = 80
MAX_FILE_LINES = 500
FILE_LIMITS = {"src/studio/window/main_window.cpp": 300, "src/marking/marker.cpp": 400}
# Functions still over the limit, each named so that it cannot grow unseen and
# so that the list only shrinks: (file, function) -> its length today.
STILL_LONG = {
}
# Files still over their limit, the same way: path -> its length today.
STILL_BIG = {}


def source_files():
    for top, dirs, files in os.walk(os.path.join(SOURCE, "src")):
        dirs.sort()
        for name in sorted(files):
            if name.endswith((".cpp", ".h")):
                yield os.path.relpath(os.path.join(top, name), SOURCE)


def function_lengths():
    out = subprocess.run(["ctags", "--c++-kinds=f", "--fields=+ne", "--language-force=C++", "-o", "-",
                          *source_files()], cwd=SOURCE, capture_output=True, text=True, check=True).stdout
    for row in out.splitlines():
        cols = row.split("\t")
        fields = dict(c.split(":", 1) for c in cols[3:] if ":" in c)
        if "line" in fields and "end" in fields:
            # A lambda's name is a hash that changes with the code around it.
            name = "a lambda" if cols[0].startswith("__anon") else cols[0]
            yield cols[1], name, int(fields["end"]) - int(fields["line"]) + 1


class Sizes(unittest.TestCase):
    def test_no_function_over_the_limit(self):
        lengths = list(function_lengths())
        self.assertGreater(len(lengths), 200, "ctags found too few functions")
        long = {(f, name): n for f, name, n in lengths if n > MAX_FUNCTION_LINES}
        for key, n in sorted(long.items()):
            with self.subTest(function=key):
                self.assertIn(key, STILL_LONG, f"{key[0]}: {key[1]} is {n} lines (at most {MAX_FUNCTION_LINES})")
                self.assertLessEqual(n, STILL_LONG[key], f"{key[0]}: {key[1]} grew to {n} lines")
        for key in STILL_LONG:
            with self.subTest(listed=key):
                self.assertIn(key, long, f"{key} is short now: take it off STILL_LONG")

    def test_no_file_over_the_limit(self):
        for path in source_files():
            with open(os.path.join(SOURCE, path), encoding="utf-8") as f:
                n = sum(1 for _ in f)
            limit = FILE_LIMITS.get(path, MAX_FILE_LINES)
            with self.subTest(file=path):
                if path in STILL_BIG:
                    self.assertGreater(n, limit, f"{path} is short now: take it off STILL_BIG")
                    self.assertLessEqual(n, STILL_BIG[path], f"{path} grew to {n} lines")
                else:
                    self.assertLessEqual(n, limit, f"{path} is {n} lines (at most {limit})")


if __name__ == "__main__":
    unittest.main()
