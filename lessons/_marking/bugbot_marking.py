"""The teacher's side of marking: what a lesson's marking.py imports.

A lesson's marking.py holds one function per task, decorated with @task("id").
The marker runs the student's program once per variation (seed, world, start)
in a sandbox, records everything the engine saw, and only then calls these
functions, in a separate trusted Python, with a Run for each recorded run.

    from bugbot_marking import task, passed, failed, partly

    @task("spin")
    def spin(run):
        if len(run.reads) < 20:
            return failed(f"your program read the distance {len(run.reads)} times; the task asks for at least 20")
        return passed()

A per-run task gets one Run and returns passed(), failed(message) or
partly(fraction, message); its score is the average over the runs. A task
declared with @task("id", each_run=False) gets the list of every Run at once.
Messages are for a beginner: say what happened and what the task asks for.
The format of a Run is in lessons/README.md.
"""
import json
import math
import re

__all__ = ["task", "passed", "failed", "partly", "Result", "Run", "numbers_in", "close", "TASKS"]

TASKS = {}


def task(task_id, each_run=True):
    """Registers the decorated function as the check for task `task_id`."""
    def register(function):
        TASKS[task_id] = (function, each_run)
        return function
    return register


class Result:
    def __init__(self, score, message=""):
        self.score = max(0.0, min(1.0, float(score)))
        self.message = str(message or "")

    def __repr__(self):
        return f"Result({self.score}, {self.message!r})"


def passed(message=""):
    return Result(1.0, message)


def failed(message):
    return Result(0.0, message)


def partly(fraction, message):
    return Result(fraction, message)


_NUMBER = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?")


def numbers_in(text):
    """Every number written in `text`, as floats: "off by 6.2 cm" -> [6.2]."""
    out = []
    for match in _NUMBER.finditer(text):
        try:
            out.append(float(match.group()))
        except ValueError:
            pass
    return out


def close(a, b, tolerance):
    return a is not None and b is not None and abs(a - b) <= tolerance


class Run:
    """One recorded run of a submission (docs/events.md), read after the run ended.

    Everything here comes from the engine's record, not from what the
    program printed about itself: `reads` are the values distance() really
    returned, `poses` where the robot really was.
    """

    def __init__(self, number, record_path, outcome="done", note="", variation=None):
        self.number = number            # 1, 2, ... in the order of the lesson's variations
        self.outcome = outcome          # done, error, exit, timeout, cpu, memory, output, forbidden, crashed, no-record
        self.note = note                # what the marker has to say about how the run ended ("" when it just ended)
        self.variation = variation or {}
        self.world = {}
        self.reads, self.read_times = [], []
        self.prints, self.errors_printed = [], []
        self.plots, self.plot_times = {}, {}
        self.draws = {}
        self.bumps, self.warnings = [], []
        self.error = None               # the `error` event, if the program raised
        self.end = None                 # the `end` event, if the run finished
        self.leds, self.beeps = [], []
        self.timeline = []              # ("read", None, value) and ("plot", name, value), in the order they happened
        self.duration = 0.0             # simulated seconds up to the last event
        self._frame_lines = []
        self._frames = None
        self.truncated = False          # a line of the record could not be read
        if record_path:
            self._read(record_path)

    def _read(self, path):
        try:
            with open(path, "r", encoding="utf-8", errors="replace") as f:
                lines = f.read().splitlines()
        except OSError:
            self.truncated = True
            return
        for line in lines:
            if line.startswith('{"ev":"frame"'):
                self._frame_lines.append(line)
                continue
            try:
                e = json.loads(line)
            except ValueError:
                self.truncated = True
                continue
            if not isinstance(e, dict):
                continue
            ev, t = e.get("ev"), e.get("t", 0)
            if isinstance(t, (int, float)):
                self.duration = max(self.duration, t)
            if ev == "world":
                self.world = e
            elif ev == "read":
                self.reads.append(e.get("value"))
                self.read_times.append(t)
                self.timeline.append(("read", None, e.get("value")))
            elif ev == "print":
                (self.prints if e.get("stream") == "stdout" else self.errors_printed).append(e.get("text", ""))
            elif ev == "plot":
                name = str(e.get("name"))
                self.plots.setdefault(name, []).append(e.get("value"))
                self.plot_times.setdefault(name, []).append(t)
                self.timeline.append(("plot", name, e.get("value")))
            elif ev == "draw":
                self.draws[str(e.get("name"))] = e
            elif ev == "bump":
                self.bumps.append(e)
            elif ev == "warning":
                self.warnings.append(e.get("text", ""))
            elif ev == "error":
                self.error = e
            elif ev == "end":
                self.end = e
            elif ev == "led":
                self.leds.append(e.get("rgb"))
            elif ev == "beep":
                self.beeps.append(e)

    def guesses(self, name):
        """Pairs (guess, truth, previous) for each value plotted as `name`:
        truth is the first reading the program received after plotting it,
        previous the last reading before it (None when there is none)."""
        pairs, pending, last_read = [], [], None
        for kind, plot_name, value in self.timeline:
            if kind == "plot" and plot_name == name:
                pending.append((value, last_read))
            elif kind == "read":
                for guess, previous in pending:
                    pairs.append((guess, value, previous))
                pending = []
                last_read = value
        return pairs

    @property
    def frames(self):
        """Every frame event (dicts with t, x, y, heading, beam, left, right), parsed on first use."""
        if self._frames is None:
            self._frames = []
            for line in self._frame_lines:
                try:
                    self._frames.append(json.loads(line))
                except ValueError:
                    self.truncated = True
            if self._frames:
                self.duration = max(self.duration, self._frames[-1].get("t", 0))
        return self._frames

    @property
    def finished(self):
        """True when the program ran to its end without raising."""
        return self.end is not None and self.end.get("status") == "done"

    @property
    def seed(self):
        return self.world.get("seed")

    @property
    def start(self):
        """(x, y, heading) of the start, mat cm and degrees."""
        s = self.world.get("start") or [50, 20, 0]
        return tuple(s)

    @property
    def output(self):
        """Everything printed on stdout, as one string."""
        return "\n".join(self.prints)

    def printed_numbers(self):
        return numbers_in(self.output)

    def lines_with(self, *words):
        """The printed lines that contain every one of `words` (case-insensitive)."""
        words = [w.lower() for w in words]
        return [line for line in self.prints if all(w in line.lower() for w in words)]

    def turned_degrees(self):
        """How far the robot turned in total (degrees, either way), from its frames."""
        total, last = 0.0, None
        for f in self.frames:
            h = f.get("heading", 0)
            if last is not None:
                d = (h - last + 180) % 360 - 180
                total += abs(d)
            last = h
        return total

    def moved_cm(self):
        """How far the robot's centre travelled (cm), from its frames."""
        total, last = 0.0, None
        for f in self.frames:
            p = (f.get("x", 0), f.get("y", 0))
            if last is not None:
                total += math.hypot(p[0] - last[0], p[1] - last[1])
            last = p
        return total

    def heading_at(self, t):
        """The robot's heading (degrees, mat frame) at simulated time t."""
        best = None
        for f in self.frames:
            if f.get("t", 0) <= t + 1e-9:
                best = f
            else:
                break
        if best is None:
            return self.start[2]
        return best.get("heading", 0)

    def pose_at(self, t):
        best = None
        for f in self.frames:
            if f.get("t", 0) <= t + 1e-9:
                best = f
            else:
                break
        if best is None:
            return self.start
        return (best.get("x"), best.get("y"), best.get("heading"))
