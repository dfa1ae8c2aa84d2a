"""A text's "on every step once there are N readings", judged word by word (lessons/README.md).

A step is the time between one reading and the next. Once the program has N readings, each step
up to its last guess must hold a guess: the first step is the one after the N-th reading, and a
step missed there, or every other step, is a step missed. Readings after the last guess are not
steps: the guessing is over (a program may read once more, or stand reading, after its loop).
"""
from bugbot_marking import counted, said

LATE = 0.75    # guesses this much closer to the reading before than after look one step late


def unguessed_steps(run, name, first_at):
    """(the steps asked for, those with nothing plotted as `name`), each step named by how many
    readings came before it (the step after the 25th reading is 25)."""
    asked, missed, reads, guessed = [], [], 0, False
    for kind, plot_name, _ in run.timeline:
        if kind == "plot" and plot_name == name:
            guessed = True
        elif kind == "read":
            if reads >= first_at:
                asked.append(reads)
                if not guessed:
                    missed.append(reads)
            reads += 1
            guessed = False
    if guessed and reads >= first_at:
        asked.append(reads)          # the last guess, after the last reading
    # Steps after the last guess are not asked for.
    last_guessed = max((s for s in asked if s not in set(missed)), default=None)
    if last_guessed is None:
        return [], []
    return [s for s in asked if s <= last_guessed], [s for s in missed if s < last_guessed]


def missed_steps_said(asked, missed, first_at, noun=None):
    """The missed steps in a student's words: "the first step (after the 25th reading)", "every other
    step (22 of the 45)", "3 of the 45 steps (after readings 30, 31 and 40)"; in the student's language,
    each phrase a whole message (said()). `noun` is what a step lacks, already said(): said("guess") by default."""
    if not missed:
        return ""
    noun = noun or said("guess")
    if missed == [first_at]:
        return said(f"the first step had no {noun}: once there are {first_at} readings, {noun} straight away, "
                    f"before reading number {first_at + 1}")
    every_other = len(missed) >= 0.4 * len(asked) and all(b - a == 2 for a, b in zip(missed, missed[1:]))
    if every_other:
        return said(f"every other step had no {noun} ({len(missed)} of the {len(asked)} steps)")
    shown = ", ".join(str(s) for s in missed[:4]) + (", ..." if len(missed) > 4 else "")
    where = said(f"the step after reading {shown}") if len(missed) == 1 else said(f"the steps after readings {shown}")
    return said(f"{len(missed)} of the {counted(len(asked), 'step')} once there were {first_at} readings had no {noun} "
                f"({where})")


def one_step_late_said(found, good_enough):
    """A guess plotted after the reading it guesses, in the student's words, or None. `found` holds
    (guess, the reading after it, the reading before it); `good_enough` is the most a guess may be
    off on average to pass. Guesses much closer to the reading before them than to the one after,
    close enough to it to pass, look one step late. A model that leans on older readings can be a
    little closer to the reading before (the heads lesson's head 1 alone: 0.85 of the way), so
    only a clear gap is named."""
    after = sum(abs(g - a) for g, a, _ in found) / len(found)
    before = sum(abs(g - b) for g, _, b in found) / len(found)
    if before <= LATE * after and before <= good_enough:
        return said(f"your guesses were {after:.1f} cm off the reading after each, but only {before:.1f} cm off the "
                    "reading before it: they look like guesses of the reading already read, one step late. Read, "
                    "then guess the next reading from the newest 25, before reading it.")
    return None
