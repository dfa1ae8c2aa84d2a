#pragma once
// Limits on a run: wall-clock, CPU, memory. A script that hits one is ended
// with a clear message and exit status 3, whatever it was doing (even inside a
// long C call), because the process itself ends.
#include <cstddef>
#include <functional>

namespace bugbot::engine {

// Sets the CPU-seconds and address-space limits of this process (0 = leave as is).
void apply_resource_limits(double max_cpu_s, std::size_t max_memory_mb);

// When the script crashes the interpreter (a fault inside C code, say), runs
// `save` so what it printed and recorded is not lost, then lets the process die
// of the same signal, as a crash should. Python's faulthandler, enabled after
// this, prints the script's traceback first and then hands over to us.
void on_crash(std::function<void()> save);

// Starts a watchdog thread that calls `on_expiry` and then ends the process
// with `exit_code` after `seconds` of wall time.
void start_watchdog(double seconds, std::function<void()> on_expiry, int exit_code);

}  // namespace bugbot::engine
