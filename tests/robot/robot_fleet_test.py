"""Several robots in one run: Robot(i) / connect(i) with --robot pick from the
roster, each robot its own connection (PROBE, CLAIM, heartbeat, keep-alive),
and every robot claimed gets STOP then RELEASE however the run ends."""

import signal
import time
import unittest

from emulated import Emulator, assert_cadence, name

TWO = ("from bugbot import *\n"
       "a = Robot(0)\n"
       "b = Robot(1)\n"
       "print(a.name, a.index, b.name, b.index)\n"
       "a.forward(40)\n"
       "b.left(30)\n"
       "wait(2.6)\n"
       "print(a.distance() > 0, b.distance() > 0)\n")


class Fleet(unittest.TestCase):
    def setUp(self):
        self.emulator = Emulator(robots=2)

    def tearDown(self):
        self.emulator.close()

    def assert_each_stopped_then_released(self, robots=(0, 1)):
        for robot in robots:
            self.assertTrue(self.emulator.wait_for(lambda e: name(e) == "RELEASE", seconds=3, robot=robot))
            self.assertEqual([name(e) for e in self.emulator.received(robot)][-2:], ["STOP", "RELEASE"], robot)

    def test_robot_0_and_robot_1_are_the_rosters_first_two(self):
        result = self.emulator.run(TWO)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.splitlines(), ["FROG-14 0 NEWT-7 1", "True True"])
        first, second = self.emulator.received(0), self.emulator.received(1)
        for got in (first, second):
            self.assertEqual([name(e) for e in got][:2], ["PROBE", "CLAIM"])
        # Each is driven as it was told: robot 0 forward, robot 1 spinning anticlockwise.
        self.assertTrue(any(e["args"][0] > 0.3 and e["args"][2] == 0 for e in first if name(e) == "DRIVE_VEC"))
        self.assertTrue(any(e["args"][0] == 0 and e["args"][2] > 0.2 for e in second if name(e) == "DRIVE_VEC"))
        self.assertFalse(any(e["args"][2] != 0 for e in first if name(e) == "DRIVE_VEC"))
        # Each its own heartbeat and keep-alive while the wait(2.6) runs.
        for got in (first, second):
            begun = next(e["t"] for e in got if name(e) == "DRIVE_VEC")
            stop = next(e["t"] for e in got if name(e) == "STOP")
            assert_cadence(self, got, begun, stop)
        self.assertNotIn("deadman", [e.get("event") for e in self.emulator.events()])
        self.assert_each_stopped_then_released()

    def test_robot_names_the_one_the_plain_calls_drive(self):
        # --robot 1: forward() and connect() are NEWT-7's; Robot(0) is still the roster's first.
        result = self.emulator.run("from bugbot import *\n"
                                   "me = connect()\n"
                                   "other = Robot(0)\n"
                                   "print(me.name, other.name, Robot(1).index)\n"
                                   "forward(50)\n"
                                   "other.right(20)\n"
                                   "wait(0.3)\n", robot="1")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.split(), ["NEWT-7", "FROG-14", "0"])
        forward = [e["args"] for e in self.emulator.received(1) if name(e) == "DRIVE_VEC"]
        spin = [e["args"] for e in self.emulator.received(0) if name(e) == "DRIVE_VEC"]
        self.assertIn(0.5, [round(a[0], 3) for a in forward])
        self.assertIn(-0.2, [round(a[2], 3) for a in spin])
        self.assertEqual([name(e) for e in self.emulator.received(1)].count("CLAIM"), 1)  # Robot(1): the same one
        self.assert_each_stopped_then_released()

    def test_an_id_names_a_roster_robot_once_whatever_way_it_is_named(self):
        ids = list(self.emulator.read_roster()["robots"])
        result = self.emulator.run("from bugbot import *\n"
                                   "print(Robot('%s').index, Robot('%s').index, Robot(1).index, connect(0).index)\n"
                                   % (ids[1].upper(), ids[0]))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.split(), ["1", "0", "1", "0"])
        for robot in (0, 1):
            self.assertEqual([name(e) for e in self.emulator.received(robot)].count("CLAIM"), 1)
        self.assert_each_stopped_then_released()

    def test_a_robot_not_in_the_roster_is_a_connect_error_the_script_can_catch(self):
        result = self.emulator.run("from bugbot import *\n"
                                   "try:\n"
                                   "    Robot(2)\n"
                                   "except RobotConnectError as e:\n"
                                   "    print('no:', e)\n"
                                   "Robot(3)\n")
        self.assertEqual(result.returncode, 1)
        self.assertIn("no: there is no robot 2 in the roster", result.stdout)
        self.assertIn('", line 6, in <module>', result.stderr)
        self.assertIn("RobotConnectError: there is no robot 3 in the roster", result.stderr)
        self.assertEqual(self.emulator.received(1), [])  # never claimed, so never released
        self.assert_each_stopped_then_released(robots=(0,))

    def packets_since(self, before, robot, test, seconds=10):
        """Robot `robot`'s packets after the first `before[robot]`, once one passes `test` (else all of them)."""
        until = time.monotonic() + seconds
        while True:
            got = self.emulator.received(robot)[before[robot]:]
            if any(test(e) for e in got) or time.monotonic() > until:
                return got
            time.sleep(0.05)

    def test_every_robot_is_stopped_and_released_however_the_run_ends(self):
        forever = TWO.replace("wait(2.6)", "wait(30)")
        for ending, source, interrupt, args in (
                ("exception", TWO + "1 / 0\n", None, ()),
                ("time limit", forever, None, ("--timeout", "2")),
                ("sigint", forever, signal.SIGINT, ()),
                ("sigterm", forever, signal.SIGTERM, ())):
            with self.subTest(ending=ending):
                before = [len(self.emulator.received(r)) for r in (0, 1)]
                process = self.emulator.start(source, *args)
                if interrupt:
                    self.packets_since(before, 1, lambda e: name(e) == "DRIVE_VEC")  # both are driving
                    process.send_signal(interrupt)
                process.communicate(timeout=30)
                self.assertNotEqual(process.returncode, 0)
                for robot in (0, 1):
                    got = [name(e) for e in self.packets_since(before, robot, lambda e: name(e) == "RELEASE")]
                    self.assertEqual(got[:2], ["PROBE", "CLAIM"])
                    self.assertEqual(got[-2:], ["STOP", "RELEASE"], (ending, robot))

if __name__ == "__main__":
    unittest.main()
