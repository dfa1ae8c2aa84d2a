# Several heads' task checks (lessons/README.md says how these work). Nothing
# is trained here: the guesses are compared with "no change" on the readings
# the robot took, and each head's weights are judged by where they point.
from bugbot_marking import task, passed, failed, partly, counted, said
from every_step import one_step_late_said

WINDOW, KEYS = 25, 20
FEWEST_GUESSES = 30
BEAT_SAME = 0.75       # at least 25 % closer than "no change"
FASTER = 28            # degrees a reading: the full-power spin turns about 32, three-quarter power about 24
NEAR_NOW = 3           # head 2's biggest weight at most this many steps back
REVOLUTION_SLACK = 3   # head 1's biggest weight within this many steps of a revolution back


def numbers(values):
    return [v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]


def after_training(run):
    """(guess, the reading after it, the reading before it, the heading turned from that reading
    to the next) for each "guess" plotted after the first loss, with a reading after it."""
    headings = run.read_headings()
    out, trained, pending, index = [], False, [], -1
    for kind, name, value in run.timeline:
        if kind == "plot" and name == "loss":
            trained = True
        elif kind == "plot" and name == "guess" and trained and index >= WINDOW - 1:
            pending.append(value)
        elif kind == "read":
            index += 1
            for guess in pending:
                if isinstance(guess, (int, float)) and isinstance(value, (int, float)):
                    turn = (headings[index] - headings[index - 1]) % 360
                    out.append((guess, value, run.reads[index - 1], turn))
            pending = []
    return out


@task("guess")
def guess(run):
    found = [f for f in after_training(run) if isinstance(f[2], (int, float))]
    if not found:
        return failed('nothing was plotted as "guess" after training, before a reading. On the faster spin, plot '
                      "the two heads' guess before each reading.", 'no "guess" after the first loss')
    if len(found) < FEWEST_GUESSES:
        return failed(f"{counted(len(found), 'guess', 'guesses')} after training had a reading after them; the task "
                      f"asks for at least {FEWEST_GUESSES} guesses before a reading.",
                      f"{len(found)} guesses after training")
    low, high = min(f[0] for f in found), max(f[0] for f in found)
    if high - low < 8 and max(abs(low), abs(high)) <= 4:
        return failed(f"your guesses run from {low:.2f} to {high:.2f}: scaled numbers, not centimetres. "
                      "Plot 50 + 25 * guess.", f"guesses from {low:.2f} to {high:.2f}")
    if all(abs(g - before) <= 0.5 for g, _, before, _ in found):
        return failed("each of your guesses is the reading before it, which is no change, not the heads' guess.",
                      "every guess within 0.5 cm of the reading before it")
    turn = sum(f[3] for f in found) / len(found)
    yours = sum(abs(g - truth) for g, truth, _, _ in found) / len(found)
    same = sum(abs(before - truth) for _, truth, before, _ in found) / len(found)
    explain = (f"{len(found)} guesses after training, {turn:.1f} degrees a reading: off by {yours:.2f} cm, "
               f"no change {same:.2f} cm; at most {BEAT_SAME * same:.2f} cm needed")
    late = one_step_late_said([(g, truth, before) for g, truth, before, _ in found], BEAT_SAME * same)
    if late:
        return failed(late, explain)
    if turn < FASTER:
        return failed(f"while you guessed, the robot turned {turn:.0f} degrees a reading. The task's faster spin, "
                      "drive(0, 0, 100), turns about 32.", explain)
    if yours <= BEAT_SAME * same:
        return passed(f"your guesses were {yours:.1f} cm off, no change {same:.1f} cm.", explain)
    if yours < same:
        return partly(0.5, f"your guesses were {yours:.1f} cm off, no change {same:.1f} cm: better, but not by 25 %. "
                      "Half the marks for this run.", explain)
    return failed(f"your guesses were {yours:.1f} cm off on average; repeating the last reading was {same:.1f} cm "
                  "off. The task asks for 25 % better.", explain)


def revolution(run):
    """Readings per revolution over the last 25 readings, from the headings the robot read at."""
    headings = run.read_headings()[-WINDOW:]
    turns = [(b - a) % 360 for a, b in zip(headings, headings[1:])]
    step = sum(turns) / len(turns) if turns else 0
    return 360 / step if step > 0 else None


def strip_problem(name, weights):
    """What is wrong with one head's plotted weights, in the student's words, or None."""
    if not weights:
        return said(f'nothing was plotted as "{name}". After the spin, plot its twenty weights.')
    if len(weights) != KEYS:
        return said(f'you plotted {counted(len(weights), "value")} as "{name}"; the task asks for the twenty '
                    "weights of its last guess, once.")
    if min(weights) < 0 or abs(sum(weights) - 1) > 0.01:
        return said(f'the twenty "{name}" values add up to {sum(weights):.3f}; softmax weights are positive and add up to 1.')
    return None


def back(weights):
    """How many steps back the biggest weight is: the newest key (the last plotted) is 1 back."""
    return KEYS - max(range(KEYS), key=lambda j: weights[j])


@task("heads")
def heads(run):
    one, two = numbers(run.plots.get("head 1", [])), numbers(run.plots.get("head 2", []))
    for name, weights in (("head 1", one), ("head 2", two)):
        problem = strip_problem(name, weights)
        if problem:
            return failed(problem, f'{len(weights)} values as "{name}", adding up to {sum(weights):.3f}')
    turn = revolution(run)
    if turn is None:
        return failed("the robot did not turn while it read, so no head can look a revolution back.", "no turning")
    one_back, two_back = back(one), back(two)
    explain = (f"head 1's biggest weight {one_back} back, head 2's {two_back} back; a revolution is {turn:.1f} "
               f"readings (head 1 within {REVOLUTION_SLACK}, head 2 at most {NEAR_NOW} back)")
    if abs(two_back - turn) <= REVOLUTION_SLACK and one_back <= NEAR_NOW:
        return failed(f'"head 1" looks {one_back} back and "head 2" {two_back} back: the two heads are swapped.', explain)
    if two_back >= KEYS + 1 - NEAR_NOW and abs(KEYS + 1 - one_back - turn) <= REVOLUTION_SLACK:
        return failed("both heads' weights are in reverse order: plot them oldest key first, newest last.", explain)
    if abs(one_back - turn) > REVOLUTION_SLACK:
        return failed(f'the biggest "head 1" weight is {one_back} back; a revolution at this speed is {turn:.1f} '
                      "readings.", explain)
    if two_back > NEAR_NOW:
        return failed(f'the biggest "head 2" weight is {two_back} back; the task asks for a head that looks near now, '
                      f"at most {NEAR_NOW} back.", explain)
    return passed(f"head 1 looks {one_back} back, a revolution at this speed; head 2 looks {two_back} back.", explain)
