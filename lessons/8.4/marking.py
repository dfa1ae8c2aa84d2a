# Lesson 8.4's task checks: each gets one recorded run (lessons/README.md).
import functools

from bugbot_marking import task, passed, failed, partly, said, and_joined, counted
from tiny_network import DEMO_WEIGHTS, NAMES, START, loss_and_gradient, p_near, scaled, trained, training_data


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
    update)? (The learning rate, k) that gives the first two plotted losses after
    k and k + stride steps (k 1 to 10, stride 1 to 10), or None."""
    if len(loss) < 2 or len(data) < 2:
        return None
    steps = 21
    rates = [0.0001 * 1.25 ** i for i in range(61)]         # 0.0001 to about 80: a rate too small to learn is still descent
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
            curve = descent(data, hi, k + 20)
            if abs(curve[k] - loss[0]) > tolerance:
                continue
            # The first loss is recorded to 6 decimals, so the rate found from it is a little off,
            # and the error grows over the steps to the second: allow 100 times more there. The
            # third plotted loss, as many steps on again, must fit too (two points of a made-up
            # falling line can lie on a descent curve by chance; three do not).
            for stride in range(1, 11):
                if abs(curve[k + stride] - loss[1]) <= 100 * tolerance and (
                        len(loss) < 3 or abs(curve[k + 2 * stride] - loss[2]) <= 300 * tolerance):
                    return hi, k
    return None


COMMON_RATES = (1.0, 0.5, 0.1, 2.0, 0.2, 0.3, 0.05, 1.5, 0.25, 3.0, 0.01, 0.001)


def descends_from_start(loss, data, tolerance=1e-6):
    """Are the plotted losses after the first (the starting loss) gradient descent from the
    starter's weights on this run's data: the second after k steps, the third k2 steps after that
    (1 to 10 each), for one learning rate? That rate, or None. The usual rates are tried first:
    the search over every rate (later_start) costs half a second a run."""
    for rate in COMMON_RATES:
        curve = descent(data, rate, 20)
        for k in range(1, 11):
            if abs(curve[k] - loss[1]) <= tolerance and any(abs(curve[k + j] - loss[2]) <= tolerance for j in range(1, 11)):
                return rate
    found = later_start(loss[1:], data, tolerance)
    return found[0] if found else None


@functools.lru_cache(maxsize=4)
def training_rate(loss, data):
    """The learning rate of the gradient descent the plotted losses show, from the starter's
    weights on this run's data, and how many steps in the first plotted loss is (0 at the
    start), or (None, None). Both checks ask it (tuples, so that the second asks the cache)."""
    if len(loss) < 3 or len(data) < 2:
        return None, None
    expected, _ = loss_and_gradient(data, START)
    if abs(loss[0] - expected) <= 1e-6:
        rate = descends_from_start(loss, data)
        return (rate, 0) if rate is not None else (None, None)
    return later_start(loss, data) or (None, None)


# "From the very first step": the first plotted loss is the starting one, before any update
# (the text says the marker works out what the first loss must be).
FIRST_STEP_LATEST = 0


@task("train")
def train(run):
    loss = [v for v in run.plots.get("loss", []) if isinstance(v, (int, float))]
    crashed = said(f" Your program then stopped with an error ({run.error.get('message', '')}): once the network is sure of a wrong answer, log gets 0.") if run.error else ""
    if not loss:
        return failed(f'nothing was plotted as "loss". Inside the training loop, plot("loss", loss) every 10 steps.{crashed}',
                      'nothing plotted as "loss"')
    reads = [r for r in run.reads if isinstance(r, (int, float))]
    if len(reads) < 20:
        return failed("the network must be trained on readings the robot took: collect at least 20 first.",
                      f"{len(reads)} readings in the record (at least 20)")
    first, last = loss[0], loss[-1]
    expected, _ = loss_and_gradient(training_data(reads), START)
    explain = (f'{len(loss)} losses plotted (at least 20), from {first:.4f} to {last:.4f}; the starter\'s weights on this '
               f"run's first 40 readings give {expected:.4f}")
    if len(loss) >= 2 and last > first:
        return failed(f"the loss rose, from {first:.3f} to {last:.3f}: the weights moved the wrong way. Move each weight "
                      f"against its gradient: weight - RATE * gradient (minus, not plus).{crashed}", explain)
    if len(loss) < 20:
        return failed(f'you plotted the loss {len(loss)} times; the task asks for at least 20 (train for longer, or plot more often).',
                      explain)
    if min(loss) < 0:
        return failed("a loss below zero is not a cross-entropy loss: it is minus the log of a probability, so it is 0 or more.",
                      explain)
    data = training_data(reads)
    plotted_first = first
    rate, first_step = training_rate(tuple(loss), tuple(data))
    if rate is not None and first_step > FIRST_STEP_LATEST:
        return failed(f"your first plotted loss, {first:.4f}, is the loss after {first_step} step{'s' if first_step != 1 else ''} "
                      f"of training; the task asks for the loss from the very first step (the starting loss is {expected:.4f}). "
                      "Plot the loss loss_and_gradient gives before the update, when step % 10 == 0, so that step 0 is plotted too.",
                      explain + f"; the first plotted loss fits gradient descent {first_step} steps in (at most "
                      f"{FIRST_STEP_LATEST} allowed)")
    if abs(first - expected) > 1e-6 and rate is not None:
        explain += "; the first plotted loss is a few steps of gradient descent in, so the fall counts from the start"
        first = expected      # first plotted a few steps in: the fall counts from the real start
    elif abs(first - expected) > 1e-6:
        return failed(f"your first loss was {first:.4f}, but the starter's weights on this run's first 40 readings give {expected:.4f}. "
                      "Train on the readings this run took, starting from the starter's weights, and plot the loss from the first step.",
                      explain)
    elif rate is None:
        # The first loss is the true start; the next ones must be gradient descent from it too,
        # not numbers made up to fall.
        return failed(f"your first loss, {first:.4f}, is right, but the next ones you plotted ({loss[1]:.4f}, {loss[2]:.4f}, ...) "
                      "are not what gradient descent gives from the starter's weights on this run's readings, for any RATE. "
                      "Plot the loss the training loop really computes, as the weights change.",
                      explain + "; the second and third plotted losses fit no descent curve from the start (any rate from "
                      "0.0001 to 80, 1 to 10 steps apart)")
    explain += f"; the last must be under half the first, {first / 2:.4f}"
    start = (f"{plotted_first:.3f}" if first == plotted_first else
             said(f"{plotted_first:.3f} (your first plot, a few steps in; the starting loss is {first:.3f})"))
    if last <= first / 2:
        return passed(f"the loss fell from {start} to {last:.3f}.", explain)
    return partly(0.5, f"the loss fell from {start} to {last:.3f}; the task asks for under half its start, so half the marks "
                  "for this run. Train for more steps, or a larger RATE.", explain)


CLEARLY_NEAR, CLEARLY_FAR = 22, 40
MOST_STEPS = 5000
GUESSED_RATE_STEPS = 1000    # when the loss chart does not show the rate, the usual ones, not so far


def answer_tolerance(values):
    """How near a plotted answer must be to the network's: the record keeps 6 significant digits;
    answers the program rounded (round(p, 2)) are allowed what the rounding takes away."""
    def decimals(v):
        text = repr(float(v))
        return 99 if "e" in text else len(text.split(".")[1])
    places = max(decimals(v) for v in values)
    return 0.5 * 10 ** -places + 1e-9 if places <= 3 else 1e-4


ROUNDED_TO = (2, 3, 4)        # the trained weights rounded as printed, then used, are still the trained network
NEAR_ENOUGH_TO_ROUND = 0.05   # rounding a weight to 2 decimals moves an answer by less than this


def answers_error(pairs, weights):
    return max(abs(p_near(scaled(cm), weights) - p) for cm, p in pairs)


def closest_training(pairs, data, rates, tolerance, most_steps=MOST_STEPS):
    return _closest_training(tuple(pairs), tuple(data), tuple(rates), tolerance, most_steps)


# Tuples, so that the correct programs of a class, which plot the same answers on the
# same variation's readings, ask the cache (one checker process marks them one by one).
@functools.lru_cache(maxsize=64)
def _closest_training(pairs, data, rates, tolerance, most_steps):
    """How near the plotted answers come to those of a network on the way of gradient descent
    from the starter's weights on this run's data, or that network with its weights rounded to 2,
    3 or 4 decimals: (rate, steps, decimals or None, largest difference) for the closest, trying
    each rate for up to most_steps steps; it stops at the first within tolerance. Weights from
    anywhere else (the demo's, another run's) give other answers wherever a reading is between
    near and far."""
    best = (None, 0, None, float("inf"))
    for rate in rates:
        weights = list(START)
        for step in range(most_steps + 1):
            error = answers_error(pairs, weights)
            if error < best[3]:
                best = (rate, step, None, error)
            if error <= tolerance:
                return best
            if error < NEAR_ENOUGH_TO_ROUND:
                for places in ROUNDED_TO:
                    rounded = answers_error(pairs, [round(x, places) for x in weights])
                    if rounded <= tolerance:
                        return rate, step, places, rounded
            _, gradient = loss_and_gradient(data, weights)
            moved = [x - rate * g for x, g in zip(weights, gradient)]
            if max(abs(x - y) for x, y in zip(moved, weights)) < 1e-9:
                break            # settled: more steps give the same network
            weights = moved
    return best




def other_network(pairs, data, rates, most_steps, tolerance):
    """The common mistake that gives the plotted answers, in the student's words, or None: the
    trained weights rounded to 0 or 1 decimal, only some of the weights trained, the demo's weights.
    Each is gradient descent from the starter's weights on this run's data at `rate`, for up to
    most_steps steps (the loss chart's), so the cost is a few walks of a few hundred steps."""
    def gives(weights):
        try:
            return answers_error(pairs, weights) <= tolerance
        except OverflowError:
            return False
    for places in (2, 0):
        if gives([round(x, places) for x in DEMO_WEIGHTS]) or (places == 2 and gives(DEMO_WEIGHTS)):
            return said("They are the answers of the demo's weights, as the lesson prints them: this run's readings train "
                        "other weights. Use the weights your own training loop ended with.")
    subsets = [[i in kept for i in range(4)] for kept in
               ((2, 3), (0, 1), (0,), (1,), (2,), (3,), (0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3), (0, 2), (1, 3))]
    for rate, moves in [(r, m) for m in [[True] * 4] + subsets for r in rates]:
        weights = list(START)
        for step in range(most_steps + 1):
            if moves == [True] * 4:
                for places in (0, 1):
                    if gives([round(x, places) for x in weights]):
                        return said(f"They are the answers of your trained weights rounded to {places} "
                                    f"decimal{'s' if places != 1 else ''}: the text allows rounding to 2 decimals or more "
                                    "(as the starter prints them), or none. Use the weights as trained, or rounded to 2.")
            elif gives(weights):
                trained_names = [n for n, m in zip(NAMES, moves) if m]
                still = [n for n, m in zip(NAMES, moves) if not m]
                only, kept = and_joined(trained_names), and_joined(still)
                return said(f"They are the answers of a network in which only {only} "
                            f"{'was' if len(trained_names) == 1 else 'were'} trained: {kept} "
                            f"{'stays' if len(still) == 1 else 'stay'} at the starter's "
                            f"{'value' if len(still) == 1 else 'values'}. Move every weight against its gradient: a, c, w "
                            "and b.")
            _, gradient = loss_and_gradient(data, weights)
            weights = [x - rate * g if m else x for x, g, m in zip(weights, gradient, moves)]
    return None


def learnt_little_said(run):
    """When the loss chart shows the network learnt little, that, in the student's words, else ""."""
    loss = [v for v in run.plots.get("loss", []) if isinstance(v, (int, float))]
    if len(loss) >= 2 and loss[-1] > 0.8 * loss[0]:
        return said(f"Your loss fell only from {loss[0]:.3f} to {loss[-1]:.3f}: the network learnt little. "
                    "Train with a larger RATE or for more steps.")
    return ""


def flat_answers_said(run, pairs, model, values, little):
    """Answers that hardly change with the reading, and what the record shows about why: a loss that
    hardly fell (the network learnt little), or the answers of the network given raw centimetres;
    else only what was seen (issue 46: no cause that was not observed)."""
    seen = said(f"Every answer was between {min(values):.2f} and {max(values):.2f}, whatever the reading.")
    if little:
        return seen + " " + little
    try:
        raw = max(abs(p_near(cm, model) - p) for cm, p in pairs)
    except OverflowError:
        raw = 1.0
    if raw <= 0.01:
        return seen + " " + said("They are the network's answers for raw centimetres: give it scaled(cm), as in training.")
    return seen


@task("use")
def use(run):
    pairs, last = [], None
    for kind, name, value in run.timeline:
        if kind == "read":
            last = value
        elif name == "near" and isinstance(value, (int, float)) and isinstance(last, (int, float)):
            pairs.append((last, value))
            last = None
    if not pairs:
        return failed('nothing was plotted as "near" after a reading. For each new reading, plot the network\'s probability that it is near.',
                      'nothing plotted as "near" after a reading')
    if any(not 0 <= p <= 1 for _, p in pairs):
        return failed('some "near" values are not probabilities (between 0 and 1). Plot the softmax output.',
                      'a "near" value outside 0..1')
    if len(pairs) < 15:
        plotted = len([v for v in run.plots.get("near", []) if isinstance(v, (int, float))])
        if plotted >= 15:
            # Seen: many answers, few readings between them (a reading read once and reused).
            return failed(f'you plotted {counted(plotted, "answer")} as "near", but only {len(pairs)} came right after '
                          f"a new reading. The task asks for an answer for each of at least 15 new readings.",
                          f'{plotted} "near" values, {len(pairs)} of them after a new reading (at least 15)')
        return failed(f'you plotted {counted(len(pairs), "answer")} after a new reading; the task asks for at least 15.',
                      f'{len(pairs)} "near" values plotted after a reading (at least 15)')
    reads = [r for r in run.reads if isinstance(r, (int, float))]
    model = trained(reads)      # a network trained as the starter does on this run's data
    near = [(cm, p) for cm, p in pairs if cm < CLEARLY_NEAR]
    far = [(cm, p) for cm, p in pairs if cm > CLEARLY_FAR]
    right_near = sum(1 for _, p in near if p > 0.5)
    right_far = sum(1 for _, p in far if p < 0.5)
    agree = sum(1 for cm, p in near + far if (p > 0.5) == (p_near(scaled(cm), model) > 0.5))
    explain = (f"{len(pairs)} answers; right on {right_near} of {len(near)} readings under {CLEARLY_NEAR} cm and "
               f"{right_far} of {len(far)} over {CLEARLY_FAR} cm (9 in 10 of each needed); a network trained as the starter "
               f"does on this run's data agrees with {agree} of those {len(near) + len(far)}")
    if not far:
        return failed("none of the new readings was clearly far; keep the robot spinning while it predicts.", explain)
    values = [p for _, p in pairs]
    if len(set(values)) <= 3 and max(values) - min(values) >= 0.05:
        shown = ", ".join(f"{v:g}" for v in sorted(set(values)))
        return failed(f"your answers take only {len(set(values))} values ({shown}), "
                      "so they are a rule, not the network's probability, which changes with every reading. For each new "
                      "reading, plot the trained network's p_near for scaled(cm).",
                      explain + f"; only {len(set(values))} distinct answers")
    flipped = sum(1 for cm, p in near + far if (p < 0.5) == (p_near(scaled(cm), model) > 0.5))
    if right_near + right_far == 0 and flipped >= 0.9 * (len(near) + len(far)):
        return failed("your answers are exactly the wrong way round: high for far readings, low for near ones. You plotted "
                      "the probability of far (1 - p); plot the probability that the reading is near.",
                      explain + f"; 1 - answer agrees with the network on {flipped}")
    if right_far >= 0.9 * len(far) and right_near >= 0.9 * len(near):
        data = training_data(reads)
        loss = [v for v in run.plots.get("loss", []) if isinstance(v, (int, float))]
        rate, _ = training_rate(tuple(loss), tuple(data))
        tolerance = answer_tolerance(values)
        if rate is not None:
            found = closest_training(pairs, data, [rate] + [r for r in (1.0,) if r != rate], tolerance)
        else:
            found = closest_training(pairs, data, COMMON_RATES[:5], tolerance, GUESSED_RATE_STEPS)
        best_rate, steps, places, error = found
        explain += (f"; the closest network trained from the starter's weights on this run's readings (RATE {best_rate:g}"
                    f"{', from the plotted losses' if best_rate == rate else ''}, {steps} steps"
                    f"{f', weights rounded to {places} decimals' if places else ''}) differs by up to "
                    f"{error:.2g} (at most {tolerance:.2g})")
        if error > tolerance:
            weights = trained(reads, best_rate, steps)
            cm, p = max(pairs, key=lambda pair: abs(p_near(scaled(pair[0]), weights) - pair[1]))
            differs = said(f"your answers tell near from far, but they are not the network your program trained on this "
                           f"run's readings: for a reading of {cm:g} cm you plotted {p:.4f}, and the network trained here "
                           f"says {p_near(scaled(cm), weights):.4f}.")
            plotted = len([v for v in run.plots.get("loss", []) if isinstance(v, (int, float))])
            mistake = other_network(pairs, data, sorted({best_rate, 1.0}, key=lambda r: r != best_rate),
                                    10 * plotted + 10, tolerance)
            advice = mistake or said("Use the weights your training loop ended with, on this run.")
            return failed(f"{differs} {advice}", explain)
        return passed(f"right on {right_near + right_far} of {len(near) + len(far)} clearly near or far readings.", explain)
    wrong = next(((cm, p) for cm, p in near if p <= 0.5), None) or next((cm, p) for cm, p in far if p >= 0.5)
    should = p_near(scaled(wrong[0]), model)
    message = said(f"for a reading of {wrong[0]:g} cm you plotted {wrong[1]:.2f}; a network trained on this run's readings "
                   f"says {should:.2f}. Right on {right_near} of {len(near)} readings clearly near (under {CLEARLY_NEAR} cm) "
                   f"and {right_far} of {len(far)} clearly far (over {CLEARLY_FAR} cm).")
    little = learnt_little_said(run)
    if max(values) - min(values) < 0.05:
        message += " " + flat_answers_said(run, pairs, model, values, little)
    elif little:
        message += " " + little
    else:
        message += said(" Is the network trained before you use it, and given scaled(cm)?")
    share = (right_near + right_far) / (len(near) + len(far))
    if share >= 0.8:
        return partly(0.5, f"{message} (Half the marks for this run: right on 8 in 10, not 9.)", explain)
    return failed(message, explain)
