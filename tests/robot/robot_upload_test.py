"""Upload mode: go(upload=True) with --robot sends the script (SCRIPT_BEGIN,
220-byte CHUNKs, RUN), the robot's SCRIPT_LOG lines are the run's printed
lines, SCRIPT_DONE's exit code is the run's, Ctrl-C sends SCRIPT_STOP, then
STOP and RELEASE. The emulated robot runs the script with `bugbot run
--sandbox`, so what it prints is what the same script prints in the simulator."""

import json
import math
import os
import signal
import subprocess
import time
import unittest

from emulated import BIN, Emulator, intervals, name

# Over 220 bytes, so it goes in several chunks; every line after go() runs on the robot only.
LONG = ("from bugbot import *\n"
        "go(upload=True)\n"
        "# " + "a comment long enough to need a second and a third chunk " * 6 + "\n"
        "print('on the robot')\n"
        "for i in range(3):\n"
        "    print('line', i)\n"
        "left(50)\n"
        "wait(2.5)\n"
        "print('distance', distance() > 0)\n"
        "led('red')\n"
        "servo(0, 90)\n"
        "forward(50, 10)\n")
PRINTED = ["on the robot", "line 0", "line 1", "line 2", "distance True"]


class Upload(unittest.TestCase):
    def setUp(self):
        self.emulator = Emulator()

    def tearDown(self):
        self.emulator.close()

    def script_packets(self):
        return [e for e in self.emulator.received() if name(e).startswith("SCRIPT_")]

    def assert_ends(self, *last):
        # The emulator logs what it takes in every 5 ms: the run's last packets may follow its exit a little.
        until = time.monotonic() + 3
        while time.monotonic() < until and [name(e) for e in self.emulator.received()][-len(last):] != list(last):
            time.sleep(0.05)
        self.assertEqual([name(e) for e in self.emulator.received()][-len(last):], list(last))

    def test_every_packet_of_an_upload(self):
        record = os.path.join(self.emulator.folder, "run.jsonl")
        result = self.emulator.run(LONG, "--record", record)
        self.assertEqual(result.returncode, 0, result.stderr)
        size = len(LONG.encode())
        self.assertGreater(size, 2 * 220)
        packets = self.script_packets()
        begin, chunks, run = packets[0], packets[1:-1], packets[-1]
        self.assertEqual(name(begin), "SCRIPT_BEGIN")
        self.assertEqual(begin["args"][0], size)
        self.assertEqual([name(c) for c in chunks], ["SCRIPT_CHUNK"] * math.ceil(size / 220))
        self.assertEqual([c["args"][0] for c in chunks], list(range(len(chunks))))      # idx from 0, in order
        self.assertEqual([c["args"][1] for c in chunks[:-1]], [220] * (len(chunks) - 1))  # lands at 220 x idx
        self.assertEqual(chunks[-1]["args"][1], size - 220 * (len(chunks) - 1))
        self.assertEqual(run["args"], [begin["args"][1]])                                  # RUN names BEGIN's id
        self.assertEqual(name(run), "SCRIPT_RUN")
        self.assertNotIn("chunk-dropped", [e.get("event") for e in self.emulator.events()])
        # The robot ran it: its printed lines are the run's, in order; the host drove nothing.
        self.assertEqual(result.stdout.splitlines(), PRINTED)
        self.assertFalse([e for e in self.emulator.received() if name(e) in ("DRIVE_VEC", "LED", "SERVO")])
        # The heartbeat goes on while the robot runs it (its wait(2.5)).
        beats = [e["t"] for e in self.emulator.received() if name(e) == "HEARTBEAT" and e["t"] > run["t"]]
        self.assertGreaterEqual(len(beats), 1)
        self.assertTrue(all(1.5 < gap < 3.0 for gap in intervals(beats)), beats)
        self.assert_ends("SCRIPT_RUN", *["HEARTBEAT"] * len(beats), "STOP", "RELEASE")
        # What differs on board was said before sending, each call with its line.
        for said in ("left() (line 7) strafes", "distance() (line 9) is in millimetres",
                     "led() (line 10) takes numbers only", "servo() (line 11) counts servos from 1",
                     "forward() (line 12) takes a speed only"):
            self.assertIn(said, result.stderr)
        self.assertLess(result.stderr.index("strafes"), result.stderr.index("uploading %d bytes" % size))
        # The record has them as the script's own prints.
        with open(record) as f:
            events = [json.loads(line) for line in f]
        self.assertEqual([e["text"] for e in events if e["ev"] == "print" and e["stream"] == "stdout"], PRINTED)
        self.assertEqual(events[-1]["ev"], "end")
        self.assertEqual(events[-1]["exit"], 0)

    def test_the_uploaded_scripts_error_is_the_runs_exit_code(self):
        result = self.emulator.run("import bugbot\nbugbot.go(upload=True)\nprint('before')\n1 / 0\n")
        self.assertEqual(result.returncode, 1, result.stderr)
        lines = result.stdout.splitlines()
        self.assertEqual(lines[0], "before")
        self.assertEqual(lines[-1], "ZeroDivisionError: division by zero")  # its traceback, as the robot logs it
        self.assertIn("no call in this script behaves differently", result.stderr)
        self.assert_ends("STOP", "RELEASE")

    def test_ctrl_c_or_sigterm_during_an_uploaded_run_stops_the_script_then_the_robot(self):
        for interrupt in (signal.SIGINT, signal.SIGTERM):
            with self.subTest(signal=interrupt):
                before = len(self.emulator.events())
                process = self.emulator.start("from bugbot import *\ngo(upload=True)\nwhile True:\n"
                                              "    print('going')\n    wait(0.2)\n")
                first = process.stdout.readline()  # the robot's first LOG line reached us: it runs
                self.assertEqual(first, "going\n")
                self.assertIn("script-run", [e.get("event") for e in self.emulator.events()[before:]])
                process.send_signal(interrupt)
                process.communicate(timeout=30)
                self.assertEqual(process.returncode, 130)  # SCRIPT_DONE's code for a stopped script
                self.assert_ends("SCRIPT_STOP", "STOP", "RELEASE")

    def test_a_script_over_64_kib_is_refused_with_a_clear_message(self):
        source = "from bugbot import *\ngo(upload=True)\n" + ("# padding\n" * 7000)
        result = self.emulator.run(source)
        self.assertEqual(result.returncode, 1)
        self.assertIn("RuntimeError: go(upload=True): the script is %d bytes, and the robot takes at most 65536 "
                      "(64 KiB)" % len(source), result.stderr)
        self.assertIn('", line 2, in <module>', result.stderr)
        self.assertEqual(self.script_packets(), [])  # nothing was sent
        self.assert_ends("STOP", "RELEASE")

    def test_a_script_that_made_itself_a_link_or_a_fifo_is_never_sent(self):
        # Issue 42: a shared demo replaced its own file with a link to the user's key (or to
        # /dev/zero, or a FIFO), then asked to be uploaded: nothing is read, nothing is sent.
        secret = os.path.join(self.emulator.folder, "id_rsa")
        with open(secret, "w") as f:
            f.write("-----BEGIN OPENSSH PRIVATE KEY-----\n")
        for n, (make, said) in enumerate((("os.symlink(%r, p)" % secret, "symbolic link"),
                                          ("os.symlink('/dev/zero', p)", "symbolic link"), ("os.mkfifo(p)", "FIFO"))):
            path = self.emulator.script("import os, sys\nfrom bugbot import *\np = sys.argv[0]\nos.remove(p)\n" + make +
                                        "\ngo(upload=True)\n", name="demo%d.py" % n)
            started = time.monotonic()
            result = subprocess.run(self.emulator.command(path), capture_output=True, text=True, timeout=60)
            self.assertEqual(result.returncode, 1, result.stderr)
            self.assertIn("go(upload=True): the script %s was not sent: it is a" % path, result.stderr)
            self.assertIn(said, result.stderr)
            self.assertNotIn("OPENSSH", result.stdout + result.stderr)
            self.assertLess(time.monotonic() - started, 30)
            self.assertEqual(self.script_packets(), [])  # nothing was sent

    def test_without_robot_upload_runs_in_the_simulator_and_says_so(self):
        path = self.emulator.script("from bugbot import *\ngo(upload=True)\nforward(50, 10)\n"
                                    "print(round(position()[1]))\n")
        result = subprocess.run([BIN, "run", path], capture_output=True, text=True, timeout=60)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout, "10\n")
        self.assertIn("go(upload=True) runs the script here, on the simulated robot", result.stderr)
        self.assertNotIn("uploading", result.stderr)


if __name__ == "__main__":
    unittest.main()
