#pragma once
// How a run ended, in words for the student: a pure function of what the
// marker saw (exit status, CPU used, whether it was killed for time) and of
// the tails of the run's record and stderr. No processes: unit-tested as is.
#include "engine/run_limits.h"
#include <string>

namespace bugbot::marking {

struct RunOutcome {
    int variation = 0;         // 1-based
    std::string outcome;       // done, error, exit, timeout, cpu, memory, forbidden, output, crashed, not-marked
    std::string note;          // for the student: what happened, "" when it simply ended
    double seconds = 0;        // wall time the run took
    // The program's own words the note quotes (an exception's message, a
    // sys.exit code), and the note without them: withhold_varying_words.
    std::string words;
    std::string note_without_words;
};

// What the marker knows once a run's process has been reaped.
struct RunEnd {
    int variation = 1;         // 1-based
    bool killed_for_time = false;
    int signal = 0;            // the signal that ended it, 0 when it exited
    int exit_code = 0;         // its exit status when it exited
    double cpu_s = 0;
    double seconds = 0;
    std::string record_tail;   // the last part of record.jsonl (untrusted)
    std::string stderr_tail;   // the last part of its stderr (untrusted)
};

// The run's limits, to say which one it met (engine/run_limits.h).
using OutcomeLimits = engine::RunLimits;

// The runner's own exit status when the sandbox could not be set up.
constexpr int kExitSandboxFailed = 120;

RunOutcome classify_run(const RunEnd& end, const OutcomeLimits& limits);

}  // namespace bugbot::marking
