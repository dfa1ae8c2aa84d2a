"""The vocabulary's round trip on a real robot: every robot call the
vocabulary declares (vocabulary/vocabulary.json, "example" and "radio") is
run with `--robot` against the emulator, and checked twice: the robot took
in the packets the declaration says, in that order, then STOP and RELEASE;
and the run's record has the same events, with the same fields, as the same
program's in the simulator. A call declared without its example or its
packets fails here, and so does one whose radio body does nothing."""

import json
import os
import subprocess
import time
import unittest

from emulated import BIN, SOURCE, Emulator, name

with open(os.path.join(SOURCE, "vocabulary", "vocabulary.json"), encoding="utf-8") as f:
    VOCABULARY = json.load(f)
CALLS = [c for c in VOCABULARY["calls"] if c["kind"] in ("robot", "run")]
SENSORS = {1: "distance", 2: "heading", 3: "pose", 4: "battery"}
# What only one of the two writes: the script's line, warnings (a robot's
# position() says it stays (0, 0)), bumps (the mat's walls are the simulator's).
NOT_COMPARED = {"world", "line", "warning", "bump", "end"}


def packet(event):
    """A packet the robot took in, as the declarations name it: "DRIVE_VEC", "READ heading"."""
    short = name(event)
    return f"{short} {SENSORS[event['args'][0]]}" if short == "READ" else short


def program(call):
    return "from bugbot import *\ngo()\n" + call["example"].replace("; ", "\n") + "\n"


def fields(events):
    """Each event kind the record has (but NOT_COMPARED), with the set of its fields."""
    kinds = {}
    for e in events:
        said = e["ev"] == "print" and e["text"].startswith("warning: ")  # a warning, as a plain run prints it
        if e["ev"] not in NOT_COMPARED and not said:
            kinds.setdefault(e["ev"], set()).update(e)
    return kinds


def in_order(wanted, got):
    """Whether `wanted` is a subsequence of `got`."""
    it = iter(got)
    return all(any(p == w for p in it) for w in wanted)


class RobotVocabulary(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.emulator = Emulator()

    @classmethod
    def tearDownClass(cls):
        cls.emulator.close()

    def record_on_robot(self, call):
        before = len(self.emulator.received())
        path = os.path.join(self.emulator.folder, call["name"] + ".jsonl")
        result = self.emulator.run(program(call), "--record", path)
        self.assertEqual(result.returncode, 0, f"{call['example']} on the robot:\n{result.stderr}")
        # The emulator logs what it took in as it comes: the run's last packets may still be on their way.
        until = time.monotonic() + 5
        while time.monotonic() < until and [packet(e) for e in self.emulator.received()][-2:] != ["STOP", "RELEASE"]:
            time.sleep(0.05)
        with open(path, encoding="utf-8") as f:
            events = [json.loads(line) for line in f]
        return [packet(e) for e in self.emulator.received()[before:]], events

    def record_in_simulator(self, call):
        path = os.path.join(self.emulator.folder, call["name"] + "-sim.jsonl")
        script = self.emulator.script(program(call), call["name"] + "-sim.py")
        result = subprocess.run([BIN, "run", script, "--record", path], capture_output=True, text=True, timeout=60)
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(path, encoding="utf-8") as f:
            return [json.loads(line) for line in f]

    def test_every_robot_call_declares_an_example_and_its_packets(self):
        for call in CALLS:
            with self.subTest(call["name"]):
                self.assertIn("example", call, "vocabulary.json: say how to call it (\"example\")")
                self.assertIn("radio", call, "vocabulary.json: say what it sends to a real robot (\"radio\")")
                if call.get("simulator_only") == "all":
                    self.assertEqual(call["radio"], [], "a simulator-only call sends nothing")

    def test_every_call_sends_its_packets_and_records_what_the_simulator_does(self):
        for call in CALLS:
            with self.subTest(call["name"]):
                packets, robot_events = self.record_on_robot(call)
                self.assertEqual(packets[:2], ["PROBE", "CLAIM"], packets)
                sent = packets[2:-2]
                self.assertTrue(in_order(call["radio"], sent),
                                f"{call['example']}: declared {call['radio']}, the robot took in {sent}")
                self.assertEqual(packets[-2:], ["STOP", "RELEASE"], packets)
                robot_kinds = fields(robot_events)
                sim_kinds = fields(self.record_in_simulator(call))
                self.assertEqual(sorted(robot_kinds), sorted(sim_kinds), f"{call['example']}: the events differ")
                for kind, keys in sim_kinds.items():
                    self.assertEqual(robot_kinds[kind], keys, f"{call['example']}: the {kind} event's fields")


if __name__ == "__main__":
    unittest.main()
