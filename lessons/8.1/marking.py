# Lesson 8.1's task checks: each gets one recorded run (lessons/README.md).
from bugbot_marking import task, passed, failed, partly, judge_each_run, heading_difference

MIN_READS = 12
# Twelve readings spread round a circle are 30 degrees apart; a look that leaves
# an arc of more than twice that unread has not seen every wall.
MAX_GAP = 60


@task("spin")
def spin(run):
    if not run.reads:
        return failed("your program never read the distance. Call distance() inside your loop.",
                      "no readings in the record")
    gap, start, end = run.largest_heading_gap()
    explain = (f"{len(run.reads)} readings (at least {MIN_READS}); the widest arc of headings with no reading "
               f"in it: {gap:.0f} degrees (at most {MAX_GAP})")
    if gap > MAX_GAP:
        return failed(f"your readings' headings do not cover the circle: from {start:.0f} to {end:.0f} degrees "
                      f"(on the mat) the robot read nothing, an arc of {gap:.0f} degrees. Keep turning the same way, "
                      "reading as you go, until it has gone all the way round.", explain)
    if len(run.reads) < MIN_READS:
        return partly(0.5, f"the robot turned a full circle but read the distance only {len(run.reads)} times; "
                      f"the task asks for at least {MIN_READS}. Read more often, or turn more slowly.", explain)
    return passed(f"{len(run.reads)} readings all round the circle.", explain)


@task("plot")
def plot_task(run):
    plotted = run.plots.get("distance", [])
    if not run.reads:
        return failed("the robot took no readings to plot. Read the distance in your loop, then plot it.",
                      "no readings in the record")
    if not plotted:
        return failed('nothing was plotted as "distance". Add plot("distance", cm) after each reading.',
                      f'{len(run.reads)} readings, nothing plotted as "distance"')
    # Each plotted value must be the reading the program had just received. The
    # readings that count are the look round's, taken while the robot turned: a
    # program that then waits in a loop reading the sensor has done the task.
    turning = [f["t"] for f in run.frames if f.get("left", 0) != f.get("right", 0)]
    def in_scan(t):
        return not turning or turning[0] - 0.05 <= t <= turning[-1] + 0.05
    scan = matching = 0
    last = None
    read_times = iter(run.read_times)
    for kind, name, value in run.timeline:
        if kind == "read":
            counted = in_scan(next(read_times, 0.0))
            scan += counted
            last = value if counted else None
        elif name == "distance" and last is not None and value == last:
            matching += 1
            last = None
    explain = (f'{matching} of the {scan} readings taken while turning plotted as "distance" straight after being read '
               f"(at least 90 % needed)")
    if matching >= scan * 0.9:
        return passed(f"{matching} readings plotted.", explain)
    return partly(matching / max(1, scan),
                  f'{matching} of your {scan} readings while turning were plotted as "distance" right after they were read. '
                  "Plot every reading as it comes.", explain)


def turn_apart(a, b):
    """Degrees between two headings, the short way round."""
    return abs(heading_difference(a, b))


def spread(headings):
    """The widest difference between any two of the headings."""
    return max((turn_apart(a, b) for a in headings for b in headings), default=0.0)


MAX_DRIVEN = 5        # cm the robot may move after its first reading: it turns on the spot
SAME_END = 25         # ends this close on every run are one fixed turn...
NEAREST_APART = 45    # ...when the nearest walls were this far apart


def fixed_end(runs):
    """Did the program end facing the same way, from where it started, on every run, though the
    nearest wall was somewhere else on each? Then where it ended did not come from its readings
    (a fixed turn(180), say), and the runs where that happened to face the nearest wall were luck.
    Returns (degrees clockwise from the start, explain) or None."""
    ends, nearest_ways = [], []
    for run in runs:
        if not run.frames or run.start is None:
            return None
        start = run.start[2]
        closest = min(run.frames, key=lambda f: f.get("beam", 999))
        ends.append((run.frames[-1].get("heading", 0) - start) % 360)
        nearest_ways.append((closest.get("heading", 0) - start) % 360)
    if len(runs) < 2 or spread(ends) > SAME_END or spread(nearest_ways) <= NEAREST_APART:
        return None
    explain = (f"on every run it ended {', '.join(f'{e:.0f}' for e in ends)} degrees clockwise from where it started "
               f"(at most {SAME_END} apart), while the nearest walls were at {', '.join(f'{n:.0f}' for n in nearest_ways)}")
    way = (ends[0] + sum(heading_difference(e, ends[0]) for e in ends) / len(ends)) % 360   # their mean, round the circle
    return way, explain


@task("nearest", each_run=False)
def nearest_task(runs):
    fixed = fixed_end(runs)
    return judge_each_run(lambda run: nearest(run, fixed), runs)


def nearest(run, fixed):
    frames = run.frames
    gap, _, _ = run.largest_heading_gap()
    if not frames or not run.reads or gap > MAX_GAP:
        return failed("the robot has to look all the way round first, to see every wall.",
                      f"the readings leave an arc of {gap:.0f} degrees unseen (at most {MAX_GAP})")
    last = frames[-1]
    driven = distance_driven(run)
    if driven > MAX_DRIVEN:
        return failed(f"the robot drove {driven:.0f} cm after it started reading. Turn on the spot to face the "
                      "nearest wall and stop there: a wall you drive up to is near because you drove to it.",
                      f"it ended {driven:.1f} cm from where it took its first reading (at most {MAX_DRIVEN})")
    if last.get("left", 0) != 0 or last.get("right", 0) != 0:
        return failed("the robot was still moving at the end. Call stop() once it faces the nearest wall.",
                      "the wheels were still on in the last frame")
    closest = min(f.get("beam", 999) for f in frames)
    final = last.get("beam", 999)
    explain = (f"it ended facing a wall {final:.1f} cm away (from its centre); the nearest it faced on the way "
               f"was {closest:.1f} cm; at most {closest + 3:.1f} passes, {closest + 10:.1f} half")
    if fixed:
        way, why = fixed
        return failed(f"on every run the robot ended facing the same way, about {way:.0f} degrees clockwise from where "
                      "it started, wherever the nearest wall was: the turn at the end did not come from the readings. "
                      "After the turn, find the heading of the smallest reading, turn back to face it, and stop.",
                      explain + "; " + why)
    if final <= closest + 3:
        return passed(f"it ended facing a wall {final:.0f} cm away; the nearest was {closest:.0f} cm.", explain)
    if final <= closest + 10:
        return partly(0.5, f"it ended facing something {final:.0f} cm away, but the nearest wall was {closest:.0f} cm away "
                      "(half the marks for this run: within 10 cm of the nearest, not 3). Turn a little more precisely: "
                      "turn by the difference between the heading you want and heading() now.",
                      explain)
    return failed(f"it ended facing something {final:.0f} cm away; the nearest wall was only {closest:.0f} cm away. "
                  + wrong_turn_hint(run), explain)


def distance_driven(run):
    """How far (cm) the robot ended from where it was at its first reading."""
    first_t = run.read_times[0] if run.read_times else 0.0
    at_first = next((f for f in run.frames if f.get("t", 0) >= first_t), run.frames[0])
    last = run.frames[-1]
    return ((last.get("x", 0) - at_first.get("x", 0)) ** 2 + (last.get("y", 0) - at_first.get("y", 0)) ** 2) ** 0.5


def wrong_turn_hint(run):
    """What the turn to the nearest wall most likely got wrong, from where the robot ended."""
    reads = [(r, h) for r, h in zip(run.reads, run.read_headings()) if isinstance(r, (int, float))]
    if not reads:
        return "Find the heading of the smallest reading and turn back to it."
    end = run.frames[-1].get("heading", 0)
    def gap(a, b):
        return abs(heading_difference(a, b))
    nearest_h = min(reads)[1]
    farthest_h = max(reads)[1]
    # Where the turn back started: the heading when the wheels' powers first changed after the last reading.
    last_t = run.read_times[-1]
    after = [f for f in run.frames if f.get("t", 0) >= last_t] or run.frames[-1:]
    spin = (after[0].get("left", 0), after[0].get("right", 0))
    stopped = next((f for f in after if (f.get("left", 0), f.get("right", 0)) != spin), after[-1])
    mirror = 2 * stopped.get("heading", 0) - nearest_h    # a turn by the right amount, the wrong way
    if gap(end, mirror) <= 15 and gap(end, nearest_h) > 20:
        return ("It turned the wrong way: by as much as it had to, but in the other direction. turn(x) turns clockwise "
                "for x > 0: turn by (the heading you want) - heading(), not heading() - (the heading you want).")
    if gap(end, farthest_h) <= 20:
        return "It faces the heading of the largest reading: find the smallest reading (min, not max) and turn back to it."
    return "Find the heading of the smallest reading and turn to it: turn by (that heading) - heading()."
