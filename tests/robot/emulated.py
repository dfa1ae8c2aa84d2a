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
    def __init__(self, *faults, robots=1):
        self.folder = tempfile.mkdtemp(prefix="bugbot-emulator-")
        self.roster = os.path.join(self.folder, "robots.json")
        self.log = os.path.join(self.folder, "log.jsonl")
        args = [BIN, "robots", "emulate", "--robots", str(robots), "--roster", self.roster, "--log", self.log]
        for fault in faults:
            args += ["--fault", fault]
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        first = self.process.stdout.readline()
        assert first.startswith("dongle: /dev/pts/"), first + self.process.stderr.read()
        self.device = first.split()[1]

    def script(self, source, name="script.py"):
        path = os.path.join(self.folder, name)
        with open(path, "w") as f:
            f.write(source)
        return path

    def command(self, path, *args):
        return [BIN, "run", path, "--robot", "0", "--dongle", self.device, "--roster", self.roster, *args]

    def run(self, source, *args, timeout=90):
        return subprocess.run(self.command(self.script(source), *args), capture_output=True, text=True,
                              timeout=timeout)

    def start(self, source, *args):
        return subprocess.Popen(self.command(self.script(source), *args), stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)

    def events(self):
        """Every line of the emulator's log: what the robots took in and did."""
        with open(self.log) as f:
            return [json.loads(line) for line in f if line.strip()]

    def received(self, robot=0):
        """The packets robot `robot` took in from the host, in order."""
        return [e for e in self.events() if e.get("event") == "recv" and e.get("robot") == robot]

    def wait_for(self, test, seconds=10):
        until = time.monotonic() + seconds
        while time.monotonic() < until:
            if any(test(e) for e in self.received()):
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
            shutil.rmtree(self.folder, ignore_errors=True)


def name(e):
    """A received packet's short name: HEARTBEAT, STOP, DRIVE_VEC, READ..."""
    return e.get("sub") or e["type"]


def intervals(times):
    return [b - a for a, b in zip(times, times[1:])]
