#include "cli/lesson_skeleton.h"

namespace bugbot::cli {

namespace {

const char* kLessonJson = R"({
  "id": "@ID@",
  "title": "New lesson @ID@",
  "track": "My lessons",
  "order": 500,
  "text": "lesson.md",
  "programs": [
    {"file": "demo.py", "title": "The demo: one turn, every reading printed"},
    {"file": "starter.py", "title": "Your turn: plot what the robot sees"}
  ],
  "starter": "starter.py",
  "solution": "solution/reference.py",
  "marking": "marking.py",
  "tasks": [
    {"id": "spin", "title": "Turn a full circle, reading the distance at least 8 times", "points": 5},
    {"id": "plot", "title": "Plot every reading as \"distance\"", "points": 5}
  ],
  "variations": [
    {"seed": 1},
    {"seed": 7, "start": {"x": 30, "y": 40, "heading": 90}},
    {"seed": 19, "start": {"x": 70, "y": 65, "heading": 200}}
  ],
  "about": "Made by bugbot lessons --new. The installed lessons/README.md says what every key means."
}
)";

const char* kLessonMd = R"(# New lesson @ID@

The robot sees only straight ahead. To see the whole room it has to turn and
look, one reading at a time.

1. Run **the demo**: the robot turns once on the spot and prints its heading
   and the distance it reads, four times a second.
2. Open **your turn**: the robot turns a full circle and reads the distance,
   but keeps the readings to itself. Plot each reading as `"distance"` so the
   chart shows what the robot saw, then press **Submit**.

## Notes for the teacher (delete them)

This lesson was made by `bugbot lessons --new @ID@`, and works as it is.

- `lesson.json`: the title, the programs, the tasks and the hidden runs
  (`variations`: seeds and start poses) each submission is marked on.
- `marking.py`: one check a task. A check looks at what the engine recorded of
  a run, never at what the program printed about itself.
- `solution/reference.py` must get full marks on every run:
  `bugbot mark @ID@ solution/reference.py` (from this folder).
- `bugbot lessons --check` names the file and line of anything wrong.
- The installed `lessons/README.md` (`bugbot lessons` names the folder) says
  what every key means and what a recorded run holds.
)";

const char* kDemo = R"(# The demo: the robot turns once on the spot and prints what it sees.
from bugbot import *

connect()
drive(0, 0, 60)
for tick in range(20):
    print(round(heading()), "degrees:", distance(), "cm")
    wait(0.25)
stop()
)";

const char* kStarter = R"(# Your turn: the robot turns a full circle, reading the distance.
# Plot every reading as "distance" so the chart shows what it saw.
from bugbot import *

connect()
drive(0, 0, 60)
for tick in range(24):
    cm = distance()
    # plot the reading here
    wait(0.25)
stop()
)";

const char* kReference = R"(# The reference solution (never listed to students): it must get full marks.
from bugbot import *

connect()
drive(0, 0, 60)
for tick in range(24):
    cm = distance()
    plot("distance", cm)
    wait(0.25)
stop()
)";

const char* kMarking = R"(# The task checks of lesson @ID@: each gets one recorded run of the student's
# program (the installed lessons/README.md says what a run holds).
from bugbot_marking import task, passed, failed, partly


@task("spin")
def spin(run):
    if not run.reads:
        return failed("your program never read the distance. Call distance() inside your loop.")
    turned = run.turned_degrees()
    if turned < 350:
        return failed(f"the robot turned {turned:.0f} degrees; the task asks for a full circle (360). Keep it turning longer.")
    if len(run.reads) < 8:
        return partly(0.5, f"a full circle, but only {len(run.reads)} readings; the task asks for at least 8.")
    return passed(f"{turned:.0f} degrees, {len(run.reads)} readings.")


@task("plot")
def plot_task(run):
    if not run.plots.get("distance"):
        return failed('nothing was plotted as "distance". Add plot("distance", cm) after each reading.')
    # A plotted value counts when it is the reading the robot had just taken.
    matching, last = 0, None
    for kind, name, value in run.timeline:
        if kind == "read":
            last = value
        elif name == "distance" and value == last:
            matching += 1
    if len(run.reads) >= 8 and matching >= 0.9 * len(run.reads):
        return passed(f"{matching} readings plotted.")
    return partly(matching / max(8, len(run.reads)),
                  f"{matching} of your {len(run.reads)} readings were plotted as they came; plot every one.")
)";

std::string with_id(std::string text, const std::string& id) {
    for (std::size_t at = text.find("@ID@"); at != std::string::npos; at = text.find("@ID@", at + id.size()))
        text.replace(at, 4, id);
    return text;
}

}  // namespace

std::vector<SkeletonFile> lesson_skeleton(const std::string& id) {
    return {{"lesson.json", with_id(kLessonJson, id)}, {"lesson.md", with_id(kLessonMd, id)},
            {"demo.py", kDemo},                         {"starter.py", kStarter},
            {"solution/reference.py", kReference},      {"marking.py", with_id(kMarking, id)}};
}

}  // namespace bugbot::cli
