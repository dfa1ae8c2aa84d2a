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


@task("guess")
def guess(run):
    made = steps(run)
    if not made:
        return failed('nothing was plotted as "guess" before a reading. Plot your guess, then read the next distance.')
    if run.turned_degrees() < 720:
        return failed("keep the robot spinning while it guesses (at least two turns): the pattern repeats only when it turns.")
    if len(made) < 20:
        return failed(f"you made {len(made)} guesses; the task asks for at least 20.")
    usable = [(g, h) for g, _, _, h in made if len(h) > PATCH]
    right = sum(1 for g, h in usable if g in neighbour_answers(h))
    share = right / len(usable) if usable else 0
    if share >= 0.9:
        return passed(f"{right} of {len(usable)} guesses are what followed the closest earlier moment.")
    if share < 0.3:
        return failed("none of your guesses is the reading that followed the closest earlier moment. Compare the last 3 readings with every earlier 3 in a row, and take the reading after the closest.")
    return partly(share, f"{right} of {len(usable)} guesses are what followed the closest earlier moment. Look at every earlier moment, not just some.")


@task("beat")
def beat(run):
    made = [(g, t, p) for g, t, p, _ in steps(run) if p is not None]
    if len(made) < 20:
        return failed('there were fewer than 20 guesses to compare. Plot "guess" on every step once there are 15 readings.')
    if run.turned_degrees() < 720:
        return failed("keep the robot spinning while it guesses (at least two turns).")
    yours = sum(abs(g - t) for g, t, _ in made) / len(made)
    repeat = sum(abs(p - t) for _, t, p in made) / len(made)
    if yours <= 0.9 * repeat:
        return passed(f"your guesses were {yours:.1f} cm off on average, against {repeat:.1f} cm for repeating the last reading.")
    if yours < repeat:
        return partly(0.5, f"your guesses were {yours:.1f} cm off on average, against {repeat:.1f} cm for repeating the last reading: better, but not by 10 %.")
    return failed(f"your guesses were {yours:.1f} cm off on average; repeating the last reading would have been {repeat:.1f} cm off. The task asks you to beat it by 10 %.")
