#pragma once
// One untrusted run in a sandbox: a child process of the marker that runs the
// engine in-process (no exec), inside its own temporary folder, with limits:
//
//   - CPU seconds, address space, wall time (the parent kills it), file size,
//     open files, no core dumps (setrlimit, which binds root too);
//   - no new processes and no exec: a seccomp filter refuses fork, vfork,
//     clone without CLONE_THREAD, clone3 and execve (this binds root too,
//     where RLIMIT_NPROC does not);
//   - writes only inside its folder, no TCP, no signals to processes outside
//     it (Landlock, when the kernel has it);
//   - it dies with the marker (PR_SET_PDEATHSIG).
#include <sys/types.h>

#include <string>

#include "engine/run.h"

namespace bugbot::marking {

struct SandboxLimits {
    double wall_s = 10;
    double cpu_s = 5;
    double memory_mb = 1024;
    double file_mb = 32;        // any one file it writes, the record included
    std::size_t output_bytes = 2u << 20;
};

// What the sandbox could put in place on this machine (for notes and tests).
struct SandboxSupport {
    bool seccomp = false;
    int landlock_abi = 0;  // 0: no Landlock; files outside the folder are not protected
};
SandboxSupport sandbox_support();

// Forks a child that runs `request` (its script and record inside `folder`)
// under the limits. stdout goes to /dev/null (prints are in the record),
// stderr to folder/stderr.txt. Returns the child's pid, or -1.
pid_t start_sandboxed_run(const engine::RunRequest& request, const std::string& folder, const SandboxLimits& limits);

// Removes a folder and everything in it (a run's leftovers), without following links.
void remove_tree(const std::string& folder);

}  // namespace bugbot::marking
