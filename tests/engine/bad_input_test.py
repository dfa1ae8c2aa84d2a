"""Every bugbot call refuses bad input with an exception naming the call, the
argument and what it got; out-of-range powers are clamped with one warning."""

import json
import unittest

from bugbot_cli import run_text

# (call as written in a script, exception type, words the message must contain)
CASES = [
    ('drive("fast", 0)', "TypeError", "drive(): left must be a number from -100 to 100, got 'fast'"),
    ('drive(0, None)', "TypeError", "drive(): right must be a number from -100 to 100, got None"),
    ('drive(float("nan"), 0)', "ValueError", "drive(): left must be a number from -100 to 100, got nan"),
    ('drive(0, 0, float("inf"))', "ValueError", "drive(): turn must be a number from -100 to 100, got inf"),
    ('drive(0, [1])', "TypeError", "drive(): right must be a number"),
    ('drive(0)', "TypeError", "drive() missing 1 required positional argument: 'right'"),
    ('wait(-1)', "ValueError", "wait(): seconds must be a number from 0 to 86400, got -1"),
    ('wait("1")', "TypeError", "wait(): seconds must be a number from 0 to 86400, got '1'"),
    ('time.sleep(-2)', "ValueError", "time.sleep(): seconds must be a number from 0 to 86400, got -2"),
    ('plot("w", "high")', "TypeError", "plot(): the value for series 'w' must be a number, got 'high'"),
    ('plot("w", float("nan"))', "ValueError", "plot(): the value for series 'w' must be a finite number"),
    ('plot(3, 1)', "TypeError", "plot(): name must be a string, got 3"),
    ('plot("w", 1, kind="pie")', "ValueError", "plot(): kind must be 'chart' or 'strip', got 'pie'"),
    ('draw("d", [(1, 2), (3,)])', "TypeError", "draw(): point 1 must be an (x, y) pair, got (3,)"),
    ('draw("d", [(1, 2), (3, "y")])', "TypeError", "draw(): point 1 has y = 'y', which is not a number"),
    ('draw("d", [(1, float("inf"))])', "ValueError", "draw(): point 0 has y = inf, which is not a finite number"),
    ('draw("d", 5)', "TypeError", "draw(): points must be a list of (x, y) pairs, got 5"),
    ('draw("d", [], shape="stars")', "ValueError", "draw(): shape must be one of dots, squares, crosses, line, got 'stars'"),
    ('draw("d", [], color="not a colour")', "ValueError", "draw(): color must be a colour name"),
    ('draw("d", [], size=0)', "ValueError", "draw(): size must be a number from 1 to 100, got 0"),
    ('led("chartreuse-ish")', "ValueError", "led(): unknown colour 'chartreuse-ish'"),
    ('led("x", 0, 0)', "TypeError", "led(): r must be a number from 0 to 255, got 'x'"),
    ('led(1, 2)', "TypeError", "led(): give all three of r, g, b"),
    ('led(5)', "TypeError", "led(): give a colour name"),
    ('beep("loud")', "TypeError", "beep(): freq must be a number from 0 to 20000, got 'loud'"),
    ('turn("left")', "TypeError", "turn(): degrees must be a number, got 'left'"),
    ('turn(90, 0)', "ValueError", "turn(): speed must be a number from 1 to 100, got 0"),
    ('forward(50, "far")', "TypeError", "forward(): distance must be a number, got 'far'"),
    ('backward(50, float("inf"))', "ValueError", "backward(): distance must be a number, got inf"),
    ('forward(50, 10, 3)', "TypeError", "forward() takes from 0 to 2 positional arguments but 3 were given"),
    ('forward(sped=50)', "TypeError", "forward() got an unexpected keyword argument 'sped'"),
    ('turn(90, speed="x")', "TypeError", "turn(): speed must be a number from 1 to 100, got 'x'"),
    ('turn()', "TypeError", "turn() missing 1 required positional argument: 'degrees'"),
    ('left("x")', "TypeError", "left(): speed must be a number"),
    ('distance(1)', "TypeError", "distance(): takes no arguments, got 1"),
    ('heading("x")', "TypeError", "heading(): takes no arguments, got 'x'"),
    ('position(robot=1)', "TypeError", "position(): takes no arguments, got robot=1"),
    ('battery(None)', "TypeError", "battery(): takes no arguments, got None"),
    ('stop(0)', "TypeError", "stop(): takes no arguments, got 0"),
    ('beep(-5)', "ValueError", "beep(): freq must be a number from 0 to 20000, got -5"),
    ('beep(440, "long")', "TypeError", "beep(): ms must be a number from 0 to 60000, got 'long'"),
    ('servo(3, 90)', "ValueError", "servo(): index must be a whole number from 0 to 2, got 3"),
    ('servo(1.5, 90)', "ValueError", "servo(): index must be a whole number from 0 to 2, got 1.5"),
    ('servo(0, "up")', "TypeError", "servo(): angle must be a number from 0 to 180, got 'up'"),
    ('servo(0)', "TypeError", "servo() missing 1 required positional argument: 'angle'"),
    ('connect("x")', "ValueError", "connect(): robot must be an index from 0 to 7 or a 16-hex-digit id, got 'x'"),
    ('connect([0])', "TypeError", "connect(): robot must be an index from 0 to 7 or a 16-hex-digit id, got [0]"),
    ('connect(port=5)', "TypeError", "connect(): port must be a string or None, got 5"),
    ('Robot(-1)', "ValueError", "Robot(): robot must be an index from 0 to 7 or a 16-hex-digit id, got -1"),
    ('Robot("00000000000000zz")', "ValueError", "Robot(): robot must be an index from 0 to 7 or a 16-hex-digit id, got '00000000000000zz'"),
    ('Robot(0, transport="radio")', "TypeError", "Robot(): transport must be a Dongle or None, got 'radio'"),
    ('Robot(0, connect="yes")', "TypeError", "Robot(): connect must be True or False, got 'yes'"),
    ('Robot(1)', "RobotConnectError", "Robot(): there is no robot 1: this world"),
    ('Dongle(baud="fast")', "TypeError", "Dongle(): baud must be a whole number of at least 1, got 'fast'"),
    ('Dongle().add_recv_callback(5)', "TypeError", "add_recv_callback(): callback must be callable, got 5"),
    ('go(upload="yes")', "TypeError", "go(): upload must be True or False, got 'yes'"),
    ('forward("quick")', "TypeError", "forward(): speed must be a number"),
]

SCRIPT = """import time, json
from bugbot import *
connect()
for case in CASES:
    try:
        eval(case)
        print(json.dumps([case, "no error", ""]))
    except Exception as e:
        print(json.dumps([case, type(e).__name__, str(e)]))
"""


class BadInput(unittest.TestCase):
    def test_every_call_names_itself_the_argument_and_the_value(self):
        r = run_text("CASES = %r\n" % [c[0] for c in CASES] + SCRIPT)
        self.assertEqual(r.returncode, 0, r.stderr)
        got = {case: (kind, message) for case, kind, message in map(json.loads, r.stdout.splitlines())}
        for case, kind, words in CASES:
            with self.subTest(case=case):
                self.assertEqual(got[case][0], kind, got[case])
                self.assertIn(words, got[case][1])

    def test_out_of_range_powers_are_clamped_with_one_warning_per_run(self):
        r = run_text("from bugbot import *\ndrive(150, 150)\nwait(1)\nprint(position())\ndrive(150, 150)\ndrive(-300, 0)\n")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stderr.count("warning:"), 1, r.stderr)  # one a run, naming both wheels
        self.assertIn("drive(): left power 150 and right power 150 outside -100..100", r.stderr)
        x, y = eval(r.stdout)
        self.assertAlmostEqual(y, 19.4, delta=0.3)  # full speed, not more: 20 cm/s less the lag

    def test_turn_sums_are_clamped_per_wheel_without_a_warning(self):
        r = run_text("from bugbot import *\ndrive(100, 100, 50)\nwait(1)\nprint(heading())\n")
        self.assertEqual(r.stderr, "")
        # left 150 -> 100, right 50: a clockwise curve.
        self.assertGreater(float(r.stdout), 30)

    def test_a_script_that_never_waits_still_moves_time_through_its_reads(self):
        r = run_text("import time\nfrom bugbot import *\ndrive(50, 50)\n"
                     "while distance() > 40:\n    pass\nprint(round(time.monotonic(), 2), position())\n")
        self.assertEqual(r.returncode, 0, r.stderr)
        t, pos = r.stdout.split(" ", 1)
        self.assertGreater(float(t), 3.5)  # about 40 cm at 10 cm/s
        self.assertAlmostEqual(eval(pos)[1], 40, delta=2.5)

    def test_numpy_style_numbers_are_accepted(self):
        r = run_text("from fractions import Fraction\nfrom bugbot import *\ndrive(Fraction(1, 2), 50)\nwait(Fraction(1, 4))\nprint('ok')\n")
        self.assertEqual(r.stdout, "ok\n", r.stderr)


if __name__ == "__main__":
    unittest.main()
