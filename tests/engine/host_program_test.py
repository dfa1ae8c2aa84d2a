"""The side of a run that reads what a script sends runs position-independent
(src/paths/programs.h): `bugbot` runs scripts (the static libpython, not
position-independent, as /usr/bin/python3), and starts `bugbot-host` for
`bugbot mark` and for a run over a channel, whose script then runs in `bugbot`.
Each test looks at the processes from the outside, by their ELF type."""

import os
import subprocess
import tempfile
import time
import unittest

from bugbot_cli import BIN

ET_EXEC, ET_DYN = 2, 3


def elf_type(path):
    with open(path, "rb") as f:
        head = f.read(18)
    assert head[:4] == b"\x7fELF", path
    return int.from_bytes(head[16:18], "little")


class HostProgram(unittest.TestCase):
    def test_a_run_over_a_channel_hosts_its_script_in_a_position_independent_program(self):
        # The script (not sandboxed with --channel) reads its own program and its parent's.
        source = ("import os\nfrom bugbot import *\nconnect()\n"
                  "print(os.path.realpath('/proc/self/exe'))\n"
                  "print(os.path.realpath('/proc/%d/exe' % os.getppid()))\n")
        with tempfile.TemporaryDirectory() as folder:
            script = os.path.join(folder, "who.py")
            with open(script, "w") as f:
                f.write(source)
            out = subprocess.run([BIN, "run", "--channel", script], capture_output=True, text=True, timeout=60)
        self.assertEqual(out.returncode, 0, out.stderr)
        own, parent = out.stdout.split()
        self.assertEqual(elf_type(parent), ET_DYN, "the host side is not position-independent: " + parent)
        self.assertEqual(os.path.basename(own), "bugbot", "the script should run in bugbot itself")
        self.assertNotEqual(own, parent)

    def test_the_marker_runs_in_a_position_independent_program(self):
        with tempfile.TemporaryDirectory() as folder:
            slow = os.path.join(folder, "slow.py")
            with open(slow, "w") as f:
                f.write("from bugbot import *\nimport time\nconnect()\ntime.sleep(3)\n")
            marker = subprocess.Popen([BIN, "mark", "attention", "--quiet", "--jobs", "1", "--", slow],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                program = os.path.realpath("/proc/%d/exe" % marker.pid)
                for _ in range(100):  # until bugbot has started bugbot-host (the same process)
                    if os.path.basename(program) != "bugbot":
                        break
                    time.sleep(0.02)
                    program = os.path.realpath("/proc/%d/exe" % marker.pid)
                self.assertEqual(elf_type(program), ET_DYN, "bugbot mark runs in " + program)
            finally:
                marker.kill()
                marker.wait()

    def test_a_plain_run_stays_in_one_process(self):
        with tempfile.TemporaryDirectory() as folder:
            script = os.path.join(folder, "one.py")
            with open(script, "w") as f:
                f.write("import os\nprint(os.path.basename(os.path.realpath('/proc/self/exe')))\n")
            out = subprocess.run([BIN, "run", script], capture_output=True, text=True, timeout=60)
        self.assertEqual(out.stdout.strip(), "bugbot", out.stderr)


if __name__ == "__main__":
    unittest.main()
