# Lesson 8.1's task checks: each gets one recorded run (lessons/README.md).
import math

from bugbot_marking import task, passed, failed, partly, judge_each_run, heading_difference, counted, said

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
            in_look = in_scan(next(read_times, 0.0))
            scan += in_look
            last = value if in_look else None
        elif name == "distance" and last is not None and value == last:
            matching += 1
            last = None
    explain = (f'{matching} of the {scan} readings taken while turning plotted as "distance" straight after being read '
               f"(at least 90 % needed)")
    if matching >= scan * 0.9:
        return passed(f"{counted(matching, 'reading')} plotted.", explain)
    return partly(matching / max(1, scan),
                  f"{matching} of your {counted(scan, 'reading')} while turning {'was' if matching == 1 else 'were'} "
                  'plotted as "distance" right after being read. Plot every reading as it comes.', explain)


def turn_apart(a, b):
    """Degrees between two headings, the short way round."""
    return abs(heading_difference(a, b))


def spread(headings):
    """The widest difference between any two of the headings."""
    return max((turn_apart(a, b) for a in headings for b in headings), default=0.0)


MAX_DRIVEN = 5        # cm the robot may move from where it started: it looks and turns on the spot
SAME_END = 25         # ends this close on every run are one fixed turn...
NEAREST_APART = 45    # ...when the smallest readings were this far apart
# What the program could know is its readings: the sensor's noise is about 1.5 cm (the text says so),
# so a reading this much above the smallest is the nearest wall too (lesson.md states the number).
TIE_CM = 2
AIM, AIM_HALF = 10, 20   # degrees from the heading of a nearest reading: passes, half (lesson.md states both)


def own_heading(run, mat_heading):
    """A mat heading as the program's heading() gave it: degrees clockwise from the start heading."""
    start = run.start[2] if run.start else 0
    return (mat_heading - start) % 360


def readings_with_headings(run):
    """(reading, mat heading at it) for every numeric reading."""
    return [(r, h) for r, h in zip(run.reads, run.read_headings())
            if isinstance(r, (int, float)) and not isinstance(r, bool)]


def nearest_readings(run):
    """(the smallest reading and its heading, every (reading, heading) within TIE_CM of it), from the readings."""
    reads = readings_with_headings(run)
    smallest = min(reads, key=lambda rh: rh[0])
    return smallest, [(r, h) for r, h in reads if r <= smallest[0] + TIE_CM]


def fixed_end(runs):
    """Did the program end facing the same way, from where it started, on every run, though its
    smallest reading was somewhere else on each? Then where it ended did not come from its readings
    (a fixed turn(180), say), and the runs where that happened to face the nearest wall were luck.
    Returns (degrees clockwise from the start, explain) or None."""
    ends, nearest_ways = [], []
    for run in runs:
        if not run.frames or run.start is None or not readings_with_headings(run):
            return None
        ends.append(own_heading(run, run.frames[-1].get("heading", 0)))
        nearest_ways.append(own_heading(run, nearest_readings(run)[0][1]))
    if len(runs) < 2 or spread(ends) > SAME_END or spread(nearest_ways) <= NEAREST_APART:
        return None
    explain = (f"on every run it ended {', '.join(f'{e:.0f}' for e in ends)} degrees clockwise from where it started "
               f"(at most {SAME_END} apart), while its smallest readings were at {', '.join(f'{n:.0f}' for n in nearest_ways)}")
    way = (ends[0] + sum(heading_difference(e, ends[0]) for e in ends) / len(ends)) % 360   # their mean, round the circle
    return way, explain


@task("nearest", each_run=False)
def nearest_task(runs):
    fixed = fixed_end(runs)
    return judge_each_run(lambda run: nearest(run, fixed), runs)


def nearest(run, fixed):
    frames = run.frames
    gap, _, _ = run.largest_heading_gap()
    if not frames or not readings_with_headings(run) or gap > MAX_GAP:
        return failed("the robot has to look all the way round first, to see every wall.",
                      f"the readings leave an arc of {gap:.0f} degrees unseen (at most {MAX_GAP})")
    last = frames[-1]
    driven = distance_driven(run)
    if driven > MAX_DRIVEN:
        return failed(f"the robot drove {driven:.0f} cm from where it started. Look round, turn to face the nearest wall "
                      "and stop, all on the spot where it started: a wall you drive up to is near because you drove to it.",
                      f"it went {driven:.1f} cm from where it started (at most {MAX_DRIVEN})")
    if last.get("left", 0) != 0 or last.get("right", 0) != 0:
        return failed("the robot was still moving at the end. Call stop() once it faces the nearest wall.",
                      "the wheels were still on in the last frame")
    (smallest, smallest_at), ties = nearest_readings(run)
    end = last.get("heading", 0)
    off, toward = min((turn_apart(end, h), h) for _, h in ties)
    explain = (f"it ended at heading {own_heading(run, end):.0f} (as heading() gives it); its smallest reading was "
               f"{smallest:g} cm, and {counted(len(ties), 'reading')} within {TIE_CM} cm of it; the nearest of their "
               f"headings, {own_heading(run, toward):.0f}, is {off:.0f} degrees away (at most {AIM} passes, {AIM_HALF} half)")
    mistake = wrong_turn(run, smallest_at)
    if fixed:
        way, why = fixed
        if mistake and mistake[0] == "radians":
            return failed(mistake[1], explain + "; " + why)
        return failed(f"on every run the robot ended facing the same way, about {way:.0f} degrees clockwise from where "
                      "it started, wherever its smallest reading was: the turn at the end did not come from the readings. "
                      "After the turn, find the heading of the smallest reading, turn back to face it, and stop.",
                      explain + "; " + why)
    if off <= AIM:
        return passed(f"it ended facing its smallest reading, {smallest:g} cm.", explain)
    ended = said(f"it ended at heading {own_heading(run, end):.0f}, {off:.0f} degrees from the heading of its smallest reading "
                 f"({smallest:g} cm at heading {own_heading(run, smallest_at):.0f})")
    if off <= AIM_HALF:
        return partly(0.5, f"{ended}: half the marks for this run, within {AIM_HALF} degrees, not {AIM}. Turn by the "
                      "difference between the heading you want and heading() once the robot has stopped: it rolls on "
                      "a little after stop().", explain)
    advice = mistake[1] if mistake else said("Find the heading of the smallest reading and turn to it: turn by "
                                             "(that heading) - heading().")
    return failed(f"{ended}. {advice}", explain)


def distance_driven(run):
    """How far (cm) the robot got from where it started, at the furthest."""
    first = run.frames[0]
    return max(((f.get("x", 0) - first.get("x", 0)) ** 2 + (f.get("y", 0) - first.get("y", 0)) ** 2) ** 0.5
               for f in run.frames)


def turn_starts(run):
    """The frames the turn back may have started from: after the last reading, those where the wheels
    were off with a turn still to come (stop(), then turn()), else the first where the powers changed."""
    last_t = run.read_times[-1] if run.read_times else 0.0
    after = [f for f in run.frames if f.get("t", 0) >= last_t] or run.frames[-1:]
    on_later, starts = False, []
    for f in reversed(after):
        wheels_on = f.get("left", 0) != 0 or f.get("right", 0) != 0
        if wheels_on:
            on_later = True
        elif on_later:
            starts.append(f)
    if not starts:
        spin = (after[0].get("left", 0), after[0].get("right", 0))
        starts = [next((f for f in after if (f.get("left", 0), f.get("right", 0)) != spin), after[-1])]
    return starts


def wrong_turn(run, target):
    """(the mistake, what to tell the student) that best explains where the robot ended instead of
    facing its smallest reading (at mat heading `target`), or None: a turn given in radians, max()
    for min(), a turn the wrong way."""
    reads = readings_with_headings(run)
    end = run.frames[-1].get("heading", 0)
    starts = turn_starts(run)
    # Radians: a turn of the right sign and the right amount divided by 57.3, a few degrees at most.
    for f in starts:
        need = heading_difference(target, f.get("heading", 0))
        done = heading_difference(end, f.get("heading", 0))
        # A turn there must be: a program that never turns back (done 0) is not one in radians.
        turned = abs(done) >= 0.2 and (done > 0) == (need > 0)
        if abs(need) >= 20 and turned and abs(done) <= 4 and abs(done - math.radians(need)) <= 1.5:
            return ("radians", said(f"The turn at the end was {abs(done):.1f} degrees, where the heading of your smallest "
                    f"reading was {abs(need):.0f} degrees away: that is the turn in radians. turn() takes degrees: "
                    "turn by (the heading you want) - heading(), without math.radians()."))
    largest = max(r for r, _ in reads)
    to_largest = min(turn_apart(end, h) for r, h in reads if r >= largest - TIE_CM)
    mirrored = min(((turn_apart(end, 2 * f.get("heading", 0) - target), f) for f in starts), key=lambda pair: pair[0])
    wrong_way = (mirrored[0] <= 15 and turn_apart(mirrored[1].get("heading", 0), target) > 20
                 and turn_apart(end, target) > 20)
    if to_largest <= AIM and not (wrong_way and mirrored[0] < to_largest):
        return ("max", said(f"It faces your largest reading, {largest:g} cm: max() where the task needs min(). Find the "
                            "smallest reading (min, not max) and turn back to its heading."))
    if wrong_way:
        return ("wrong way", said("It turned the wrong way: by as much as it had to, but in the other direction. turn(x) turns "
                                  "clockwise for x > 0: turn by (the heading you want) - heading(), not heading() - (the heading "
                                  "you want)."))
    return None
