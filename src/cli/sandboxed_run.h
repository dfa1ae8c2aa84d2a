#pragma once
// `bugbot run --sandbox` and `bugbot run --channel`: the run in two
// processes. This one holds the simulator and writes the record or the
// stream (engine::host_run); the script runs in a second one that reaches
// them over a channel: inside bubblewrap (the layer marking uses,
// marking::bwrap_base_args) for --sandbox, the studio's runs of code a
// student did not write themselves, or plainly for --channel.
#include <sys/types.h>

#include <functional>
#include <string>

#include "engine/run.h"
#include "engine/run_writers.h"

namespace bugbot::cli {

// Runs `request` (its script an absolute path) with the script's process in
// the sandbox. Returns the run's exit status; 2 (after printing why) when the
// sandbox cannot be made. `make` and `started` as for run_over_channel.
int run_sandboxed(const engine::RunRequest& request, const engine::MakeBody& make = {},
                  const std::function<void(pid_t)>& started = {});

// The same without the sandbox: what the sandboxed path costs and records,
// minus bubblewrap (the channel's benchmark and determinism test use it).
// `make` makes the trusted side's session (a real robot's, robot_run.h);
// `started` is told the script's process.
int run_over_channel(const engine::RunRequest& request, const engine::MakeBody& make = {},
                     const std::function<void(pid_t)>& started = {});

}  // namespace bugbot::cli
