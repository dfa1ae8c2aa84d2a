# Lesson U1.5's task checks: each gets one recorded run (lessons/README.md).
import statistics

from bugbot_marking import task, passed, failed, partly, numbers_in, numbers_as_printed, heading_difference, said


def printed(run, label):
    lines = [l for l in run.prints if l.strip().lower().startswith(label + ":")]
    if not lines:
        return None
    numbers = numbers_in(lines[-1].split(":", 1)[1])
    return numbers[0] if numbers else None


def as_printed(run, label):
    """The number after "label:" as the program wrote it ("1.9578900207451218", not 1.95789), for feedback."""
    lines = [l for l in run.prints if l.strip().lower().startswith(label + ":")]
    numbers = numbers_as_printed(lines[-1].split(":", 1)[1]) if lines else []
    return numbers[0] if numbers else ""


def true_period(run):
    """Seconds per revolution while the robot was turning, from its frames."""
    turning = [f for f in run.frames if f.get("left", 0) != f.get("right", 0)]
    if len(turning) < 20:
        return None
    turned, last = 0.0, None
    for f in turning:
        if last is not None and f["t"] - last["t"] < 0.05:
            turned += abs(heading_difference(f["heading"], last["heading"]))
        last = f
    seconds = turning[-1]["t"] - turning[0]["t"]
    return 360 * seconds / turned if turned > 0 else None


def spin_step(run):
    """The usual time between readings while the robot was turning (s), or None."""
    turning_until = max((f["t"] for f in run.frames if f.get("left", 0) != f.get("right", 0)), default=0)
    times = [t for t in run.read_times if t <= turning_until]
    gaps = sorted(b - a for a, b in zip(times, times[1:]))
    return gaps[len(gaps) // 2] if gaps else None


STARTER_STEP = 0.25     # the starter's time between readings (STEP)


def wrong_step(said, truth, step):
    """(shift, seconds) when the printed period is a whole shift in readings times a usual time
    between readings that is not the program's (the starter's STEP kept after changing the wait),
    and that shift times the program's own time between readings is near the real period; else None."""
    # Only the starter's STEP: another time that happens to fit would name a cause the record
    # does not show (issue 46: "19 readings times 0.5 s" for a program that never used 0.5).
    for used in (STARTER_STEP,):
        k = round(said / used)
        if (abs(used - step) / step >= 0.2 and k >= 2 and abs(said / used - k) < 0.01
                and abs(k * step - truth) / truth <= 0.15):
            return k, used
    return None


@task("period")
def period(run):
    line = next((l for l in reversed(run.prints) if l.strip().lower().startswith("period:")), None)
    value = printed(run, "period")
    if value is None:
        return failed('no line starts with "period:" and a number. Print print("period:", seconds, "s").',
                      'no printed line starts with "period:" and a number')
    truth = true_period(run)
    if truth is None or run.turned_degrees() < 720:
        return failed("the robot has to spin (at least two turns) for its readings to have a period.",
                      f"the robot turned {run.turned_degrees():.0f} degrees (at least 720 needed)")
    # "From the readings alone": the readings taken while turning must span two
    # turns, at least 8 a turn, or the period cannot have come from them.
    turning = [f["t"] for f in run.frames if f.get("left", 0) != f.get("right", 0)]
    read_turning = [t for t in run.read_times if turning and turning[0] <= t <= turning[-1] + 0.05]
    if len(read_turning) < 16 or read_turning[-1] - read_turning[0] < 1.8 * truth:
        return failed("the period must come from the readings: read the distance all the way through "
                      "at least two turns (8 readings a turn or more), then find the shift at which they repeat.",
                      f"{len(read_turning)} readings while turning, over "
                      f"{(read_turning[-1] - read_turning[0]) if read_turning else 0:.2f} s; "
                      f"two turns took {2 * truth:.2f} s")
    error = abs(value - truth) / truth
    step = spin_step(run)
    shown = as_printed(run, "period")
    explain = (f'printed "{line.strip()}"; one turn took {truth:.3f} s by the frames; {error:.1%} off '
               f"(10 % passes, 15 % half); readings every {step or 0:.3f} s while turning")
    if error <= 0.10:
        return passed(f"you said {shown} s; one turn took {truth:.2f} s.", explain)
    hint = said("Find the shift at which the readings best match themselves, and multiply it by the time between readings.")
    if abs(value / 1000 - truth) / truth <= 0.10 or "ms" in line.lower().split(":", 1)[1]:
        hint = said(f"{shown} looks like milliseconds: the task asks for the period in seconds ({value / 1000:.2f} s). "
                "Print the number of seconds, not milliseconds.")
    elif step and abs(value * step - truth) / truth <= 0.10:
        hint = said(f"{shown} looks like the shift in readings, not in seconds: multiply it by the time between your "
                f"readings ({step:.2f} s).")
    elif step and wrong_step(value, truth, step):
        k, used = wrong_step(value, truth, step)
        hint = said(f"{shown} s is {k} readings times {used:g} s, but your readings were {step:.2f} s apart while "
                f"the robot turned: multiply the shift by the time between the readings you really took "
                f"({k} x {step:.2f} = {k * step:.2f} s).")
    elif abs(4 * value - truth) / truth <= 0.10:
        hint = said("that is about a quarter turn: near the middle of a square mat the readings a quarter turn apart look "
                "alike, but every run here starts at least 10 cm from the middle, where a whole turn matches better. "
                "Pick the shift that matches best, not only the first dip.")
    elif abs(2 * value - truth) / truth <= 0.10:
        hint = said("that is about half a turn: from near the middle of the mat the readings half a turn apart look alike. "
                "Check that the shift you pick matches well, not only the first dip.")
    elif abs(value - 2 * truth) / truth <= 0.10:
        hint = said("that is about two turns: twice the period matches too. Take the first shift that matches well.")
    message = said(f'you printed "{line.strip()}", but one turn took {truth:.2f} s ({error * 100:.0f} % off; the task asks for 10 %). {hint}')
    if error <= 0.15:
        return partly(0.5, f"{message} (Half the marks for this run: within 15 %, not 10 %.)", explain)
    return failed(message, explain)


MIN_STILL = 30


@task("noise")
def noise(run):
    line = next((l for l in reversed(run.prints) if l.strip().lower().startswith("noise:")), None)
    value = printed(run, "noise")
    if value is None:
        return failed('no line starts with "noise:" and a number. Print print("noise:", cm, "cm").',
                      'no printed line starts with "noise:" and a number')
    still = [r for _, r in run.still_reads()]
    if len(still) < MIN_STILL:
        settling = len(run.reads) - len(still)
        return failed(f"the robot took {len(still)} readings standing still; the task asks for at least {MIN_STILL}. "
                      "Readings count as standing still once the robot has stopped turning and come to rest, a moment "
                      "after stop(): wait half a second, then read.",
                      f"{len(still)} readings after the wheels stopped and the robot came to rest (at least {MIN_STILL}); "
                      f"{settling} before")
    truth = statistics.pstdev(still)
    sample = statistics.stdev(still)
    limit = max(0.15, 0.1 * truth)
    explain = (f'printed "{line.strip()}"; {len(still)} still readings: standard deviation {truth:.3f} cm '
               f"(population) or {sample:.3f} (sample); within {limit:.3f} of either passes")
    if min(abs(value - truth), abs(value - sample)) <= limit:
        return passed(f"you said {as_printed(run, 'noise')} cm; the {len(still)} still readings spread by {truth:.2f} cm.", explain)
    hint = said("Use statistics.stdev (or pstdev) on the readings taken after stopping.")
    spread = max(still) - min(still)
    # A cause is named only when it alone fits (issue 46: half the range was called "the variance").
    variance = min(abs(value - truth ** 2), abs(value - sample ** 2)) <= limit
    whole_range = abs(value - spread) <= limit
    half_range = abs(value - spread / 2) <= limit
    if variance + whole_range + half_range > 1:
        pass
    elif variance:
        hint = said("That is the variance (in cm squared), the standard deviation squared: take its square root, "
                "or use statistics.stdev.")
    elif whole_range:
        hint = said("That is the range, the largest still reading minus the smallest: the standard deviation is the "
                "typical distance of a reading from their mean. Use statistics.stdev (or pstdev).")
    elif half_range:
        hint = said("That is half the range, (largest - smallest) / 2: the standard deviation is the typical distance "
                    "of a reading from their mean. Use statistics.stdev (or pstdev).")
    return failed(f'you printed "{line.strip()}", but the {len(still)} readings taken standing still have a standard '
                  f"deviation of {truth:.2f} cm. {hint}", explain)
