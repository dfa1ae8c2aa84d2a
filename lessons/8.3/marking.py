# Lesson 8.3's task checks: each gets one recorded run (lessons/README.md).
from collections.abc import Sequence

from bugbot_marking import task, passed, failed, partly, said
from budget import judged, judged_note
from every_step import unguessed_steps, missed_steps_said

PATCH = 3


class Prefix(Sequence):
    """The first n readings of a list that keeps growing, without a copy: a
    copy per guess would grow as reads x guesses (an attacker's 44 GB)."""

    def __init__(self, items, n):
        self.items, self.n = items, n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.items[slice(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError(i)
        return self.items[i]


def steps(run):
    """(guess, truth, previous reading, readings so far) for every "guess" plotted."""
    out, so_far, pending = [], [], []
    for kind, name, value in run.timeline:
        if kind == "plot" and name == "guess" and isinstance(value, (int, float)):
            pending.append((value, Prefix(so_far, len(so_far))))
        elif kind == "read" and isinstance(value, (int, float)):
            for g, history in pending:
                out.append((g, value, so_far[-1] if so_far else None, history))
            pending = []
            so_far.append(value)
    return out


def closest_moments(history):
    """For the earlier moments (3 readings in a row, with a reading after them) closest to the
    last 3, by squared or by absolute differences: (the readings that followed them, their own
    last readings). One pass over the history."""
    h = list(history)
    n0, n1, n2 = h[-3], h[-2], h[-1]
    patches = list(zip(h[:-3], h[1:-2], h[2:-1]))
    starts = set()
    for gap in ([(a - n0) ** 2 + (b - n1) ** 2 + (c - n2) ** 2 for a, b, c in patches],
                [abs(a - n0) + abs(b - n1) + abs(c - n2) for a, b, c in patches]):
        if gap:
            best = min(gap) + 1e-9
            starts.update(s for s, g in enumerate(gap) if g <= best)
    return {h[s + PATCH] for s in starts}, {h[s + PATCH - 1] for s in starts}


def window_answers(history, moments):
    """What followed the closest of only the last `moments` earlier moments (squared or absolute gaps)."""
    h = list(history)
    now = h[-PATCH:]
    first = max(0, len(h) - PATCH - moments)
    answers = set()
    for gap in (lambda s: sum((a - b) ** 2 for a, b in zip(h[s:s + PATCH], now)),
                lambda s: sum(abs(a - b) for a, b in zip(h[s:s + PATCH], now))):
        gaps = {s: gap(s) for s in range(first, len(h) - PATCH)}
        if gaps:
            best = min(gaps.values()) + 1e-9
            answers.update(h[s + PATCH] for s, g in gaps.items() if g <= best)
    return answers


def short_window(guesses):
    """(moments, share) when at least 90 % of the guesses are the nearest neighbour among only the
    most recent 2 to 12 earlier moments (an honest search over a window too short, not every
    earlier moment): the window that explains the most (the shortest of equals), else None."""
    usable = [(g, h) for g, h, _, _ in guesses if len(h) > PATCH + 12]
    if not usable:
        return None
    hits, moments = max((sum(1 for g, h in usable if g in window_answers(h, m)), -m) for m in range(2, 13))
    return (-moments, hits / len(usable)) if hits >= 0.9 * len(usable) else None


def neighbour_answers(history):
    """Every reading that followed an earlier moment as close to now as the closest (squared or absolute gaps)."""
    return closest_moments(history)[0]


def judged_guesses(run):
    """(guess, history, the nearest neighbour's answers, the closest moments' own last readings)
    for the guesses judged (at most GUESSES_JUDGED, spread over the run: lessons/_marking/budget.py),
    and how many there were; worked out once a run for both tasks."""
    cached = getattr(run, "_judged_guesses", None)
    if cached is None:
        usable = [(g, h) for g, _, _, h in steps(run) if len(h) > PATCH]
        # Each guess judged costs two passes over its readings so far (this and the late check).
        cached = ([(g, h) + closest_moments(h) for g, h in judged(usable, within=len(run.reads))], len(usable))
        run._judged_guesses = cached
    return cached


def fixed_lag(usable):
    """(k, share) when at least 80 % of the guesses are the reading k back (a fixed rule, no matching), else None."""
    for k in range(1, 40):
        hits = sum(1 for g, h in usable if len(h) >= k and g == h[-k])
        if hits >= 0.8 * len(usable):
            return k, hits / len(usable)
    return None


def same_guess(usable):
    """The value when at least 80 % of the guesses are one number, else None."""
    values = [g for g, _ in usable]
    if not values:
        return None
    top = max(set(values), key=values.count)
    return top if values.count(top) >= 0.8 * len(values) else None


def not_matching(run):
    """Why the guesses are not nearest neighbour guesses at all (a message), or None."""
    guesses, _ = judged_guesses(run)
    usable = [(g, h) for g, h, _, _ in guesses]
    # On a regular spin the closest moment is often one revolution back: guesses that are
    # (nine in ten) the nearest neighbour's are never called a fixed rule.
    if sum(1 for g, _, answers, _ in guesses if g in answers) >= 0.9 * len(guesses):
        return None
    # A window too short and a fixed rule can look alike (the reading a turn back is often the closest
    # of the last 11 moments): the one that explains more guesses is named, the fixed rule on a tie.
    window, lag = short_window(guesses), fixed_lag(usable)
    if window is not None and (lag is None or window[1] > lag[1]):
        return (said(f"your guesses are the nearest neighbour among only the most recent earlier moments (about the last "
                     f"{window[0]}), not every earlier one: the closest match is usually about a turn back, further than that. "
                     "Compare the last 3 readings with every earlier 3 in a row, from the very first reading."),
                f"{window[1]:.0%} of the guesses are the closest of the last {window[0]} earlier moments' next readings")
    if lag is not None:
        lag = lag[0]
        which = said("repeats the last reading") if lag == 1 else said(f"is the reading {lag} back")
        return (said(f"each of your guesses {which}, whatever the readings were: a fixed rule, not a nearest neighbour. "
                     "Compare the last 3 readings with every earlier 3 in a row, and guess the reading after the closest."),
                f"at least 80 % of the guesses are the reading {lag} back")
    value = same_guess(usable)
    if value is not None:
        return (said(f"you guessed {value:g} nearly every time, whatever the robot read. Guess the reading that came after "
                     "the earlier moment closest to the last 3 readings."), f"at least 80 % of the guesses are {value:g}")
    return None


FIRST_GUESS_AT = 15


@task("guess")
def guess(run):
    made = steps(run)
    if not made:
        return failed('nothing was plotted as "guess" before a reading. Plot your guess, then read the next distance.',
                      'no "guess" plotted before a reading')
    if len(made) < 20:
        return failed(f"you made {len(made)} guesses; the task asks for at least 20.",
                      f"{len(made)} guesses plotted before a reading (at least 20)")
    why = not_matching(run)
    if why:
        return failed(*why)
    guesses, total = judged_guesses(run)
    usable = [(g, h) for g, h, _, _ in guesses]
    right = sum(1 for g, _, answers, _ in guesses if g in answers)
    # "On every step once there are 15 readings": a step missed loses its share.
    asked, missed = unguessed_steps(run, "guess", FIRST_GUESS_AT)
    covered = 1 - len(missed) / len(asked) if asked else 1.0
    explain = (f"{right} of {len(usable)} guesses are a reading that followed an earlier moment closest to the last 3 "
               f"(squared or absolute differences; 90 % needed); {len(missed)} of the {len(asked)} steps from the "
               f"{FIRST_GUESS_AT}th reading to the last guess had no guess before the next reading"
               + judged_note(total, len(usable)))
    share = right / len(usable) if usable else 0
    if share >= 0.9 and not missed:
        return passed(f"{right} of {len(usable)} guesses are what followed the closest earlier moment.", explain)
    if share >= 0.9:
        return partly(covered, f"your guesses are right, but {missed_steps_said(asked, missed, FIRST_GUESS_AT)}. Start "
                      f"guessing as soon as there are {FIRST_GUESS_AT} readings, and guess on every step (you get "
                      f"{covered * 100:.0f} % of this run's marks, one share for each step with a guess).", explain)
    # A plot one step late: the guess plotted after the reading it was meant to guess.
    late = sum(1 for g, h in usable if len(h) > PATCH + 1 and g in neighbour_answers(h[:-1]))   # one more pass a guess judged
    if late >= 0.9 * len(usable):
        return failed("your guesses are plotted one step late: each is the right guess for the reading your program had "
                      "just taken, plotted after it. Your nearest neighbour is right; plot the guess before you read "
                      "the next distance.", explain + f"; {late} of them are the right guess one reading earlier")
    last_of_match = sum(1 for g, _, _, ends in guesses if g in ends)
    if last_of_match >= 0.9 * len(usable):
        return failed("your guesses are the last reading of the closest earlier moment, not the reading after it. "
                      "Take the reading that came next: history[start + 3] for the moment history[start:start + 3].",
                      explain + f"; {last_of_match} of them are the closest moment's own last reading")
    if share < 0.5:
        return failed(f"only {right} of your {len(usable)} guesses match the reading that came after the earlier moment closest "
                      "to the last 3 readings. Compare the last 3 readings with every earlier 3 in a row (the sum of the "
                      "squared differences) and take the reading after the one with the smallest sum.",
                      explain)
    missing = said(f" Besides, {missed_steps_said(asked, missed, FIRST_GUESS_AT)}.") if missed else ""
    return partly(share * covered, f"{right} of {len(usable)} guesses are what followed the closest earlier moment, so you "
                  f"get {share * covered * 100:.0f} % of this run's marks. Look at every earlier moment, not just some."
                  f"{missing}", explain)


@task("beat")
def beat(run):
    made = [(g, t, p) for g, t, p, _ in steps(run) if p is not None]
    if len(made) < 20:
        return failed('there were fewer than 20 guesses to compare. Plot "guess" on every step once there are 15 readings.',
                      f"{len(made)} guesses with a reading before and after (at least 20)")
    # The comparison is of the nearest neighbour's guesses: a fixed rule or one number earns nothing here.
    why = not_matching(run)
    if why:
        return failed(f"{why[0]} This task compares the nearest neighbour's guesses with repeating the last reading.", why[1])
    guesses, total = judged_guesses(run)
    usable = guesses
    right = sum(1 for g, _, answers, _ in guesses if g in answers)
    if right < 0.5 * len(usable):
        return failed("fewer than half of your guesses are the nearest neighbour's (see the guess task), and this task "
                      "compares the nearest neighbour's guesses with repeating the last reading. Fix the guesses first.",
                      f"{right} of {len(usable)} guesses are the nearest neighbour's (half needed)")
    yours = sum(abs(g - t) for g, t, _ in made) / len(made)
    repeat = sum(abs(p - t) for _, t, p in made) / len(made)
    explain = (f"over {len(made)} guesses: yours {yours:.2f} cm off on average, repeating the last reading "
               f"{repeat:.2f} cm; at most {0.9 * repeat:.2f} passes (10 % better), under {repeat:.2f} half")
    if yours <= 0.9 * repeat:
        return passed(f"your guesses were {yours:.1f} cm off on average, against {repeat:.1f} cm for repeating the last reading.", explain)
    if yours < repeat:
        return partly(0.5, f"your guesses were {yours:.1f} cm off on average, against {repeat:.1f} cm for repeating the last reading: better, but not by 10 % (half the marks for this run).", explain)
    return failed(f"your guesses were {yours:.1f} cm off on average; repeating the last reading would have been {repeat:.1f} cm off. The task asks you to beat it by 10 %.", explain)
