"""Benchmark: what a robot call costs over the channel (engine/channel_protocol.h).

    python3 bench_channel.py BUGBOT [ROUNDS]

For each kind of call, a script making K of them and the same script with an
empty loop are run with `bugbot run --record` (in-process: the Session in the
script's process) and `bugbot run --record --channel` (the script in a second
process, the Session in the first), alternating, ROUNDS times each. Prints
the median per-call cost both ways and their ratio, then whole-program
timings of the attention lesson's reference solution both ways. distance()
waits for an answer (a round trip); drive() and plot() are queued and sent
in batches.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

CALLS = [
    ("distance() (answered: a round trip)", "drive(100, 20)", "distance()", 50000),
    ("drive(60, 60) (queued)", "", "drive(60, 60)", 400000),
    ("plot('x', 1.5) (queued)", "", "plot('x', 1.5)", 200000),
    ("wait(0.01) driving in circles (queued)", "drive(100, 20)", "wait(0.01)", 20000),
]


def timed(bugbot, script, record, channel):
    args = [bugbot, "run", script, "--record", record] + (["--channel"] if channel else [])
    start = time.perf_counter()
    subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def write(folder, name, setup, body, n):
    path = os.path.join(folder, name)
    with open(path, "w") as f:
        f.write(f"from bugbot import *\nconnect()\n{setup}\nfor _ in range({n}):\n    {body or 'pass'}\n")
    return path


def main():
    bugbot = os.path.abspath(sys.argv[1])
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with tempfile.TemporaryDirectory() as folder:
        record = os.path.join(folder, "record.jsonl")
        print(f"per call, median of {rounds} (whole-process timings, calls less an empty loop):")
        for title, setup, body, n in CALLS:
            full = write(folder, "full.py", setup, body, n)
            empty = write(folder, "empty.py", setup, "", n)
            cost = {False: [], True: []}
            for _ in range(rounds):
                for channel in (False, True):
                    cost[channel].append((timed(bugbot, full, record, channel) -
                                          timed(bugbot, empty, record, channel)) / n)
            local, over = statistics.median(cost[False]), statistics.median(cost[True])
            print(f"  {title:42s} in-process {local * 1e6:6.2f} us, over the channel {over * 1e6:6.2f} us"
                  f" ({over / local:.1f}x)")
        reference = os.path.join(root, "lessons", "attention", "solution", "attention.py")
        whole = {False: [], True: []}
        for _ in range(rounds):
            for channel in (False, True):
                whole[channel].append(timed(bugbot, reference, record, channel))
        local, over = statistics.median(whole[False]), statistics.median(whole[True])
        print(f"attention reference solution, whole process: in-process {local * 1000:.1f} ms, "
              f"over the channel {over * 1000:.1f} ms ({over / local:.2f}x; the channel's includes a second exec)")


if __name__ == "__main__":
    main()
