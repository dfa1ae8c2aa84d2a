"""The run in two processes (engine/channel_protocol.h): `bugbot run --channel`
puts the script in a second process that reaches the simulator and the
record over a channel. Same script, world and seed give the same bytes as
in-process, on every lesson program; and whatever the script's process does
to the channel, the trusted side writes what it got and an `end` saying why.
"""

import glob
import json
import os
import shutil
import subprocess
import tempfile
import time
import unittest

from bugbot_cli import BIN, SOURCE


WORK = tempfile.mkdtemp(prefix="bugbot-channel-test-")


def run(script, *args, channel, timeout=60):
    """Runs a fresh copy of the script's folder (a lesson program may write
    beside itself), always at one path: the record names the script."""
    folder = os.path.join(WORK, "run")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    copy = os.path.join(folder, "copy")
    shutil.copytree(os.path.dirname(script), copy)
    script = os.path.join(copy, os.path.basename(script))
    record = os.path.join(folder, "record.jsonl")
    out = subprocess.run([BIN, "run", script, "--record", record, *args] + (["--channel"] if channel else []),
                         capture_output=True, timeout=timeout, cwd=copy)
    with open(record, "rb") as f:
        return out, f.read()


def events(record):
    return [json.loads(line) for line in record.decode().splitlines()]


# The lessons beyond the page train a model in Python between robot calls: the
# channel carries the same calls as the page's programs, so one program each
# is enough for the same-bytes check, and CI keeps its 8 minutes.
TRAINING_LESSONS = {"attention-learned", "attention-heads", "attention-tokens"}


def lesson_programs():
    programs = []
    for folder in sorted(glob.glob(os.path.join(SOURCE, "lessons", "*", "lesson.json"))):
        folder = os.path.dirname(folder)
        with open(os.path.join(folder, "lesson.json")) as f:
            lesson = json.load(f)
        world = lesson.get("world")
        world_file = os.path.join(folder, "worlds", f"{world}.json") if world else None
        world_args = ["--world", world_file if world_file and os.path.exists(world_file) else world] if world else []
        listed = [p["file"] for p in lesson.get("programs", [])] + [lesson.get("solution")]
        if os.path.basename(folder) in TRAINING_LESSONS:
            listed = listed[:1]  # seconds of pure-Python training between calls: their first program is enough here
        for program in listed:
            if program:
                programs.append((os.path.join(folder, program), world_args))
    return programs


class SameBytes(unittest.TestCase):
    def test_every_lesson_program_records_the_same_bytes_over_the_channel(self):
        programs = lesson_programs()
        self.assertGreater(len(programs), 10)
        for script, world_args in programs:
            for seed in ("1", "7"):
                with self.subTest(script=os.path.relpath(script, SOURCE), seed=seed):
                    args = [*world_args, "--seed", seed, "--timeout", "30"]
                    here, here_record = run(script, *args, channel=False)
                    there, there_record = run(script, *args, channel=True)
                    self.assertGreater(len(here_record), 0)
                    self.assertEqual(here_record, there_record)
                    self.assertEqual(here.stdout, there.stdout)
                    self.assertEqual(here.returncode, there.returncode)

    def test_the_stream_is_the_same_over_the_channel(self):
        script = os.path.join(SOURCE, "lessons", "attention", "1-scores.py")
        here = subprocess.run([BIN, "run", script, "--stream"], capture_output=True, timeout=60)
        there = subprocess.run([BIN, "run", script, "--stream", "--channel"], capture_output=True, timeout=60)
        self.assertEqual(here.stdout, there.stdout)
        self.assertIn(b'"ev":"end"', there.stdout)


class HostileScriptSide(unittest.TestCase):
    """What reaches the channel from below the robot's calls."""

    FIND_SOCKET = ("import os, struct\nfrom bugbot import *\n"
                   "FD = next(int(n) for n in os.listdir('/proc/self/fd')"
                   " if os.readlink(f'/proc/self/fd/{n}').startswith('socket:'))\n"
                   "drive(30, 30)\nplot('before', 1)\nwait(0.5)\ndistance()  # an answered call: what was queued is sent\n")

    def run_text(self, body, *args, timeout=30):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "attack.py")
            with open(path, "w") as f:
                f.write(self.FIND_SOCKET + body)
            started = time.time()
            out, record = run(path, *args, channel=True, timeout=timeout)
            return out, events(record), time.time() - started

    def test_garbage_ends_the_run_as_tampered_keeping_what_came_before(self):
        out, evs, _ = self.run_text("os.write(FD, b'{\"ev\":\"frame\",\"x\":0}\\n')\nwait(1)\n")
        self.assertEqual(evs[-1]["ev"], "end")
        self.assertEqual(evs[-1]["status"], "tampered")
        self.assertIn({"name": "before", "value": 1}, [{"name": e["name"], "value": e["value"]} for e in evs
                                                       if e["ev"] == "plot"])
        self.assertTrue(any("the robot's calls never do" in e.get("text", "") for e in evs if e["ev"] == "warning"))
        self.assertEqual(out.returncode, 1)

    def test_an_honest_error_with_a_huge_message_is_an_error_not_tampered(self):
        # A 4.5 MB message (twice: message and traceback) was over the channel's 8 MB message limit.
        out, evs, _ = self.run_text("raise RuntimeError('Y' * 4500000)\n")
        self.assertEqual(evs[-1]["status"], "error")
        error = [e for e in evs if e["ev"] == "error"][0]
        self.assertIn("characters cut", error["message"])
        self.assertLess(len(error["traceback"]), 30000)
        self.assertEqual(out.returncode, 1)

    def test_a_position_with_its_answer_attached_is_refused(self):
        out, evs, _ = self.run_text("os.write(FD, struct.pack('=IBBdd', 18, 3, 0, 5.0, 5.0))\nwait(1)\n")
        self.assertEqual(evs[-1]["status"], "tampered")
        frames = [e for e in evs if e["ev"] == "frame"]
        self.assertNotIn((5.0, 5.0), [(f["x"], f["y"]) for f in frames])

    def test_closing_the_channel_and_hanging_ends_at_the_deadline(self):
        out, evs, seconds = self.run_text("os.close(FD)\nwhile True:\n    pass\n", "--timeout", "1")
        self.assertEqual(evs[-1]["status"], "timeout")
        self.assertEqual(out.returncode, 3)
        self.assertLess(seconds, 10)

    def test_os_exit_without_an_end_is_said(self):
        out, evs, _ = self.run_text("os._exit(0)\n")
        self.assertEqual(evs[-1]["ev"], "end")
        self.assertEqual(evs[-1]["status"], "vanished")

    def test_a_hard_kill_loses_nothing_queued_longer_than_20_ms(self):
        # Queued, then a computation of well over 20 ms of real time, then one more
        # command: the batch is that old now, and goes before os._exit can lose it.
        out, evs, _ = self.run_text("plot('queued', 2)\nsum(range(5_000_000))\nplot('after', 3)\nos._exit(0)\n")
        plots = [e["name"] for e in evs if e["ev"] == "plot"]
        self.assertEqual(plots, ["before", "queued", "after"])
        self.assertEqual(evs[-1]["status"], "vanished")

    def test_a_flood_stops_at_the_records_limit(self):
        # Not reading the answers while asking: the host's writes would block; it must not hang.
        out, evs, seconds = self.run_text("while True:\n    os.write(FD, struct.pack('=IBB', 2, 2, 0))\n",
                                          "--timeout", "2")
        self.assertEqual(evs[-1]["status"], "timeout")
        self.assertLess(seconds, 10)

    def test_a_crash_is_said_after_the_events_it_sent(self):
        out, evs, _ = self.run_text("import ctypes\nctypes.string_at(0)\n")
        self.assertEqual(evs[-1]["status"], "crashed")
        self.assertIn("before", [e["name"] for e in evs if e["ev"] == "plot"])


class SimulatedTimeLimit(unittest.TestCase):
    """--max-sim-time: the trusted side ends a run at a moment of simulated
    time, the same on every machine, whatever the script does meanwhile."""

    def run_text(self, body, *args):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "loop.py")
            with open(path, "w") as f:
                f.write("from bugbot import *\n" + body)
            out, record = run(path, *args, channel=False)
            return out, events(record)

    def test_a_loop_that_only_reads_ends_at_the_limit(self):
        out, evs = self.run_text("print('started')\nwhile True:\n    if distance() < 5:\n        break\n",
                                 "--max-sim-time", "20")
        self.assertEqual(out.returncode, 3, out.stderr)
        self.assertEqual((evs[-1]["ev"], evs[-1]["status"]), ("end", "robot-time"))
        self.assertTrue(20 < evs[-1]["t"] <= 20.05, evs[-1])
        self.assertIn(b"20 seconds of simulated time", out.stderr)
        self.assertIn({"ev": "print", "t": 0, "stream": "stdout", "text": "started"},
                      [e for e in evs if e["ev"] == "print"])

    def test_one_long_wait_stops_just_past_the_limit(self):
        out, evs = self.run_text("wait(10000)\nprint('never')\n", "--max-sim-time", "20")
        self.assertEqual(evs[-1]["status"], "robot-time")
        self.assertLessEqual(evs[-1]["t"], 20.01)
        # (The script's own process may run ahead of a queued wait and print to
        # its stdout; the record, which marking reads, stops at the limit.)
        self.assertNotIn("print", [e["ev"] for e in evs])

    def test_one_long_turn_stops_at_the_limit_too(self):
        out, evs = self.run_text("turn(1e12)\n", "--max-sim-time", "20")
        self.assertEqual(evs[-1]["status"], "robot-time")
        self.assertLessEqual(evs[-1]["t"], 20.01)

    def test_a_run_within_the_limit_is_the_same_bytes(self):
        body = "drive(40, 60)\nfor i in range(30):\n    plot('d', distance())\n    wait(0.25)\n"
        plain, plain_evs = self.run_text(body)
        limited, limited_evs = self.run_text(body, "--max-sim-time", "20")
        self.assertEqual((plain.returncode, limited.returncode), (0, 0))
        self.assertEqual(plain_evs, limited_evs)


def tearDownModule():
    shutil.rmtree(WORK, ignore_errors=True)


if __name__ == "__main__":
    unittest.main()
