"""Hostile submissions marked among honest classmates (issue 13).

    hostile_suite.py BUGBOT [ATTACK...]

Each attack in attacks/ is marked between two honest classmates (the lesson's
reference solution and its starter), with --jobs 2 (and --jobs 1 in the full
suite, JOBS), and the test
asserts that
  - the honest classmates get exactly the marks they get when marked alone;
  - the attacker gets nothing it did not earn;
  - nothing secret (the teacher's files and environment, a classmate's
    source) reaches the sheet, and the sheet is safe to show;
  - nothing is left behind: files in TMPDIR, processes, System V IPC
    objects, /dev/shm files.
Attack-specific checks (the terminal, the network listeners, shared memory
held during marking...) are in each test function.

The class is marked on a copy of the lesson with its first three variations
(HOSTILE_VARIATIONS), not all eight: each submission still has several runs,
an odd number, so with --jobs 2 the attacker's runs overlap an honest
classmate's, and the suite's hundred markings take a third of the time.
"""
import csv
import io
import json
import os
import pty
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ATTACKS = os.path.join(HERE, "attacks")
LESSON = "8.1"
HOSTILE_VARIATIONS = 3
# --jobs 2 overlaps the attacker's runs with the honest classmates', the harder
# case; the full suite (BUGBOT_FULL_TESTS=1, `ctest --preset full`) marks
# each attack with --jobs 1 too, as the default suite did until stop 47.
JOBS = (1, 2) if os.environ.get("BUGBOT_FULL_TESTS") == "1" else (2,)
FAILURES = []


def fail(message):
    FAILURES.append(message)
    print("FAIL:", message, flush=True)


class Class:
    """The temporary world of one test run: classmates, the teacher's home, TMPDIR."""

    def __init__(self, bugbot):
        self.bugbot = bugbot
        self.root = tempfile.mkdtemp(prefix="bugbot-hostile-suite-")
        self.secret = "SECRET-" + secrets.token_hex(8)
        self.token = "CLASSMATE-" + secrets.token_hex(6)
        lesson = next(l for l in json.loads(subprocess.run([bugbot, "lessons", "--json"], capture_output=True,
                                                           text=True).stdout) if l["id"] == LESSON)
        # The lesson as a later folder of the lesson path (BUGBOT_LESSONS: it replaces the
        # installed 8.1), readable by all (a plain user marks it in root_and_plain_user),
        # written by none but its owner (the marker refuses it otherwise).
        self.lessons = tempfile.mkdtemp(prefix="bugbot-hostile-lesson-")
        os.chmod(self.lessons, 0o755)
        folder = os.path.join(self.lessons, LESSON)
        shutil.copytree(lesson["folder"], folder, ignore=shutil.ignore_patterns("__pycache__"))
        with open(os.path.join(folder, "lesson.json")) as f:
            raw = json.load(f)
        raw["variations"] = raw["variations"][:HOSTILE_VARIATIONS]
        with open(os.path.join(folder, "lesson.json"), "w") as f:
            json.dump(raw, f, indent=2)
        self.reference = os.path.join(folder, raw["solution"])
        self.classmates = self.path("classmates")
        os.makedirs(self.classmates)
        self.honest = []
        for name, source in (("honest_a.py", self.reference), ("honest_b.py", os.path.join(lesson["folder"], raw["starter"]))):
            path = os.path.join(self.classmates, name)
            with open(source) as f, open(path, "w") as out:
                out.write(f"# {self.token}\n" + f.read())
            self.honest.append(path)
        self.home = self.path("home")
        os.makedirs(self.home)
        with open(os.path.join(self.home, "id_rsa"), "w") as f:
            f.write(self.secret)
        self.tmp = self.path("tmp")
        os.makedirs(self.tmp)
        self.canary = self.path("canary")
        os.makedirs(self.canary)
        self.attacks = self.path("attacks")
        os.makedirs(self.attacks)
        self.env = dict(os.environ, HOME=self.home, TMPDIR=self.tmp, BUGBOT_TEST_SECRET=self.secret,
                        BUGBOT_LESSONS=self.lessons)
        self.ports = {}

    def path(self, *parts):
        return os.path.join(self.root, *parts)

    def attack(self, name, file_name=None, **extra):
        """attacks/NAME.py with its @@PLACEHOLDERS@@ filled in, written into the class."""
        with open(os.path.join(ATTACKS, name + ".py")) as f:
            text = f.read()
        values = {"REFERENCE": self.reference, "CLASSMATES": self.classmates, "TEACHER_HOME": self.home,
                  "SECRET": self.secret, "TOKEN": self.token, "CANARY_DIR": self.canary, **extra}
        for key, value in values.items():
            text = text.replace(f"@@{key}@@", str(value))
        path = os.fsencode(os.path.join(self.attacks, file_name or name + ".py"))
        with open(path, "w") as f:
            f.write(text)
        return path

    def mark(self, files, jobs, *extra, env=None, timeout=120, cwd=None, lesson=LESSON):
        """bugbot mark LESSON OPTIONS -- FILES (a hand-in may be named like an option)."""
        csv_path = self.path("marks.csv")
        args = [self.bugbot.encode(), b"mark", lesson.encode(), b"--jobs", str(jobs).encode(), b"--csv",
                csv_path.encode(), *[e.encode() for e in extra], b"--",
                *[f if isinstance(f, bytes) else f.encode() for f in files]]
        if os.path.exists(csv_path):
            os.remove(csv_path)
        out = subprocess.run(args, capture_output=True, env=env or self.env, timeout=timeout, cwd=cwd)
        if not os.path.exists(csv_path):
            return out, b""
        with open(csv_path, "rb") as f:
            sheet_csv = f.read()
        return out, sheet_csv


def marks_by_file(result):
    return {os.path.basename(s["file"]): (s["status"], s["score"], [t["score"] for t in s["tasks"]])
            for s in result["submissions"]}


class Leftovers:
    """What exists before a marking, to compare with what exists after it."""

    @staticmethod
    def ipc():
        found = set()
        for kind in ("shm", "msg", "sem"):
            try:
                with open(f"/proc/sysvipc/{kind}") as f:
                    found |= {(kind, line.split()[0]) for line in f.read().splitlines()[1:]}
            except OSError:
                pass
        return found

    @staticmethod
    def sandbox_processes(klass):
        """This class's runs (a bwrap naming its TMPDIR, a runner of one of its files:
        other markings may run at the same time) and checkers started with its environment."""
        ours = os.fsencode(os.path.realpath(klass.bugbot)) + b"\0"
        names = [b"/sandbox/" + os.fsencode(n) + b"\0" for n in
                 [os.path.basename(h) for h in klass.honest] + os.listdir(klass.attacks) + ["submission.py"]]
        found = []
        for pid in os.listdir("/proc"):
            if not pid.isdigit():
                continue
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    cmd = f.read()
            except OSError:
                continue
            if b"checker.py\0--serve" in cmd:
                try:
                    with open(f"/proc/{pid}/environ", "rb") as f:
                        if klass.secret.encode() not in f.read():
                            continue
                except OSError:
                    continue
            elif not (b"--sandboxed-run" in cmd and any(n in cmd for n in names) and ours in cmd) and \
                    not (cmd.startswith(b"/usr/bin/bwrap") and os.fsencode(klass.tmp) in cmd):
                continue  # another marking's (other worktrees run the same attacks with their own binary)
            found.append((pid, cmd[:200]))
        return found

    def __init__(self, klass):
        self.klass = klass
        self.ipc_before = self.ipc()
        self.shm_before = set(os.listdir("/dev/shm"))

    def check(self, what):
        deadline = time.time() + 3
        while self.sandbox_processes(self.klass) and time.time() < deadline:
            time.sleep(0.05)
        if self.sandbox_processes(self.klass):
            fail(f"{what}: processes left behind: {self.sandbox_processes(self.klass)}")
        if self.ipc() - self.ipc_before:
            fail(f"{what}: System V IPC objects left behind: {self.ipc() - self.ipc_before}")
        if set(os.listdir("/dev/shm")) - self.shm_before:
            fail(f"{what}: /dev/shm files left behind: {set(os.listdir('/dev/shm')) - self.shm_before}")
        if os.listdir(self.klass.tmp):
            fail(f"{what}: files left in TMPDIR: {os.listdir(self.klass.tmp)}")
            for name in os.listdir(self.klass.tmp):
                shutil.rmtree(os.path.join(self.klass.tmp, name), ignore_errors=True)
        if os.listdir(self.klass.canary):
            fail(f"{what}: the attack wrote {os.listdir(self.klass.canary)}")


def check_sheet(klass, what, out, sheet_csv):
    """Nothing secret in the sheet; text, CSV and JSON safe to show and to open."""
    for name, data in (("stdout", out.stdout), ("stderr", out.stderr), ("csv", sheet_csv)):
        if klass.secret.encode() in data or klass.token.encode() in data:
            fail(f"{what}: a secret reached the sheet's {name}")
        if b"LEAK" in data:
            fail(f"{what}: the attack reported a leak in {name}: {data[:300]!r}")
    for row in csv.reader(io.StringIO(sheet_csv.decode("utf-8"))):
        for cell in row:
            if cell[:1] in ("=", "+", "-", "@", "\t", "\r"):
                fail(f"{what}: a CSV cell a spreadsheet would run: {cell[:60]!r}")


def mark_class(klass, what, attacker, jobs, *extra, max_score=0, expect_codes=(0, 3), env=None, cwd=None):
    """Marks honest_a, the attacker, honest_b; checks everything common to all attacks."""
    leftovers = Leftovers(klass)
    out, sheet_csv = klass.mark([klass.honest[0], attacker, klass.honest[1]], jobs, "--json", *extra, env=env, cwd=cwd)
    what = f"{what} (--jobs {jobs})"
    if out.returncode not in expect_codes:
        fail(f"{what}: bugbot mark exited {out.returncode}: {out.stderr[-800:]!r}")
        return None
    try:
        result = json.loads(out.stdout.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as e:
        fail(f"{what}: the JSON sheet is not valid UTF-8 JSON: {e}")
        return None
    marks = marks_by_file(result)
    for name, expected in klass.baseline.items():
        if marks.get(name) != expected:
            fail(f"{what}: the honest {name} got {marks.get(name)}, alone {expected}")
    mine = result["submissions"][1]
    if mine["score"] > max_score:
        fail(f"{what}: the attacker scored {mine['score']} (at most {max_score})")
    check_sheet(klass, what, out, sheet_csv)
    leftovers.check(what)
    print(f"{what}: attacker {mine['status']} {mine['score']}/{mine['max']} {mine['notes'][:1]}"[:300], flush=True)
    return mine


# ---------------------------------------------------------------- the attacks

def test_terminal(klass):
    """TIOCSTI through a real terminal: nothing typed into the shell, no Ctrl-C."""
    attacker = klass.attack("terminal")
    for jobs in JOBS:
        leftovers = Leftovers(klass)
        out_path, rc_path = klass.path("tty.json"), klass.path("tty.rc")
        script = (f"'{klass.bugbot}' mark {LESSON} '{klass.honest[0]}' '{attacker.decode()}' '{klass.honest[1]}' "
                  f"--jobs {jobs} --json > '{out_path}'; echo $? > '{rc_path}'; "
                  "read -t 2 line && eval \"$line\"; exit 0")
        pid, master = pty.fork()
        if pid == 0:
            os.execve("/bin/bash", ["bash", "-c", script], klass.env)
        deadline = time.time() + 120
        while time.time() < deadline:
            try:
                if not os.read(master, 4096):
                    break
            except OSError:
                break
        os.waitpid(pid, 0)
        os.close(master)
        what = f"terminal (--jobs {jobs})"
        code = open(rc_path).read().strip()
        if code != "0":
            fail(f"{what}: bugbot mark exited {code} (a Ctrl-C pushed into the terminal?)")
        else:
            marks = marks_by_file(json.load(open(out_path)))
            for name, expected in klass.baseline.items():
                if marks.get(name) != expected:
                    fail(f"{what}: the honest {name} got {marks.get(name)}, alone {expected}")
        leftovers.check(what)  # the canary: the pushed `touch` never ran


def test_reads(klass):
    """The reference solution, classmates' files, the teacher's home and environment."""
    for jobs in JOBS:
        mark_class(klass, "reads", klass.attack("read_secrets"), jobs)


def test_memory_of_classmates(klass):
    for jobs in JOBS:
        mark_class(klass, "memory of classmates", klass.attack("memory_classmates"), jobs)


def test_forging_shared(klass):
    """A classmate's record from a shared folder; System V IPC for the next marking."""
    for jobs in JOBS:
        mark_class(klass, "forging through shared folders and IPC", klass.attack("forge_shared"), jobs, "--timeout", "2")


def test_channel(klass):
    """The record is the trusted side's (engine/channel_host.h): forged channel messages end the
    run as tampered, a flood stops at the record's limit, the process's memory holds no simulator
    to poke, and a record written in its own folder is never read."""
    expected = {"forge_channel": "tampered", "flood_channel": "output", "memory_forger": None, "fake_record": None}
    for name, status in expected.items():
        for jobs in JOBS:
            started = time.time()
            mine = mark_class(klass, f"channel: {name}", klass.attack(name), jobs)
            if mine and status and mine["status"] != status:
                fail(f"channel: {name} (--jobs {jobs}): status {mine['status']}, {status} expected: {mine['notes']}")
            if time.time() - started > 30:
                fail(f"channel: {name} (--jobs {jobs}): marking took {time.time() - started:.0f} s")


def test_network(klass):
    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    udp.bind(("127.0.0.1", 0))
    tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    tcp.setsockopt(socket.IPPROTO_TCP, socket.TCP_FASTOPEN, 5)
    tcp.bind(("127.0.0.1", 0))
    tcp.listen(5)
    unix_path = klass.path("listener.sock")
    unix = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    unix.bind(unix_path)
    os.chmod(unix_path, 0o777)
    abstract_name = "bugbot-test-" + secrets.token_hex(4)
    abstract = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    abstract.bind("\0" + abstract_name)
    for s in (udp, tcp, unix, abstract):
        s.setblocking(False)
    attacker = klass.attack("network", UDP_PORT=udp.getsockname()[1], TCP_PORT=tcp.getsockname()[1],
                            UNIX_PATH=unix_path, ABSTRACT=abstract_name)
    for jobs in JOBS:
        mark_class(klass, "network", attacker, jobs)
        for name, s in (("UDP", udp), ("UNIX", unix), ("abstract UNIX", abstract)):
            try:
                data = s.recv(100)
                fail(f"network: a {name} message got out: {data!r}")
            except BlockingIOError:
                pass
        try:
            conn, _ = tcp.accept()
            fail(f"network: a TCP connection got out: {conn.recv(100)!r}")
        except BlockingIOError:
            pass
    for s in (udp, tcp, unix, abstract):
        s.close()


def shmem_kb():
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("Shmem:"):
                return int(line.split()[1])
    return 0


def peak_shmem_during(action):
    """The most shared memory (tmpfs, memfd, System V) the system held above its level before, while action() ran."""
    base, peak, running = shmem_kb(), [0], [True]

    def sample():
        while running[0]:
            peak[0] = max(peak[0], shmem_kb() - base)
            time.sleep(0.01)

    watcher = threading.Thread(target=sample)
    watcher.start()
    try:
        action()
    finally:
        running[0] = False
        watcher.join()
    return peak[0] / 1024


def test_shared_memory(klass):
    """memfd, System V shared memory and /dev/shm: 700 MB and more tried, at most the folder's 64 MB held."""
    attacker = klass.attack("shared_memory")
    for jobs in JOBS:
        peak = peak_shmem_during(lambda: mark_class(klass, "shared memory", attacker, jobs, "--max-memory", "256"))
        if peak > 150:
            fail(f"shared memory (--jobs {jobs}): the system held {peak:.0f} MB more shared memory while marking")


def test_disk(klass):
    attacker = klass.attack("disk_fill")
    for jobs in JOBS:
        started = time.time()
        peak = peak_shmem_during(lambda: mark_class(klass, "disk fill", attacker, jobs))
        if peak > 150:
            fail(f"disk fill (--jobs {jobs}): the run's folder held {peak:.0f} MB")
        if time.time() - started > 30:
            fail(f"disk fill (--jobs {jobs}): marking took {time.time() - started:.0f} s")


def test_outliving(klass):
    """A run that clears its parent-death signal and ignores signals: gone at its limit,
    and gone when the marker itself is killed."""
    attacker = klass.attack("outlive")
    for jobs in JOBS:
        mark_class(klass, "outliving", attacker, jobs, "--timeout", "1")
    leftovers = Leftovers(klass)
    marker = subprocess.Popen([klass.bugbot, "mark", LESSON, attacker.decode(), attacker.decode(), "--jobs", "2", "--json"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=klass.env)
    deadline = time.time() + 10
    while not any(b"--sandboxed-run" in cmd for _, cmd in Leftovers.sandbox_processes(klass)) and time.time() < deadline:
        time.sleep(0.02)
    time.sleep(0.3)
    marker.kill()
    marker.wait()
    # The killed marker cannot remove its work folder; its runs must be gone.
    for name in os.listdir(klass.tmp):
        shutil.rmtree(os.path.join(klass.tmp, name), ignore_errors=True)
    leftovers.check("outliving a killed marker")


def test_cpu_starvation(klass):
    """48 threads burning CPU beside honest runs with a 2 s limit."""
    attacker = klass.attack("cpu_threads")
    for jobs in JOBS:
        mark_class(klass, "CPU threads", attacker, jobs, "--timeout", "2")


def test_checker_crashes(klass):
    """Garbage records, 100,000 brackets, a FIFO or /dev/zero for the record, bytes that are not UTF-8."""
    for name in ("garbage_record", "deep_nesting", "swap_record"):
        for jobs in JOBS:
            mine = mark_class(klass, f"checker: {name}", klass.attack(name), jobs)
            if mine and mine["status"] == "not-marked":
                fail(f"checker: {name} (--jobs {jobs}) was not marked: the checker should cope with it")


def test_checker_restart(klass):
    """A checker that dies on one submission: that one is not marked (exit 3), the others are."""
    fake = klass.path("crashing_checker.py")
    with open(fake, "w") as f:
        f.write("import os, sys\n"
                "sys.argv = sys.argv[2:]\n"  # drop -I: run the real checker with its own arguments
                "import runpy\n"
                "real = sys.argv[0]\n"
                "sys.path.insert(0, os.path.dirname(real))\n"
                "import checker\n"
                "original = checker.mark_request\n"
                "def crashing(request, *a):\n"
                "    if 'crash-checker' in request.get('file', ''):\n"
                "        os._exit(9)\n"
                "    return original(request, *a)\n"
                "checker.mark_request = crashing\n"
                "sys.exit(checker.main())\n")
    wrapper = klass.path("python-wrapper")
    with open(wrapper, "w") as f:
        f.write(f"#!/bin/sh\nexec /usr/bin/python3 '{fake}' \"$@\"\n")
    os.chmod(wrapper, 0o755)
    victim = os.path.join(klass.attacks, "crash-checker.py")
    shutil.copy(klass.honest[0], victim)
    env = dict(klass.env, BUGBOT_CHECKER_PYTHON=wrapper)
    for jobs in JOBS:
        mine = mark_class(klass, "checker crash", victim, jobs, expect_codes=(3,), env=env)
        if mine and (mine["status"] != "not-marked" or not any("Not marked" in n for n in mine["notes"])):
            fail(f"checker crash (--jobs {jobs}): the victim is {mine['status']} {mine['notes']}")


def test_injection(klass):
    """File names of any bytes, formulas and escape sequences: the text, CSV and JSON sheets stay safe."""
    names = [b"=HYPERLINK(1).py", b"@SUM(1).py", b"+1.py", b"-1.py", b"\x1b[2Jclear.py", b"\xff\xfebytes.py",
             b"tab\there.py", b"cr\rhere.py"]
    files = [klass.attack("injection", file_name=os.fsdecode(n)) for n in names]
    for jobs in JOBS:
        leftovers = Leftovers(klass)
        out, sheet_csv = klass.mark([klass.honest[0], *files, klass.honest[1]], jobs)
        what = f"injection (--jobs {jobs})"
        if out.returncode != 0:
            fail(f"{what}: exited {out.returncode}: {out.stderr[-500:]!r}")
        for bad in (b"\x1b", b"\x07", b"\r", b"\x9b", b"\xc2\x9b", "\u202e".encode()):
            if bad in out.stdout:
                fail(f"{what}: the text report holds {bad!r}")
        try:
            out.stdout.decode("utf-8")
        except UnicodeDecodeError:
            pass  # a text report may show a name's bytes escaped; it must not hold raw ones
        if b"\xff" in out.stdout:
            fail(f"{what}: the text report holds a raw byte that is not UTF-8")
        check_sheet(klass, what, out, sheet_csv)
        rows = list(csv.reader(io.StringIO(sheet_csv.decode("utf-8"))))
        if len(rows) != 1 + len(files) + 2:
            fail(f"{what}: the CSV has {len(rows)} rows for {len(files) + 2} submissions")
        as_json, _ = klass.mark([klass.honest[0], *files, klass.honest[1]], jobs, "--json")
        try:
            result = json.loads(as_json.stdout.decode("utf-8"))
            marks = marks_by_file(result)
            for name, expected in klass.baseline.items():
                if marks.get(name) != expected:
                    fail(f"{what}: the honest {name} got {marks.get(name)}, alone {expected}")
            if len(result["submissions"]) != len(files) + 2 or any(s["score"] for s in result["submissions"][1:-1]):
                fail(f"{what}: the JSON sheet: {[(s['file'], s['score']) for s in result['submissions']]}")
        except (UnicodeDecodeError, ValueError) as e:
            fail(f"{what}: the JSON sheet is not valid UTF-8 JSON: {e}")
        leftovers.check(what)


def test_root(klass):
    """As root: no capabilities, /root hidden, no way back to uid 0."""
    if os.geteuid() != 0:
        print("root: not root, skipped (run as root to test it)")
        return
    for jobs in JOBS:
        mine = mark_class(klass, "root", klass.attack("root_powers"), jobs)
        note = " ".join(mine["notes"]) if mine else ""
        found = re.search(r"uid=(\d+) caps=([0-9a-f,]+) root=(\w+) setuid=(\w+)", note)
        if not found:
            fail(f"root (--jobs {jobs}): the probe did not report: {note}")
            continue
        uid, caps, root, setuid = found.groups()
        if uid == "0" or any(int(c, 16) for c in caps.split(",")) or root != "hidden" or setuid != "refused":
            fail(f"root (--jobs {jobs}): uid {uid}, capabilities {caps}, /root {root}, setuid(0) {setuid}")


def test_interrupt(klass):
    """Ctrl-C: marking stops at once, the sheet lists every file, those not done as not marked, nothing left."""
    attacker = klass.attack("outlive")
    leftovers = Leftovers(klass)
    files = [klass.honest[0], attacker.decode(), klass.honest[1], attacker.decode(), klass.honest[0]]
    marker = subprocess.Popen([klass.bugbot, "mark", LESSON, *files, "--jobs", "1", "--json", "--timeout", "20"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=klass.env)
    time.sleep(2.5)
    started = time.time()
    marker.send_signal(signal.SIGINT)
    stdout, _ = marker.communicate(timeout=30)
    if time.time() - started > 5:
        fail(f"interrupt: marking took {time.time() - started:.1f} s to stop")
    if marker.returncode != 130:
        fail(f"interrupt: exit status {marker.returncode}, 130 expected")
    try:
        result = json.loads(stdout)
        statuses = [s["status"] for s in result["submissions"]]
        if len(statuses) != len(files) or statuses[0] != klass.baseline["honest_a.py"][0] or \
                any(s != "not-marked" for s in statuses[1:]) or not result["interrupted"]:
            fail(f"interrupt: statuses {statuses}")
    except ValueError as e:
        fail(f"interrupt: the sheet is not JSON: {e}: {stdout[-300:]!r}")
    leftovers.check("interrupt")


def test_incomplete_sandbox(klass):
    """Without bubblewrap: marking refuses; --weak-sandbox marks (not as root) with a warning in the header."""
    env = dict(klass.env, BUGBOT_BWRAP=klass.path("no-such-bwrap"))
    out, _ = klass.mark(klass.honest, 2, "--json", env=env)
    if out.returncode != 1 or b"bubblewrap" not in out.stderr:
        fail(f"incomplete sandbox: exit {out.returncode}, {out.stderr[-300:]!r} (a refusal naming bubblewrap expected)")
    check = subprocess.run([klass.bugbot, "mark", "--check-sandbox"], capture_output=True, text=True, env=env)
    if check.returncode != 1 or "MISSING  bubblewrap" not in check.stdout:
        fail(f"incomplete sandbox: --check-sandbox exited {check.returncode}: {check.stdout}")
    out, sheet_csv = klass.mark(klass.honest, 2, "--json", "--weak-sandbox", env=env)
    if os.geteuid() == 0:
        if out.returncode != 1:
            fail(f"incomplete sandbox: --weak-sandbox as root exited {out.returncode}, a refusal expected")
        return
    result = json.loads(out.stdout)
    if out.returncode != 0 or "WARNING" not in result.get("warning", "") or not sheet_csv.startswith(b"WARNING"):
        fail(f"incomplete sandbox: --weak-sandbox exited {out.returncode}, warning {result.get('warning')!r}")
    if marks_by_file(result) != klass.baseline:
        fail(f"incomplete sandbox: --weak-sandbox marks {marks_by_file(result)}, with the sandbox {klass.baseline}")


# ------------------------------------------------ issue 17: the edges of the boundary

def do_nothing(klass, name):
    path = os.path.join(klass.attacks, name)
    with open(path, "w") as f:
        f.write("from bugbot import *\nconnect()\nstop()\n")
    return path


def test_lesson_beside_the_class(klass):
    """A hand-in folder holding its own 8.1/ (the public files plus a marking.py of the student's)
    and a _marking/: `bugbot mark 8.1` there uses the lesson path's 8.1 and the installed checker;
    a path to the planted folder, and a lesson folder others may write, are refused."""
    handin = klass.path("handin")
    lesson_folder = os.path.dirname(os.path.dirname(klass.reference))
    shutil.copytree(lesson_folder, os.path.join(handin, LESSON))
    payload = f"open('{klass.canary}/ran-as-the-teacher', 'w').write('x')\n"
    with open(os.path.join(handin, LESSON, "marking.py"), "a") as f:
        f.write("\n" + payload)
    os.makedirs(os.path.join(handin, "_marking"))
    with open(os.path.join(handin, "_marking", "checker.py"), "w") as f:
        f.write(payload)
    attacker = do_nothing(klass, "planted_lesson.py")
    for jobs in JOBS:
        mark_class(klass, "lesson beside the class", attacker, jobs, expect_codes=(0,), cwd=handin)
    for given in ("./" + LESSON, os.path.join(handin, LESSON)):
        out, _ = klass.mark(klass.honest, 1, "--json", cwd=handin, lesson=given)
        if out.returncode != 1 or b"lesson path" not in out.stderr:
            fail(f"lesson beside the class: bugbot mark {given} exited {out.returncode}: {out.stderr[-300:]!r}")
    # A lesson folder on the path that others may write: refused, with the reason.
    loose = klass.path("loose-lessons")
    shutil.copytree(lesson_folder, os.path.join(loose, LESSON))
    os.chmod(os.path.join(loose, LESSON), 0o777)
    out, _ = klass.mark(klass.honest, 1, "--json", env=dict(klass.env, BUGBOT_LESSONS=loose))
    if out.returncode != 1 or b"may be written by others" not in out.stderr:
        fail(f"a lesson folder others may write: exit {out.returncode}: {out.stderr[-300:]!r}")
    leftovers = Leftovers(klass)
    leftovers.check("lesson beside the class")
    shutil.rmtree(handin)
    shutil.rmtree(loose)


def test_links_and_special_files(klass):
    """Submissions that are links (to the reference, a classmate, a credentials file, /dev/zero),
    a FIFO and a folder: never followed or opened, 0 marks, the note says what it is."""
    credentials = os.path.join(klass.home, "credentials")
    with open(credentials, "w") as f:
        f.write(f"TOKEN={klass.secret}\n")
    kinds = {}
    for name, target in (("link_reference.py", klass.reference), ("link_classmate.py", klass.honest[0]),
                         ("link_credentials.py", credentials), ("link_zero.py", "/dev/zero"),
                         ("link_folder.py", klass.classmates)):
        path = os.path.join(klass.attacks, name)
        os.symlink(target, path)
        kinds[path] = "symbolic link"
    fifo = os.path.join(klass.attacks, "fifo.py")
    os.mkfifo(fifo)
    kinds[fifo] = "FIFO"
    folder = os.path.join(klass.attacks, "folder.py")
    os.makedirs(folder)
    shutil.copy(klass.reference, os.path.join(folder, "inside.py"))
    kinds[folder] = "folder"
    for path, kind in kinds.items():
        for jobs in JOBS:
            mine = mark_class(klass, f"special file {os.path.basename(path)}", path, jobs, expect_codes=(0,))
            if mine and (mine["status"] != "unreadable" or not any(kind in n for n in mine["notes"])):
                fail(f"special file {os.path.basename(path)} (--jobs {jobs}): {mine['status']} {mine['notes']}")
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path)
        else:
            os.remove(path)


def test_forged_end(klass):
    """An `end` of the program's own on the channel (exit 120 and a fake bwrap error for
    not-marked, or crashed, cpu, timeout): the trusted side's ending is what it saw."""
    for claim, code in (("done", 120), ("crashed", 139), ("cpu", 3), ("timeout", 3), ("error", 153)):
        attacker = klass.attack("forge_end", file_name=f"forge_end_{claim}.py", CLAIM=claim, CODE=code)
        for jobs in JOBS:
            mine = mark_class(klass, f"forged end {claim} {code}", attacker, jobs, expect_codes=(0,))
            if mine and mine["status"] in ("not-marked", "crashed", "cpu", "timeout", "output"):
                fail(f"forged end {claim} {code} (--jobs {jobs}): reported {mine['status']}: {mine['notes']}")


def test_option_names(klass):
    """Hand-ins named like options (--notes.py, --csv.py, -j.py) after --: marked like any other;
    before it: a clear error that says to put -- before the files, not a silent option."""
    names = ["--notes.py", "--csv.py", "-j.py", "--lessons.py"]
    for name in names:
        do_nothing(klass, name)
    for jobs in JOBS:
        for name in names:
            mark_class(klass, f"option name {name}", name.encode(), jobs, expect_codes=(0,), cwd=klass.attacks)
    out = subprocess.run([klass.bugbot, "mark", LESSON, klass.honest[0], "--notes.py", "--json"], capture_output=True,
                         env=klass.env, cwd=klass.attacks)
    if out.returncode != 2 or b"put -- before the files" not in out.stderr:
        fail(f"option name without --: exit {out.returncode}: {out.stderr[-300:]!r}")
    folder = klass.path("class-folder")
    os.makedirs(folder)
    for source in klass.honest:
        shutil.copy(source, folder)
    as_folder = subprocess.run([klass.bugbot, "mark", LESSON, "--json", "--", folder], capture_output=True, env=klass.env)
    try:
        got = marks_by_file(json.loads(as_folder.stdout))
        if got != klass.baseline:
            fail(f"a folder argument: {got}, its files alone {klass.baseline}")
    except ValueError:
        fail(f"a folder argument: exit {as_folder.returncode}: {as_folder.stderr[-300:]!r}")
    shutil.rmtree(folder)
    for name in names:
        os.remove(os.path.join(klass.attacks, name))


def test_other_lesson_folders(klass):
    """Lesson folders under /usr (BUGBOT_LESSONS, --lessons, a copy beside an installed package):
    not readable from a run, so no run finds and runs a reference solution."""
    if not os.access("/usr/local/share", os.W_OK):
        print("other lesson folders: /usr/local/share is not writable, skipped (run as root to test it)")
        return
    lessons = tempfile.mkdtemp(prefix="bugbot-hostile-lessons-", dir="/usr/local/share")
    try:
        os.chmod(lessons, 0o755)
        shutil.copytree(os.path.dirname(os.path.dirname(klass.reference)), os.path.join(lessons, LESSON))
        installed = os.path.dirname(os.path.dirname(os.path.dirname(klass.reference)))
        attacker = klass.attack("read_lessons", LESSON_DIRS=repr([lessons, installed, "/usr/local/share",
                                                                   "/usr/share/bugbot-studio/lessons"]))
        for how, extra, env in (("BUGBOT_LESSONS", (), dict(klass.env, BUGBOT_LESSONS=lessons)),
                                ("--lessons", ("--lessons", lessons), None)):
            for jobs in JOBS:
                mark_class(klass, f"other lesson folders ({how})", attacker, jobs, *extra, expect_codes=(0,), env=env)
    finally:
        shutil.rmtree(lessons, ignore_errors=True)


def test_what_a_run_sees(klass):
    """Its mountinfo holds nothing of the teacher's TMPDIR or of its place in the class; its stderr
    is a pipe, not a file it could fchmod; its random is not seeded with its variation's seed."""
    with open(os.path.join(os.path.dirname(os.path.dirname(klass.reference)), "lesson.json")) as f:
        seeds = [v.get("seed", 1) for v in json.load(f)["variations"]]
    attacker = klass.attack("spy_run", TMPDIR=klass.tmp, SEEDS=repr(seeds))
    for jobs in JOBS:
        mine = mark_class(klass, "what a run sees", attacker, jobs, expect_codes=(0,))
        if mine and mine["status"] != "marked":
            fail(f"what a run sees (--jobs {jobs}): {mine['status']}: {mine['notes']}")


def test_root_and_plain_user(klass):
    """The class marked as root and as a plain user (nobody, through setpriv) gets the same marks."""
    setpriv = shutil.which("setpriv")
    if os.geteuid() != 0 or not setpriv:
        print("root and plain user: not root or no setpriv, skipped")
        return
    place = tempfile.mkdtemp(prefix="bugbot-hostile-nobody-")
    try:
        os.chmod(place, 0o755)
        files = []
        for source in (klass.honest[0], klass.attack("read_secrets"), klass.honest[1], klass.attack("forge_channel")):
            files.append(shutil.copy(os.fsdecode(source), place))
        tmp = os.path.join(place, "tmp")
        os.makedirs(tmp)
        os.chown(tmp, 65534, 65534)
        as_root = subprocess.run([klass.bugbot, "mark", LESSON, "--json", "--", *files], capture_output=True,
                                 env=dict(klass.env, TMPDIR=tmp))
        nobody_env = dict(klass.env, HOME=tmp, TMPDIR=tmp, XDG_DATA_HOME=tmp)
        as_nobody = subprocess.run([setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", klass.bugbot, "mark",
                                    LESSON, "--json", "--", *files], capture_output=True, env=nobody_env)
        try:
            root_marks = marks_by_file(json.loads(as_root.stdout))
            nobody_marks = marks_by_file(json.loads(as_nobody.stdout))
            if root_marks != nobody_marks:
                fail(f"root and plain user: as root {root_marks}, as nobody {nobody_marks}")
            else:
                print(f"root and plain user: the same marks {root_marks}", flush=True)
        except ValueError:
            fail(f"root and plain user: exit {as_root.returncode}/{as_nobody.returncode}: "
                 f"{as_root.stderr[-300:]!r} {as_nobody.stderr[-300:]!r}")
        if os.listdir(tmp):
            fail(f"root and plain user: left in TMPDIR: {os.listdir(tmp)}")
    finally:
        shutil.rmtree(place, ignore_errors=True)


RAW_CONTROLS = [b"\x1b", b"\x07", "\u009b".encode(), "\u202e".encode(), "\u202c".encode(), "\u2028".encode(),
                "\u2066".encode(), "\u2069".encode()]


def test_control_characters_in_messages(klass):
    """A program's error message with C1, bidi and line-separator characters: escaped the same
    way in the text report, the CSV, and the JSON on stdout (where a parser still reads them)."""
    attacker = klass.attack("control_message")
    for jobs in JOBS:
        mine = mark_class(klass, "control characters", attacker, jobs, expect_codes=(0,))
        if mine and "\u202e" not in " ".join(mine["notes"]):
            fail(f"control characters (--jobs {jobs}): the JSON no longer carries the message: {mine['notes']}")
        out, sheet_csv = klass.mark([klass.honest[0], attacker, klass.honest[1]], jobs, "--json")
        text, _ = klass.mark([klass.honest[0], attacker, klass.honest[1]], jobs, "--explain", os.fsdecode(attacker))
        for name, data in (("JSON on stdout", out.stdout), ("CSV", sheet_csv), ("text and --explain", text.stdout)):
            for raw in RAW_CONTROLS:
                if raw in data:
                    fail(f"control characters (--jobs {jobs}): the {name} holds {raw!r}")


TESTS = {name[5:]: f for name, f in dict(globals()).items() if name.startswith("test_")}


def main():
    bugbot = sys.argv[1]
    chosen = sys.argv[2:] or list(TESTS)
    # --part K/N: every Nth test from the Kth, so ctest runs the suite as N tests side by
    # side. The two that fill tmpfs (disk) and measure the system's shared memory while
    # marking (shared_memory) are in part 1 together, so one never inflates the other's peak.
    if len(chosen) == 2 and chosen[0] == "--part":
        k, n = (int(x) for x in chosen[1].split("/"))
        together = ["shared_memory", "disk"]
        chosen = (together if k == 1 else []) + [t for t in TESTS if t not in together][k - 1::n]
    klass = Class(bugbot)
    try:
        out, _ = klass.mark(klass.honest, 1, "--json")
        klass.baseline = marks_by_file(json.loads(out.stdout))
        print("alone:", klass.baseline, flush=True)
        if klass.baseline["honest_a.py"][1] != 30:
            fail(f"the reference solution alone: {klass.baseline}")
        for name in chosen:
            TESTS[name](klass)
    finally:
        shutil.rmtree(klass.root, ignore_errors=True)
        shutil.rmtree(klass.lessons, ignore_errors=True)
    print(f"{len(FAILURES)} failure(s)")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
