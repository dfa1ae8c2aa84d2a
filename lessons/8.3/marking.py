# Lesson 8.3's task checks: each gets one recorded run (lessons/README.md).
from bugbot_marking import task, passed, failed, partly

PATCH = 3


def steps(run):
    """(guess, truth, previous reading, readings so far) for every "guess" plotted."""
    out, so_far, pending = [], [], []
    for kind, name, value in run.timeline:
        if kind == "plot" and name == "guess" and isinstance(value, (int, float)):
            pending.append((value, list(so_far)))
        elif kind == "read" and isinstance(value, (int, float)):
            for g, history in pending:
                out.append((g, value, so_far[-1] if so_far else None, history))
            pending = []
            so_far.append(value)
    return out


def neighbour_answers(history):
    """Every reading that followed an earlier moment as close to now as the closest (squared or absolute gaps)."""
    now = history[-PATCH:]
    answers = set()
    for gap in (lambda a, b: (a - b) ** 2, lambda a, b: abs(a - b)):
        gaps = [(sum(gap(a, b) for a, b in zip(history[s:s + PATCH], now)), s) for s in range(len(history) - PATCH)]
        if gaps:
            best = min(g for g, _ in gaps)
            answers |= {history[s + PATCH] for g, s in gaps if g <= best + 1e-9}
    return answers


FIRST_GUESS_AT = 15


def missed_steps(run):
    """How many steps with at least 15 readings went by without a guess before the next reading."""
    missed, so_far, guessed = 0, 0, False
    for kind, name, value in run.timeline:
        if kind == "plot" and name == "guess":
            guessed = True
        elif kind == "read":
            if so_far >= FIRST_GUESS_AT and not guessed:
                missed += 1
            so_far += 1
            guessed = False
    return missed


@task("guess")
def guess(run):
    made = steps(run)
    if not made:
        return failed('nothing was plotted as "guess" before a reading. Plot your guess, then read the next distance.',
                      'no "guess" plotted before a reading')
    if run.turned_degrees() < 720:
        return failed("keep the robot spinning while it guesses (at least two turns): the pattern repeats only when it turns.",
                      f"the robot turned {run.turned_degrees():.0f} degrees (at least 720 needed)")
    if len(made) < 20:
        return failed(f"you made {len(made)} guesses; the task asks for at least 20.",
                      f"{len(made)} guesses plotted before a reading (at least 20)")
    usable = [(g, h) for g, _, _, h in made if len(h) > PATCH]
    right = sum(1 for g, h in usable if g in neighbour_answers(h))
    missed = missed_steps(run)
    explain = (f"{right} of {len(usable)} guesses are a reading that followed an earlier moment closest to the last 3 "
               f"(squared or absolute differences; 90 % needed); {missed} steps from the {FIRST_GUESS_AT}th reading on "
               "had no guess before the next reading")
    share = right / len(usable) if usable else 0
    if share >= 0.9 and missed <= 1:
        return passed(f"{right} of {len(usable)} guesses are what followed the closest earlier moment.", explain)
    if share >= 0.9:
        return partly(0.5, f"your guesses are right, but {missed} steps once there were {FIRST_GUESS_AT} readings had no "
                      f"guess. Start guessing as soon as there are {FIRST_GUESS_AT} readings, and guess on every step.",
                      explain)
    # A plot one step late: the guess plotted after the reading it was meant to guess.
    late = sum(1 for g, h in usable if len(h) > PATCH + 1 and g in neighbour_answers(h[:-1]))
    if late >= 0.9 * len(usable):
        return failed("your guesses are plotted one step late: each is the right guess for the reading your program had "
                      "just taken, plotted after it. Your nearest neighbour is right; plot the guess before you read "
                      "the next distance.", explain + f"; {late} of them are the right guess one reading earlier")
    if share < 0.3:
        return failed("few of your guesses are the reading that came after the closest earlier moment. Compare the last 3 "
                      "readings with every earlier 3 in a row, and take the reading after the closest, not its last one.",
                      explain)
    return partly(share, f"{right} of {len(usable)} guesses are what followed the closest earlier moment. Look at every "
                  "earlier moment, not just some.", explain)


@task("beat")
def beat(run):
    made = [(g, t, p) for g, t, p, _ in steps(run) if p is not None]
    if len(made) < 20:
        return failed('there were fewer than 20 guesses to compare. Plot "guess" on every step once there are 15 readings.',
                      f"{len(made)} guesses with a reading before and after (at least 20)")
    if run.turned_degrees() < 720:
        return failed("keep the robot spinning while it guesses (at least two turns).",
                      f"the robot turned {run.turned_degrees():.0f} degrees (at least 720 needed)")
    yours = sum(abs(g - t) for g, t, _ in made) / len(made)
    repeat = sum(abs(p - t) for _, t, p in made) / len(made)
    explain = (f"over {len(made)} guesses: yours {yours:.2f} cm off on average, repeating the last reading "
               f"{repeat:.2f} cm; at most {0.9 * repeat:.2f} passes (10 % better), under {repeat:.2f} half")
    if yours <= 0.9 * repeat:
        return passed(f"your guesses were {yours:.1f} cm off on average, against {repeat:.1f} cm for repeating the last reading.", explain)
    if yours < repeat:
        return partly(0.5, f"your guesses were {yours:.1f} cm off on average, against {repeat:.1f} cm for repeating the last reading: better, but not by 10 %.", explain)
    return failed(f"your guesses were {yours:.1f} cm off on average; repeating the last reading would have been {repeat:.1f} cm off. The task asks you to beat it by 10 %.", explain)
