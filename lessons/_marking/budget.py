"""Checks bounded by construction: a check that compares each guess with the whole run so far
costs guesses x readings, and a program that runs to the robot-time limit (12,000 readings)
would push the checker past its deadline and leave the submission not marked. Such a check
judges at most GUESSES_JUDGED guesses, spread evenly over the run (the same ones on every
machine: the marks stay deterministic), and says so in what it explains."""

GUESSES_JUDGED = 200
# With `within` (how far back each item's work reaches: the readings so far), fewer items, so
# that a check's work stays under this many comparisons, but never fewer than GUESSES_AT_LEAST.
COMPARISONS = 300_000
GUESSES_AT_LEAST = 30


def judged(items, at_most=GUESSES_JUDGED, within=0):
    """At most `at_most` of the items (fewer when each reaches `within` back: COMPARISONS),
    spread evenly from the first to the last, in order."""
    if within > 0:
        at_most = max(GUESSES_AT_LEAST, min(at_most, COMPARISONS // within))
    n = len(items)
    if n <= at_most:
        return list(items)
    return [items[(i * (n - 1)) // (at_most - 1)] for i in range(at_most)]


def judged_note(total, count):
    """The explain's note when only some were judged, else ""."""
    if count >= total:
        return ""
    return f"; {count} of the {total} guesses judged, spread evenly over the run (the check's budget)"
