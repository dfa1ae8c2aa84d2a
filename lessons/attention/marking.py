# The attention lesson's task checks (lessons/README.md says how these work).
# Each function gets one recorded run of the student's program and says how
# much of the task the record shows was done.
import math

from bugbot_marking import task, passed, failed, partly, heading_difference, said
from every_step import unguessed_steps, missed_steps_said

PATCH, KEYS = 5, 20


def scores_for(history):
    """The dot-product scores of the 20 keys against the query, for 25 readings."""
    scaled = [(cm - 50) / 25 for cm in history]
    query = scaled[-PATCH:]
    return [sum(q * k for q, k in zip(query, scaled[j:j + PATCH])) for j in range(KEYS)]


# The record keeps a plotted value to 6 decimals: the logs of weights below this are too rough to fit.
FIT_SMALLEST = 1e-3


def softmax_fit(weights, scores):
    """How well log(weights) follows a straight line in the scores (correlation), and its slope,
    from the weights the record keeps precisely enough (two give the slope alone)."""
    pairs = [(s, math.log(w)) for s, w in zip(scores, weights) if w >= FIT_SMALLEST]
    if len(pairs) < 2:
        return 0.0, 0.0
    n = len(pairs)
    ms = sum(s for s, _ in pairs) / n
    ml = sum(l for _, l in pairs) / n
    sxx = sum((s - ms) ** 2 for s, _ in pairs)
    syy = sum((l - ml) ** 2 for _, l in pairs)
    sxy = sum((s - ms) * (l - ml) for s, l in pairs)
    if sxx <= 0:
        return 0.0, 0.0
    fit = sxy / math.sqrt(sxx * syy) if syy > 0 and n >= 3 else 0.0
    return fit, sxy / sxx


def softmax(scores, divisor):
    biggest = max(scores)
    e = [math.exp((s - biggest) / divisor) for s in scores]
    total = sum(e)
    return [x / total for x in e]


# How far (the largest difference in any one weight) plotted weights may be from the softmax.
WEIGHT_TOLERANCE = 0.002
# Divisors so small that the softmax is one-hot: the text says any divisor will do.
ONE_HOT = (1e-3,)


def softmax_error(weights, history, ladder=()):
    """The largest difference between the weights and the softmax of this history's dot
    products, for the divisor that fits best: the one the logs of the weights give (exact for
    any divisor while two or more weights are above zero), a one-hot softmax, or the ladder's.
    A constant number of softmaxes of 20: the cost of a check does not grow with a divisor."""
    scores = scores_for(history)
    fit, slope = softmax_fit(weights, scores)
    divisors = list(ONE_HOT) + list(ladder) + ([1 / slope] if slope > 0 else [])
    return min(max(abs(a - b) for a, b in zip(weights, softmax(scores, d))) for d in divisors), fit


def guess_histories(run):
    """The 25 readings before each value plotted as "guess" (the last guess included, with
    or without a reading after it), in order, and where each came in the timeline."""
    out, reads = [], []
    for position, (kind, name, value) in enumerate(run.timeline):
        if kind == "read" and isinstance(value, (int, float)):
            reads.append(value)
        elif kind == "plot" and name == "guess":
            out.append((position, reads[-(PATCH + KEYS):]))
    return out


def weight_positions(run):
    return [i for i, (kind, name, _) in enumerate(run.timeline) if kind == "plot" and name == "weight"]


@task("weights")
def weights(run):
    w = run.plots.get("weight", [])
    if not w:
        return failed('nothing was plotted as "weight". After the spin, plot the twenty weights of your last guess: plot("weight", w) for each one.',
                      'nothing plotted as "weight"')
    if len(w) != KEYS:
        return failed(f'you plotted {len(w)} values as "weight"; the task asks for the twenty weights of your last guess, '
                      "plotted once, after the spin (not the weights of every guess).",
                      f'{len(w)} values plotted as "weight" (exactly 20 needed)')
    if any(not isinstance(x, (int, float)) or x < 0 for x in w):
        return failed("some of your weights are below zero. Softmax weights are all positive: use math.exp.",
                      f"the smallest of the 20 weights is {min(w):g} (none below 0 allowed)")
    total = sum(w)
    if abs(total - 1) > 0.01:
        return failed(f"your twenty weights add up to {total:.3f}; softmax weights add up to 1. Divide each by their total.",
                      f"the 20 weights add up to {total:.4f} (1 +/- 0.01 needed)")
    if max(w) - min(w) < 1e-9:
        return failed("your weights are all the same, so they do not depend on how well each key matches the query. Work out the scores and softmax them.",
                      f"all 20 weights are {w[0]:g}")
    guesses = [(position, h) for position, h in guess_histories(run) if len(h) == PATCH + KEYS]
    if not guesses:
        return failed('your weights came with no guess made over 25 readings. Plot "guess" on every step, then the weights of the last one.',
                      "no guess had 25 readings before it")
    last_position, last_history = guesses[-1]
    if weight_positions(run)[0] < last_position:
        return failed('you plotted the weights before your last guess. Plot them once, after the spin: the weights of the last guess you made.',
                      f"the first weight comes before the last of {len(guesses)} guesses")
    # The weights of the last guess, for any divisor: the text rules out every other guess's,
    # and weights worked out again after the spin for a guess that was never plotted.
    def best_error(weights):
        return softmax_error(weights, last_history, DIVISORS)
    error, fit = best_error(w)
    explain = (f"the 20 weights add up to {total:.4f} (1 +/- 0.01); against the softmax of the dot products of the "
               f"25 readings before the last guess, for the divisor that fits best: off by {error:.2g} at most "
               f"(at most {WEIGHT_TOLERANCE} passes; a log correlation over 0.95 half: {fit:.4f})")
    # The weights of another guess than the last (the first, or the one before the last):
    # one softmax check a guess, so the cost is the guesses times a constant.
    other, other_error = None, math.inf
    for number, (_, history) in enumerate(guesses[:-1], start=1):
        e, _ = softmax_error(w, history)
        if e < other_error:
            other, other_error = number, e
    if other is not None:
        explain += f"; the closest other guess, number {other} of {len(guesses)}: off by {other_error:.2g}"
    if other is not None and other_error <= WEIGHT_TOLERANCE and other_error < error / 10:
        return failed(f"your weights are those of your guess number {other} of {len(guesses)}, not of your last guess. "
                      "Keep the weights of each guess as you make it, and plot the ones you have after the last guess.",
                      explain)
    reads = [r for r in run.reads if isinstance(r, (int, float))]
    if error > WEIGHT_TOLERANCE and len(reads) >= PATCH + KEYS and reads[-(PATCH + KEYS):] != last_history:
        unplotted, _ = softmax_error(w, reads[-(PATCH + KEYS):], DIVISORS)
        if unplotted <= WEIGHT_TOLERANCE:
            return failed("your weights are worked out again after the spin, from the last 25 readings, for a guess you "
                          "never plotted: your last guess came before the last reading. Plot the weights of your last "
                          "guess: keep them as you make it (guess, weights = attention(...)) and plot those.",
                          explain + f"; the softmax of the run's last 25 readings, never guessed from: off by {unplotted:.2g}")
    if error <= WEIGHT_TOLERANCE:
        return passed(f"your weights add up to 1 and are the softmax of the scores (the biggest is {max(w):.3f}).", explain)
    reversed_error, _ = best_error(list(reversed(w)))
    if reversed_error <= WEIGHT_TOLERANCE:
        return failed("your weights are the right ones, in reverse order: the first you plotted belongs to the newest key. "
                      "Plot them oldest key first (the key that starts 25 readings back), newest last.",
                      explain + f"; reversed, off by {reversed_error:.2g}")
    if all(len(repr(float(x)).split(".")[1]) <= 3 for x in w if "e" not in repr(float(x))):
        # Seen: round numbers that are not this run's softmax. Typed-in weights and rounded ones
        # look alike here, so the feedback says what was seen, not which (issue 46).
        return failed(f"your weights have at most 3 decimals and are not the softmax of this run's dot products "
                      f"(off by up to {error:.3f}). Work them out from the readings this run took.", explain)
    if fit > 0.95:
        return partly(0.5, "your weights add up to 1 and nearly follow the dot products of the last 25 readings, but not exactly. Check the query is the last five readings and each key five readings in a row, oldest first.",
                      explain)
    return failed("your weights add up to 1, but they are not the softmax of the query's dot products with the keys of the last 25 readings the robot took. Check the query, the keys and the order (oldest key first).",
                  explain)


def spun_enough(run):
    turned = run.turned_degrees()
    return turned >= 720, turned


# Any sharpness counts: the page's divisors and a fine ladder from 0.05 to about 20.
DIVISORS = sorted({0.12, 0.25, 0.5, 1.0, 2.0, 2.24} | {0.05 * 1.08 ** i for i in range(80)})


def attention_guesses(history, divisors=DIVISORS):
    """The attention guess for the reading after these 25 readings, for each divisor."""
    scores = scores_for(history)
    values = history[PATCH:PATCH + KEYS]
    biggest = max(scores)
    shifted = [s - biggest for s in scores]
    out = []
    for d in divisors:
        w = [math.exp(s / d) for s in shifted]
        out.append(sum(wi * v for wi, v in zip(w, values)) / sum(w))
    return out


def best_divisor_matches(full, at_least=0, tolerance=0.5, value_shift=0, found=None):
    """How many of the (guess, history) steps the best single divisor reproduces,
    or None when no divisor reproduces `at_least` of them.

    The same answer as counting every divisor on every step, but a divisor is
    dropped as soon as it can no longer reach `at_least` or beat the best
    count so far, and the divisors that match the last step are tried first:
    a submission that uses one sharpness throughout costs about one divisor's
    work. Keys whose weight is below e**-40 of the best key's are left out of
    the sum: they cannot move a guess by a thousandth of a centimetre.
    value_shift -1 takes each key's own last reading as its value (a common mistake)."""
    n = len(full)
    if n == 0:
        return None if at_least > 0 else 0
    prepared = []
    for g, history in full:
        scores = scores_for(history)
        biggest = max(scores)
        values = history[PATCH + value_shift:PATCH + KEYS + value_shift]
        pairs = sorted(((s - biggest, v) for s, v in zip(scores, values)), reverse=True)
        prepared.append((g, pairs))

    def matches(d, step):
        g, pairs = step
        cut = -40.0 * d
        total = weighted = 0.0
        for s, v in pairs:
            if s < cut:
                break
            w = math.exp(s / d)
            total += w
            weighted += w * v
        return abs(weighted / total - g) <= tolerance

    last = prepared[-1]
    order = sorted(DIVISORS, key=lambda d: not matches(d, last))
    best = 0
    for d in order:
        need = max(best + 1, at_least)
        count = misses = 0
        for step in prepared:
            if matches(d, step):
                count += 1
            else:
                misses += 1
                if n - misses < need:
                    break
        if count > best:
            best = count
            if found is not None:
                found[:] = [d]
        if best == n:
            break
    return best if best >= at_least else None


def guess_steps(run):
    """(guess, truth, previous, the 25 readings before it, the 25 before the last of those) for every guess plotted."""
    cached = getattr(run, "_attention_steps", None)
    if cached is not None:
        return cached
    steps, reads_so_far, pending, read_index = [], [], [], -1
    turning = []
    for kind, name, value in run.timeline:
        if kind == "read":
            read_index += 1
        if kind == "plot" and name == "guess" and isinstance(value, (int, float)):
            pending.append((value, list(reads_so_far[-(PATCH + KEYS):]), list(reads_so_far[-(PATCH + KEYS) - 1:-1])))
        elif kind == "read" and isinstance(value, (int, float)):
            for g, history, earlier in pending:
                steps.append((g, value, reads_so_far[-1] if reads_so_far else None, history, earlier))
                turning.append(read_index)
            pending = []
            reads_so_far.append(value)
    run._attention_steps = steps
    run._attention_step_reads = turning
    return steps


def guesses_while_spinning(run):
    """How many guesses were made while the robot turned (at least 1 degree between
    the reading before the guess and the reading after it)."""
    guess_steps(run)
    times = run.read_times
    count = 0
    for i in run._attention_step_reads:
        if i >= 1 and abs(heading_difference(run.heading_at(times[i]), run.heading_at(times[i - 1]))) >= 1:
            count += 1
    return count


def copied_lag(steps):
    """k when at least 80 % of the guesses are exactly the reading k back (a fixed rule,
    "one revolution ago", say, not attention), else None."""
    full = [(g, h) for g, _, _, h, _ in steps if len(h) == PATCH + KEYS]
    if not full:
        return None
    for k in range(1, PATCH + KEYS + 1):
        if sum(1 for g, h in full if abs(g - h[-k]) < 1e-9) >= 0.8 * len(full):
            return k
    return None


def spin_power(run):
    """The largest wheel power while the program was guessing (0 to 100)."""
    guess_steps(run)
    if not run._attention_step_reads:
        return 0
    t0 = run.read_times[run._attention_step_reads[0]]
    t1 = run.read_times[run._attention_step_reads[-1]]
    powers = [max(abs(f.get("left", 0)), abs(f.get("right", 0))) for f in run.frames if t0 <= f.get("t", 0) <= t1]
    return max(powers) if powers else 0


@task("guess")
def guess(run):
    steps = guess_steps(run)
    if not steps:
        return failed('nothing was plotted as "guess" before a reading. On every step, plot("guess", your_guess) before reading the next distance.',
                      'no "guess" plotted before a reading')
    ok, turned = spun_enough(run)
    if not ok:
        return failed(f"the robot turned {turned:.0f} degrees in all; keep it spinning (drive(0, 0, 100)) while it guesses, for at least two turns.",
                      f"the robot turned {turned:.0f} degrees (at least 720 needed)")
    if len(steps) < 20:
        return failed(f"you made {len(steps)} guesses; the task asks for at least 20 (one on every step once there are 25 readings).",
                      f"{len(steps)} guesses plotted before a reading (at least 20)")
    spinning = guesses_while_spinning(run)
    if spinning < 0.9 * len(steps):
        return failed(f"only {spinning} of your {len(steps)} guesses were made while the robot was turning. The task asks "
                      "you to guess while the robot keeps spinning: keep it spinning (drive(0, 0, 100)) until the last guess.",
                      f"{spinning} of {len(steps)} guesses with the heading changing by 1 degree or more across them (90 % needed)")
    # Is each guess what attention over the last 25 readings gives, for one sharpness throughout?
    full = [(g, h) for g, _, _, h, _ in steps if len(h) == PATCH + KEYS]
    if not full:
        return failed("your guesses came before there were 25 readings. Start guessing once the robot has 25.",
                      "no guess had 25 readings before it")
    lag = copied_lag(steps)
    if lag is not None and best_divisor_matches(full, at_least=math.ceil(0.9 * len(full))) is None:
        which = said("repeats the last reading") if lag == 1 else said(f"is the reading {lag} back")
        return failed(f"each of your guesses {which}, whatever the readings were: a fixed rule, not attention. Work out each guess "
                      "as the weighted sum of the values, with softmax weights from the query's dot products with the keys.",
                      f"at least 80 % of the guesses are exactly the reading {lag} back")
    found = []
    matched = best_divisor_matches(full, at_least=math.ceil(len(full) / 2), found=found)
    explain = (f"{matched or 0} of {len(full)} guesses are within 0.5 cm of attention over the 25 readings before them, "
               f"for one divisor between 0.05 and {DIVISORS[-1]:.0f} (90 % passes, half or more a share)")
    if matched is None:
        # The likely mistakes: a plot one step late, a key's own last reading as its value.
        late = [(g, e) for g, _, _, _, e in steps if len(e) == PATCH + KEYS]
        if late and best_divisor_matches(late, at_least=math.ceil(0.9 * len(late))) is not None:
            return failed("your guesses are plotted one step late: each is the attention guess for the reading your program "
                          "had just taken, plotted after it. Work out the guess from the 25 readings so far and plot it "
                          "before reading the next distance.", explain + "; they match attention one reading earlier")
        if best_divisor_matches(full, at_least=math.ceil(0.9 * len(full)), value_shift=-1) is not None:
            return failed("your guesses take each key's own last reading as its value. The value of a key is the reading "
                          "that came right after it: history[j + 5] for the key history[j:j + 5].",
                          explain + "; they match attention with each key's own last reading as its value")
        return failed(f"fewer than half of your {len(full)} guesses are the weighted sum of the values with softmax weights over the last 25 readings. Check the query (the last 5 readings), the keys and values (the reading after each key), and that the guess is sum(weight * value).",
                      explain)
    share = matched / len(full)
    # "On every step once there are 25 readings": a step missed loses its share.
    asked, missed = unguessed_steps(run, "guess", PATCH + KEYS)
    covered = 1 - len(missed) / len(asked) if asked else 1.0
    explain += f"; {len(missed)} of the {len(asked)} steps from the 25th reading to the last guess had no guess"
    if share >= 0.9 and not missed:
        return passed(f"{matched} of your {len(full)} guesses are the attention guess over the last 25 readings.", explain)
    if share >= 0.9:
        return partly(covered, f"your guesses are attention's, but {missed_steps_said(asked, missed, PATCH + KEYS)}. The task "
                      "asks for a guess on every step once there are 25 readings (you get "
                      f"{covered * 100:.0f} % of this run's marks, one share for each step with a guess).", explain)
    missing = said(f" Besides, {missed_steps_said(asked, missed, PATCH + KEYS)}.") if missed else ""
    return partly(share * covered, f"{matched} of your {len(full)} guesses are the attention guess over the last 25 readings (for a divisor "
                  f"of about {found[0]:.2g}); the task asks for all of them. The others are not: check that every guess is "
                  "sum(weight * value) over the last 25 readings, with one divisor throughout (you get "
                  f"{share * covered * 100:.0f} % of this run's marks, one share for each step with an attention guess).{missing}",
                  explain)


@task("beat")
def beat(run):
    steps = [(g, t, p) for g, t, p, _, _ in guess_steps(run) if p is not None]
    if len(steps) < 20:
        return failed('there were fewer than 20 guesses to compare. Plot "guess" on every step once there are 25 readings.',
                      f"{len(steps)} guesses with a reading before and after (at least 20)")
    ok, turned = spun_enough(run)
    if not ok:
        return failed(f"the robot turned {turned:.0f} degrees in all; the comparison needs it spinning for at least two turns.",
                      f"the robot turned {turned:.0f} degrees (at least 720 needed)")
    # The comparison is of attention's guesses: a fixed rule (the reading a revolution back)
    # or guesses that are mostly not attention earn nothing here.
    lag = copied_lag(guess_steps(run))
    full = [(g, h) for g, _, _, h, _ in guess_steps(run) if len(h) == PATCH + KEYS]
    if lag is not None and best_divisor_matches(full, at_least=math.ceil(0.9 * len(full))) is None:
        which = said("repeats the last reading") if lag == 1 else said(f"is the reading {lag} back")
        return failed(f"each of your guesses {which}, a fixed rule, not attention's guess: the task is for attention to beat "
                      "repeating the last reading. Make the guess task's guesses first.",
                      f"at least 80 % of the guesses are exactly the reading {lag} back")
    full = [(g, h) for g, _, _, h, _ in guess_steps(run) if len(h) == PATCH + KEYS]
    found = []
    if best_divisor_matches(full, at_least=math.ceil(len(full) / 2), found=found) is None:
        return failed("fewer than half of your guesses are attention over the last 25 readings (see the guess task), "
                      "and this task compares attention's guesses with repeating the last reading. Fix the guesses first.",
                      f"fewer than half of {len(full)} guesses match attention for any one divisor")
    yours = sum(abs(g - t) for g, t, _ in steps) / len(steps)
    repeat = sum(abs(p - t) for _, t, p in steps) / len(steps)
    explain = (f"over {len(steps)} guesses: yours {yours:.2f} cm off on average, repeating the last reading "
               f"{repeat:.2f} cm; at most {0.9 * repeat:.2f} passes (10 % better), under {repeat:.2f} half")
    if yours <= 0.9 * repeat:
        return passed(f"your guesses were {yours:.1f} cm off on average, against {repeat:.1f} cm for repeating the last reading.", explain)
    power = spin_power(run)
    advice = []
    if power < 99:
        advice.append(said(f"spin at full power as the starter does (drive(0, 0, 100)): your robot spun at {power:.0f} %, "
                           "and the slower the spin, the closer each reading is to the last one"))
    if found and found[0] > 0.6:
        advice.append(said(f"use a sharper divisor: yours is about {found[0]:.2g}; 0.5 or 0.25 do better on this spin "
                           "(see Sharpness over a whole run)"))
    what = ""
    if len(advice) == 2:
        first, second = advice
        what = said(f" Your attention is right; to beat it, {first}, and {second}.")
    elif advice:
        what = said(f" Your attention is right; to beat it, {advice[0]}.")
    explain += f"; spin power {power:.0f} %, divisor about {found[0]:.2g}" if found else ""
    if yours < repeat:
        return partly(0.5, f"your guesses were {yours:.1f} cm off on average, against {repeat:.1f} cm for repeating the last reading: "
                      f"better, but the task asks for at least 10 % better (half the marks for this run).{what}", explain)
    return failed(f"your guesses were {yours:.1f} cm off on average, and simply repeating the last reading would have been {repeat:.1f} cm off. The task asks you to beat it by 10 %.{what}", explain)
