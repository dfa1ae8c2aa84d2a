"""Each of the emulator's fault modes, and what bugbot run --robot says."""

import unittest

from emulated import PURGED, Emulator, assert_cadence, name

SPIN = "from bugbot import *\nconnect()\ndrive(0, 0, 50)\nprint(distance())\nwait(0.5)\nprint(distance())\nstop()\n"


class Faults(unittest.TestCase):
    def run_with(self, *faults, source=SPIN):
        emulator = Emulator(*faults)
        self.addCleanup(emulator.close)
        return emulator, emulator.run(source)

    def test_silent_robot_is_a_connect_error_and_keeps_the_roster(self):
        emulator, result = self.run_with("silent")
        self.assertEqual(result.returncode, 1)
        self.assertIn("RobotConnectError: FROG-14 did not answer (no PROBE_ACK within 2 s)", result.stderr)
        self.assertEqual(len(emulator.read_roster()["robots"]), 1)  # silence never purges

    def test_busy_robot_is_robot_busy_error(self):
        emulator, result = self.run_with("busy")
        self.assertEqual(result.returncode, 1)
        self.assertIn("RobotBusyError: FROG-14 is busy", result.stderr)
        self.assertEqual(len(emulator.read_roster()["robots"]), 1)

    def test_re_paired_robot_is_purged_after_three_bad_keys(self):
        emulator, result = self.run_with("re-paired")
        self.assertEqual(result.returncode, 1)
        self.assertIn(PURGED, result.stderr)
        self.assertEqual(emulator.read_roster()["robots"], {})
        claims = [e["t"] for e in emulator.received() if name(e) == "CLAIM"]
        self.assertEqual(len(claims), 3)
        self.assertTrue(all(b - a >= 1.0 for a, b in zip(claims, claims[1:])))  # its AUTH_FAIL is once a second

    def test_wrong_protocol_version_is_dropped_so_no_answer(self):
        emulator, result = self.run_with("wrong-version")
        self.assertEqual(result.returncode, 1)
        self.assertIn("RobotConnectError", result.stderr)

    def test_corrupt_frames_are_ignored(self):
        emulator, result = self.run_with("corrupt")
        self.assertEqual(result.returncode, 0, result.stderr)
        readings = [int(v) for v in result.stdout.split()]
        self.assertEqual(len(readings), 2)

    def test_lost_claim_is_claimed_again(self):
        emulator, result = self.run_with("lost-claim", source=(
            "from bugbot import *\nconnect()\nforward(30)\nwait(2.5)\nprint(distance())\nstop()\n"))
        self.assertEqual(result.returncode, 0, result.stderr)
        names = [name(e) for e in emulator.received()]
        self.assertEqual(names.count("CLAIM"), 2)
        self.assertIn("lost-claim", [e.get("event") for e in emulator.events()])
        self.assertEqual(names[-2:], ["STOP", "RELEASE"])

    def test_reads_that_never_answer_are_timeout_error(self):
        emulator, result = self.run_with("no-reads")
        self.assertEqual(result.returncode, 1)
        # Uncaught: an ordinary traceback naming the script's line (SPIN's line 4: print(distance())).
        self.assertIn('", line 4, in <module>', result.stderr)
        self.assertTrue(result.stderr.rstrip().endswith(
            "TimeoutError: FROG-14 did not answer a sensor read within 2 s"), result.stderr)
        emulator.wait_for(lambda e: name(e) == "RELEASE", seconds=3)
        self.assertEqual([name(e) for e in emulator.received()][-2:], ["STOP", "RELEASE"])

    def test_a_timeout_error_can_be_caught_and_the_run_goes_on(self):
        emulator, result = self.run_with("no-reads", source=(
            "from bugbot import *\n"
            "forward(40)\n"
            "try:\n"
            "    print(distance())\n"
            "except TimeoutError as e:\n"
            "    print('caught:', e)\n"
            "print('still here')\n"
            "led(0, 255, 0)\n"
            "stop()\n"))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.splitlines(),
                         ["caught: FROG-14 did not answer a sensor read within 2 s", "still here"])
        emulator.wait_for(lambda e: name(e) == "RELEASE", seconds=3)
        names = [name(e) for e in emulator.received()]
        self.assertIn("LED", names)                               # the run went on after the catch
        self.assertEqual(names[-2:], ["STOP", "RELEASE"])

    def test_heartbeat_and_keep_alive_go_on_while_a_read_waits(self):
        emulator, result = self.run_with("no-reads", source=(
            "from bugbot import *\n"
            "drive(0, 0, 50)\n"
            "for i in range(3):\n"
            "    try:\n"
            "        distance()\n"
            "    except TimeoutError:\n"
            "        pass\n"
            "stop()\n"))
        self.assertEqual(result.returncode, 0, result.stderr)
        got = emulator.received()
        reads = [e["t"] for e in got if name(e) == "READ" and e["args"] == [1]]
        self.assertEqual(len(reads), 3)
        stop = next(e["t"] for e in got if name(e) == "STOP")
        self.assertGreater(stop - reads[0], 5.5)                   # three reads of 2 s each, unanswered
        assert_cadence(self, got, reads[0], stop)
        self.assertNotIn("deadman", [e.get("event") for e in emulator.events()])

    def test_a_pose_estimator_gives_centimetres_right_and_forward(self):
        emulator, result = self.run_with("pose", source=(
            "from bugbot import *\nconnect()\nforward(100, 10)\nx, y = position()\nprint(round(x), round(y))\n"))
        self.assertEqual(result.returncode, 0, result.stderr)
        x, y = (int(v) for v in result.stdout.split())
        self.assertEqual(x, 0)
        self.assertTrue(7 <= y <= 13, result.stdout)
        self.assertNotIn("position() stays", result.stderr)


if __name__ == "__main__":
    unittest.main()
