#pragma once
// `_bugbot.RobotCalls`: the robot's calls (drive, forward, distance, ...) with
// their argument checks, as a Python type whose instances are bound to one robot.
#include <Python.h>

namespace bugbot::engine {

// The ready type object (a borrowed reference), or nullptr with a Python error set.
PyObject* robot_calls_type();

}  // namespace bugbot::engine
