"""The emulator (`bugbot robots emulate`) as a real process on a real
pseudo-terminal, and `bugbot run --robot` against it, for the robot tests."""

import json
import os
import shutil
import signal
import subprocess
import tempfile
import time

BIN = os.environ.get("BUGBOT_BIN", os.path.join(os.path.dirname(__file__), "../../build/bin/bugbot"))
SOURCE = os.environ.get("BUGBOT_SOURCE", os.path.join(os.path.dirname(__file__), "../.."))
PURGED = "FROG-14 was re-paired to another host and removed from your list."


class Emulator:
    def __init__(self, *faults, robots=1, control=False):
        self.folder = tempfile.mkdtemp(prefix="bugbot-emulator-")
        self.roster = os.path.join(self.folder, "robots.json")
        self.log = os.path.join(self.folder, "log.jsonl")
        args = [BIN, "robots", "emulate", "--robots", str(robots), "--roster", self.roster, "--log", self.log]
        for fault in faults:
            args += ["--fault", fault]
        if control:  # fault lines on its stdin: unplug, outage S, deny, re-pair, reboot, battery N
            args.append("--control")
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                        stdin=subprocess.PIPE if control else subprocess.DEVNULL)
        first = self.process.stdout.readline()
        assert first.startswith("dongle: /dev/pts/"), first + self.process.stderr.read()
        self.device = first.split()[1]

    def control(self, line):
        """Makes a fault happen now (the emulator was made with control=True)."""
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def script(self, source, name="script.py"):
        path = os.path.join(self.folder, name)
        with open(path, "w") as f:
            f.write(source)
        return path

    def command(self, path, *args, robot="0"):
        return [BIN, "run", path, "--robot", robot, "--dongle", self.device, "--roster", self.roster, *args]

    def run(self, source, *args, timeout=90, robot="0"):
        return subprocess.run(self.command(self.script(source), *args, robot=robot), capture_output=True, text=True,
                              timeout=timeout)

    def start(self, source, *args, robot="0"):
        return subprocess.Popen(self.command(self.script(source), *args, robot=robot), stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)

    def events(self):
        """Every line of the emulator's log: what the robots took in and did."""
        with open(self.log) as f:
            return [json.loads(line) for line in f if line.strip()]

    def received(self, robot=0):
        """The packets robot `robot` took in from the host, in order."""
        return [e for e in self.events() if e.get("event") == "recv" and e.get("robot") == robot]

    def wait_for(self, test, seconds=10, robot=0):
        until = time.monotonic() + seconds
        while time.monotonic() < until:
            if any(test(e) for e in self.received(robot)):
                return True
            time.sleep(0.05)
        return False

    def wait_for_event(self, event, seconds=10):
        """Until the log has a line whose "event" is `event` (a robot did something: script-run...)."""
        until = time.monotonic() + seconds
        while time.monotonic() < until:
            if any(e.get("event") == event for e in self.events()):
                return True
            time.sleep(0.05)
        return False

    def read_roster(self):
        with open(self.roster) as f:
            return json.load(f)

    def close(self):
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=10)
        finally:
            self.process.stdout.close()
            self.process.stderr.close()
            if self.process.stdin:
                self.process.stdin.close()
            shutil.rmtree(self.folder, ignore_errors=True)


def script_process(run):
    """The script's own process: the child of `bugbot run` (a Popen)."""
    until = time.monotonic() + 10
    while time.monotonic() < until:
        with open("/proc/%d/task/%d/children" % (run.pid, run.pid)) as f:
            children = f.read().split()
        if children:
            return int(children[0])
        time.sleep(0.02)
    raise AssertionError("bugbot run started no script process")


def name(e):
    """A received packet's short name: HEARTBEAT, STOP, DRIVE_VEC, READ..."""
    return e.get("sub") or e["type"]


def intervals(times):
    return [b - a for a, b in zip(times, times[1:])]


def assert_cadence(test, packets, start, end):
    """HEARTBEAT every 2 s and the motion keep-alive under 150 ms (never near the 500 ms deadman)
    among `packets` (one robot's, from Emulator.received) between the times `start` and `end`."""
    window = [e for e in packets if start <= e["t"] <= end]
    beats = [e["t"] for e in window if name(e) == "HEARTBEAT"]
    test.assertGreaterEqual(len(beats), 1, "no HEARTBEAT between %.2f and %.2f" % (start, end))
    for gap in intervals([start] + beats + [end])[1:-1]:
        test.assertTrue(1.5 < gap < 3.0, beats)
    test.assertLess(max(intervals([start] + beats + [end])), 3.0, beats)
    motion = [e["t"] for e in window if name(e) == "DRIVE_VEC"]
    gaps = sorted(intervals([start] + motion + [end]))
    test.assertGreater(len(gaps), (end - start) / 0.15 - 2, gaps)  # as many as a 150 ms cadence gives, or more
    test.assertLessEqual(gaps[len(gaps) * 9 // 10], 0.15, gaps)     # the keep-alive's own cadence
    test.assertLess(gaps[-1], 0.45, gaps)                            # never near the deadman
