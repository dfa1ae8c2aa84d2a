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
// checker.py in marking_library_dir() (the installed _marking/), whatever folder the lesson came from.
std::string checker_script(const Lesson& lesson);

// Loads the lesson's marking.py in a separate Python and reports syntax
// errors, tasks without a check and checks without a task, with file and line.
std::vector<Problem> check_marking_module(const Lesson& lesson);

// Runs argv (argv[0] a path) and returns its exit status, its stdout in `out`.
// `before_exec`, when given, runs in the child first; the child exits 127 when it returns false.
int run_and_capture(const std::vector<std::string>& argv, std::string& out, bool (*before_exec)() = nullptr);

}  // namespace bugbot::marking
