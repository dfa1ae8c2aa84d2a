# Lesson U4.2's task checks: each gets one recorded run (lessons/README.md).
import statistics

from bugbot_marking import task, passed, failed, partly


def paired(run):
    """(reading, smooth value, robot moving?, readings so far) for each "smooth" plotted after a reading."""
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
            out.append((so_far[-1], value, t >= first_move, list(so_far)))
    return out


@task("smooth")
def smooth(run):
    pairs = [p for p in paired(run) if not p[2]]
    if not pairs:
        return failed('nothing was plotted as "smooth" after a reading while the robot stood still. Plot plot("smooth", value) after each reading.')
    if len(pairs) < 30:
        return failed(f"{len(pairs)} smoothed values were plotted standing still; the task asks for at least 30.")
    # each smoothed value must be an average of real readings: within the range of the last 20
    honest = sum(1 for cm, s, _, so_far in pairs if min(so_far[-20:]) - 1e-9 <= s <= max(so_far[-20:]) + 1e-9)
    if honest < 0.95 * len(pairs):
        return failed('your "smooth" values are not averages of the readings the robot took (they fall outside them).')
    settled = pairs[10:]
    raw_spread = statistics.pstdev([cm for cm, _, _, _ in settled])
    smooth_spread = statistics.pstdev([s for _, s, _, _ in settled])
    if raw_spread == 0:
        return failed("the readings did not vary at all, so there was nothing to smooth.")
    ratio = smooth_spread / raw_spread
    if ratio <= 0.6:
        return passed(f"the readings spread {raw_spread:.2f} cm, your average {smooth_spread:.2f} cm.")
    if ratio < 0.9:
        return partly(0.5, f"your average spreads {smooth_spread:.2f} cm against {raw_spread:.2f} cm for the readings: steadier, but the task asks for under 60 %. Average more readings.")
    return failed(f"your \"smooth\" spreads {smooth_spread:.2f} cm, as much as the readings ({raw_spread:.2f} cm). Plot the average of the last few readings, not the reading itself.")


@task("stop")
def stop_task(run):
    driving = [p for p in paired(run) if p[2]]
    moved = run.moved_cm()
    if moved < 5:
        return failed("the robot did not drive towards the wall. Drive forwards, reading and smoothing as you go.")
    if len(driving) < 10:
        return failed(f'{len(driving)} smoothed values were plotted while driving; plot "smooth" on every step of the drive (at least 10).')
    last = run.frames[-1]
    if last.get("left", 0) or last.get("right", 0):
        return failed("the robot was still moving at the end. Call stop() when the smoothed reading says 20 cm.")
    if run.bumps:
        return failed("the robot ran into the wall. Stop earlier: the smoothed reading lags behind the real distance.")
    gap = last.get("beam", 999) - 0   # the beam starts at the robot's front
    if abs(gap - 20) <= 3:
        return passed(f"it stopped {gap:.1f} cm from the wall.")
    if abs(gap - 20) <= 6:
        return partly(0.5, f"it stopped {gap:.1f} cm from the wall; the task asks for 20 cm, give or take 3. " + ("The average lags: stop a little earlier, or drive slower." if gap < 20 else "Drive on a little further."))
    return failed(f"it stopped {gap:.1f} cm from the wall; the task asks for 20 cm, give or take 3.")
