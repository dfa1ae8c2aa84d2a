# Lesson 8.2's task checks: each gets one recorded run (lessons/README.md).
import re

from bugbot_marking import task, passed, failed, partly, numbers_in, heading_difference, said

NEAR_UNDER = 40
NUMBER = r"[-+]?(?:\d+\.\d*|\.\d+|\d+)"
# A row: a number, any reasonable separator (spaces, tabs, commas, semicolons, bars),
# a number, and maybe a label after another separator.
# Each number may have a word before it, in any language, as 8.1's demo prints its rows
# (heading 0 degrees, distance 83 cm, far; Ausrichtung 0 Grad, Abstand 83 cm, far).
NAME = r"(?:[^\W\d]+\s*[:=]?\s*)?"
ROW = re.compile(rf"^\s*{NAME}({NUMBER})\s*[\s,;|\t]\s*{NAME}({NUMBER})(?:\s*[\s,;|\t:]\s*(\S.*?))?\s*$")
LAST_WORD = re.compile(r"([A-Za-z]+)\W*$")


UNIT = re.compile(r"(\d)\s*(?:°|(?:degrees|degree|deg|Grad|cm)\b)")


def plain_row(line):
    """A row as plain numbers and a label: one printed as a Python list or tuple, [12, 83, 'far'],
    a dict, {'heading': 12, 'distance': 83, 'label': 'far'}, a table's row, | 12 | 83 | far |,
    or with units, 12° 83 cm far, as 12, 83, far (the text's "separate them as you like")."""
    text = line.strip()
    if len(text) >= 2 and (text[0], text[-1]) in (("[", "]"), ("(", ")"), ("{", "}"), ("|", "|")):
        text = re.sub(r"""(['"])(\w*)\1""", r"\2", text[1:-1])
    return UNIT.sub(r"\1", text)


def rows(run):
    """(heading text, distance text, label) for every printed row of two numbers and maybe a word;
    the numbers kept as the program printed them."""
    out = []
    for line in run.prints:
        if line.strip().lower().startswith("near:"):
            continue     # the count task's line ("near: 5 of 26"), not a row
        m = ROW.match(plain_row(line))
        if m:
            label = (m.group(3) or "").strip().lower()
            last = LAST_WORD.search(label)
            if not label.startswith(("near", "far")) and last and last.group(1) in ("near", "far"):
                label = last.group(1)      # "is far", "-> far", "label: far"
            out.append((m.group(1), m.group(2), label))
    return out


def true_headings(run):
    """The robot's heading (from its start, as heading() gives it) at each read."""
    start = run.start[2]
    return [(h - start) % 360 for h in run.read_headings()]


def angle_gap(a, b):
    return abs(heading_difference(a, b))


# heading() read just before or after distance() is the same moment's, give or take the
# rounding of what is printed; a heading read a step late is 14 degrees or more away on
# every run (the slowest motors, at the starter's power).
HEADING_TOLERANCE = 5


def matching_rows(run, table_rows, swap=False, late=False):
    """How many of the first rows are the reading taken in that place, in order, with the heading
    within HEADING_TOLERANCE degrees of where the robot pointed (heading() just before or after the
    reading); late=True compares each heading with where the robot pointed at the next reading."""
    headings = true_headings(run)
    if late:
        headings = headings[1:]
    good = 0
    for i, (h, cm, _) in enumerate(table_rows[:min(len(run.reads), len(headings))]):
        if swap:
            h, cm = cm, h
        if float(cm) == run.reads[i] and angle_gap(float(h), headings[i]) <= HEADING_TOLERANCE:
            good += 1
    return good


def fixed_step(table_rows):
    """The step when every row's heading is the one before plus the same number (made up, not read), else None."""
    hs = [float(h) for h, _, _ in table_rows]
    steps = {round((b - a) % 360, 6) for a, b in zip(hs, hs[1:])}
    return steps.pop() if len(hs) >= 5 and len(steps) == 1 else None


@task("table")
def table(run):
    table_rows = rows(run)
    if len(run.reads) < 20:
        return failed(f"the robot took {len(run.reads)} readings; the task asks for at least 20, taken while turning.",
                      f"{len(run.reads)} readings in the record (at least 20)")
    if not table_rows:
        return failed('no printed line reads as a row: a heading, then a distance (words such as "heading", "degrees" or "cm" '
                      "around them are fine). Print one row per reading: the heading, then the distance.",
                      f"{len(run.reads)} readings, no printed row of two numbers")
    good = matching_rows(run, table_rows)
    explain = (f"{len(table_rows)} rows printed, {len(run.reads)} readings taken; {good} rows have the reading of their place "
               f"and a heading within {HEADING_TOLERANCE} degrees of the robot's (95 % passes, half or more a share)")
    share = good / len(run.reads)
    if share >= 0.95 and len(table_rows) >= 20:
        return passed(f"{good} rows match what the robot read, and where it was pointing.", explain)
    swapped = matching_rows(run, table_rows, swap=True)
    if swapped > max(good, 0.5 * len(run.reads)):
        first = table_rows[0]
        return failed(f'your rows give the distance first, then the heading (your first row starts "{first[0]} {first[1]}"). '
                      "The task asks for the heading, then the distance.", explain + f"; {swapped} match the other way round")
    late = matching_rows(run, table_rows, late=True)
    if late >= 0.8 * (len(run.reads) - 1) and late > good:
        return failed("your headings are one step late: each row's heading is where the robot pointed at the next reading. "
                      "Read heading() just before or just after distance(), not after the wait.",
                      explain + f"; {late} rows match the heading at the next reading")
    step = fixed_step(table_rows)
    if step is not None and share < 0.95:
        return failed(f"your headings go up by exactly {step:g} degrees a row, but the robot did not turn by the same amount "
                      "each step on this run: they are not where it pointed. Print the real heading, heading(), with each reading.",
                      explain + f"; the printed headings are a fixed step of {step:g} apart")
    if reads_per_row(run):
        return failed(reads_per_row(run)[0].lower() + reads_per_row(run)[1:],
                      explain + f"; {read_twice(run, table_rows)} rows show the reading two places on from the row before")
    if share < 0.5:
        return failed(f"only {good} of the {len(run.reads)} readings have a row, in the order taken, showing that reading and the heading the robot "
                      f"really had (within {HEADING_TOLERANCE} degrees). Print heading() and distance() of each reading, one row "
                      "each, in the order you took them.", explain)
    return partly(share, f"{good} of your {len(run.reads)} readings have a matching row (heading within {HEADING_TOLERANCE} degrees, "
                  f"the same distance), so you get {share * 100:.0f} % of this run's marks. Print every reading, in order: "
                  "the heading, then the distance.", explain)


def read_twice(run, table_rows):
    """How many rows show the reading two on from the one the row before showed (the rows read the
    distance twice each, printing one of the two)."""
    reads, k, count = run.reads, -1, 0
    for _, cm, _ in table_rows:
        nxt = next((j for j in range(k + 1, min(k + 4, len(reads))) if reads[j] == float(cm)), None)
        if nxt is None:
            continue
        count += nxt == k + 2
        k = nxt
    return count


def label_of_other_reading(run, labelled):
    """'before' or 'after' when every wrong label is right for the reading taken just before (or
    after) the one its row shows: distance() called once to label and again to print. Rows are
    matched to the readings in order. None otherwise."""
    reads, k, wrong, before, after = run.reads, -1, 0, 0, 0
    for cm, label in labelled:
        at = next((j for j in range(k + 1, len(reads)) if reads[j] == cm), None)
        if at is None:
            continue
        k = at
        if (label == "near") != (cm < NEAR_UNDER):
            wrong += 1
            before += at >= 1 and (label == "near") == (reads[at - 1] < NEAR_UNDER)
            after += at + 1 < len(reads) and (label == "near") == (reads[at + 1] < NEAR_UNDER)
    if wrong and before == wrong:
        return "before"
    if wrong and after == wrong:
        return "after"
    return None


def reads_per_row(run):
    """A hint when the program took many more readings than it printed rows: each call of
    distance() is a new reading, and the rows show only some of them."""
    printed = len(rows(run))
    if printed and len(run.reads) >= 1.5 * printed:
        # Two calls at one moment for each row, or rows that leave readings out: the read times tell.
        times = run.read_times
        gaps = [b - a for a, b in zip(times, times[1:])]
        together = sum(1 for g in gaps if g < 0.5 * max(gaps))
        if together >= 0.4 * len(run.reads):
            return said(f"Your program read the distance {len(run.reads)} times but printed {printed} rows: every call "
                        "of distance() is a new reading. Call it once for each row, keep it (cm = distance()), and "
                        "print, label and count that cm.")
        return said(f"Your program read the distance {len(run.reads)} times, each a moment apart, but printed "
                    f"{printed} rows. The task asks for a row for each reading.")
    return ""


def row_distance(run, i, row):
    """The distance a row shows: its second number, or its first when that is the reading in its place."""
    h, cm, _ = row
    if i < len(run.reads) and float(cm) != run.reads[i] and float(h) == run.reads[i]:
        return float(h)
    return float(cm)


@task("labels")
def labels(run):
    table_rows = rows(run)
    labelled = [(row_distance(run, i, r), r[2].split()[0]) for i, r in enumerate(table_rows)
                if r[2].startswith(("near", "far"))]
    if not labelled:
        return failed('no row ends with a label. Add "near" or "far" after the distance on each row.',
                      f"{len(table_rows)} rows of two numbers, none ending with near or far")
    # Every row needs its label; how many rows there are is the table task's.
    if len(labelled) < len(table_rows):
        return partly(len(labelled) / len(table_rows), f"{len(labelled)} of your {len(table_rows)} rows have a label; the task "
                      "asks for one on every row.", f"{len(labelled)} of {len(table_rows)} rows labelled (all needed)")
    readings_seen = sum(1 for cm, _ in labelled if cm in run.reads)
    if readings_seen < 0.9 * len(labelled):
        return failed("your labelled rows do not show the distances the robot really read.",
                      f"{readings_seen} of {len(labelled)} labelled distances are readings the robot took (90 % needed)")
    right = sum(1 for cm, label in labelled if (label == "near") == (cm < NEAR_UNDER))
    explain = f"{right} of {len(labelled)} labels right, near meaning under {NEAR_UNDER} cm (all needed)"
    if right == len(labelled):
        return passed(f"all {right} labels are right.", explain)
    nears = [cm for cm, label in labelled if label == "near"]
    fars = [cm for cm, label in labelled if label == "far"]
    wrong_cm, wrong_label = next((cm, label) for cm, label in labelled if (label == "near") != (cm < NEAR_UNDER))
    hint = said(f"Your row for {wrong_cm:g} cm says {wrong_label}: under {NEAR_UNDER} cm is near, "
                f"{NEAR_UNDER} or more is far. Is your threshold off?")
    wrong = [cm for cm, label in labelled if (label == "near") != (cm < NEAR_UNDER)]
    other = label_of_other_reading(run, labelled)
    if other and len(run.reads) >= 1.5 * len(labelled):
        said_other = said("before") if other == "before" else said("after")
        hint = said(f"Your row for {wrong_cm:g} cm says {wrong_label}: its label is of the reading taken just {said_other} "
                    f"the one the row shows. {reads_per_row(run)}")
    elif all(cm == NEAR_UNDER for cm in wrong):
        hint = said(f"Your row for exactly {NEAR_UNDER:g} cm says near, but near is under {NEAR_UNDER} cm: {NEAR_UNDER} "
                    f"itself is far. Use cm < {NEAR_UNDER}, not cm <= {NEAR_UNDER}.")
    elif nears and fars and max(nears) < min(fars):
        hint = said(f"Your labels split near from far somewhere between {max(nears):g} and {min(fars):g} cm, so your "
                    f"threshold is off: the task's is {NEAR_UNDER} cm (under {NEAR_UNDER} is near).")
    elif nears and fars and min(nears) > max(fars):
        hint = said(f"Your labels are the wrong way round: near is under {NEAR_UNDER} cm, far is {NEAR_UNDER} or more.")
    return partly(right / len(labelled), f"{right} of {len(labelled)} labels are right. {hint}", explain)


@task("count")
def count(run):
    lines = [l for l in run.prints if l.strip().lower().startswith("near:")]
    if not lines:
        return failed('no line starts with "near:". At the end, print("near:", how_many).',
                      'no printed line starts with "near:"')
    if not run.reads:
        return failed("the robot took no readings to count.", "no readings in the record")
    numbers = numbers_in(lines[-1])
    truth = sum(1 for r in run.reads if isinstance(r, (int, float)) and r < NEAR_UNDER)
    explain = f'printed "{lines[-1].strip()}"; {truth} of the {len(run.reads)} readings were under {NEAR_UNDER} cm'
    if numbers and numbers[0] == truth:
        return passed(f"{truth} of the {len(run.reads)} readings were near.", explain)
    far = len(run.reads) - truth
    hint = reads_per_row(run) or said("Count them as you label them.")
    far_or_40 = sum(1 for r in run.reads if isinstance(r, (int, float)) and r > NEAR_UNDER)
    at_40 = sum(1 for r in run.reads if r == NEAR_UNDER)
    if numbers and numbers[0] in (far, far_or_40) and far != truth:
        hint = said("That is how many were far: count the near ones.")
    elif numbers and at_40 and numbers[0] == truth + at_40:
        hint = said(f"{at_40} readings were exactly {NEAR_UNDER} cm, which is far, not near: count those under {NEAR_UNDER}.")
    return failed(f'your program printed "{lines[-1].strip()}", but {truth} of the readings the robot took were '
                  f"under {NEAR_UNDER} cm. {hint}", explain)
