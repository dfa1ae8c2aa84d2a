"""docs/robot.md's fault table, row by row: each fault made to happen in the
middle of a run (`bugbot robots emulate --control`), and what the script, the
run and the robot then get. The figures measured are printed."""

import os
import signal
import subprocess
import sys
import time
import unittest

from emulated import BIN, Emulator, name, script_process

DRIVE_AND_WAIT = "from bugbot import *\nforward(50)\nwait({seconds})\nprint('after the wait')\nstop()\n"


def packets(emulator, *names):
    return [e for e in emulator.received() if name(e) in names]


def first_after(emulator, packet, mono):
    """The first `packet` robot 0 took in after the monotonic time `mono`, or None."""
    return next((e for e in emulator.received() if name(e) == packet and e["mono"] >= mono), None)


class MidRun(unittest.TestCase):
    def emulator(self, *faults):
        emulator = Emulator(*faults, control=True)
        self.addCleanup(emulator.close)
        return emulator

    def start(self, emulator, source, *args):
        run = emulator.start(source, *args)
        self.addCleanup(lambda: run.poll() is None and run.kill())
        self.addCleanup(run.stdout.close)
        self.addCleanup(run.stderr.close)
        return run

    def driving(self, emulator):
        self.assertTrue(emulator.wait_for(lambda e: name(e) == "DRIVE_VEC"), "the run never drove")

    def assert_stopped_after(self, emulator, mono, within):
        """STOP, then RELEASE, reached the robot within `within` s of `mono`, and no motion after the STOP."""
        self.assertTrue(emulator.wait_for(lambda e: name(e) == "RELEASE" and e["mono"] >= mono, seconds=5),
                        "no RELEASE after the fault")
        stop = first_after(emulator, "STOP", mono)
        self.assertIsNotNone(stop)
        release = first_after(emulator, "RELEASE", mono)
        self.assertLessEqual(stop["mono"], release["mono"])
        self.assertEqual([name(e) for e in packets(emulator, "DRIVE_VEC", "DRIVE") if e["mono"] > stop["mono"]], [])
        self.assertLess(stop["mono"] - mono, within, "STOP came %.3f s after" % (stop["mono"] - mono))
        return stop["mono"] - mono

    # --- the processes -----------------------------------------------------------

    def test_the_script_killed_during_a_wait_stops_the_robot_at_once(self):
        emulator = self.emulator()
        run = self.start(emulator, DRIVE_AND_WAIT.format(seconds=30))
        self.driving(emulator)
        child = script_process(run)
        time.sleep(0.3)
        killed = time.monotonic()
        os.kill(child, signal.SIGKILL)
        took = self.assert_stopped_after(emulator, killed, within=0.1)
        print("\nscript killed -> STOP: %.1f ms" % (took * 1000), file=sys.stderr)
        self.assertEqual(run.wait(timeout=10), 128 + signal.SIGKILL)

    def test_the_script_killed_during_a_read_stops_the_robot_at_once(self):
        emulator = self.emulator("no-reads")
        run = self.start(emulator, "from bugbot import *\nforward(50)\nwhile True:\n    try:\n        distance()\n"
                                   "    except TimeoutError:\n        pass\n")
        self.assertTrue(emulator.wait_for(lambda e: name(e) == "READ" and e["args"] == [1]))
        child = script_process(run)
        killed = time.monotonic()
        os.kill(child, signal.SIGKILL)
        self.assert_stopped_after(emulator, killed, within=0.1)
        self.assertEqual(run.wait(timeout=10), 128 + signal.SIGKILL)

    def test_the_studio_killed_stops_the_robot_at_once(self):
        # The studio's place: a parent that starts `bugbot run --robot` with its output on pipes, then dies by kill -9.
        emulator = self.emulator()
        command = emulator.command(emulator.script(DRIVE_AND_WAIT.format(seconds=30)), "--sandbox", "--stream")
        parent = subprocess.Popen(
            [sys.executable, "-c", "import subprocess, sys\n"
             "run = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)\n"
             "print(run.pid, flush=True)\nrun.wait()\n", *command], stdout=subprocess.PIPE, text=True)
        self.addCleanup(parent.stdout.close)
        run_pid = int(parent.stdout.readline())
        self.driving(emulator)
        time.sleep(0.3)
        killed = time.monotonic()
        parent.kill()
        parent.wait()
        took = self.assert_stopped_after(emulator, killed, within=0.1)
        print("\nstudio killed -> STOP: %.1f ms" % (took * 1000), file=sys.stderr)
        until = time.monotonic() + 5
        while time.monotonic() < until and os.path.exists("/proc/%d" % run_pid):
            with open("/proc/%d/stat" % run_pid) as f:
                if f.read().split(")")[-1].split()[0] == "Z":
                    break
            time.sleep(0.05)
        self.assertTrue(time.monotonic() < until, "bugbot run outlived the studio")

    def test_bugbot_run_killed_leaves_the_firmware_deadman_to_stop_the_robot(self):
        emulator = self.emulator()
        run = self.start(emulator, DRIVE_AND_WAIT.format(seconds=30))
        self.driving(emulator)
        child = script_process(run)
        time.sleep(0.5)
        run.kill()
        run.wait()
        self.assertTrue(emulator.wait_for_event("deadman", seconds=3))
        last = packets(emulator, "DRIVE_VEC")[-1]
        deadman = next(e for e in emulator.events() if e.get("event") == "deadman")
        took = deadman["mono"] - last["mono"]
        print("\nlast command -> deadman: %.0f ms" % (took * 1000), file=sys.stderr)
        self.assertTrue(0.45 <= took <= 0.6, took)
        time.sleep(0.2)
        self.assertFalse(os.path.exists("/proc/%d/stat" % child) and "Z" not in open("/proc/%d/stat" % child).read(),
                         "the script's process outlived bugbot run")

    # --- the dongle --------------------------------------------------------------

    def test_the_dongle_pulled_out_during_a_wait_is_a_runtime_error_at_the_wait(self):
        emulator = self.emulator()
        run = self.start(emulator, DRIVE_AND_WAIT.format(seconds=4))
        self.driving(emulator)
        time.sleep(1)
        unplugged = time.monotonic()
        emulator.control("unplug")
        out, err = run.communicate(timeout=10)
        self.assertLess(time.monotonic() - unplugged, 1.5)
        self.assertEqual(run.returncode, 1, err)
        self.assertNotIn("after the wait", out)
        self.assertIn('", line 3, in <module>', err)
        self.assertIn("RuntimeError: the dongle %s is gone (unplugged?)" % emulator.device, err)

    def test_the_dongle_pulled_out_during_a_read_is_a_runtime_error_at_the_read(self):
        emulator = self.emulator("no-reads")
        run = self.start(emulator, "from bugbot import *\nforward(50)\nprint(distance())\n")
        self.assertTrue(emulator.wait_for(lambda e: name(e) == "READ" and e["args"] == [1]))
        emulator.control("unplug")
        out, err = run.communicate(timeout=10)
        self.assertEqual(run.returncode, 1, err)
        self.assertIn('", line 3, in <module>', err)
        self.assertIn("RuntimeError: the dongle %s is gone" % emulator.device, err)
        self.assertNotIn("did not answer a sensor read", err)  # the dongle is named, not the robot blamed

    def test_a_second_program_on_the_dongle_is_refused_and_the_run_goes_on(self):
        emulator = self.emulator()
        run = self.start(emulator, "from bugbot import *\nforward(50)\nwait(3)\nprint(distance() > 0)\nstop()\n")
        self.driving(emulator)
        scan = subprocess.run([BIN, "robots", "scan", "--dongle", emulator.device, "--seconds", "1"],
                              capture_output=True, text=True, timeout=30)
        self.assertNotEqual(scan.returncode, 0)
        self.assertIn("the dongle %s is in use by bugbot (pid %d)" % (emulator.device, run.pid), scan.stderr)
        out, err = run.communicate(timeout=30)
        self.assertEqual((run.returncode, out), (0, "True\n"), err)

    # --- the air -----------------------------------------------------------------

    def outage_during_a_wait(self, seconds, wait, at):
        """An outage of `seconds` from `at` s into `forward(50); wait(wait)`: the wait keeps real time."""
        emulator = self.emulator()
        run = self.start(emulator, DRIVE_AND_WAIT.format(seconds=wait))
        self.driving(emulator)
        began = packets(emulator, "DRIVE_VEC")[0]["mono"]
        time.sleep(max(0, began + at - time.monotonic()))
        emulator.control("outage %g" % seconds)
        out, err = run.communicate(timeout=60)
        ended = time.monotonic()
        self.assertEqual((run.returncode, out), (0, "after the wait\n"), err)
        print("\noutage %g s at %g s into wait(%g): the run ended %.2f s after its first drive"
              % (seconds, at, wait, ended - began), file=sys.stderr)
        # The wait kept real time (a heading poll lost in the outage did not hold it), and nothing drove the
        # robot once the script's time was up (the STOP after it may be lost in the air: the deadman stopped it).
        self.assertLess(ended - began, wait + 0.3)
        late = [e for e in packets(emulator, "DRIVE_VEC") if e["mono"] > began + wait + 0.15]
        self.assertEqual(late, [])
        return emulator

    def test_out_of_range_for_1_s_the_wait_keeps_real_time(self):
        self.outage_during_a_wait(1, 3, at=2.4)

    def test_out_of_range_for_3_s_the_wait_keeps_real_time(self):
        emulator = self.outage_during_a_wait(3, 6, at=4.5)
        self.assertIn("deadman", [e.get("event") for e in emulator.events()])  # the robot stopped by itself

    def test_out_of_range_for_10_s_the_robot_is_claimed_again(self):
        emulator = self.outage_during_a_wait(11, 14, at=0.5)
        self.assertIn("lease", [e.get("why") for e in emulator.events()])
        self.assertEqual(len(packets(emulator, "CLAIM")), 2)

    def test_a_read_in_an_outage_is_a_timeout_error(self):
        emulator = self.emulator()
        run = self.start(emulator, "from bugbot import *\nimport time\nwait(0.5)\nt = time.time()\ntry:\n"
                                   "    distance()\nexcept TimeoutError as e:\n    print('timeout', round(time.time() - t))\n")
        self.assertTrue(emulator.wait_for(lambda e: name(e) == "CLAIM"))
        emulator.control("outage 3")
        out, err = run.communicate(timeout=30)
        self.assertEqual((run.returncode, out), (0, "timeout 2\n"), err)

    # --- the robot ---------------------------------------------------------------

    def test_denied_on_the_re_claim_is_robot_busy_error_at_the_wait(self):
        emulator = self.emulator()
        run = self.start(emulator, "from bugbot import *\nforward(50)\nwait(6)\nprint('still driving')\n")
        self.driving(emulator)
        time.sleep(0.5)
        denied = time.monotonic()
        emulator.control("deny")
        out, err = run.communicate(timeout=30)
        self.assertLess(time.monotonic() - denied, 2)
        self.assertEqual(run.returncode, 1, err)
        self.assertNotIn("still driving", out)
        self.assertIn('", line 3, in <module>', err)
        self.assertIn("RobotBusyError: FROG-14 is busy: another computer holds it (CLAIM DENIED)", err)

    def test_re_paired_mid_run_raises_at_once_with_what_to_do(self):
        emulator = self.emulator()
        run = self.start(emulator, "from bugbot import *\nforward(50)\nwait(20)\nprint('after the wait')\n")
        self.driving(emulator)
        re_paired = time.monotonic()
        emulator.control("re-pair")
        out, err = run.communicate(timeout=30)
        print("\nre-paired -> the run's end: %.1f s" % (time.monotonic() - re_paired), file=sys.stderr)
        self.assertLess(time.monotonic() - re_paired, 4)  # three BAD_KEYs, a second apart
        self.assertEqual(run.returncode, 1, err)
        self.assertNotIn("after the wait", out)
        self.assertIn('", line 3, in <module>', err)
        self.assertIn("RobotConnectError: FROG-14 was re-paired to another host and removed from your list. "
                      "Pair it again with `bugbot robots init`.", err)
        self.assertEqual(emulator.read_roster()["robots"], {})

    def test_a_low_battery_is_said_once_at_the_claim(self):
        emulator = self.emulator()
        emulator.control("battery 4")
        self.assertTrue(emulator.wait_for_event("battery"))
        result = emulator.run("from bugbot import *\nforward(50)\nwait(1.5)\nprint(battery())\nstop()\n")
        self.assertEqual((result.returncode, result.stdout), (0, "4\n"), result.stderr)
        self.assertEqual(result.stderr.count("FROG-14's battery is at 4 %: charge it soon"), 1, result.stderr)

    def test_a_battery_falling_under_15_percent_is_said_once(self):
        emulator = self.emulator()
        run = self.start(emulator, DRIVE_AND_WAIT.format(seconds=4))
        self.driving(emulator)
        emulator.control("battery 12")
        out, err = run.communicate(timeout=30)
        self.assertEqual((run.returncode, out), (0, "after the wait\n"), err)
        self.assertEqual(err.count("battery is at 12 %"), 1, err)
        self.assertEqual(err.count("battery is at"), 1, err)


if __name__ == "__main__":
    unittest.main()
