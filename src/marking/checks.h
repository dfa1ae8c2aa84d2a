#pragma once
// The trusted Python side of marking (lessons/_marking/checker.py): validating
// a lesson's marking.py, and the checker process that applies its task checks
// to recorded runs.
#include <string>
#include <vector>

#include "lessons/lesson.h"

namespace bugbot::marking {

// The Python that runs the checks (Debian's, as the engine's).
std::string checker_python();
// lessons/_marking/checker.py under the lessons folder the lesson came from.
std::string checker_script(const Lesson& lesson);

// Loads the lesson's marking.py in a separate Python and reports syntax
// errors, tasks without a check and checks without a task, with file and line.
std::vector<Problem> check_marking_module(const Lesson& lesson);

// Runs argv (argv[0] a path) and returns its exit status, its stdout in `out`.
int run_and_capture(const std::vector<std::string>& argv, std::string& out);

}  // namespace bugbot::marking
