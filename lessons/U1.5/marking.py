# Lesson U1.5's task checks: each gets one recorded run (lessons/README.md).
import statistics

from bugbot_marking import task, passed, failed, partly, numbers_in


def printed(run, label):
    lines = [l for l in run.prints if l.strip().lower().startswith(label + ":")]
    if not lines:
        return None
    numbers = numbers_in(lines[-1].split(":", 1)[1])
    return numbers[0] if numbers else None


def true_period(run):
    """Seconds per revolution while the robot was turning, from its frames."""
    turning = [f for f in run.frames if f.get("left", 0) != f.get("right", 0)]
    if len(turning) < 20:
        return None
    turned, last = 0.0, None
    for f in turning:
        if last is not None and f["t"] - last["t"] < 0.05:
            turned += abs((f["heading"] - last["heading"] + 180) % 360 - 180)
        last = f
    seconds = turning[-1]["t"] - turning[0]["t"]
    return 360 * seconds / turned if turned > 0 else None


def still_reads(run):
    """The readings taken after the wheels last stopped (and had 0.3 s to settle)."""
    moving = [f["t"] for f in run.frames if f.get("left", 0) != 0 or f.get("right", 0) != 0]
    since = (moving[-1] + 0.3) if moving else 0.0
    return [r for r, t in zip(run.reads, run.read_times) if t >= since and isinstance(r, (int, float))]


@task("period")
def period(run):
    said = printed(run, "period")
    if said is None:
        return failed('no line starts with "period:" and a number. Print print("period:", seconds, "s").')
    truth = true_period(run)
    if truth is None or run.turned_degrees() < 720:
        return failed("the robot has to spin (at least two turns) for its readings to have a period.")
    error = abs(said - truth) / truth
    if error <= 0.10:
        return passed(f"you said {said:g} s; one turn took {truth:.2f} s.")
    if error <= 0.25:
        return partly(0.5, f"you said {said:g} s, but one turn took {truth:.2f} s ({error:.0%} off; the task asks for 10 %). Is your step length right?")
    return failed(f"you said {said:g} s, but one turn took {truth:.2f} s. Find the lag at which the readings best match themselves, and multiply by the time between readings.")


@task("noise")
def noise(run):
    said = printed(run, "noise")
    if said is None:
        return failed('no line starts with "noise:" and a number. Print print("noise:", cm, "cm").')
    still = still_reads(run)
    if len(still) < 30:
        return failed(f"the robot took {len(still)} readings standing still; the task asks for at least 30 (stop() first, then read).")
    truth = statistics.pstdev(still)
    sample = statistics.stdev(still)
    if min(abs(said - truth), abs(said - sample)) <= max(0.15, 0.1 * truth):
        return passed(f"you said {said:g} cm; the {len(still)} still readings spread by {truth:.2f} cm.")
    return failed(f"you said {said:g} cm, but the {len(still)} readings taken standing still have a standard deviation of {truth:.2f} cm. Use statistics.pstdev on the readings taken after stopping.")
