"""A shared roster is untrusted (issue 27): the one hostile name of the issue
(tests/marking/trust/trust_test.py's HOSTILE) through every terminal and JSON
path of `bugbot robots` (list, scan, forget), and a robot *named* another
robot's id never shadows it (`blink ID` flashes the robot with that id)."""

import json
import subprocess
import threading
import unittest

from emulated import BIN, Emulator

HOSTILE = '=HYPERLINK("http:x");\x1b[2J\u202eevil\n<b>bold</b>'


def robots(*args):
    return subprocess.run([BIN, "robots", *args], capture_output=True, timeout=60)


def raw_unsafe(data):
    text = data.decode("utf-8", "replace")
    return [c for c in text if (ord(c) < 0x20 and c != "\n") or 0x80 <= ord(c) <= 0x9F or 0x202A <= ord(c) <= 0x202E
            or 0x2066 <= ord(c) <= 0x2069]


class RobotNames(unittest.TestCase):
    def setUp(self):
        self.emulator = Emulator(robots=2)
        self.addCleanup(self.emulator.close)
        self.doc = self.emulator.read_roster()
        self.ids = list(self.doc["robots"])

    def rename(self, index, name):
        self.doc["robots"][self.ids[index]]["name"] = name
        with open(self.emulator.roster, "w") as f:
            json.dump(self.doc, f)

    def test_a_hostile_name_reaches_no_terminal_or_json_raw(self):
        self.rename(0, HOSTILE)
        roster = ["--roster", self.emulator.roster]
        dongle = ["--dongle", self.emulator.device, "--seconds", "1.5"]
        for args in (["list"], ["list", "--json"], ["scan", *dongle], ["scan", "--json", *dongle]):
            out = robots(*args, *roster)
            self.assertEqual(out.returncode, 0, out.stderr)
            self.assertEqual(raw_unsafe(out.stdout), [], (args, out.stdout))
            self.assertEqual(raw_unsafe(out.stderr), [], (args, out.stderr))
            self.assertNotIn(b"<b>bold", out.stdout, args)  # the name is refused, not shown
            self.assertIn(b"is ignored", out.stderr, args)  # and the user is told why
        listed = json.loads(robots("list", "--json", *roster).stdout)
        self.assertEqual(listed[0]["name"], "")
        forget = robots("forget", "0", *roster)
        self.assertEqual(forget.returncode, 0, forget.stderr)
        self.assertEqual(raw_unsafe(forget.stdout + forget.stderr), [], forget)

    def test_a_name_like_another_robots_id_does_not_shadow_it(self):
        self.rename(0, self.ids[1])  # robot 0 is *named* robot 1's id
        blink = robots("blink", self.ids[1], "--dongle", self.emulator.device, "--roster", self.emulator.roster)
        self.assertEqual(blink.returncode, 0, blink.stderr)
        blinked = lambda robot: "blink" in [e.get("event") for e in self.emulator.events() if e.get("robot") == robot]
        for _ in range(60):
            if blinked(1):
                break
            threading.Event().wait(0.05)
        self.assertTrue(blinked(1), "the robot with that id did not blink")
        self.assertFalse(blinked(0), "the robot named like it blinked")
        self.assertIn(b"reads as a robot's id", blink.stderr)

    def test_an_index_like_name_is_refused_when_pairing(self):
        out = robots("init", "--name", "3", "--port", "/nonexistent", "--roster", self.emulator.roster)
        self.assertEqual(out.returncode, 2, out.stderr)
        self.assertIn(b"reads as an index", out.stderr)


if __name__ == "__main__":
    unittest.main()
