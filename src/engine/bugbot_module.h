#pragma once
// The `_bugbot` built-in module: the C++ side of the bugbot API, bound to the
// Session of the current run. python/bugbot/ wraps it with argument checks.

namespace bugbot::engine {

class Session;

// The session the module's calls act on; set before the script runs.
void set_current_session(Session* session);
// The session of the run, or nullptr before one starts.
Session* current_session();

}  // namespace bugbot::engine
