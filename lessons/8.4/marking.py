# Lesson 8.4's task checks: each gets one recorded run (lessons/README.md).
import math

from bugbot_marking import task, passed, failed, partly


START = [0.5, 0.0, 0.5, 0.0]   # the starter's weights a, c, w, b


def training_data(reads):
    """The starter's data: this run's first 40 readings, scaled, labelled near under 30 cm."""
    return [((cm - 50) / 25, cm < 30) for cm in reads[:40]]


def loss_and_gradient(data, weights):
    """The starter's network (tanh hidden neuron, softmax over near/far) and its gradient."""
    a, c, w, b = weights
    total, g = 0.0, [0.0, 0.0, 0.0, 0.0]
    for x, near in data:
        h = math.tanh(a * x + c)
        z = w * h + b
        p = 1 / (1 + math.exp(-z)) if z >= 0 else math.exp(z) / (1 + math.exp(z))
        p = min(max(p, 1e-300), 1 - 1e-16)
        total += -math.log(p if near else 1 - p)
        d = p - (1 if near else 0)
        g[0] += d * w * (1 - h * h) * x
        g[1] += d * w * (1 - h * h)
        g[2] += d * h
        g[3] += d
    n = len(data)
    return total / n, [gi / n for gi in g]


def starting_loss(reads):
    """The loss of the starter's first weights on this run's first 40 readings."""
    total = 0.0
    data = [((cm - 50) / 25, cm < 30) for cm in reads[:40]]
    for x, near in data:
        h = math.tanh(0.5 * x)
        p = 1 / (1 + math.exp(-0.5 * h))
        total += -math.log(p if near else 1 - p)
    return total / len(data)


def descent(data, rate, steps):
    """The loss after 0, 1, ... steps of gradient descent from the starter's weights."""
    weights, out = list(START), []
    for _ in range(steps + 1):
        loss, gradient = loss_and_gradient(data, weights)
        out.append(loss)
        weights = [x - rate * g for x, g in zip(weights, gradient)]
    return out


def later_start(loss, data, tolerance=1e-6):
    """When the first plotted loss is not the starting loss, is the plot still
    gradient descent from the starter's weights on this run's data, only first
    plotted after a few steps (plotting at steps 10, 20... or after each
    update)? True when some learning rate gives the first two plotted losses
    after k and k + stride steps (k 1 to 10, stride 1 to 10)."""
    if len(loss) < 2 or len(data) < 2:
        return False
    steps = 21
    rates = [0.01 * 1.25 ** i for i in range(40)]           # 0.01 to about 60
    curves = [descent(data, r, steps) for r in rates]
    for k in range(1, 11):
        # Brackets of the learning rate where the loss after k steps crosses the first plotted loss.
        for i in range(len(rates) - 1):
            lo, hi = rates[i], rates[i + 1]
            f_lo, f_hi = curves[i][k] - loss[0], curves[i + 1][k] - loss[0]
            if f_lo == 0:
                hi, f_hi = lo, 0
            if (f_lo > 0) == (f_hi > 0) and f_hi != 0:
                continue
            for _ in range(45):
                if f_hi == 0 or hi - lo < 1e-13 * hi:
                    break
                mid = (lo + hi) / 2
                f_mid = descent(data, mid, k)[k] - loss[0]
                if (f_mid > 0) == (f_lo > 0):
                    lo, f_lo = mid, f_mid
                else:
                    hi, f_hi = mid, f_mid
            curve = descent(data, hi, k + 10)
            if abs(curve[k] - loss[0]) > tolerance:
                continue
            if any(abs(curve[k + stride] - loss[1]) <= tolerance for stride in range(1, 11)):
                return True
    return False


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
    reads = [r for r in run.reads if isinstance(r, (int, float))]
    expected = starting_loss(reads)
    if abs(first - expected) > 1e-6 and later_start(loss, training_data(reads)):
        first = expected      # first plotted a few steps in: the fall counts from the real start
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
