"""What a run does when the robot drops its claim, when Ctrl-C comes during a
read, and what disconnect() and connect() send (docs/robot.md)."""

import signal
import time
import unittest

from emulated import Emulator, name


def claims(packets):
    return [e["t"] for e in packets if name(e) == "CLAIM"]


class Recover(unittest.TestCase):
    def emulator(self, *faults):
        emulator = Emulator(*faults)
        self.addCleanup(emulator.close)
        return emulator

    def test_ctrl_c_ends_a_read_that_never_answers_at_once(self):
        emulator = self.emulator("no-reads")
        run = emulator.start("from bugbot import *\nforward(40)\nprint('before', flush=True)\nd = distance()\n"
                             "print('after', d)\n")
        self.assertTrue(emulator.wait_for(lambda e: name(e) == "READ" and e["args"] == [1]), "no distance READ")
        time.sleep(0.3)
        run.send_signal(signal.SIGINT)  # as Ctrl-C to bugbot alone: it passes the signal on
        out, err = run.communicate(timeout=30)
        self.assertEqual(run.returncode, 1, err)
        self.assertEqual(out, "before\n")
        # The script hears of the signal, not of a read that timed out.
        self.assertTrue(err.rstrip().endswith("KeyboardInterrupt"), err)
        self.assertNotIn("TimeoutError", err)
        emulator.wait_for(lambda e: name(e) == "RELEASE", seconds=3)
        got = emulator.received()
        self.assertEqual([name(e) for e in got][-2:], ["STOP", "RELEASE"])
        read = next(e["t"] for e in got if name(e) == "READ" and e["args"] == [1])
        stop = next(e["t"] for e in got if name(e) == "STOP")
        self.assertLess(stop - read, 1.5)  # not the read's 2 s: the signal ended it

    def test_disconnect_releases_and_connect_claims_again(self):
        emulator = self.emulator()
        result = emulator.run(
            "import time\nfrom bugbot import Robot\n"
            "with Robot(0) as bot:\n    bot.forward(50)\n    time.sleep(0.5)\n"
            "print(bot)\n"
            "late = Robot(0, connect=False)\nlate.connect().led(0, 255, 0)\n"
            "late.disconnect()\nlate.disconnect()\nprint('ok')\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout, "<BugBot robot 0 (FROG-14, id %s), disconnected>\nok\n"
                         % emulator.read_roster()["robots"].popitem()[0])
        names = [name(e) for e in emulator.received()]
        self.assertEqual([n for n in names if n in ("PROBE", "CLAIM", "RELEASE")],
                         ["PROBE", "CLAIM", "RELEASE", "PROBE", "CLAIM", "RELEASE"])
        releases = [i for i, n in enumerate(names) if n == "RELEASE"]
        self.assertTrue(all(names[i - 1] == "STOP" for i in releases), names)
        self.assertIn("LED", names[names.index("CLAIM", releases[0]):releases[1]])  # driven again once claimed again
        # The robot took each RELEASE as its owner's (it was claimed when it came).
        self.assertEqual([e.get("why") for e in emulator.events() if e.get("event") == "free"], ["release"] * 2)

    def test_heading_polls_go_on_after_a_lost_claim(self):
        emulator = self.emulator("lost-claim")
        result = emulator.run("from bugbot import *\nforward(40)\nwait(2.5)\nstop()\nforward(50)\nwait(1)\nstop()\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertNotIn("heading poll", result.stderr)
        got = emulator.received()
        self.assertEqual(len(claims(got)), 2)
        again = claims(got)[1]
        polls = [e["t"] for e in got if name(e) == "READ" and e["args"] == [2] and e["t"] > again + 0.5]
        self.assertGreater(len(polls), 10, polls)  # every 100 ms while wait() waits, for about 3 s

    def test_heading_polls_that_stopped_start_again_once_claimed_again(self):
        emulator = self.emulator("no-reads")
        result = emulator.run("from bugbot import Robot\nbot = Robot(0)\nbot.wait(0.5)\n"
                              "bot.disconnect()\nbot.connect()\nbot.wait(0.5)\nprint('ok')\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("heading poll", result.stderr)  # the heading at connect went unanswered: no polls
        got = emulator.received()
        first, again = claims(got)
        headings = [e["t"] for e in got if name(e) == "READ" and e["args"] == [2]]
        self.assertEqual(len([t for t in headings if first < t < again]), 1)  # the one at connect only
        self.assertEqual(len([t for t in headings if t > again]), 1)  # polled again once claimed again

    def test_a_read_in_flight_when_the_claim_is_lost_is_sent_again(self):
        emulator = self.emulator("lost-claim")
        result = emulator.run("from bugbot import *\nn = 0\nfor i in range(40):\n    distance()\n    n += 1\n"
                              "    wait(0.05)\nprint('reads', n)\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout, "reads 40\n")
        got = emulator.received()
        self.assertIn("lost-claim", [e.get("event") for e in emulator.events()])
        self.assertEqual(len(claims(got)), 2)


if __name__ == "__main__":
    unittest.main()
