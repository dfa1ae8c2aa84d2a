# Lesson 8.7's task checks: each gets one recorded run (lessons/README.md).
import json
import math

from bugbot_marking import task, passed, failed, partly

NAMES = ["a", "c", "w", "b"]


def forward(cm, m):
    x = (cm - 50) / 25
    h = math.tanh(m["a"] * x + m["c"])
    s = m["w"] * h + m["b"]
    return 1 / (1 + math.exp(-s)) if s > -700 else 0.0


def printed_model(run):
    """The model printed after "model:" (a dict of numbers), or an explanation of what is wrong."""
    lines = [l for l in run.prints if l.strip().lower().startswith("model:")]
    if not lines:
        return None, 'no printed line starts with "model:". Print it: print("model:", json.dumps(...)).'
    text = lines[-1].split(":", 1)[1].strip()
    try:
        model = json.loads(text)
    except ValueError:
        return None, f'the text after "model:" is not JSON: {text[:60]!r}. Use json.dumps to write it.'
    if not isinstance(model, dict) or any(not isinstance(model.get(k), (int, float)) or isinstance(model.get(k), bool) for k in NAMES):
        return None, 'the model must be a JSON object with the four weights as numbers: {"a": ..., "c": ..., "w": ..., "b": ...}.'
    return model, ""


def train_like_the_starter(reads):
    """The starter's training, replayed on this run's first 40 readings: the weights it must give."""
    data = [((cm - 50) / 25, cm < 30) for cm in reads[:40]]
    weights = [0.5, 0.0, 0.5, 0.0]
    for _ in range(300):
        a, c, w, b = weights
        g = [0.0, 0.0, 0.0, 0.0]
        for x, near in data:
            h = math.tanh(a * x + c)
            scores = [w * h + b, 0.0]
            top = max(scores)
            e = [math.exp(s - top) for s in scores]
            p = e[0] / sum(e)
            d = p - (1 if near else 0)
            g[0] += d * w * (1 - h * h) * x
            g[1] += d * w * (1 - h * h)
            g[2] += d * h
            g[3] += d
        weights = [wi - 1.0 * gi / len(data) for wi, gi in zip(weights, g)]
    return dict(zip(NAMES, weights))


@task("saved")
def saved(run):
    model, why = printed_model(run)
    if model is None:
        return failed(why)
    reads = [r for r in run.reads if isinstance(r, (int, float))]
    clear = [r for r in reads if r < 22 or r > 40]
    if len(clear) < 10:
        return failed("the robot took too few readings to check the model against; collect and train as the starter does.")
    try:
        right = sum(1 for r in clear if (forward(r, model) > 0.5) == (r < 22))
    except OverflowError:
        return failed("the printed weights are far too large to be a trained model.")
    expected = train_like_the_starter(reads)
    own = all(abs(model[k] - expected[k]) <= 1e-6 * max(1.0, abs(expected[k])) for k in NAMES)
    if right >= 0.9 * len(clear) and own:
        return passed(f"the printed model is the one trained on this run, and right on {right} of {len(clear)} clearly near or far readings.")
    if right >= 0.9 * len(clear):
        return partly(0.5, "the printed model tells near from far, but it is not the model trained on this run's readings. Print the weights your program just trained, every digit.")
    return failed(f"the printed model is right on only {right} of {len(clear)} clearly near or far readings. Print the weights after training.")


@task("same")
def same(run):
    model, why = printed_model(run)
    if model is None:
        return failed(why)
    pairs, last, after_model = [], None, False
    for kind, name, value in run.timeline:
        if kind == "read":
            last = value
        elif name == "near" and isinstance(value, (int, float)) and isinstance(last, (int, float)):
            pairs.append((last, value))
    if len(pairs) < 15:
        return failed(f'{len(pairs)} values were plotted as "near" after a reading; the task asks for at least 15, from the loaded model.')
    same_count = sum(1 for cm, p in pairs if abs(forward(cm, model) - p) <= 1e-6)
    if same_count == len(pairs):
        return passed(f"all {len(pairs)} answers are exactly what the printed model gives.")
    if same_count >= len(pairs) * 0.5:
        return partly(0.5, f"{same_count} of {len(pairs)} answers match the printed model to 6 decimals. Did you round the weights when you wrote them? Text must keep every digit.")
    return failed(f"only {same_count} of {len(pairs)} answers match what the printed model gives. Use the weights read back from the text, and print the text in full (json.dumps keeps every digit).")
