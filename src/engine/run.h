#pragma once
// Runs one script against the simulated robot: the engine's single entry point.
#include <cstddef>
#include <string>
#include <vector>

#include "engine/run_limits.h"
#include "paths/data_dir.h"
#include "engine/session.h"
#include "sim/world.h"

namespace bugbot::engine {

// `bugbot run`'s exit statuses (DESIGN.md).
enum ExitStatus { kExitDone = 0, kExitRaised = 1, kExitUsage = 2, kExitTimedOut = 3 };

struct RunRequest {
    std::string script;             // path of the .py file
    std::vector<std::string> args;  // sys.argv[1:]
    sim::WorldSpec world = sim::default_world();
    SessionOptions session;
    std::string record_path;        // write the event stream here ("" = no)
    bool stream = false;            // write the event stream to stdout; prints become events
    double timeout_s = 0;           // wall-clock limit, 0 = none
    // Simulated-time limit, 0 = none: kept by the trusted side of a channel
    // (hosted_run.h), so it ends a run at the same moment on any machine.
    double max_sim_s = 0;
    double max_cpu_s = 0;           // CPU limit, 0 = none
    // Address-space limit, 0 = none: a memory guard by default.
    std::size_t max_memory_mb = static_cast<std::size_t>(interactive_limits().memory_mb);
    std::size_t max_output_bytes = interactive_limits().output_bytes;
    // The script's side of a channel (channel_client.h): the session is in
    // the process at the other end of this descriptor, -1 = in this process.
    int channel_fd = -1;
    // The record's limit, 0 = none: past it the run ends ("output"), on the
    // trusted side of a channel (hosted_run.h) as in one process.
    std::size_t max_record_bytes = 0;
    // A studio run's: the record's older part is thinned to keep it within
    // max_record_bytes (RecordFile::thin_within), the run said so once.
    bool thin_record = false;
};

// Runs the script to the end and returns its exit status. Prints go to stdout
// (or become events), tracebacks and warnings to stderr. Call once per process.
int run_script(const RunRequest& request);

// Starts the interpreter and imports the bugbot package, if not done yet
// (run_script calls it).
void prepare_interpreter();

}  // namespace bugbot::engine
