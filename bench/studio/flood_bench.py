#!/usr/bin/env python3
"""Memory and disk of a studio run that floods, sampled every 10 s.

Runs `bugbot-studio FLOOD.py --run` (offscreen) on the program
`while True: plot("x", i); i += 1` and prints, every 10 seconds: the studio's
own resident memory, that of the run's processes (bubblewrap, the trusted
side holding the simulator and the record, the script's process), and the
disk the run's files take (the record, in a TMPDIR of the benchmark's own).
The caps (engine/run_limits.h, interactive_limits()): the record at
record_mb, the studio's model bounded by its thinning (run_model.h).

    bench/studio/flood_bench.py [--seconds 180] [--bin build/bin]

Prints figures; asserts nothing.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

FLOOD = "from bugbot import *\nconnect()\ni = 0\nwhile True:\n    plot('x', i)\n    i += 1\n"


def children(pid):
    out = []
    try:
        with open("/proc/%d/task/%d/children" % (pid, pid)) as f:
            kids = [int(k) for k in f.read().split()]
    except OSError:
        return out
    for k in kids:
        out.append(k)
        out.extend(children(k))
    return out


def rss_mb(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def disk_mb(folder):
    used = 0
    for root, _, files in os.walk(folder):
        for name in files:
            try:
                used += os.lstat(os.path.join(root, name)).st_blocks * 512
            except OSError:
                pass
    return used / (1 << 20)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=180)
    parser.add_argument("--bin", default=os.path.join(here, "..", "..", "build", "bin"))
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        script = os.path.join(scratch, "flood.py")
        with open(script, "w") as f:
            f.write(FLOOD)
        tmp = os.path.join(scratch, "tmp")
        os.makedirs(tmp)
        env = dict(os.environ, TMPDIR=tmp, XDG_DATA_HOME=os.path.join(scratch, "data"),
                   XDG_CONFIG_HOME=os.path.join(scratch, "config"), BUGBOT_STUDIO_NO_DIALOGS="1")
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        studio = subprocess.Popen([os.path.join(options.bin, "bugbot-studio"), script, "--run"], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        start = time.monotonic()
        print("%6s %12s %12s %12s %8s" % ("t (s)", "studio MB", "run MB", "disk MB", "run"))
        try:
            while True:
                elapsed = time.monotonic() - start
                run = children(studio.pid)
                print("%6.0f %12.1f %12.1f %12.1f %8s" % (elapsed, rss_mb(studio.pid), sum(rss_mb(p) for p in run),
                                                          disk_mb(tmp), "running" if run else "ended"))
                sys.stdout.flush()
                if elapsed >= options.seconds or studio.poll() is not None:
                    break
                time.sleep(10)
        finally:
            studio.terminate()
            try:
                studio.wait(10)
            except subprocess.TimeoutExpired:
                studio.kill()


if __name__ == "__main__":
    main()
