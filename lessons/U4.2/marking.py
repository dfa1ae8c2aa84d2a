# Lesson U4.2's task checks: each gets one recorded run (lessons/README.md).
import statistics

from bugbot_marking import task, passed, failed, partly, judge_each_run, said
from every_step import unguessed_steps, missed_steps_said


def paired(run):
    """(reading, smooth value, robot moving?, the last 20 readings, time) for each "smooth" plotted after a reading.
    Only the last 20 are kept with each: a copy of every reading per plot grows as reads x plots."""
    out, so_far = [], []
    moving_times = [f["t"] for f in run.frames if f.get("left", 0) or f.get("right", 0)]
    first_move = moving_times[0] if moving_times else float("inf")
    t_index = 0
    for kind, name, value in run.timeline:
        if kind == "read":
            so_far.append(value)
            t_index += 1
        elif name == "smooth" and so_far and isinstance(value, (int, float)):
            t = run.read_times[t_index - 1]
            out.append((so_far[-1], value, t >= first_move, so_far[-20:], t))
    return out


MAX_RATIO = 0.6
# "Your average of the last few": after this many readings, an average of all of them is not that.
FEW = 20


def whole_history_means(run):
    """(how many "smooth" values plotted standing still after the FEW-th reading are the average of
    every reading so far, how many were plotted then)."""
    moving = [f["t"] for f in run.frames if f.get("left", 0) or f.get("right", 0)]
    first_move = moving[0] if moving else float("inf")
    total, count, same, after = 0.0, 0, 0, 0
    for kind, name, value in run.timeline:
        if kind == "read" and isinstance(value, (int, float)):
            total += value
            count += 1
        elif name == "smooth" and count > FEW and isinstance(value, (int, float)) and run.read_times[count - 1] < first_move:
            after += 1
            same += abs(value - total / count) <= 1e-6 * max(1.0, abs(value))
    return same, after


@task("smooth")
def smooth(run):
    pairs = [p for p in paired(run) if not p[2]]
    if not pairs:
        return failed('nothing was plotted as "smooth" after a reading while the robot stood still. Plot plot("smooth", value) after each reading.',
                      'no "smooth" plotted after a reading taken before the wheels first moved')
    if len(pairs) < 30:
        return failed(f"{len(pairs)} smoothed values were plotted standing still; the task asks for at least 30.",
                      f'{len(pairs)} "smooth" values plotted standing still (at least 30)')
    # each smoothed value must be an average of real readings: within the range of the last 20
    honest = sum(1 for cm, s, _, so_far, _ in pairs if min(so_far[-20:]) - 1e-9 <= s <= max(so_far[-20:]) + 1e-9)
    if honest < 0.95 * len(pairs):
        return failed('your "smooth" values are not averages of the readings the robot took (they fall outside them).',
                      f'{honest} of {len(pairs)} "smooth" values lie within the last 20 readings (95 % needed)')
    whole, after = whole_history_means(run)
    if after >= 5 and whole >= 0.8 * after:
        return failed(f'your "smooth" is the average of every reading so far, not of the last few: after {FEW} readings, '
                      "an average of everything hardly moves, and once the robot drives it lags far behind the wall. "
                      "Average the last few readings (a window: readings[-8:]).",
                      f'{whole} of the {after} "smooth" values plotted standing still after the {FEW}th reading are the '
                      "average of every reading so far")
    settled = pairs[10:]
    raw_spread = statistics.pstdev([cm for cm, _, _, _, _ in settled])
    smooth_spread = statistics.pstdev([s for _, s, _, _, _ in settled])
    if raw_spread == 0:
        return failed("the readings did not vary at all, so there was nothing to smooth.",
                      f"{len(settled)} readings after the first 10, all the same")
    ratio = smooth_spread / raw_spread
    explain = (f"standing still, after the first 10: {len(settled)} readings spread {raw_spread:.3f} cm, "
               f'"smooth" {smooth_spread:.3f} cm, a ratio of {ratio:.2f} (under {MAX_RATIO} passes, under 0.9 half)')
    if ratio < MAX_RATIO:
        return passed(f"the readings spread {raw_spread:.2f} cm, your average {smooth_spread:.2f} cm.", explain)
    if ratio < 0.9:
        return partly(0.5, f"your average spreads {smooth_spread:.2f} cm against {raw_spread:.2f} cm for the readings "
                      f"({ratio * 100:.0f} %): steadier, but the task asks for under 60 % (half the marks for this run: under "
                      "90 %). Average more readings.", explain)
    return failed(f"your \"smooth\" spreads {smooth_spread:.2f} cm, as much as the readings ({raw_spread:.2f} cm); the task asks for "
                  "under 60 %. Plot the average of the last few readings, not the reading itself.", explain)


GOAL_CM, GIVE_CM = 20, 3


def decision(run):
    """The last reading taken while the wheels were on, and what came before it while driving:
    (raw values, smooth values), the last of each being the step on which the program stopped.
    None when the robot never stopped after driving."""
    on = [f["t"] for f in run.frames if f.get("left", 0) or f.get("right", 0)]
    if not on or run.frames[-1].get("left", 0) or run.frames[-1].get("right", 0):
        return None
    off = next((f["t"] for f in run.frames if f["t"] > on[-1]), on[-1])
    steps = [p for p in paired(run) if p[2] and p[4] <= off + 1e-9]
    if len(steps) < 10:
        return None
    return [cm for cm, *_ in steps], [s for _, s, *_ in steps]


def first_under(values):
    """The thresholds T for which the last value is the first to come to T or under:
    [last, lowest before it), or None when an earlier value was as low."""
    lowest_before = min(values[:-1])
    return (values[-1], lowest_before) if values[-1] < lowest_before else None


def common(intervals, give=0.0):
    """Is there one threshold in every interval (each widened by `give` at its top)?"""
    return all(intervals) and max(lo for lo, _ in intervals) < min(hi for _, hi in intervals) + give


SMOOTH_GIVE_CM = 0.5     # a threshold on the average compared after rounding, or a step late


def stopped_by_raw(runs):
    """Did the program stop when the raw reading came under a threshold, rather than the smoothed
    one? The same program stops by the same rule on every run: by the raw reading, the last raw
    reading is the first under one threshold on every run; by the average, the last "smooth" is.
    Only when the raw readings fit one threshold and the smoothed values fit none is it the raw
    reading. (A program that stops by the average fits it on every run; a fit of the raw
    readings on every run, by chance, asks each run's last reading to be its lowest.)
    Returns (threshold, explain) or None."""
    decisions = [decision(run) for run in runs]
    if len(runs) < 2 or any(d is None for d in decisions):
        return None
    raw = [first_under(r) for r, _ in decisions]
    smooth = [first_under(s) for _, s in decisions]
    if not common(raw) or common(smooth, SMOOTH_GIVE_CM):
        return None
    threshold = max(lo for lo, _ in raw)
    explain = ("on every run the robot stopped on the first raw reading at or under "
               f"{threshold:g} cm (the last raw readings: {', '.join(f'{r[-1]:g}' for r, _ in decisions)}), while its "
               f"last \"smooth\" values ({', '.join(f'{s[-1]:.1f}' for _, s in decisions)}) fit no one threshold "
               f"(within {SMOOTH_GIVE_CM} cm)")
    return threshold, explain


def window_seen(driving):
    """How many of the latest readings each smoothed value while driving averages, when one window
    fits nine in ten of them (1 to 20), else None."""
    for k in range(1, 21):
        fits = sum(1 for _, s, _, so_far, _ in driving
                   if len(so_far) >= k and abs(sum(so_far[-k:]) / k - s) <= 1e-6 * max(1.0, abs(s)))
        if driving and fits >= 0.9 * len(driving):
            return k
    return None


@task("stop", each_run=False)
def stop_task(runs):
    by_raw = stopped_by_raw(runs)
    return judge_each_run(lambda run: stop_on_run(run, by_raw), runs)


def stop_on_run(run, by_raw):
    driving = [p for p in paired(run) if p[2]]
    moved = run.moved_cm()
    if moved < 5:
        # What was seen, not why: a loop that never drove and a comparison the wrong way round look alike.
        return failed(f"the robot moved {moved:.1f} cm in all, so there was no drive to the wall to judge.",
                      f"the robot's centre moved {moved:.1f} cm (at least 5 needed)")
    if len(driving) < 10:
        return failed(f'{len(driving)} smoothed values were plotted while driving; plot "smooth" on every step of the drive (at least 10).',
                      f'{len(driving)} "smooth" values plotted after readings taken while driving (at least 10)')
    # Stopping "by the smoothed reading" needs a smoothed reading while driving: each value an
    # average of the readings taken just before it (within the last 20), not a number kept from before.
    tracking = sum(1 for cm, s, _, so_far, _ in driving if min(so_far[-20:]) - 1e-9 <= s <= max(so_far[-20:]) + 1e-9)
    if tracking < 0.9 * len(driving):
        return failed(f'only {tracking} of your {len(driving)} "smooth" values while driving are an average of the readings '
                      "taken just before them: your smoothed reading did not follow the wall coming closer. Smooth the "
                      "readings you take while driving, and stop by that smoothed reading.",
                      f'{tracking} of {len(driving)} "smooth" values while driving lie within the last 20 readings (90 % needed)')
    last = run.frames[-1]
    if last.get("left", 0) or last.get("right", 0):
        return failed("the robot was still moving at the end. Call stop() when the smoothed reading says the front is 20 cm away.",
                      "the wheels were still on in the last frame")
    centre = last.get("beam", 999)
    front = centre - run.radius          # the beam runs from the robot's centre; its front is a radius ahead
    explain = (f"at the end the wall was {centre:.1f} cm from the robot's centre, so {front:.1f} cm from its front "
               f"(radius {run.radius:g} cm); {GOAL_CM} +/- {GIVE_CM} passes, +/- {2 * GIVE_CM} half; bumps: {len(run.bumps)}")
    if run.bumps:
        return failed("the robot ran into the wall. Stop earlier: the smoothed reading lags behind the real distance.", explain)
    if by_raw:
        threshold, why = by_raw
        return failed(f"it stopped when the raw reading came to {threshold:g} cm, not the smoothed one: on every run "
                      "the robot stopped on the first raw reading that low, whatever the average said. The task is "
                      "to stop by the smoothed reading: compare your average, not distance(), with the distance "
                      "to stop at.", explain + "; " + why)
    # "Plotting raw and smooth on every step" of the drive: a step missed loses its share.
    moving = [f["t"] for f in run.frames if f.get("left", 0) or f.get("right", 0)]
    still_reads = sum(1 for t in run.read_times if moving and t < moving[0])
    asked, missed = unguessed_steps(run, "smooth", still_reads)
    if abs(front - GOAL_CM) <= GIVE_CM and missed:
        return partly(1 - len(missed) / len(asked), f"it stopped with its front {front:.1f} cm from the wall, but while "
                      f"driving {missed_steps_said(asked, missed, still_reads, said('smoothed value plotted'))}. The task asks "
                      'for "raw" and "smooth" on every step of the drive (one share of this run for each step with them).',
                      explain + f"; {len(missed)} of {len(asked)} steps while driving had no \"smooth\"")
    if abs(front - GOAL_CM) <= GIVE_CM:
        return passed(f"it stopped with its front {front:.1f} cm from the wall.", explain)
    smoothed = driving[-1][1]            # the last smoothed value plotted before it stopped
    explain += f'; the last "smooth" plotted while driving: {smoothed:.1f} cm'
    if front < GOAL_CM and smoothed < GOAL_CM + run.radius - 2:
        hint = said(f"Your program stopped when its smoothed reading said {smoothed:.1f} cm, but distance() measures from the "
                f"robot's centre, {run.radius:g} cm behind its front: stop when it says about {GOAL_CM + run.radius:g}, "
                "less a little for the lag.")
    elif front < GOAL_CM:
        hint = said(f"Your program stopped when its smoothed reading said {smoothed:.1f} cm, but by then the wall was "
                f"{centre:.1f} cm from the centre: it stopped late, because the average lags behind the real distance "
                "and the robot rolls on a little after stop(). Drive slower, or stop a little earlier.")
    else:
        when = driving[-1][4]
        truth = next((f.get("beam") for f in reversed(run.frames) if f.get("t", 0) <= when + 1e-9), None)
        if isinstance(truth, (int, float)) and smoothed < truth - 1.5:
            explain += f"; the wall was then {truth:.1f} cm from the centre"
            hint = said(f"It stopped early: its smoothed reading said {smoothed:.1f} cm when the wall was really "
                        f"{truth:.1f} cm from the robot's centre.")
            # The cause only where the record shows it: smoothed values that are the mean of the last
            # few readings (a stale value with a good window looks the same at the stop).
            few = window_seen(driving)
            if few is not None and few <= 3:
                hint += " " + said(f"Your smoothed values are the average of the last {few} readings: the noise of so "
                                   "few pulled it down. Average more readings.")
        else:
            hint = said("It stopped early: drive on a little further (the reading is from the robot's centre, "
                    f"{run.radius:g} cm behind its front).")
    message = said(f"it stopped with its front {front:.1f} cm from the wall; the task asks for 20 cm, give or take 3. {hint}")
    if abs(front - GOAL_CM) <= 2 * GIVE_CM:
        return partly(0.5, f"{message} (Half the marks for this run: within {2 * GIVE_CM} cm, not {GIVE_CM}.)", explain)
    return failed(message, explain)
