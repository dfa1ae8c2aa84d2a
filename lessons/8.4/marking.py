# Lesson 8.4's task checks: each gets one recorded run (lessons/README.md).
import math

from bugbot_marking import task, passed, failed, partly


def starting_loss(reads):
    """The loss of the starter's first weights on this run's first 40 readings."""
    total = 0.0
    data = [((cm - 50) / 25, cm < 30) for cm in reads[:40]]
    for x, near in data:
        h = math.tanh(0.5 * x)
        p = 1 / (1 + math.exp(-0.5 * h))
        total += -math.log(p if near else 1 - p)
    return total / len(data)


@task("train")
def train(run):
    loss = [v for v in run.plots.get("loss", []) if isinstance(v, (int, float))]
    if not loss:
        return failed('nothing was plotted as "loss". Inside the training loop, plot("loss", loss) every 10 steps.')
    if len(loss) < 20:
        return failed(f'you plotted the loss {len(loss)} times; the task asks for at least 20 (train for longer, or plot more often).')
    if min(loss) < 0:
        return failed("a loss below zero is not a cross-entropy loss: it is minus the log of a probability, so it is 0 or more.")
    if not run.reads or len(run.reads) < 20:
        return failed("the network must be trained on readings the robot took: collect at least 20 first.")
    first, last = loss[0], loss[-1]
    expected = starting_loss([r for r in run.reads if isinstance(r, (int, float))])
    if abs(first - expected) > 1e-6:
        return failed(f"your first loss was {first:.4f}, but the starter's weights on this run's first 40 readings give {expected:.4f}. Train on the readings this run took, starting from the starter's weights, and plot the loss from the first step.")
    if last <= first / 2:
        return passed(f"the loss fell from {first:.3f} to {last:.3f}.")
    if last < first:
        return partly(0.5, f"the loss fell from {first:.3f} to {last:.3f}; the task asks for under half its start. Train for more steps, or a larger RATE.")
    return failed(f"the loss went from {first:.3f} to {last:.3f}: it did not fall. Each weight should move against its gradient: weight - RATE * gradient.")


@task("use")
def use(run):
    pairs, last = [], None
    for kind, name, value in run.timeline:
        if kind == "read":
            last = value
        elif name == "near" and isinstance(value, (int, float)) and isinstance(last, (int, float)):
            pairs.append((last, value))
    if not pairs:
        return failed('nothing was plotted as "near" after a reading. For each new reading, plot the network\'s probability that it is near.')
    if any(not 0 <= p <= 1 for _, p in pairs):
        return failed('some "near" values are not probabilities (between 0 and 1). Plot the softmax output.')
    if len(pairs) < 15:
        return failed(f'you plotted {len(pairs)} predictions; the task asks for at least 15 new readings.')
    clear = [(cm, p) for cm, p in pairs if cm < 22 or cm > 40]
    if not clear:
        return failed("none of the new readings was clearly near or far; keep the robot spinning while it predicts.")
    right = sum(1 for cm, p in clear if (p > 0.5) == (cm < 22))
    share = right / len(clear)
    if share >= 0.9:
        return passed(f"right on {right} of {len(clear)} clearly near or far readings.")
    return partly(0.5 if share >= 0.8 else 0, f"right on {right} of {len(clear)} readings that were clearly near (under 22 cm) or far (over 40 cm). Is the network trained before you use it?")
