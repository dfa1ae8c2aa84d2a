# Lesson 8.2's task checks: each gets one recorded run (lessons/README.md).
import re

from bugbot_marking import task, passed, failed, partly, numbers_in

ROW = re.compile(r"^\s*(-?\d+(?:\.\d+)?)[\s,;]+(-?\d+(?:\.\d+)?)\b(.*)$")


def rows(run):
    """(heading, distance, rest of line) for every printed row that starts with two numbers."""
    out = []
    for line in run.prints:
        m = ROW.match(line)
        if m:
            out.append((float(m.group(1)), float(m.group(2)), m.group(3).strip().lower()))
    return out


def true_headings(run):
    """The robot's heading (from its start, as heading() gives it) at each read."""
    start = run.start[2]
    return [(run.heading_at(t) - start) % 360 for t in run.read_times]


def angle_gap(a, b):
    return abs((a - b + 180) % 360 - 180)


@task("table")
def table(run):
    table_rows = rows(run)
    if not table_rows:
        return failed("no printed line starts with two numbers. Print one row per reading: the heading, then the distance.")
    if len(run.reads) < 20:
        return failed(f"the robot took {len(run.reads)} readings; the task asks for at least 20.")
    headings = true_headings(run)
    good = 0
    for i, (h, cm, _) in enumerate(table_rows[:len(run.reads)]):
        if cm == run.reads[i] and angle_gap(h, headings[i]) <= 15:
            good += 1
    share = good / len(run.reads)
    if share >= 0.95 and len(table_rows) >= 20:
        return passed(f"{good} rows match what the robot read, and where it was pointing.")
    if good == 0:
        return failed("your rows do not match the readings the robot took, in order. Print the heading and the distance of each reading, one row each, in the order you took them.")
    return partly(share, f"{good} of your {len(run.reads)} readings have a matching row (heading within 15 degrees, the same distance). Print every reading, in order.")


@task("labels")
def labels(run):
    table_rows = rows(run)
    labelled = [(cm, rest) for _, cm, rest in table_rows if rest.startswith(("near", "far"))]
    if not labelled:
        return failed('no row ends with a label. Add "near" or "far" after the distance on each row.')
    if len(labelled) < 20:
        return partly(len(labelled) / 20, f"{len(labelled)} rows have a label; the task asks for one on every row, at least 20.")
    right = sum(1 for cm, rest in labelled if rest.startswith("near") == (cm < 40))
    readings_seen = sum(1 for cm, _ in labelled if cm in run.reads)
    if readings_seen < 0.9 * len(labelled):
        return failed("your labelled rows do not show the distances the robot really read.")
    if right == len(labelled):
        return passed(f"all {right} labels are right.")
    return partly(right / len(labelled), f"{right} of {len(labelled)} labels are right. Under 40 cm is near; 40 or more is far.")


@task("count")
def count(run):
    lines = [l for l in run.prints if l.strip().lower().startswith("near:")]
    if not lines:
        return failed('no line starts with "near:". At the end, print("near:", how_many).')
    numbers = numbers_in(lines[-1])
    truth = sum(1 for r in run.reads if isinstance(r, (int, float)) and r < 40)
    if not run.reads:
        return failed("the robot took no readings to count.")
    if numbers and numbers[0] == truth:
        return passed(f"{truth} of the {len(run.reads)} readings were near.")
    said = numbers[0] if numbers else "nothing"
    return failed(f'your program printed "near: {said}", but {truth} of the readings the robot took were under 40 cm. Count them as you label them.')
