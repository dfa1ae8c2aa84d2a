#pragma once
// The trusted half of a run whose script runs in another process: this
// process holds the simulator and writes the record (or the stream), the
// script's process reaches them over a channel (channel_protocol.h). Used by
// marking (the script's process in the sandbox), `bugbot run --sandbox` and
// `bugbot run --channel`. Whatever the script's process does (dies, hangs,
// floods the channel, sends garbage, closes it early), this side writes the
// events it got and an `end` saying why, and returns by the deadline.
#include <sys/types.h>

#include <functional>

#include "engine/run.h"
#include "engine/run_writers.h"

namespace bugbot::engine {

// Starts the script's process with the channel's other end as `fd` (to be
// passed on to it as request.channel_fd); returns its pid, or -1.
using SpawnScript = std::function<pid_t(int fd)>;

// Serves request's run (world, seed, record or stream, pace, timeout_s as the
// wall limit, max_cpu_s to tell a CPU kill from a crash, max_record_bytes)
// for the process `spawn` starts, waits for that process, writes the end and
// returns the run's exit status (as `bugbot run` gives it: 0 done, 1 raised,
// 3 timeout or CPU, 128 + N killed by signal N; 1 for a channel refused).
// `make` makes the robots' body (default: the simulator's); a SessionFailure it
// throws mid-run (a real robot that stopped answering) ends the run with that
// error: on stderr as Python names it, in the record, exit status 1.
int host_run(const RunRequest& request, const SpawnScript& spawn, const MakeBody& make = {});

}  // namespace bugbot::engine
