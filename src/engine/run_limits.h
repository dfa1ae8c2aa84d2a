#pragma once
// Limits on a run: wall-clock, CPU, memory. A script that hits one is ended
// with a clear message and exit status 3, whatever it was doing (even inside a
// long C call), because the process itself ends.
#include <cstddef>
#include <functional>

namespace bugbot::engine {

// Sets the CPU-seconds and address-space limits of this process (0 = leave as is).
void apply_resource_limits(double max_cpu_s, std::size_t max_memory_mb);

// Starts a watchdog thread that calls `on_expiry` and then ends the process
// with `exit_code` after `seconds` of wall time.
void start_watchdog(double seconds, std::function<void()> on_expiry, int exit_code);

}  // namespace bugbot::engine
