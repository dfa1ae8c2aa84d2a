# Tokens out's task checks (lessons/README.md says how these work). Nothing is
# trained here: the tokens are checked against the readings, and the imagined
# revolution against the tokens of the readings the robot took after it.
from bugbot_marking import task, passed, failed, counted, said

BIN, VOCAB, CONTEXT = 10, 10, 12
FEWEST_TOKENS = 90    # "every one of the 90" readings of the recording
CLOSE_ENOUGH = 5      # imagined tokens within one bin of the real ones (at random: about 3 or 4 of 12)


def token(cm):
    return min(int(cm // BIN), VOCAB - 1)


def is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def token_pairs(run):
    """(reading, the token plotted after it) for each "token" plotted after a reading."""
    pairs, last = [], None
    for kind, name, value in run.timeline:
        if kind == "read":
            last = value
        elif kind == "plot" and name == "token" and is_number(last) and is_number(value):
            pairs.append((last, value))
            last = None
    return pairs


@task("tokens")
def tokens(run):
    pairs = token_pairs(run)
    if not pairs:
        return failed('nothing was plotted as "token" after a reading. While recording, plot each reading\'s token.',
                      'no "token" after a reading')
    wrong = [(cm, t) for cm, t in pairs if t != token(cm)]
    explain = f"{len(pairs)} tokens plotted after a reading, {len(wrong)} not the reading's bin"
    if len(pairs) < FEWEST_TOKENS:
        return failed(f"you plotted {counted(len(pairs), 'token')} after a reading; the task asks for one for each of "
                      f"at least {FEWEST_TOKENS} readings.", explain)
    if not wrong:
        return passed(f"all {len(pairs)} tokens are their readings' bins.", explain)
    cm, t = wrong[0]
    lower = token(cm) * BIN
    seen = said(f"{len(wrong)} of your {len(pairs)} tokens are not their reading's bin. A reading of {cm:g} cm is "
                f"token {token(cm)} ({lower} to {lower + BIN - 1} cm); you plotted {t:g}.")
    if all(t == min(round(cm / BIN), VOCAB - 1) for cm, t in wrong):
        seen += " " + said("Each wrong one is the reading rounded to the nearest 10 cm: a bin starts at its 10, "
                           "so use cm // 10.")
    return failed(seen, explain)


def after_imagining(run):
    """The "imagined" values, the "probability" values, and the readings taken after the last
    imagined token."""
    imagined, probability, reads_after = [], [], []
    for kind, name, value in run.timeline:
        if kind == "plot" and name == "imagined":
            imagined.append(value)
            reads_after = []
        elif kind == "plot" and name == "probability":
            probability.append(value)
        elif kind == "read" and imagined:
            reads_after.append(value)
    return imagined, probability, reads_after


def probability_problem(probability, imagined):
    if not probability:
        return said('nothing was plotted as "probability". Plot the softmax of the first imagined step: ten values.')
    if len(probability) != VOCAB:
        return said(f'you plotted {counted(len(probability), "value")} as "probability"; the task asks for the ten '
                    "probabilities of the first imagined step, once.")
    if not all(is_number(p) and p >= 0 for p in probability) or abs(sum(probability) - 1) > 0.01:
        return said(f'your ten "probability" values add up to {sum(p for p in probability if is_number(p)):.3f}; '
                    "a softmax's add up to 1.")
    first = imagined[0]
    if first in range(VOCAB) and probability[int(first)] < 0.001:
        return said(f"your first imagined token is {first:g}, but your probabilities give it "
                    f"{probability[int(first)]:.4f}: it was not sampled from them.")
    return None


@task("imagine")
def imagine(run):
    imagined, probability, reads_after = after_imagining(run)
    if not imagined:
        return failed('nothing was plotted as "imagined". After training, sample the next revolution and plot each '
                      "token.", 'nothing plotted as "imagined"')
    if len(imagined) != CONTEXT:
        return failed(f'you plotted {counted(len(imagined), "token")} as "imagined"; the task asks for one revolution, '
                      f"{CONTEXT} tokens.", f"{len(imagined)} imagined tokens")
    if not all(is_number(t) and t == int(t) and 0 <= t < VOCAB for t in imagined):
        shown = ", ".join(f"{t:g}" if is_number(t) else str(t) for t in imagined[:4])
        return failed(f"your imagined values start {shown}: a token is a whole number from 0 to 9.",
                      "imagined values that are not tokens")
    problem = probability_problem(probability, imagined)
    if problem:
        return failed(problem, f"{len(probability)} probabilities plotted")
    real = [token(cm) for cm in reads_after if is_number(cm)][:CONTEXT]
    if len(real) < CONTEXT:
        return failed(f"after imagining, the robot took {counted(len(real), 'reading')}; the task compares the "
                      f"imagined revolution with the next {CONTEXT}.", f"{len(real)} readings after imagining")
    close = sum(1 for a, b in zip(imagined, real) if abs(a - b) <= 1)
    explain = (f"imagined {' '.join(str(int(t)) for t in imagined)}, real {' '.join(map(str, real))}: "
               f"{close} of {CONTEXT} within one bin (at least {CLOSE_ENOUGH})")
    if close >= CLOSE_ENOUGH:
        return passed(f"{close} of your {CONTEXT} imagined tokens are within one bin of the real revolution.", explain)
    return failed(f"{close} of your {CONTEXT} imagined tokens are within one bin of the real revolution; the task "
                  f"asks for {CLOSE_ENOUGH}.", explain)
