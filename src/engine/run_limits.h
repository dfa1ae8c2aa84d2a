#pragma once
// Limits on a run: wall-clock, CPU, memory. A script that hits one is ended
// with a clear message and exit status 3, whatever it was doing (even inside a
// long C call), because the process itself ends. Whatever way the engine ends
// a run, its last words (the events still held back, then why it ended) are
// written first.
#include <cstddef>
#include <functional>

namespace bugbot::engine {

// The limits on one run, each default written here once: those of
// CodeRunner's Jobe sandbox (DESIGN.md, "Limits on a run") for marking, and
// interactive_limits() for `bugbot run` and the studio. Used by the marker
// (marking::SandboxLimits, its lessons' limits), the checker's process,
// `bugbot run` (RunRequest) and the studio (RunOptions). 0 = no limit.
struct RunLimits {
    double wall_s = 10;    // wall time
    double cpu_s = 5;      // CPU time
    double memory_mb = 1024;  // address space ("about 1 GB for Python")
    double file_mb = 20;   // any one file a run writes; in marking the record is one
    // Simulated time, kept by the trusted side so a run ends at the same
    // moment on every machine. Not Jobe's (it has no robot): lessons drive for
    // minutes of robot time, which the engine runs in well under wall_s.
    double robot_time_s = 300;
    double folder_mb = 64;  // the whole scratch folder of a run (a tmpfs)
    int processes = 30;     // tasks of the run's user in its sandbox: threads count
    std::size_t output_bytes = std::size_t{2} << 20;  // what the program prints
    // Outside marking: the record of a run (`bugbot run --max-record`, the
    // studio's runs), and the studio's memory for one run's events (run_model.h).
    double record_mb = 512;
    double model_mb = 256;
    // A studio run's record on disk: kept within it by thinning (record_thinning.h).
    double studio_record_mb = 64;
};

// `bugbot run`'s and the studio's: no clock limits (a run in the studio may
// last an hour), the memory guard and the process limit kept, a bigger output.
constexpr RunLimits interactive_limits() {
    RunLimits limits;
    limits.wall_s = limits.cpu_s = limits.robot_time_s = 0;
    limits.output_bytes = std::size_t{64} << 20;
    return limits;
}

// Sets the CPU-seconds and address-space limits of this process (0 = leave as
// is). An AddressSanitizer build sets no address-space limit (run_limits.cpp).
void apply_resource_limits(double max_cpu_s, std::size_t max_memory_mb);
// At most `processes` tasks (threads included) for this process's user, in a
// sandbox's own user namespace only: outside one the kernel counts every
// process the user has. 0 = none.
void limit_processes(int processes);

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

// Ends the run at a limit the engine keeps itself (the record's size), as the
// CPU limit ends it: last words with `status`, then `message` (which must
// outlive the call) on stderr, then exit status `exit_code`; inside a held
// stretch, as it ends. From the script's thread.
void end_run(const char* status, int exit_code, const char* message);

// Starts a watchdog thread that ends the run with `exit_code` after `seconds`
// of wall time: it stops the script's thread with a signal so the last words
// are written there; if that has not ended the process a second later, it
// ends it itself.
void start_watchdog(double seconds, int exit_code);

}  // namespace bugbot::engine
