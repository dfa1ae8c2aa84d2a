"""Scripts in the BugBot robot library's style move between robot and simulator unchanged."""

import unittest

from bugbot_cli import run_text

CLUB_SCRIPT = """
import time
import bugbot

bot = bugbot.go()
bugbot.led("green")
bugbot.forward(50, 30)          # 30 cm up the mat, then stop
bugbot.turn(90)                  # face +x
time.sleep(0.5)
bot.forward(60)                  # keep going...
time.sleep(1.0)                  # ...for a second (12 cm at 60 %)
bot.stop()
bugbot.right(40)
time.sleep(0.2)
bugbot.left(40)
time.sleep(0.2)
bugbot.stop()
time.sleep(0.3)
bugbot.beep(440, 100)
x, y = bugbot.position()
print(round(x), round(y), round(bugbot.heading()), round(time.monotonic(), 1))
print(bugbot.battery() < 100, bugbot.distance() < 999, repr(bot))
"""


class RobotLibrary(unittest.TestCase):
    def test_a_club_script_ends_where_it_should(self):
        r = run_text(CLUB_SCRIPT)
        self.assertEqual(r.returncode, 0, r.stderr)
        first, second = r.stdout.splitlines()
        x, y, heading, t = (float(v) for v in first.split())
        self.assertAlmostEqual(y, 30, delta=1.5)
        self.assertAlmostEqual(x, 12, delta=2)
        self.assertLess(min(abs(heading - 90), abs(heading - 90 + 360)), 5)
        self.assertGreater(t, 4)
        self.assertEqual(second, "True True <BugBot (simulated)>")

    def test_connect_returns_a_robot_with_the_same_calls(self):
        r = run_text("from bugbot import *\nbot = connect()\nbot.drive(50, 50)\nbot.wait(1)\n"
                     "print(isinstance(bot, Robot), bot.position()[1] > 8, bot is go())\n")
        self.assertEqual(r.stdout, "True True True\n", r.stderr)

    def test_backward_and_turn_anticlockwise(self):
        r = run_text("import bugbot\nbugbot.go()\nbugbot.backward(50, 10)\nbugbot.turn(-90)\nbugbot.wait(0.3)\n"
                     "x, y = bugbot.position()\nprint(round(y), round(bugbot.heading()))\n")
        y, heading = map(int, r.stdout.split())
        self.assertAlmostEqual(y, -10, delta=1)
        self.assertAlmostEqual(heading, 270, delta=3)


if __name__ == "__main__":
    unittest.main()
