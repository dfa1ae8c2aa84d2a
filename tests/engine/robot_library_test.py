"""Scripts written the way the BugBot robot's own library documents them run
unchanged in the simulator and do what its pages say (../shared/ROBOT-LIBRARY.md):
where the robot ends, what the script printed, how much simulated time passed."""

import os
import tempfile
import unittest

from bugbot_cli import read_events, run_text

ROBOT_CALLS = ["forward", "backward", "left", "right", "turn", "drive", "stop", "wait", "led", "beep",
               "servo", "distance", "heading", "position", "battery"]


def run_ok(test, source, *args):
    r = run_text(source, *args)
    test.assertEqual(r.returncode, 0, r.stderr)
    return r


def run_recorded(test, source, *args):
    """Runs `source` with --record; returns (CompletedProcess, events)."""
    with tempfile.TemporaryDirectory() as folder:
        trace = os.path.join(folder, "trace.jsonl")
        r = run_ok(test, source, "--record", trace, *args)
        return r, read_events(trace)


class GoMode(unittest.TestCase):
    def test_lesson_one_drives_for_two_seconds_with_plain_names(self):
        r = run_ok(self, "import bugbot; bugbot.go()   # always the first line\n"
                         "import time\n"
                         "forward(50); wait(2); stop()\n"
                         "wait(0.5)\n"
                         "x, y = position()\n"
                         "print(round(x), round(y), time.monotonic())\n")
        x, y, t = r.stdout.split()
        self.assertEqual(x, "0")
        self.assertAlmostEqual(int(y), 20, delta=1)  # 10 cm/s for two seconds, as lesson 1 says
        self.assertEqual(float(t), 2.5)

    def test_go_puts_every_robot_call_into_the_scripts_globals(self):
        r = run_ok(self, "import bugbot\nbugbot.go()\n"
                         "names = %r\n" % ROBOT_CALLS +
                         "print([n for n in names if not callable(globals().get(n))])\n"
                         "print(isinstance(battery(), int), 0 <= battery() <= 100, heading())\n")
        self.assertEqual(r.stdout, "[]\nTrue True 0.0\n")

    def test_go_puts_the_studio_calls_plot_and_draw_there_too(self):
        # The lessons write plot(...) and draw(...) bare; a go-style student must be able to as well.
        r, events = run_recorded(self, "import bugbot\nbugbot.go()\n"
                                       "plot('distance', distance())\n"
                                       "draw('seen', [(10, 20)])\n")
        kinds = [e.get("ev") for e in events]
        self.assertIn("plot", kinds, events[:5])
        self.assertIn("draw", kinds, events[:5])

    def test_go_inside_a_function_still_fills_the_scripts_globals(self):
        r = run_ok(self, "import bugbot\ndef start():\n    bugbot.go()\nstart()\nforward(50, 10)\n"
                         "print(round(position()[1]))\n")
        self.assertEqual(r.stdout, "10\n")

    def test_upload_mode_runs_here_and_says_so_in_one_line(self):
        r = run_ok(self, "import bugbot\nbugbot.go(upload=True)\nforward(50, 10)\nprint(round(position()[1]))\n")
        self.assertEqual(r.stdout, "10\n")
        self.assertLessEqual(len(r.stderr.splitlines()), 1, r.stderr)


class RobotObject(unittest.TestCase):
    def test_a_with_block_drives_then_disconnects_and_stops(self):
        r = run_ok(self, "import time\nimport bugbot\nfrom bugbot import Robot\n"
                         "with Robot(0) as bot:\n"
                         "    bot.forward(50)\n"
                         "    time.sleep(2)\n"
                         "left_at = bugbot.position()[1]\n"
                         "time.sleep(2)\n"
                         "print(round(left_at), round(bugbot.position()[1] - left_at, 1), time.monotonic())\n")
        at, moved, t = r.stdout.split()
        self.assertAlmostEqual(int(at), 20, delta=1)
        self.assertLess(float(moved), 0.5)  # only the motors' run-down after the block
        self.assertEqual(float(t), 4.0)

    def test_connect_returns_self_and_disconnect_is_safe_twice(self):
        r = run_ok(self, "from bugbot import *\n"
                         "bot = Robot(0, connect=False)\n"
                         "try:\n    bot.forward(50)\nexcept RobotConnectError as e:\n    print('before:', e)\n"
                         "print(bot.connect() is bot)\n"
                         "bot.forward(50, 10)\n"
                         "bot.disconnect(); bot.disconnect()\n"
                         "print(round(position()[1]))\n")
        lines = r.stdout.splitlines()
        self.assertIn("forward()", lines[0])
        self.assertIn("connect()", lines[0])
        self.assertEqual(lines[1:], ["True", "10"])

    def test_module_connect_is_robot_with_a_port(self):
        r = run_ok(self, "import bugbot\nbot = bugbot.connect(0, port='/dev/ttyUSB0')\n"
                         "print(isinstance(bot, bugbot.Robot))\nbot.backward(100, 10)\n"
                         "print(round(bot.position()[1]))\n"
                         "print(bugbot.connect().position() == bot.position())\n")
        self.assertEqual(r.stdout, "True\n-10\nTrue\n")

    def test_a_robot_is_found_by_index_or_by_its_16_digit_id(self):
        r = run_ok(self, "from bugbot import *\nbot = Robot('0000000000000000')\nbot.forward(50, 5)\n"
                         "print(round(Robot().position()[1]), Robot(None).position() == bot.position())\n")
        self.assertEqual(r.stdout, "5 True\n")

    def test_robot_one_in_a_one_robot_world_names_the_world_that_has_more(self):
        r = run_ok(self, "from bugbot import *\ntry:\n    Robot(1)\nexcept RobotConnectError as e:\n"
                         "    print(isinstance(e, RuntimeError), e)\n"
                         "print(issubclass(RobotBusyError, RuntimeError))\n")
        first, second = r.stdout.splitlines()
        self.assertTrue(first.startswith("True "), first)
        self.assertIn("1 robot", first)
        self.assertIn("two-robots", first)
        self.assertEqual(second, "True")

    def test_a_shared_dongle_is_a_transport_with_callbacks(self):
        r = run_ok(self, "from bugbot import *\n"
                         "def heard(packet):\n    pass\n"
                         "with Dongle() as radio:\n"
                         "    radio.add_recv_callback(heard)\n"
                         "    bot = Robot(0, transport=radio)\n"
                         "    bot.forward(50, 10)\n"
                         "    radio.remove_recv_callback(heard)\n"
                         "d = Dongle(port='/dev/ttyACM0', baud=115200)\nd.open(); d.close(); d.close()\n"
                         "print(round(bot.position()[1]))\n")
        self.assertEqual(r.stdout, "10\n")


class Calls(unittest.TestCase):
    def test_beep_blocks_for_its_duration_and_beep_0_silences_at_once(self):
        r, events = run_recorded(self, "import time\nfrom bugbot import *\n"
                                       "beep(440, 500); print(time.monotonic())\n"
                                       "beep(880); print(time.monotonic())\n"
                                       "beep(0); print(time.monotonic())\n")
        self.assertEqual(r.stdout, "0.5\n0.7\n0.7\n")
        beeps = [(e["frequency"], e["ms"]) for e in events if e["ev"] == "beep"]
        self.assertEqual(beeps, [(440, 500), (880, 200), (0, 0)])

    def test_led_names_give_the_robots_values_and_numbers_are_clamped(self):
        r, events = run_recorded(self, "from bugbot import *\nled('green')\nled('orange')\nled(300, -5, 10)\n"
                                       "led('off')\ntry:\n    led('chartreuse')\nexcept ValueError as e:\n"
                                       "    print(e)\n")
        self.assertIn("led(): unknown colour 'chartreuse'", r.stdout)
        self.assertEqual([e["rgb"] for e in events if e["ev"] == "led"],
                         [[0, 255, 0], [255, 128, 0], [255, 0, 10], [0, 0, 0]])

    def test_servo_is_recorded_for_the_studio(self):
        r, events = run_recorded(self, "import time\nfrom bugbot import *\nservo(2, 90)\nservo(0, 15.5)\n"
                                       "print(time.monotonic())\n")
        self.assertEqual(r.stdout, "0.0\n")  # non-blocking
        self.assertEqual([(e["index"], e["angle"]) for e in events if e["ev"] == "servo"], [(2, 90), (0, 15.5)])

    def test_forward_clamps_speed_takes_the_size_of_distance_and_0_returns_at_once(self):
        r = run_ok(self, "import time\nfrom bugbot import *\n"
                         "forward(0, distance=20); print(time.monotonic(), position())\n"
                         "forward(150, 10); fast = time.monotonic()\n"
                         "forward(100, 10); print(round(time.monotonic() - fast, 2) == round(fast, 2))\n"
                         "backward(speed=50, distance=-10); print(round(position()[1]))\n")
        self.assertEqual(r.stdout, "0.0 (0.0, 0.0)\nTrue\n10\n")

    def test_turn_takes_the_real_keywords_and_ends_at_the_asked_heading(self):
        r = run_ok(self, "import time\nimport bugbot\nbugbot.go()\n"
                         "turn(degrees=90, speed=30); slow = time.monotonic(); print(round(heading()))\n"
                         "turn(-90); print(round(heading()) % 360, round(time.monotonic() - slow, 1) == round(slow, 1))\n"
                         "bot = bugbot.connect()\nbot.turn(45); print(round(heading()))\n")
        lines = r.stdout.splitlines()
        self.assertEqual(lines, ["90", "0 True", "45"])

    def test_turn_defaults_to_30_percent(self):
        r = run_ok(self, "import time\nfrom bugbot import *\nturn(90)\nprint(time.monotonic())\n")
        # 30 % spins at about 38 degrees a second: a quarter turn takes over two seconds.
        self.assertGreater(float(r.stdout), 2.0)

    def test_every_clock_follows_simulated_time(self):
        r = run_ok(self, "import time, datetime\nfrom bugbot import *\nwait(90.5)\n"
                         "print(time.time_ns(), time.monotonic_ns(), time.perf_counter_ns())\n"
                         "print(time.localtime() == time.localtime(time.time()))\n"
                         "start = datetime.datetime.fromtimestamp(1767225600)\n"
                         "print(datetime.datetime.now() - start, datetime.datetime.today() - start)\n"
                         "print(datetime.date.today() == start.date())\n"
                         "from datetime import datetime as dt\nprint(dt.now() - start)\n")
        self.assertEqual(r.stdout.splitlines(),
                         ["1767225690500000000 90500000000 90500000000", "True",
                          "0:01:30.500000 0:01:30.500000", "True", "0:01:30.500000"])


class SameWithOrWithoutARecord(unittest.TestCase):
    def test_a_plain_run_prints_what_a_recorded_run_prints(self):
        # A plain run lets the simulator jump between events; a recorded one watches every frame.
        source = ("import bugbot\nbugbot.go()\nforward(50, 30)\ndrive(60, 20)\n"
                  "for i in range(400):\n    print(distance(), position(), round(heading(), 1))\n"
                  "drive(80, 80)\nwhile distance() > 8:\n    pass\nbackward(50, 5)\nturn(-45)\n"
                  "print(position(), heading(), distance())\n")
        plain = run_ok(self, source)
        recorded, _ = run_recorded(self, source)
        self.assertEqual(plain.stdout, recorded.stdout)
        self.assertEqual(len(plain.stdout.splitlines()), 401)


class SeveralRobots(unittest.TestCase):
    def test_two_robots_meeting_head_on_stop_at_contact_and_see_each_other(self):
        r, events = run_recorded(self, "from bugbot import *\n"
                                       "a, b = Robot(0), Robot(1)\n"
                                       "a.forward(50); b.forward(50)\n"
                                       "wait(5)\n"
                                       "print(round(a.position()[1], 1), round(b.position()[1], 1))\n"
                                       "print(a.distance(), b.distance())\n"
                                       "forward(0, 0); print(round(position()[1], 1))\n",
                                 "--world", "two-robots")
        ya, yb, da, db, y0 = (float(v) for v in r.stdout.split())
        # Robots start 60 cm apart, 5 cm in radius: they touch after 25 cm each.
        self.assertAlmostEqual(ya, 25, delta=0.3)
        self.assertAlmostEqual(yb, 25, delta=0.3)
        self.assertLess(da, 10)  # 5 cm from centre to the other's body, with noise
        self.assertLess(db, 10)
        self.assertEqual(y0, ya)  # module-level calls drive robot 0
        bumps = sorted(e.get("robot", 0) for e in events if e["ev"] == "bump")
        self.assertEqual(bumps, [0, 1])
        robots = {e.get("robot", 0) for e in events if e["ev"] == "frame"}
        self.assertEqual(robots, {0, 1})
        reads = [e.get("robot", 0) for e in events if e["ev"] == "read"]
        self.assertEqual(reads, [0, 1])

    def test_each_robot_has_its_own_led_and_beeper(self):
        _, events = run_recorded(self, "from bugbot import *\nRobot(1).led('red')\nled('blue')\n"
                                       "Robot(1).servo(1, 30)\n", "--world", "two-robots")
        got = [(e["ev"], e.get("robot", 0)) for e in events if e["ev"] in ("led", "servo")]
        self.assertEqual(got, [("led", 1), ("led", 0), ("servo", 1)])

    def test_the_world_event_lists_every_robots_start(self):
        _, events = run_recorded(self, "pass\n", "--world", "two-robots")
        world = events[0]
        self.assertEqual(world["start"], [50, 20, 0])
        self.assertEqual(world["robots"], [[50, 20, 0], [50, 80, 180]])


class WhatCopiedScriptsDo(unittest.TestCase):
    """Found by copying the robot's pages as a student would (an outside test run)."""

    def test_a_loop_that_only_polls_the_clock_ends_as_on_the_robot(self):
        r = run_ok(self, "import time\nimport bugbot; bugbot.go()\n"
                         "print(time.time() == time.time(), time.monotonic() == time.monotonic())\n"
                         "forward(50)\nt0 = time.time()\nwhile time.time() - t0 < 2:\n    pass\nstop()\n"
                         "print(round(time.monotonic(), 2), round(position()[1]))\n", "--timeout", "20")
        first, second = r.stdout.splitlines()
        self.assertEqual(first, "True True")  # a few reads at one instant give that instant
        t, y = second.split()
        self.assertAlmostEqual(float(t), 2.0, delta=0.01)
        self.assertAlmostEqual(int(y), 20, delta=1)

    def test_a_robot_index_the_world_lacks_is_a_connection_error(self):
        r = run_ok(self, "from bugbot import *\nfor i in (8, 100):\n    try:\n        Robot(i)\n"
                         "    except RobotConnectError as e:\n        print(e)\n")
        lines = r.stdout.splitlines()
        self.assertEqual(len(lines), 2, r.stdout)
        self.assertIn("there is no robot 8", lines[0])
        self.assertIn("has 1 robot", lines[0])

    def test_a_negative_forward_speed_is_clamped_to_0_and_says_so(self):
        r = run_ok(self, "import bugbot; bugbot.go()\nforward(-50, 5)\nforward(-50)\nwait(1)\nprint(position())\n")
        self.assertEqual(r.stdout, "(0.0, 0.0)\n")
        self.assertEqual(r.stderr.count("warning:"), 1, r.stderr)
        self.assertIn("backward()", r.stderr)

    def test_a_thread_that_sleeps_waits_for_simulated_time_instead_of_moving_it(self):
        # A blinking thread beside a blocking drive: its sleeps used to move the shared clock
        # on as well, so the run ended thousands of simulated seconds later.
        r = run_ok(self, "import threading, time\nimport bugbot; bugbot.go()\ndone = False\nsleeps = 0\n"
                         "def blink():\n    global sleeps\n    while not done:\n"
                         "        led('red' if sleeps % 2 else 'off')\n        time.sleep(0.5)\n        sleeps += 1\n"
                         "th = threading.Thread(target=blink)\nth.start()\nforward(50, 20)\ndone = True\nth.join()\n"
                         "print(round(time.monotonic(), 1), sleeps, round(position()[1]))\n", "--timeout", "20")
        t, sleeps, y = r.stdout.split()
        self.assertLessEqual(float(t), 2.2 + 0.5)  # forward(50, 20) takes about 2.1 s; one more sleep at most
        self.assertLessEqual(int(sleeps), 6)
        self.assertAlmostEqual(int(y), 20, delta=1)

if __name__ == "__main__":
    unittest.main()
