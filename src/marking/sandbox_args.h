#pragma once
// The pieces of a run's command line shared by sandbox.cpp (the probe, the
// runner inside) and run_start.cpp (the run's trusted side). Internal to
// src/marking.
#include <string>
#include <vector>

#include "marking/sandbox.h"

namespace bugbot::marking {

// Where the program's own folder is inside the bubblewrap sandbox.
inline constexpr const char* kFolderInside = "/sandbox";

// The descriptors the program's side inherits: the channel (engine), the
// "set up" pipe (a byte once the sandbox is in place, before any of the
// submission runs), bubblewrap's copy of the submission's bytes, and the
// file the sandbox's init copies kept files into (kept_files.h; only the
// init holds it).
inline constexpr int kChannelFd = 3;
inline constexpr int kSetUpFd = 4;
inline constexpr int kSourceFd = 5;
inline constexpr int kKeptFd = 6;

// bubblewrap up to the program: bwrap_base_args() and the run's own folder.
std::vector<std::string> bwrap_args(const SandboxLimits& limits);
// The runner's arguments after `bugbot mark --sandboxed-run`.
std::vector<std::string> runner_args(const std::string& folder, const std::string& script, const SandboxLimits& limits);
[[noreturn]] void runner_fail(const char* what);
void set_limit(int resource, unsigned long value);

}  // namespace bugbot::marking
