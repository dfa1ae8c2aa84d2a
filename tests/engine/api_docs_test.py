"""Every example in docs/api.md runs, and every call in bugbot.__all__ has one."""

import os
import re
import unittest

from bugbot_cli import SOURCE, run_text

PRELUDE = "from bugbot import *\nconnect()\nweights = [0.05] * 20\nvalues = [50] * 20\n"


def examples():
    with open(os.path.join(SOURCE, "docs", "api.md")) as f:
        text = f.read()
    return text, re.findall(r"```python\n(.*?)```", text, re.S)


class ApiDocs(unittest.TestCase):
    def test_every_example_runs(self):
        _, blocks = examples()
        self.assertGreater(len(blocks), 15)
        for block in blocks:
            with self.subTest(example=block.splitlines()[0]):
                r = run_text(PRELUDE + block)
                self.assertEqual(r.returncode, 0, r.stderr)
                # A print whose comment shows its output must print that (an "about" or "..." is a rough guide).
                for shown in re.findall(r"^\s*print\(.*\)\s+# (.+)$", block, re.M):
                    if not shown.startswith("about") and not shown.endswith("..."):
                        self.assertIn(shown.strip(), r.stdout.splitlines())

    def test_every_public_call_is_documented(self):
        text, _ = examples()
        r = run_text("import bugbot\nprint(' '.join(bugbot.__all__))\n")
        for name in r.stdout.split():
            with self.subTest(call=name):
                self.assertTrue(re.search(r"### `%s[(`]" % name, text), "no heading for %s in docs/api.md" % name)


if __name__ == "__main__":
    unittest.main()
