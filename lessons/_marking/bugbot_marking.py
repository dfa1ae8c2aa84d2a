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
import bisect
import json
import math
import random
import re
import traceback

__all__ = ["task", "passed", "failed", "partly", "Result", "Run", "numbers_in", "numbers_as_printed", "close", "TASKS",
           "judge_each_run", "counted", "said", "feedback", "and_joined"]

TASKS = {}

from bugbot_vocabulary import EVENTS  # noqa: E402 - generated from vocabulary/vocabulary.json

# The events the engine writes (docs/events.md), and their fields.
KINDS = set(EVENTS)
_TYPES = {
    "str": lambda v: isinstance(v, str),
    "int": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "list": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
}


# The exact types JSON gives each kind (bool is not an int here).
_EXACT = {"str": {str}, "int": {int}, "number": {int, float}, "list": {list}, "object": {dict}}
# An event's kind and field names, in the engine's order -> each field's exact
# types: a record repeats a few shapes thousands of times, so each shape is
# checked whole once and then only its values' types (most of a check's time
# went here).
_SHAPES = {}


def disagreement(event):
    """Why `event` (a dict) is not an event as the vocabulary declares it, or None.
    The record is written by the trusted side, so such an event means the engine
    and this checker disagree: our bug, never the student's."""
    ev = event.get("ev")
    shape = _SHAPES.get((ev, tuple(event))) if isinstance(ev, str) else None
    if shape is not None:
        for name, types in shape:
            if type(event[name]) not in types:
                return _disagreement(event)
        return None
    why = _disagreement(event)
    if why is None and isinstance(ev, str) and len(_SHAPES) < 4096:
        fields = EVENTS[ev]
        _SHAPES[(ev, tuple(event))] = tuple((name, _EXACT[fields[name][0]]) for name in event)
    return why


def _disagreement(event):
    fields = EVENTS.get(event.get("ev"))
    if fields is None:
        return f"an event {str(event.get('ev'))[:40]!r} the checker does not know"
    for name, (kind, optional) in fields.items():
        if name not in event:
            if not optional:
                return f"a {event['ev']} event without {name!r}"
        elif not _TYPES[kind](event[name]):
            return f"a {event['ev']} event whose {name!r} is not of type {kind}"
    for name in event:
        if name not in fields:
            return f"a {event['ev']} event with a field {str(name)[:40]!r} the checker does not know"
    return None

# Readings are not compared with the beam: the trusted side takes them from
# its own simulator, so only a world's sensor noise could make them differ, and
# a teacher's world may be as noisy as it likes.
# Frames give poses to 0.01 cm and 0.01 degree, and the beam to 0.1 cm.
MAX_BEAM_ERROR_CM = 2
# The first frame comes 10 ms after the start: the robot cannot be far from it.
MAX_START_OFFSET_CM = 5
# Frames checked against the walls besides those of the readings, chosen at random.
FRAMES_SAMPLED = 40
_RANDOM = random.SystemRandom()


def _segments(world):
    """The world's walls (obstacles' edges included), as (x1, y1, x2, y2), cached on the world event."""
    cached = world.get("_segments")
    if cached is None:
        cached = []
        for w in world.get("walls") or []:
            if isinstance(w, list) and len(w) == 4 and all(isinstance(v, (int, float)) for v in w):
                cached.append(tuple(w))
        world["_segments"] = cached
    return cached


def _disc_hit(x, y, dx, dy, cx, cy, radius):
    """Distance along the ray from (x, y) in (dx, dy) (unit) to the disc's edge, or None (missed, or inside)."""
    ox, oy = x - cx, y - cy
    b = ox * dx + oy * dy
    c = ox * ox + oy * oy - radius * radius
    if c <= 0:
        return None
    disc = b * b - c
    if disc < 0:
        return None
    t = -b - math.sqrt(disc)
    return t if t >= 0 else None


def beam_from(world, frame, turn=0.0, others=()):
    """The length of the sensor beam from a frame's pose (its heading turned by
    `turn` degrees) to the first wall, or to the body of another robot at
    `others` ((x, y) centres), as the simulator measures it (from the robot's
    centre along its heading), or None."""
    if not world:
        return None
    x, y, heading = frame.get("x"), frame.get("y"), frame.get("heading")
    max_range = world.get("max_range")  # the world event's (the simulator's default_world() unless changed)
    if not all(isinstance(v, (int, float)) for v in (x, y, heading, max_range)):
        return None
    dx, dy = math.sin(math.radians(heading + turn)), math.cos(math.radians(heading + turn))
    best = max_range
    for x1, y1, x2, y2 in _segments(world):
        ex, ey = x2 - x1, y2 - y1
        denominator = dx * ey - dy * ex
        if abs(denominator) < 1e-12:
            continue
        wx, wy = x1 - x, y1 - y
        t = (wx * ey - wy * ex) / denominator
        u = (wx * dy - wy * dx) / denominator
        if t >= 0 and -1e-9 <= u <= 1 + 1e-9 and t < best:
            best = t
    radius = world.get("radius", 5)
    for cx, cy in others:
        t = _disc_hit(x, y, dx, dy, cx, cy, radius)
        if t is not None and t < best:
            best = t
    return best


def task(task_id, each_run=True):
    """Registers the decorated function as the check for task `task_id`."""
    def register(function):
        TASKS[task_id] = (function, each_run)
        return function
    return register


class Result:
    """A check's verdict on one run: a score 0..1, the message for the student,
    and `explain`, for the teacher: what the check looked at (the numbers it
    compared and the limits), shown by `bugbot mark --explain`."""

    def __init__(self, score, message="", explain=""):
        self.score = max(0.0, min(1.0, float(score)))
        self.message = str(message or "")
        self.explain = explain if isinstance(explain, list) else str(explain or "")
        self.as_written = None   # the message as marking.py wrote it, once judge() has translated it

    def __repr__(self):
        return f"Result({self.score}, {self.message!r})"


def passed(message="", explain=""):
    return Result(1.0, message, explain)


def failed(message, explain=""):
    return Result(0.0, message, explain)


def partly(fraction, message, explain=""):
    return Result(fraction, message, explain)


# ---------------------------------------------------------------- judging runs

def _unchanged(text):
    return text


# The student's language: checker.py sets this to its catalogue's translate() (feedback_language.py);
# judge() puts every check's message through it, judge_each_run its own words too (said()).
translate = _unchanged


def said(text):
    """The marker's own words in the student's language (feedback_language.templates() lists them)."""
    return translate(text)


def feedback(text):
    """`text` as written, marked as a message for the catalogue (feedback_language.templates() lists it):
    for a check's words that are the teacher's explain too, put through said() where they become feedback."""
    return text


def describe_runs(numbers):
    numbers = sorted(numbers)
    if len(numbers) == 1:
        return said(f"run {numbers[0]}")
    listed = ", ".join(str(n) for n in numbers[:-1])
    return said(f"runs {listed} and {numbers[-1]}")


def explained(result):
    """What a check looked at, for the teacher: its explain, else its message."""
    written = result.message if result.as_written is None else result.as_written
    return result.explain or written or ("passed" if result.score >= 1.0 else "not done")


def judge(function, arg):
    """One check's verdict on one run (or, for an each_run=False check, on the list of runs),
    always a Result: a tampered run gets nothing, and a check that raises on odd input (the
    teacher's bug) gives this run nothing for the task rather than no mark at all."""
    return _in_language(_verdict(function, arg))


def _verdict(function, arg):
    if getattr(arg, "outcome", None) == "tampered":
        return failed("this run's record was written into by the program, so it gets no marks")
    try:
        result = function(arg)
    except Exception as e:
        where = traceback.extract_tb(e.__traceback__)[-1]
        return failed(f"the marker could not check this ({type(e).__name__} in marking.py line {where.lineno}); ask your teacher")
    if isinstance(result, Result):
        return result
    if result is True:
        return passed()
    if result is False or result is None:
        return failed("not done")
    return Result(float(result), "")


def _in_language(result):
    """The result with its message in the student's language, translated once: a catalogue
    knows a message as marking.py writes it, not capitalised or inside "On run 2: ..."."""
    if result.as_written is None:
        result.as_written = result.message
        result.message = translate(result.message)
    return result


def judge_each_run(function, runs):
    """A per-run check applied to every run and summed up as the task's Result: its score the
    average of the runs' shares, its message what went wrong on which runs, its explain one
    string per run. The checker does this for a per-run task; a check across runs (each_run=False)
    that still judges each run on its own calls it too, with a function that knows the rest."""
    results = [judge(function, run) for run in runs]
    explain = [explained(r) for r in results]   # for the teacher: as marking.py wrote it
    for r in results:
        r.message = r.message[:1].upper() + r.message[1:]
    fraction = sum(r.score for r in results) / len(results) if results else 0.0
    total = len(results)
    good = [run.number for run, r in zip(runs, results) if r.score >= 1.0]
    if len(good) == total:
        messages = [r.message for r in results if r.message]
        text = messages[0] if messages else ""
        if total > 1:
            return _joined(Result(fraction, said(f"Done on all {total} runs. {text}").strip(), explain))
        return _joined(Result(fraction, (text or said("Done.")).strip(), explain))
    by_message = {}
    for run, r in zip(runs, results):
        if r.score < 1.0:
            by_message.setdefault(r.message or said("Not done."), []).append(run.number)
    groups = list(by_message.items())
    parts = []
    if len(groups) == 1 and len(groups[0][1]) == total:
        parts.append(groups[0][0])
    else:
        for message, numbers in groups[:2]:
            runs_named = describe_runs(numbers)
            parts.append(said(f"On {runs_named}: {message}"))
        rest = sorted(n for _, numbers in groups[2:] for n in numbers)
        if rest:
            others = describe_runs(rest)
            others = others[:1].upper() + others[1:]
            parts.append(said(f"({others} went much the same way.)"))
    head = said(f"Done on {len(good)} of {total} runs.") + " " if total > 1 and good else ""
    if total > 1 and fraction > 0:
        # How the part marks came: the task's mark is the average of the runs' shares.
        shares = {}
        for run, r in zip(runs, results):
            share = "full" if r.score >= 1.0 else "none" if r.score <= 0 else f"{r.score * 100:.0f}"
            shares.setdefault(share, []).append(run.number)
        listed = ", ".join(_share_on(share, describe_runs(numbers)) for share, numbers in shares.items())
        parts.append(said(f"(The mark is the average over the {total} runs: {listed}.)"))
    return _joined(Result(fraction, (head + " ".join(parts)).strip(), explain))


def _joined(result):
    """judge_each_run's Result: already in the student's language (judge() leaves it so)."""
    result.as_written = result.message
    return result


def _share_on(share, runs_named):
    # Each with words of its own around the placeholders, so no other message matches it.
    if share == "full":
        return said(f"full marks on {runs_named}")
    if share == "none":
        return said(f"none on {runs_named}")
    return said(f"{share}% on {runs_named}")


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


def numbers_as_printed(text):
    """Every number written in `text`, as the program wrote it: "near: 7" -> ["7"]
    (for feedback that quotes a program's own output)."""
    return [m.group() for m in _NUMBER.finditer(text)]


def shortened(text, limit=60):
    """`text` for quoting in feedback, at most about `limit` characters: cut after a whole token
    (at a space, a comma or a bracket), never inside a number or a word, with "…" for the rest."""
    text = str(text)
    if len(text) <= limit:
        return text
    cut = max(text.rfind(c, 0, limit + 1) for c in " ,;:}])")
    if cut <= 0:
        cut = next((i for i in range(limit, len(text)) if not (text[i].isalnum() or text[i] in "._-+")), len(text))
    else:
        cut += 1
    return text[:cut].rstrip() + ("…" if cut < len(text) else "")


def counted(n, word, plural=None):
    """"1 reading", "24 readings": a count with its noun agreeing (plural: when not word + "s"), in the
    student's language: each form is a whole message of its own, "{n} reading" and "{n} readings", in the
    catalogue of the file that calls counted() (feedback_language.templates() lists them)."""
    text = f"{n} {word if n == 1 else plural or word + 's'}"
    return translate(text)


def and_joined(items):
    """"a", "a and c", "a and c and w": names joined by the student's word for "and"."""
    return said(" and ").join(str(i) for i in items)


def close(a, b, tolerance):
    return a is not None and b is not None and abs(a - b) <= tolerance


def heading_difference(a, b):
    """How far heading a is from heading b (degrees), the short way round: -180 up to 180."""
    return (a - b + 180) % 360 - 180


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
        self.leds, self.beeps, self.servos = [], [], []
        self.frames_of, self.reads_of = {}, {}   # robot -> its frames, its readings (robot 0's are frames, reads)
        self._times_of = {}
        self.timeline = []              # ("read", None, value) and ("plot", name, value), in the order they happened
        self.duration = 0.0             # simulated seconds up to the last event
        self._frames = []
        self._turned = None
        self.truncated = False          # the record's last line was cut short (the run was stopped)
        self.inconsistent = None        # why the record cannot have been written by the engine alone
        self.disagrees = None           # why the checker cannot read the engine's record (our bug: not marked)
        if record_path:
            self._read(record_path)

    def _read(self, path):
        try:
            with open(path, "r", encoding="utf-8", errors="replace") as f:
                text = f.read()
        except OSError:
            self.truncated = True
            return
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        # One parse for the whole record (much cheaper than a parse a line);
        # line by line only when some line is not JSON.
        try:
            events = json.loads("[" + ",".join(lines) + "]")
        except ValueError:
            events = []
            for number, line in enumerate(lines):
                try:
                    events.append(json.loads(line))
                except ValueError:
                    if number == len(lines) - 1 and not text.endswith("\n"):
                        self.truncated = True     # cut short as the run was stopped
                    else:
                        self._refuse(f"line {number + 1} of its record is not an event")
                    continue
        self._take(events)

    def _refuse(self, why):
        if self.inconsistent is None:
            self.inconsistent = why

    def _take(self, events):
        """Files the events, checking that the engine alone could have written them."""
        last_t, ended, world = -1.0, False, None
        frames_of, last_read_t, checks = self.frames_of, {}, []   # checks: (read or None, frame)
        first_read = {}     # robot -> a reading made before its first frame
        for number, e in enumerate(events):
            why = disagreement(e) if isinstance(e, dict) else "a line that is not a JSON object"
            if why is not None:
                # Written by the trusted side: the checker is out of step with the engine.
                if self.disagrees is None:
                    self.disagrees = f"line {number + 1} of its record: {why}"
                continue
            ev, t, robot = e["ev"], e["t"], e.get("robot", 0)
            if ended:
                self._refuse(f"its record goes on after the run's end (line {number + 1})")
            if t < last_t:
                self._refuse(f"the times in its record go backwards at line {number + 1} ({last_t:g} s, then {t:g} s)")
            last_t = t
            if ev == "frame":
                frames = frames_of.setdefault(robot, [])
                if not frames and world is not None:
                    self._check_start(e, world, robot)
                frames.append(e)
                if robot in first_read:
                    checks.append((first_read.pop(robot), e))
                continue
            if (ev == "world") != (number == 0):
                self._refuse("its record does not start with the world, once")
            if ev == "world":
                if world is not None:
                    self._refuse("its record does not start with the world, once")
                world = self.world = e
            elif ev == "read":
                # Each robot's ranger measures at its own moments; two robots may read at one.
                if t <= last_read_t.get(robot, -1.0):
                    self._refuse(f"two readings in its record share a moment ({t:g} s), which the sensor cannot do")
                last_read_t[robot] = t
                self._file_read(e, robot)
                if frames_of.get(robot):
                    checks.append((e, frames_of[robot][-1]))
                elif robot not in first_read:
                    first_read[robot] = e    # the very first reading may come before the first frame
                else:
                    self._refuse(f"its record has readings before the robot's first frame ({t:g} s)")
            elif ev == "end":
                # The engine writes a last frame, at the same moment, just before the end.
                previous = events[number - 1] if number > 0 else None
                if not (isinstance(previous, dict) and previous.get("ev") == "frame" and previous.get("t") == t):
                    self._refuse("its record's end was not written by the engine")
                self.end = e
                ended = True
            else:
                self._file(ev, e, t)
        if events and world is None:
            self._refuse("its record does not start with the world, once")
        self._frames = frames_of.get(0, [])
        if world is not None:
            self._check_variation(world)
            self._check_beams(world, checks)
        self.duration = max(last_t, 0.0)

    def _file_read(self, e, robot):
        value = e.get("value")
        self.reads_of.setdefault(robot, []).append(value)
        if robot == 0:
            self.reads.append(value)
            self.read_times.append(e["t"])
            self.timeline.append(("read", None, value))

    def _file(self, ev, e, t):
        """Files an event that no forgery check looks at."""
        if ev == "print":
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
            if self.error is not None:
                self._refuse("its record holds two errors")
            self.error = e
        elif ev == "led":
            self.leds.append(e.get("rgb"))
        elif ev == "beep":
            self.beeps.append(e)
        elif ev == "servo":
            self.servos.append(e)

    def _check_start(self, frame, world, robot):
        starts = world.get("robots") or [world.get("start") or [0, 0, 0]]
        start = starts[robot] if robot < len(starts) and isinstance(starts[robot], list) else [1e9, 1e9, 0]
        if math.hypot(frame["x"] - start[0], frame["y"] - start[1]) > MAX_START_OFFSET_CM:
            self._refuse("its record's first frame is not where the robot started")

    def _check_variation(self, world):
        seed, start = self.variation.get("seed"), self.variation.get("start")
        if seed is not None and world.get("seed") != seed:
            self._refuse("its record is for another seed than the run's")
        if isinstance(start, list) and len(start) == 3:
            said = world.get("start")
            if not (isinstance(said, list) and len(said) == 3 and
                    all(isinstance(a, (int, float)) and abs(a - b) < 0.01 for a, b in zip(said, start))):
                self._refuse("its record starts the robot somewhere else than the run did")

    def _others_at(self, robot, t):
        """The centres of every other robot at simulated time t, from their frames."""
        out = []
        for other, frames in self.frames_of.items():
            if other == robot or not frames:
                continue
            times = self._times_of.get(other)
            if times is None or len(times) != len(frames):
                times = self._times_of[other] = [f["t"] for f in frames]
            i = bisect.bisect_right(times, t + 1e-9)
            f = frames[max(i - 1, 0)]
            out.append((f["x"], f["y"]))
        return out

    def _check_beams(self, world, checks):
        """Each reading's frame, the last frame of each robot and a sample of frames the
        program cannot predict must have the beam the walls (and the other robots) give
        from their pose."""
        for read, frame in checks:
            if not self._beam_fits(world, frame):
                return
        for robot, frames in self.frames_of.items():
            sample = _RANDOM.sample(range(len(frames)), min(FRAMES_SAMPLED, len(frames)))
            for i in [len(frames) - 1] + sample:
                if not self._beam_fits(world, frames[i]):
                    return

    def _beam_fits(self, world, frame):
        beam, robot = frame["beam"], frame.get("robot", 0)
        others = self._others_at(robot, frame["t"])
        # Give or take the rounding of its heading: a beam that grazes a corner jumps from one wall to another.
        beams = [beam_from(world, frame, turn, others) for turn in (0, -0.02, 0.02)]
        if beams[0] is None or min(beams) - MAX_BEAM_ERROR_CM <= beam <= max(beams) + MAX_BEAM_ERROR_CM:
            return True
        self._refuse(f"its record has the robot at a pose where the beam is {beams[0]:.0f} cm, "
                     f"not {beam:g} cm ({frame['t']:g} s)")
        return False

    @property
    def radius(self):
        """The robot's radius (cm): distance() and a frame's beam run from its centre, its front is this far ahead.
        From the record's world event (never a default written here); None without one."""
        r = self.world.get("radius")
        return r if isinstance(r, (int, float)) and not isinstance(r, bool) else None

    def read_headings(self):
        """The robot's heading (mat degrees) at each reading, from the frames."""
        return [self.heading_at(t) for t in self.read_times]

    def largest_heading_gap(self):
        """(gap, from, to): the widest arc (degrees) of the circle with no reading in it,
        from the headings at the readings; (360, None, None) with no readings."""
        headings = sorted(h % 360 for h in self.read_headings())
        if not headings:
            return 360.0, None, None
        best = (360.0 - headings[-1] + headings[0], headings[-1], headings[0])
        for a, b in zip(headings, headings[1:]):
            if b - a > best[0]:
                best = (b - a, a, b)
        return best

    def still_reads(self):
        """The readings taken standing still: once the wheels were last switched
        off and the robot had come to rest (its pose within 0.1 degree and 0.1 cm
        of where it ended), as (time, value) pairs. A robot coasts for a fraction
        of a second after stop()."""
        frames = self._frames
        if not frames:
            return []
        moving = [i for i, f in enumerate(frames) if f.get("left", 0) or f.get("right", 0)]
        if moving and moving[-1] == len(frames) - 1:
            return []
        last = frames[-1]
        since = 0.0
        for f in frames[(moving[-1] + 1 if moving else 0):]:
            turn = abs(heading_difference(f.get("heading", 0), last.get("heading", 0)))
            if turn <= 0.1 and math.hypot(f.get("x", 0) - last.get("x", 0), f.get("y", 0) - last.get("y", 0)) <= 0.1:
                since = f.get("t", 0)
                break
        return [(t, r) for r, t in zip(self.reads, self.read_times)
                if t >= since and isinstance(r, (int, float)) and not isinstance(r, bool)]

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
        """Every frame event (dicts with t, x, y, heading, beam, left, right)."""
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
        s = self.world.get("start")  # the world event's; None without one
        return tuple(s) if isinstance(s, list) and len(s) == 3 else None

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
        if self._turned is None:
            total, last = 0.0, None
            for f in self._frames:
                h = f.get("heading", 0)
                if last is not None:
                    total += abs(heading_difference(h, last))
                last = h
            self._turned = total
        return self._turned

    def moved_cm(self):
        """How far the robot's centre travelled (cm), from its frames."""
        total, last = 0.0, None
        for f in self.frames:
            p = (f.get("x", 0), f.get("y", 0))
            if last is not None:
                total += math.hypot(p[0] - last[0], p[1] - last[1])
            last = p
        return total

    def _frame_at(self, t):
        """The last frame at or before simulated time t, or None. A bisection
        over the frames' times (a record's times never go backwards, or it is
        refused): a check asking at each reading would otherwise scan the
        run's thousands of frames each time."""
        if getattr(self, "_frame_times", None) is None or len(self._frame_times) != len(self._frames):
            self._frame_times = [f.get("t", 0) for f in self._frames]
        i = bisect.bisect_right(self._frame_times, t + 1e-9)
        return self._frames[i - 1] if i > 0 else None

    def heading_at(self, t):
        """The robot's heading (degrees, mat frame) at simulated time t."""
        best = self._frame_at(t)
        if best is None:
            return self.start[2]
        return best.get("heading", 0)

    def pose_at(self, t):
        best = self._frame_at(t)
        if best is None:
            return self.start
        return (best.get("x"), best.get("y"), best.get("heading"))
