# Learned attention's task checks (lessons/README.md says how these work).
# The checks do not train anything: the first loss is the starting model's,
# worked out on the readings the run took before training, and the guesses
# are compared with the page's attention (divide by 0.5) on the same readings.
import math

from bugbot_marking import task, passed, failed, partly, counted
from every_step import one_step_late_said

PATCH, KEYS, WINDOW = 5, 20, 25
FALL = 0.5           # the last loss under half the first
FEWEST_LOSSES = 10
FEWEST_GUESSES = 30
BEAT_PAGE = 0.9      # guesses at least 10 % closer than the page's attention


def scaled(cm):
    return (cm - 50) / 25


def softmax(scores):
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    total = sum(e)
    return [x / total for x in e]


def page_guess(readings, divisor):
    """The attention page's guess (no matrices: the identity) of the reading after 25 readings, in cm."""
    window = [scaled(cm) for cm in readings]
    keys = [window[j:j + PATCH] for j in range(KEYS)]
    weights = softmax([sum(q * k for q, k in zip(window[-PATCH:], key)) / divisor for key in keys])
    return 50 + 25 * sum(w * window[j + PATCH] for j, w in enumerate(weights))


def starting_loss(readings):
    """The starter's loss before training: W_q = W_k = identity, divisor 1, value = the reading."""
    window = [scaled(cm) for cm in readings]
    examples = [(window[i:i + WINDOW], window[i + WINDOW]) for i in range(len(window) - WINDOW)]
    if not examples:
        return None
    total = 0.0
    for w, truth in examples:
        guess = (page_guess([50 + 25 * x for x in w], 1.0) - 50) / 25
        total += (guess - truth) ** 2
    return total / len(examples)


def numbers(values):
    return [v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]


def reads_before_training(run):
    """The readings taken before the first loss was plotted: the training data."""
    out = []
    for kind, name, value in run.timeline:
        if kind == "plot" and name == "loss":
            return out
        if kind == "read":
            out.append(value)
    return out


@task("train")
def train(run):
    loss = numbers(run.plots.get("loss", []))
    if not loss:
        return failed('nothing was plotted as "loss". In the training loop, plot("loss", loss) every 10 steps.',
                      'nothing plotted as "loss"')
    data = numbers(reads_before_training(run))
    expected = starting_loss(data)
    if expected is None:
        return failed(f"the robot took {counted(len(data), 'reading')} before training; training needs more than 25.",
                      f"{len(data)} readings before the first loss")
    first, last = loss[0], loss[-1]
    explain = (f"{len(loss)} losses plotted, from {first:.4f} to {last:.4f}; the starting model on the "
               f"{len(data)} readings before training gives {expected:.4f}")
    if abs(first - expected) > 1e-4 * max(1.0, expected):
        return failed(f"your first loss is {first:.4f}; the starting model on this run's {len(data)} readings gives "
                      f"{expected:.4f}. Plot the loss at step 0, before the first update.", explain)
    if len(loss) < FEWEST_LOSSES:
        return failed(f"you plotted {counted(len(loss), 'loss', 'losses')}; the task asks for at least {FEWEST_LOSSES}.",
                      explain)
    if max(loss) - min(loss) <= 1e-6 * max(1.0, first):
        return failed(f"every loss you plotted is {first:.4f}: the weights never changed. "
                      "Move them on every step: model = step(model, gradient).", explain)
    if last >= first:
        return failed(f"the loss rose, from {first:.4f} to {last:.4g}. "
                      "A step against the gradient, with a small enough RATE, makes it fall.", explain)
    if last > FALL * first:
        return partly(0.5, f"the loss fell from {first:.4f} to {last:.4f}, not under half. Half the marks for this run.",
                      explain + f"; under {FALL * first:.4f} needed")
    return passed(f"the loss fell from {first:.4f} to {last:.4f}.", explain)


def guesses_after_training(run):
    """(guess, the reading after it, the 25 readings before it) for each "guess" plotted after the
    first loss, with a reading after it."""
    out, reads, trained, pending = [], [], False, []
    for kind, name, value in run.timeline:
        if kind == "plot" and name == "loss":
            trained = True
        elif kind == "plot" and name == "guess" and trained and isinstance(value, (int, float)):
            pending.append((value, reads[-WINDOW:]))
        elif kind == "read" and isinstance(value, (int, float)):
            out += [(g, value, before) for g, before in pending if len(before) == WINDOW]
            pending = []
            reads.append(value)
    return out


@task("guess")
def guess(run):
    found = guesses_after_training(run)
    if not found:
        before = len(numbers(run.plots.get("guess", [])))
        if before:
            return failed(f"your {counted(before, 'guess', 'guesses')} came before any loss was plotted. "
                          "Guess on the new spin, after training.", f"{before} guesses, none after training")
        return failed('nothing was plotted as "guess" before a reading. On the new spin, plot the trained '
                      "model's guess before each reading.", 'no "guess" followed by a reading')
    if len(found) < FEWEST_GUESSES:
        return failed(f"{counted(len(found), 'guess', 'guesses')} after training had a reading after them; the task "
                      f"asks for at least {FEWEST_GUESSES} guesses before a reading.",
                      f"{len(found)} guesses after training")
    low, high = min(g for g, _, _ in found), max(g for g, _, _ in found)
    if high - low < 8 and max(abs(low), abs(high)) <= 4:
        return failed(f"your guesses run from {low:.2f} to {high:.2f}: scaled numbers, not centimetres. "
                      "Plot 50 + 25 * guess.", f"guesses from {low:.2f} to {high:.2f}")
    yours = sum(abs(g - truth) for g, truth, _ in found) / len(found)
    page = sum(abs(page_guess(before, 0.5) - truth) for _, truth, before in found) / len(found)
    same = sum(abs(before[-1] - truth) for _, truth, before in found) / len(found)
    explain = (f"{len(found)} guesses after training: off by {yours:.2f} cm; the page's attention (divide by 0.5) "
               f"{page:.2f} cm, no change {same:.2f} cm; at most {BEAT_PAGE * page:.2f} cm needed")
    late = one_step_late_said([(g, truth, before[-1]) for g, truth, before in found], BEAT_PAGE * page)
    if late:
        return failed(late, explain)
    if yours <= BEAT_PAGE * page:
        return passed(f"your guesses were {yours:.1f} cm off, the page's attention {page:.1f} cm.", explain)
    if yours < page:
        return partly(0.5, f"your guesses were {yours:.1f} cm off, the page's attention {page:.1f} cm: better, but "
                      "not by 10 %. Half the marks for this run.", explain)
    return failed(f"your guesses were {yours:.1f} cm off on average, and the page's attention {page:.1f} cm on the "
                  "same readings. The task asks for 10 % better.", explain)
