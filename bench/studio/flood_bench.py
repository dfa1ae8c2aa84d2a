#!/usr/bin/env python3
"""Memory and disk of a studio run that floods, sampled every 10 s.

Runs `bugbot-studio FLOOD.py --run` (offscreen) on the program
`while True: plot("x", i); i += 1` and prints, every 10 seconds: the studio's
own resident memory, that of each of the run's processes (the trusted side
holding the simulator and writing the record, bubblewrap, the script's
process), and the disk the run's files take (the record, in a TMPDIR of the
benchmark's own). Then, for each process and the disk, the figure at the end
of the first minute and the most after it: flat means the two are close.
The caps (engine/run_limits.h, interactive_limits()): the record within
studio_record_mb by thinning (record_thinning.h), the studio's model
bounded by its own thinning (run_model.h).

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


def role(pid):
    """What a process of the run is: the trusted side, bubblewrap or the script's side."""
    try:
        with open("/proc/%d/cmdline" % pid, "rb") as f:
            args = f.read().split(b"\0")
    except OSError:
        return "gone"
    name = os.path.basename(args[0].decode(errors="replace"))
    if name == "bwrap":
        return "bwrap"
    if any(a in (b"--sandboxed", b"--sandboxed-run", b"--channel-fd") for a in args):
        return "script"
    return "trusted" if name == "bugbot" else name


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


def summarise(samples):
    """Each figure at the end of the first minute, and the most it reached after it."""
    first = [f for t, f in samples if t <= 65]
    later = [f for t, f in samples if t > 65]
    if not first or not later:
        return
    print("%-10s %12s %16s" % ("", "at 1 min", "most after (MB)"))
    for what in first[-1]:
        most = max(f.get(what, 0) for f in later)
        print("%-10s %12.1f %16.1f" % (what, first[-1][what], most))


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
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        start = time.monotonic()
        samples = []  # (t, {what: MB})
        print("%6s  %s" % ("t (s)", "resident MB of each process, then the disk the run's files take"))
        try:
            while True:
                elapsed = time.monotonic() - start
                figures = {"studio": rss_mb(studio.pid)}
                for pid in children(studio.pid):
                    what = role(pid)
                    while what in figures:
                        what += "'"
                    figures[what] = rss_mb(pid)
                figures["disk"] = disk_mb(tmp)
                samples.append((elapsed, figures))
                print("%6.0f  %s" % (elapsed, "  ".join("%s %.1f" % kv for kv in figures.items())))
                sys.stdout.flush()
                if elapsed >= options.seconds or studio.poll() is not None:
                    break
                time.sleep(10)
            summarise(samples)
        finally:
            studio.terminate()
            try:
                studio.wait(10)
            except subprocess.TimeoutExpired:
                studio.kill()


if __name__ == "__main__":
    main()
