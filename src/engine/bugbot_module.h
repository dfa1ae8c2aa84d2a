#pragma once
// The `_bugbot` built-in module: the C++ side of the bugbot API, bound to the
// session of the current run (a SessionLink: local, or over a channel). python/bugbot/ wraps it with argument checks.

namespace bugbot::engine {

class SessionLink;
struct CallFailure;

// The session the module's calls act on; set before the script runs.
void set_current_session(SessionLink* session);
// The session of the run, or nullptr before one starts.
SessionLink* current_session();

// Sets the Python exception a CallFailure names (TimeoutError; bugbot's
// RobotConnectError or RobotBusyError; else RuntimeError), with its message.
void raise_call_failure(const CallFailure& failure);

}  // namespace bugbot::engine
