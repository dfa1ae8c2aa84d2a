#pragma once
// Limits on a run: wall-clock, CPU, memory. A script that hits one is ended
// with a clear message and exit status 3, whatever it was doing (even inside a
// long C call), because the process itself ends. Whatever way the engine ends
// a run, its last words (the events still held back, then why it ended) are
// written first.
#include <cstddef>
#include <functional>

namespace bugbot::engine {

// Sets the CPU-seconds and address-space limits of this process (0 = leave as is).
void apply_resource_limits(double max_cpu_s, std::size_t max_memory_mb);

// Called once when the run ends by its time limit ("timeout", 3), its CPU
// limit ("cpu", 3) or a crash ("crashed", 128 + the signal). It runs in a
// signal handler on the script's thread, with the script stopped where it
// was, so it must not wait for locks the script may hold. Call from the
// script's thread before the script starts: it catches SIGXCPU and the fatal
// signals. Python's faulthandler, enabled after this, prints the script's
// traceback first and then hands over to us; after a crash the process dies
// of the same signal, as a crash should.
void on_run_end(std::function<void(const char* status, int exit_code)> last_words);

// The run is ending normally: a limit reached from now on does not write last words.
void ending_normally();

// Brackets a stretch of the script's thread that the last words need finished
// (the output writer, holding its lock): a limit reached inside it ends the run
// as the stretch ends, instead of finding the lock taken and losing the text.
// Other threads' calls do nothing. Nests.
void hold_run_end();
void release_run_end();

// Starts a watchdog thread that ends the run with `exit_code` after `seconds`
// of wall time: it stops the script's thread with a signal so the last words
// are written there; if that has not ended the process a second later, it
// ends it itself.
void start_watchdog(double seconds, int exit_code);

}  // namespace bugbot::engine
