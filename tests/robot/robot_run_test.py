"""bugbot run --robot against the emulator: every call's packets, the
conversions, the cadences, and STOP then RELEASE on every way a run ends."""

import json
import os
import signal
import subprocess
import time
import unittest

from emulated import SOURCE, Emulator, intervals, name


class RobotRun(unittest.TestCase):
    def setUp(self):
        self.emulator = Emulator()

    def tearDown(self):
        self.emulator.close()

    def assert_stop_then_release(self):
        # The emulator takes what was sent every 5 ms: give its log a moment after the run's exit
        # (until the last two are these: an earlier run's RELEASE on the same emulator does not count).
        until = time.monotonic() + 3
        while time.monotonic() < until and [name(e) for e in self.emulator.received()][-2:] != ["STOP", "RELEASE"]:
            time.sleep(0.05)
        last = [name(e) for e in self.emulator.received()][-2:]
        self.assertEqual(last, ["STOP", "RELEASE"])

    def test_every_call_goes_out_as_its_packets(self):
        result = self.emulator.run(
            "from bugbot import *\n"
            "connect()\n"
            "forward(50)\nwait(0.2)\nbackward(100)\nwait(0.2)\nleft(40)\nright(40)\n"
            "drive(0, 0, 100)\nwait(0.2)\nstop()\n"
            "led('orange')\nservo(1, 90)\nbeep(440, 100)\n"
            "print(distance(), round(heading()), position(), battery())\n"
            "turn(90)\nforward(100, 10)\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        got = self.emulator.received()
        names = [name(e) for e in got]
        self.assertEqual(names[:2], ["PROBE", "CLAIM"])
        vectors = [e["args"] for e in got if name(e) == "DRIVE_VEC"]
        self.assertIn([0.5, 0, 0], [[abs(round(v, 3)) if i == 1 else round(v, 3) for i, v in enumerate(a)]
                                    for a in vectors])            # forward(50): half speed, a fraction
        self.assertIn(-1.0, [round(a[0], 3) for a in vectors])     # backward(100)
        rotations = [round(a[2], 3) for a in vectors]
        self.assertIn(0.4, rotations)                              # left(40): CCW+ on the wire
        self.assertIn(-0.4, rotations)                             # right(40)
        self.assertIn(-1.0, rotations)                             # drive(0, 0, 100) spins clockwise
        commands = {name(e): e["args"] for e in got if e["type"] == "COMMAND" and name(e) != "DRIVE_VEC"}
        self.assertEqual(commands["LED"], [255, 128, 0])
        self.assertEqual(commands["SERVO"], [1, 90])
        buzzes = [e["args"] for e in got if name(e) == "BUZZER"]
        self.assertEqual(buzzes[:2], [[440], [0]])                 # beep: on, then off after ms
        sensors = {e["args"][0] for e in got if name(e) == "READ"}
        self.assertEqual(sensors, {1, 2, 3, 4})
        self.assertNotIn("no-strafe", [e.get("event") for e in self.emulator.events()])  # never sideways
        distance, heading, x, y, battery = result.stdout.split()
        self.assertTrue(0 < int(distance) <= 999)
        self.assertEqual((x, y), ("(0.0,", "0.0)"))                # today's firmware
        self.assertIn("position() stays (0, 0)", result.stderr)
        self.assertEqual(result.stderr.count("position() stays"), 1)
        self.assert_stop_then_release()

    def test_turn_closes_on_the_heading_and_heading_is_clockwise(self):
        result = self.emulator.run("from bugbot import *\nconnect()\nturn(90)\nprint(round(heading()))\n"
                                   "turn(-45)\nprint(round(heading()))\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        first, second = (int(v) for v in result.stdout.split())
        self.assertTrue(85 <= first <= 100, result.stdout)        # clockwise, as the docs say
        self.assertTrue(40 <= second <= 55, result.stdout)

    def test_forward_blocks_for_its_distance_at_20_cm_a_second(self):
        started = time.monotonic()
        result = self.emulator.run("from bugbot import *\nconnect()\nforward(50, 10)\n")
        took = time.monotonic() - started
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertGreater(took, 1.0)  # 10 cm at 10 cm/s; the bound is generous, not a timing test

    def test_cadences_heartbeat_every_2_s_keep_alive_under_150_ms(self):
        result = self.emulator.run("from bugbot import *\nconnect()\ndrive(0, 0, 50)\nwait(5)\nstop()\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        got = self.emulator.received()
        beats = [e["t"] for e in got if name(e) == "HEARTBEAT"]
        self.assertGreaterEqual(len(beats), 2)
        for gap in intervals(beats):
            self.assertTrue(1.5 < gap < 3.0, beats)
        motion = [e["t"] for e in got if name(e) == "DRIVE_VEC"]
        gaps = sorted(intervals(motion))
        self.assertGreater(len(gaps), 20)
        self.assertLessEqual(gaps[len(gaps) * 9 // 10], 0.15, gaps)  # the keep-alive's own cadence
        self.assertLess(gaps[-1], 0.45, gaps)                         # never near the 500 ms deadman
        self.assertNotIn("deadman", [e.get("event") for e in self.emulator.events()])

    def test_record_has_the_robots_reads_and_heading_as_frames(self):
        record = os.path.join(self.emulator.folder, "run.jsonl")
        result = self.emulator.run("from bugbot import *\nconnect()\nfor i in range(6):\n"
                                   "    drive(0, 0, 100)\n    plot('d', distance())\n    wait(0.25)\nstop()\n",
                                   "--record", record)
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(record) as f:
            events = [json.loads(line) for line in f]
        kinds = [e["ev"] for e in events]
        self.assertEqual(kinds[0], "world")
        self.assertEqual(kinds[-1], "end")
        self.assertEqual(kinds.count("plot"), 6)
        self.assertEqual(kinds.count("read"), 6)
        headings = [e["heading"] for e in events if e["ev"] == "frame"]
        self.assertGreater(max(headings), 90)                      # it turned, clockwise
        times = [e["t"] for e in events]
        self.assertEqual(times, sorted(times))
        self.assertTrue(1.3 < times[-1] < 10)                      # wall-clock seconds

    def test_the_pages_spin_and_read_loop_prints_plausible_readings(self):
        page = os.path.join(SOURCE, "lessons", "attention", "1-scores.py")
        result = subprocess.run(self.emulator.command(page), capture_output=True, text=True, timeout=120)
        self.assertEqual(result.returncode, 0, result.stderr)
        history = result.stdout.splitlines()[0]
        self.assertTrue(history.startswith("history, cm: ["), history)
        readings = [int(v) for v in history.split("[")[1].rstrip("]").split(",")]
        self.assertEqual(len(readings), 25)
        self.assertTrue(all(5 <= r <= 150 for r in readings), readings)
        self.assertGreater(max(readings) - min(readings), 30, readings)  # corners and walls, as on the page
        self.assertIn("the guess:", result.stdout)
        self.assert_stop_then_release()

    def ended(self, source, *args, interrupt=None):
        process = self.emulator.start(source, *args)
        if interrupt:
            self.assertTrue(self.emulator.wait_for(lambda e: name(e) == "DRIVE_VEC"))
            process.send_signal(interrupt)
        process.communicate(timeout=30)
        self.assert_stop_then_release()
        return process.returncode

    def test_done_ends_with_stop_then_release(self):
        self.assertEqual(self.ended("from bugbot import *\nconnect()\nforward(50)\nwait(0.3)\n"), 0)

    def test_an_exception_ends_with_stop_then_release(self):
        self.assertEqual(self.ended("from bugbot import *\nconnect()\nforward(50)\nwait(0.3)\n1 / 0\n"), 1)

    def test_the_time_limit_ends_with_stop_then_release(self):
        self.assertEqual(self.ended("from bugbot import *\nconnect()\nforward(50)\nwhile True:\n    wait(0.1)\n",
                                    "--timeout", "1.5"), 3)

    def test_sigint_ends_with_stop_then_release(self):
        self.assertNotEqual(self.ended("from bugbot import *\nconnect()\nforward(50)\nwhile True:\n    wait(0.1)\n",
                                       interrupt=signal.SIGINT), 0)

    def test_sigterm_ends_with_stop_then_release(self):
        self.assertNotEqual(self.ended("from bugbot import *\nconnect()\nforward(50)\nwhile True:\n    wait(0.1)\n",
                                       interrupt=signal.SIGTERM), 0)

    def test_a_signal_during_a_long_wait_ends_the_run_at_once(self):
        # The wait goes on on the trusted side, in real time: the signal must end it there too,
        # or the script hears of Ctrl-C only when wait(30) is over (an outside check found it).
        for interrupt in (signal.SIGINT, signal.SIGTERM):
            with self.subTest(signal=interrupt):
                before = len(self.emulator.received())
                process = self.emulator.start("from bugbot import *\nconnect()\nforward(50)\nwait(30)\n")
                # This run's own DRIVE_VEC, not the one before's.
                until = time.monotonic() + 10
                while time.monotonic() < until and "DRIVE_VEC" not in [name(e) for e in self.emulator.received()[before:]]:
                    time.sleep(0.05)
                process.send_signal(interrupt)
                process.communicate(timeout=10)  # 30 s if the wait were not cut short
                self.assertNotEqual(process.returncode, 0)
                self.assert_stop_then_release()

    def test_the_roster_notes_when_the_robot_was_last_seen(self):
        before = self.emulator.read_roster()
        result = self.emulator.run("from bugbot import *\nconnect()\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        entry = list(self.emulator.read_roster()["robots"].values())[0]
        self.assertIn("last_seen", entry)
        self.assertEqual(entry["key"], list(before["robots"].values())[0]["key"])


if __name__ == "__main__":
    unittest.main()
