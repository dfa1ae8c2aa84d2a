"""bugbot robots: the roster's list and writes, init over a robot's own USB
console (a pseudo-terminal playing the robot's console), scan, blink, and
each failure's message."""

import json
import os
import pty
import subprocess
import tempfile
import threading
import tty
import unittest

from emulated import BIN, Emulator


def robots(*args, env=None):
    return subprocess.run([BIN, "robots", *args], capture_output=True, text=True, timeout=60, env=env)


class FakeConsole:
    """The robot's USB console: log lines, then the ESPNOW_INIT line once asked."""

    def __init__(self, key="00112233445566ff"):
        self.master, slave = pty.openpty()
        tty.setraw(slave)
        self.device = os.ttyname(slave)
        self.slave = slave
        self.asked = []
        self.key = key
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    def serve(self):
        line = b""
        while True:
            try:
                data = os.read(self.master, 64)
            except OSError:
                return
            line += data
            if b"\n" in line:
                command = line.split(b"\n")[0].decode()
                self.asked.append(command)
                os.write(self.master, b"[I][wifi] connected\r\n[I][espnow] starting\r\n"
                         b"ESPNOW_INIT id=A1B2C3D4E5F60718 key=" + self.key.encode() +
                         b" mac=aabbccddeeff ch=6 fw=1\r\nrebooting\r\n")
                line = b""

    def close(self):
        os.close(self.slave)
        os.close(self.master)


class RobotsCli(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp()
        self.roster = os.path.join(self.folder, "robots.json")

    def write_roster(self, doc):
        with open(self.roster, "w") as f:
            json.dump(doc, f)

    def read_roster(self):
        with open(self.roster) as f:
            return json.load(f)

    def test_list_in_file_order_and_json(self):
        self.write_roster({"robots": {"ffff000000000001": {"key": "0000000000000001", "name": "ZED"},
                                      "0000000000000002": {"key": "0000000000000002", "name": "ABE"}}})
        listed = robots("--roster", self.roster)
        self.assertEqual(listed.returncode, 0, listed.stderr)
        rows = listed.stdout.splitlines()[1:]
        self.assertTrue(rows[0].startswith("0     ZED"), listed.stdout)
        self.assertTrue(rows[1].startswith("1     ABE"), listed.stdout)
        as_json = json.loads(robots("--roster", self.roster, "--json").stdout)
        self.assertEqual([r["name"] for r in as_json], ["ZED", "ABE"])
        env = dict(os.environ, BUGBOT_ROSTER=self.roster)
        self.assertIn("ZED", robots(env=env).stdout)  # $BUGBOT_ROSTER

    def test_forget_keeps_the_other_entries_and_unknown_keys(self):
        self.write_roster({"robots": {"ffff000000000001": {"key": "0000000000000001", "name": "ZED", "note": "x"},
                                      "0000000000000002": {"key": "0000000000000002", "name": "ABE"}},
                           "chosen": 1})
        result = robots("forget", "ABE", "--roster", self.roster)
        self.assertEqual(result.returncode, 0, result.stderr)
        doc = self.read_roster()
        self.assertEqual(list(doc["robots"]), ["ffff000000000001"])
        self.assertEqual(doc["robots"]["ffff000000000001"]["note"], "x")
        self.assertEqual(doc["chosen"], 1)
        missing = robots("forget", "7", "--roster", self.roster)
        self.assertEqual(missing.returncode, 1)
        self.assertIn("there is no robot 7", missing.stderr)

    def test_a_bad_roster_is_named(self):
        with open(self.roster, "w") as f:
            f.write("{not json")
        result = robots("--roster", self.roster)
        self.assertEqual(result.returncode, 1)
        self.assertIn("is not JSON", result.stderr)

    def test_init_reads_the_line_among_log_lines_and_upserts(self):
        console = FakeConsole()
        self.addCleanup(console.close)
        self.write_roster({"robots": {"a1b2c3d4e5f60718": {"key": "0000000000000000", "name": "OLD", "x": 1}}})
        result = robots("init", "--port", console.device, "--roster", self.roster, "--dongle", "/nonexistent")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(console.asked, ["espnow_init"])
        entry = self.read_roster()["robots"]["a1b2c3d4e5f60718"]
        self.assertEqual(entry, {"key": "00112233445566ff", "name": "OLD", "x": 1, "last_mac": "aabbccddeeff"})
        self.assertIn("must be on channel 6", result.stdout)  # no dongle to tell

    def test_init_regenerate_and_name(self):
        console = FakeConsole(key="ffffffffffffffff")
        self.addCleanup(console.close)
        result = robots("init", "--port", console.device, "--regenerate", "--name", "FROG-14",
                        "--roster", self.roster, "--dongle", "/nonexistent")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(console.asked, ["regenerate_key"])
        self.assertEqual(self.read_roster()["robots"]["a1b2c3d4e5f60718"]["name"], "FROG-14")

    def test_init_sets_the_dongles_channel(self):
        emulator = Emulator()
        self.addCleanup(emulator.close)
        console = FakeConsole()
        self.addCleanup(console.close)
        result = robots("init", "--port", console.device, "--roster", self.roster, "--dongle", emulator.device)
        self.assertEqual(result.returncode, 0, result.stderr)
        emulator_events = []
        for _ in range(40):
            emulator_events = [e for e in emulator.events() if e.get("event") == "set-channel"]
            if emulator_events:
                break
            threading.Event().wait(0.05)
        self.assertEqual(emulator_events[0]["channel"], 6)

    def test_init_into_an_unwritable_roster_sends_nothing_to_the_robot(self):
        # The robot makes a new key when asked: a roster that cannot take it must be found out first.
        console = FakeConsole()
        self.addCleanup(console.close)
        with open(os.path.join(self.folder, "a-file"), "w") as f:
            f.write("not a folder")
        roster = os.path.join(self.folder, "a-file", "robots.json")
        result = robots("init", "--port", console.device, "--roster", roster, "--dongle", "/nonexistent")
        self.assertEqual(result.returncode, 1)
        self.assertIn("cannot write the roster " + roster, result.stderr)
        self.assertIn("nothing was sent to the robot", result.stderr)
        self.assertEqual(console.asked, [])

    def test_init_keeps_the_channel_in_the_roster_and_scan_tells_the_dongle(self):
        console = FakeConsole()
        self.addCleanup(console.close)
        result = robots("init", "--port", console.device, "--roster", self.roster, "--dongle", "/nonexistent")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(self.read_roster()["channel"], 6)
        emulator = Emulator()
        self.addCleanup(emulator.close)
        scan = robots("scan", "--dongle", emulator.device, "--roster", self.roster, "--seconds", "0.3")
        self.assertEqual(scan.returncode, 0, scan.stderr)
        self.assertEqual([e["channel"] for e in emulator.events() if e.get("event") == "set-channel"], [6])

    def test_a_write_keeps_the_rosters_mode_and_owner(self):
        self.write_roster({"robots": {"ffff000000000001": {"key": "0000000000000001", "name": "ZED"},
                                      "0000000000000002": {"key": "0000000000000002", "name": "ABE"}}})
        os.chmod(self.roster, 0o664)
        if os.geteuid() == 0:
            os.chown(self.roster, 65534, 65534)  # a shared roster another account owns
        before = os.stat(self.roster)
        result = robots("forget", "ABE", "--roster", self.roster)
        self.assertEqual(result.returncode, 0, result.stderr)
        after = os.stat(self.roster)
        self.assertEqual(oct(after.st_mode & 0o7777), "0o664")
        self.assertEqual((after.st_uid, after.st_gid), (before.st_uid, before.st_gid))
        self.assertEqual(list(self.read_roster()["robots"]), ["ffff000000000001"])

    def test_the_robot_librarys_roster_is_read_when_ours_is_absent(self):
        home = tempfile.mkdtemp()
        project = tempfile.mkdtemp()
        os.mkdir(os.path.join(project, "data"))
        with open(os.path.join(project, "data", "robots.json"), "w") as f:
            json.dump({"robots": {"ffff000000000001": {"key": "0000000000000001", "name": "CLUB-1"}}}, f)
        env = {k: v for k, v in os.environ.items() if k != "BUGBOT_ROSTER"}
        env["HOME"] = home
        listed = subprocess.run([BIN, "robots"], capture_output=True, text=True, timeout=60, env=env, cwd=project)
        self.assertEqual(listed.returncode, 0, listed.stderr)
        self.assertIn("CLUB-1", listed.stdout)

    def test_init_with_nothing_answering(self):
        master, slave = pty.openpty()
        tty.setraw(slave)
        self.addCleanup(os.close, master)
        self.addCleanup(os.close, slave)
        result = robots("init", "--port", os.ttyname(slave), "--roster", self.roster)
        self.assertEqual(result.returncode, 1)
        self.assertIn("did not print its ESPNOW_INIT line", result.stderr)

    def test_scan_and_blink_on_the_emulator(self):
        emulator = Emulator(robots=2)
        self.addCleanup(emulator.close)
        scan = robots("scan", "--dongle", emulator.device, "--seconds", "1.5", "--roster", emulator.roster)
        self.assertEqual(scan.returncode, 0, scan.stderr)
        self.assertIn("FROG-14", scan.stdout)
        self.assertIn("NEWT-7", scan.stdout)
        blink = robots("blink", "NEWT-7", "--dongle", emulator.device, "--roster", emulator.roster)
        self.assertEqual(blink.returncode, 0, blink.stderr)
        blinked = lambda: "blink" in [e.get("event") for e in emulator.events() if e.get("robot") == 1]
        for _ in range(60):
            if blinked():
                break
            threading.Event().wait(0.05)
        self.assertTrue(blinked())

    def test_scan_json_lists_each_robot_heard_for_programs(self):
        emulator = Emulator(robots=2)
        self.addCleanup(emulator.close)
        with open(emulator.roster) as f:
            ids = list(json.load(f)["robots"])
        scan = robots("scan", "--json", "--dongle", emulator.device, "--seconds", "1.5", "--roster", emulator.roster)
        self.assertEqual(scan.returncode, 0, scan.stderr)
        heard = {r["id"]: r for r in json.loads(scan.stdout)}
        self.assertEqual(sorted(heard), sorted(ids))
        self.assertEqual(sorted(r["name"] for r in heard.values()), ["FROG-14", "NEWT-7"])
        for r in heard.values():
            self.assertEqual(r["status"], "free")
            self.assertTrue(0 <= r["battery"] <= 100, r)
            self.assertIsInstance(r["rssi"], int)

    def test_blink_a_re_paired_robot_says_so(self):
        emulator = Emulator("re-paired")
        self.addCleanup(emulator.close)
        blink = robots("blink", "0", "--dongle", emulator.device, "--roster", emulator.roster)
        self.assertEqual(blink.returncode, 1)
        self.assertIn("re-paired to another host", blink.stderr)

    def test_no_dongle_is_said(self):
        self.write_roster({"robots": {"0000000000000002": {"key": "0000000000000002", "name": "ABE"}}})
        blink = robots("blink", "0", "--dongle", "/nonexistent/tty", "--roster", self.roster)
        self.assertEqual(blink.returncode, 1)
        self.assertIn("cannot open /nonexistent/tty", blink.stderr)
        script = os.path.join(self.folder, "s.py")
        with open(script, "w") as f:
            f.write("from bugbot import *\nconnect()\n")
        run = subprocess.run([BIN, "run", script, "--robot", "ABE", "--dongle", "/nonexistent/tty",
                              "--roster", self.roster], capture_output=True, text=True, timeout=30)
        self.assertEqual(run.returncode, 1)
        self.assertIn("RuntimeError: cannot open /nonexistent/tty", run.stderr)

    def test_bad_usage(self):
        self.assertEqual(robots("emulate", "--robots", "9").returncode, 2)
        self.assertEqual(robots("emulate", "--fault", "gremlins").returncode, 2)
        self.assertEqual(robots("frobnicate").returncode, 2)
        script = os.path.join(self.folder, "s.py")
        with open(script, "w") as f:
            f.write("print(1)\n")
        alone = subprocess.run([BIN, "run", script, "--dongle", "/dev/null"], capture_output=True, text=True)
        self.assertEqual(alone.returncode, 2)
        self.assertIn("go with --robot", alone.stderr)
        unknown = subprocess.run([BIN, "run", script, "--robot", "9", "--roster", self.roster],
                                 capture_output=True, text=True)
        self.assertEqual(unknown.returncode, 2)
        self.assertIn("no robot 9", unknown.stderr)


if __name__ == "__main__":
    unittest.main()
