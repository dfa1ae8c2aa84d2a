# Lesson 8.1's task checks: each gets one recorded run (lessons/README.md).
from bugbot_marking import task, passed, failed, partly


@task("spin")
def spin(run):
    turned = run.turned_degrees()
    if not run.reads:
        return failed("your program never read the distance. Call distance() inside your loop.")
    if turned < 350:
        return failed(f"the robot turned {turned:.0f} degrees; the task asks for a full circle (360). Keep it spinning longer.")
    if len(run.reads) < 12:
        return partly(0.5, f"the robot turned a full circle but read the distance only {len(run.reads)} times; the task asks for at least 12.")
    return passed(f"{turned:.0f} degrees, {len(run.reads)} readings.")


@task("plot")
def plot_task(run):
    plotted = run.plots.get("distance", [])
    if not plotted:
        return failed('nothing was plotted as "distance". Add plot("distance", cm) after each reading.')
    # Each plotted value must be the reading the program had just received.
    matching, last = 0, None
    for kind, name, value in run.timeline:
        if kind == "read":
            last = value
        elif name == "distance" and value == last:
            matching += 1
    if len(run.reads) < 12:
        return failed(f"only {len(run.reads)} readings were taken; the task asks for at least 12, each plotted.")
    if matching >= len(run.reads) * 0.9:
        return passed(f"{matching} readings plotted.")
    return partly(matching / max(1, len(run.reads)),
                  f"{matching} of your {len(run.reads)} readings were plotted right after they were read. Plot each reading as it comes.")


@task("nearest")
def nearest(run):
    frames = run.frames
    if not frames or run.turned_degrees() < 350:
        return failed("the robot has to turn a full circle first, to see every wall.")
    last = frames[-1]
    if last.get("left", 0) != 0 or last.get("right", 0) != 0:
        return failed("the robot was still moving at the end. Call stop() once it faces the nearest wall.")
    closest = min(f.get("beam", 999) for f in frames)
    final = last.get("beam", 999)
    if final <= closest + 3:
        return passed(f"it ended facing a wall {final:.0f} cm away; the nearest was {closest:.0f} cm.")
    if final <= closest + 10:
        return partly(0.5, f"it ended facing something {final:.0f} cm away, but the nearest wall was {closest:.0f} cm away. Turn a little more precisely.")
    return failed(f"it ended facing something {final:.0f} cm away; the nearest wall was only {closest:.0f} cm away. Find the heading of the smallest reading and turn back to it.")
