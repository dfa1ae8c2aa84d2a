"""bugbot run --robot --sandbox, as the studio runs a script on a robot: the
script in bubblewrap with no devices, the trusted side holding the robot."""

import signal
import time
import unittest

from emulated import Emulator, name


class RobotSandbox(unittest.TestCase):
    def setUp(self):
        self.emulator = Emulator()

    def tearDown(self):
        self.emulator.close()

    def test_the_script_drives_the_robot_but_cannot_see_the_dongle(self):
        device = self.emulator.device
        result = self.emulator.run(
            "import os\nfrom bugbot import *\n"
            "forward(50)\nwait(0.3)\nstop()\n"
            f"print('dongle visible:', os.path.exists({device!r}))\n"
            "print('reading:', distance())\n", "--sandbox")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("dongle visible: False", result.stdout)
        self.assertRegex(result.stdout, r"reading: \d+")
        names = [name(e) for e in self.emulator.received()]
        self.assertIn("DRIVE_VEC", names)
        self.assertEqual(names[-2:], ["STOP", "RELEASE"])

    def test_sigterm_stops_and_releases_the_robot(self):
        run = self.emulator.start("from bugbot import *\nforward(50)\nwait(30)\n", "--sandbox")
        self.assertTrue(self.emulator.wait_for(lambda e: name(e) == "DRIVE_VEC"))
        sent = time.monotonic()
        run.send_signal(signal.SIGTERM)
        run.communicate(timeout=10)
        self.assertLess(time.monotonic() - sent, 5)
        self.assertTrue(self.emulator.wait_for(lambda e: name(e) == "RELEASE", seconds=3))
        names = [name(e) for e in self.emulator.received()]
        self.assertEqual(names[-2:], ["STOP", "RELEASE"])


if __name__ == "__main__":
    unittest.main()
