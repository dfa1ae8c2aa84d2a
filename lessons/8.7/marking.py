# Lesson 8.7's task checks: each gets one recorded run (lessons/README.md).
import itertools
import json

from bugbot_marking import task, passed, failed, partly, said, feedback, shortened
from tiny_network import DEMO_WEIGHTS, NAMES, p_near, scaled, trained



def forward(cm, m):
    """The model's probability of near for a reading, from a dict of weights."""
    return p_near(scaled(cm), [m[k] for k in NAMES])


def printed_model(run):
    """The model printed after "model:" (a dict of numbers), or an explanation of what is wrong."""
    lines = [l for l in run.prints if l.strip().lower().startswith("model:")]
    if not lines:
        return None, feedback('no printed line starts with "model:". Print it: print("model:", json.dumps(...)).')
    text = lines[-1].split(":", 1)[1].strip()
    try:
        model = json.loads(text)
    except ValueError:
        shown = shortened(text, 60)
        if text.startswith("{") and "}" not in text:
            return None, feedback(f'the line starting "model:" holds only {shown}: your model is spread over several lines '
                          "(json.dumps with indent=...?). Print it on the one line after \"model:\": json.dumps(model), "
                          "with no indent.")
        if "'" in text:
            return None, feedback(f'the text after "model:" is not JSON: {shown}. Use json.dumps to write it '
                          "(Python's own print of a dict uses single quotes, which JSON does not allow).")
        return None, feedback(f'the text after "model:" is not JSON: {shown}. Print json.dumps(model) after "model:", '
                      'and nothing else on that line.')
    if not isinstance(model, dict) or any(not isinstance(model.get(k), (int, float)) or isinstance(model.get(k), bool) for k in NAMES):
        return None, feedback('the model must be a JSON object with the four weights as numbers: '
                              '{"a": ..., "c": ..., "w": ..., "b": ...}.')
    return model, ""


CLEARLY_NEAR, CLEARLY_FAR = 22, 40
SAVED_AS = "model.json"     # lesson.json keeps it: the marker copies it out of the run's folder


def saved_file(run, model):
    """What is wrong with the model.json the run left (a message for the student, and what was
    seen), or None when it holds the printed model."""
    status = getattr(run, "kept_status", {}).get(SAVED_AS, "missing")
    if status != "kept":
        why = {"missing": said(f"your program did not write {SAVED_AS} in its folder"),
               "link": said(f"the file {SAVED_AS} is a link, not a file"),
               "not-a-file": said(f"the file {SAVED_AS} is not a plain file"),
               "too-big": said(f"the file {SAVED_AS} is far bigger than four weights")}.get(status)
        why = why or said(f"the file {SAVED_AS} could not be read")
        return said(f"{why}. Write the same text you print to {SAVED_AS}: "
                    f'with open("{SAVED_AS}", "w") as f: f.write(text).'), f"{SAVED_AS}: {status}"
    text = run.kept[SAVED_AS].decode("utf-8", "replace")
    try:
        stored = json.loads(text)
    except ValueError:
        shown = shortened(text.strip(), 60)
        return said(f"the file {SAVED_AS} does not hold JSON ({shown!r}). Write json.dumps(model) to it, the text you print."), \
            f"{SAVED_AS} holds {shown!r}, not JSON"
    same = isinstance(stored, dict) and all(
        isinstance(stored.get(k), (int, float)) and not isinstance(stored.get(k), bool) and
        abs(stored[k] - model[k]) <= 1e-12 * max(1.0, abs(model[k])) for k in NAMES)
    if not same:
        shown = shortened(text.strip(), 80)
        return said(f"the file {SAVED_AS} holds {shown}, which is not the model you printed. Write the same model to the file "
                    "as you print after \"model:\"."), f"{SAVED_AS} holds {shown}; printed {json.dumps(model)}"
    return None


def rounded_to(model, expected):
    """The decimals (0 or 1) the model is this run's trained model rounded to, or None."""
    for places in (0, 1):
        if all(abs(model[k] - round(expected[k], places)) <= 1e-9 for k in NAMES):
            return places
    return None


@task("saved")
def saved(run):
    model, why = printed_model(run)
    if model is None:
        return failed(said(why), why)
    reads = [r for r in run.reads if isinstance(r, (int, float))]
    clear = [r for r in reads if r < CLEARLY_NEAR or r > CLEARLY_FAR]
    if len(clear) < 10:
        return failed("the robot took too few readings to check the model against; collect and train as the starter does.",
                      f"{len(clear)} readings clearly near or far (at least 10)")
    try:
        right = sum(1 for r in clear if (forward(r, model) > 0.5) == (r < CLEARLY_NEAR))
    except OverflowError:
        return failed("the printed weights are far too large to be a trained model.", "the printed weights overflow")
    expected = dict(zip(NAMES, trained(reads)))
    off = max(abs(model[k] - expected[k]) / max(1.0, abs(expected[k])) for k in NAMES)
    # The text allows a model stored with fewer digits: the trained weights rounded to 2
    # decimals or more are this run's model (another run's model is further off than that).
    rounded = max(abs(model[k] - expected[k]) for k in NAMES) <= 0.005 + 1e-9
    own = off <= 1e-6 or rounded
    explain = (f"printed {json.dumps(model)}; trained as the starter does on this run's readings: {json.dumps(expected)} "
               f"(relative difference {off:.2g}, at most 1e-06, or each within 0.005: rounded to 2 decimals or more); right on {right} of {len(clear)} readings clearly near "
               f"or far (9 in 10 needed)")
    places = rounded_to(model, expected)
    if not own and places is not None:
        return failed(f"the printed model is this run's trained model rounded to {places} decimal{'s' if places != 1 else ''}: "
                      "too rough to be the same model. Round to 2 decimals or more, or not at all.",
                      explain + f"; it is the trained model rounded to {places} decimals")
    if right >= 0.9 * len(clear) and own:
        problem = saved_file(run, model)
        if problem:
            return failed(problem[0], explain + "; " + problem[1])
        return passed(f"the printed model is the one trained on this run, right on {right} of {len(clear)} clearly near or far "
                      f"readings, and {SAVED_AS} holds it.", explain + f"; {SAVED_AS} holds the printed model")
    if right >= 0.9 * len(clear) and all(abs(model[k] - d) <= 0.005 + 1e-9 for k, d in zip(NAMES, DEMO_WEIGHTS)):
        return failed("the printed model is the demo's, as the lesson prints it: this run's readings train another. "
                      "Print the weights your program just trained on this run.", explain + "; it is the demo's model")
    if right >= 0.9 * len(clear):
        return failed("the printed model tells near from far, but it is not the model trained on this run's readings. "
                      "Print the weights your program just trained on this run (rounded, if you like, to 2 decimals or "
                      "more).", explain)
    return failed(f"the printed model is right on only {right} of {len(clear)} clearly near or far readings. Print the weights after training.",
                  explain)


def explains_answers(pairs, model):
    """What a common mistake would make of the printed model, if it gives every answer plotted:
    the weights rounded, or read back in another order. None when nothing does."""
    def gives_all(m):
        try:
            return all(abs(forward(cm, m) - p) <= 1e-6 for cm, p in pairs)
        except OverflowError:
            return False
    for places in range(0, 6):
        try:
            rounded_answers = all(abs(round(forward(cm, model), places) - p) <= 1e-9 for cm, p in pairs)
        except OverflowError:
            rounded_answers = False
        if rounded_answers:
            return said(f"your answers are the printed model's, rounded to {places} decimal{'s' if places != 1 else ''} "
                    f"(round(p, {places})): the task asks for every answer to 6 decimals. Plot the probability as it "
                    "is, not rounded.")
    for places in range(0, 6):
        if gives_all({k: round(v, places) for k, v in model.items()}):
            return said(f"your answers are what the printed model gives with its weights rounded to {places} decimals: the "
                    "model you used is not the one you printed. Print exactly the text you save to model.json (rounded "
                    "or not), and use the weights you load from it.")
    for order in itertools.permutations(NAMES):
        if list(order) != NAMES and gives_all(dict(zip(NAMES, [model[k] for k in order]))):
            return said(f"your answers are what the printed model gives with its weights in another order ({', '.join(order)} "
                    f"used as {', '.join(NAMES)}). The network needs them in the order a, c, w, b: read them back by name, "
                    "model[\"a\"], model[\"c\"], model[\"w\"], model[\"b\"].")
    return None


@task("same")
def same(run):
    model, why = printed_model(run)
    if model is None:
        return failed(said(why), why)
    pairs, last = [], None
    for kind, name, value in run.timeline:
        if kind == "read":
            last = value
        elif name == "near" and isinstance(value, (int, float)) and isinstance(last, (int, float)):
            pairs.append((last, value))
            last = None
    if len(pairs) < 15:
        return failed(f'{len(pairs)} values were plotted as "near" after a reading; the task asks for at least 15, from the loaded model.',
                      f'{len(pairs)} "near" values plotted after a reading (at least 15)')
    # Whether the printed model is this run's is the saved task's: one mistake loses one task.
    reads = [r for r in run.reads if isinstance(r, (int, float))]
    same_count = sum(1 for cm, p in pairs if abs(forward(cm, model) - p) <= 1e-6)
    worst = max(pairs, key=lambda pair: abs(forward(pair[0], model) - pair[1]))
    explain = (f"{same_count} of {len(pairs)} answers within 0.000001 of the printed model's (all needed); furthest: "
               f"{worst[1]:.6f} for {worst[0]:g} cm, where the printed model gives {forward(worst[0], model):.6f}")
    if same_count == len(pairs):
        return passed(f"all {len(pairs)} answers are exactly what the printed model gives.", explain)
    mistake = explains_answers(pairs, model)
    if not mistake and len(reads) >= 20:
        trained_model = dict(zip(NAMES, trained(reads)))
        if all(abs(forward(cm, trained_model) - p) <= 1e-6 for cm, p in pairs):
            mistake = said("your answers come from the weights as they were trained, not from the model you printed (rounded). "
                       "Use the weights you read back from model.json: then the answers are the saved model's.")
    if mistake:
        return partly(0.5 if same_count >= len(pairs) * 0.5 else 0, mistake, explain)
    return failed(f"only {same_count} of {len(pairs)} answers match what the printed model gives to 6 decimals "
                  f"(for {worst[0]:g} cm you plotted {worst[1]:.6f}, the printed model gives {forward(worst[0], model):.6f}). "
                  "Use the weights read back from the text, in the order a, c, w, b.", explain)
