#pragma once
// One untrusted run in a sandbox. Every run is a fresh exec of
// `bugbot mark --sandboxed-run`, never a fork of the marker (which has read
// every submission), in two layers:
//
//   1. bubblewrap (bwrap): new user, mount, PID, network, IPC, UTS and cgroup
//      namespaces; a cleared environment; no capabilities, even for root;
//      only /usr, the bugbot binary and its Python package read-only, the
//      program's own folder a size-limited tmpfs (no record, no world: the
//      run's trusted side, outside, has them); it dies with the run's
//      trusted side and takes every process in it along (the runner is the
//      PID namespace's init and runs the program in a child it waits for,
//      in a session of its own: no controlling terminal).
//   2. inside, before the engine starts (sandboxed_run_main): rlimits (CPU,
//      address space, file size, open files, no core), no_new_privs, Landlock
//      (writes only to its folder and record, no TCP, no signals out), and a
//      seccomp filter (no new processes, exec, ptrace, memfd, System V IPC,
//      TIOCSTI, CPU affinity).
//
// "Weak" mode (the teacher's explicit --weak-sandbox, when bwrap or user
// namespaces are missing) runs layer 2 alone.
#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/run_limits.h"
#include "lessons/lesson.h"
#include "sim/world.h"

namespace bugbot::marking {

// The marking defaults (engine/run_limits.h): the one place they are written.
using SandboxLimits = engine::RunLimits;

enum class SandboxMode { full, weak };

// One run. The marker's own folder for it (`host_folder`, 0700) holds
// record.jsonl and stderr.txt (what the program wrote to its stderr, through a
// pipe: no file of the teacher's is ever the program's). The submission is
// handed over as bytes (`source`, read once by the marker), copied into the
// sandbox's own folder: no path of the teacher's is mounted for it.
struct RunSpec {
    std::string host_folder;
    std::string_view source;                     // the submission's bytes
    std::string script_name = "submission.py";  // the name the program sees
    std::string world_file;                      // "" = the default world
    std::optional<sim::Pose> start;
    std::uint64_t seed = 1;
    int cpu = -1;                                // pinned to this processor, -1 = any
    // Files of the program's folder to copy out after the run, into
    // host_folder/kept.bin (kept_files.h says how; full mode only).
    std::vector<KeptFile> keep;
};
// host_folder/kept.bin, where the marker finds what was kept (kept_files.cpp).
std::string kept_path(const std::string& host_folder);

// Starts a run; returns the pid of its outermost process (bwrap, or the
// runner in weak mode), which has its own process group. -1 on failure.
pid_t start_run(const RunSpec& run, const SandboxLimits& limits, SandboxMode mode);

// What the sandbox can do on this machine, checked by running a probe in it.
struct SandboxReport {
    bool full = false;                    // every layer in place
    std::vector<std::string> lines;       // "ok   ..." / "MISSING ..." for a person
    std::vector<std::string> missing;     // what is missing, briefly
};
SandboxReport check_sandbox();

// bubblewrap: Debian's, or $BUGBOT_BWRAP (the teacher's own environment; the
// tests point it at nothing to see marking refuse).
std::string bwrap_path();

// Whether absolute path `path` is `folder` or inside it, by their text (both
// already canonical): "/usr/lib" is beneath "/usr", "/usrx" is not; every
// absolute path is beneath "/", so a script folder of "/" covers the home folder.
bool is_beneath(const std::string& path, const std::string& folder);
// The bubblewrap layer every sandboxed process shares (marking's runs and
// `bugbot run --sandbox`): new user, PID, network, IPC, UTS (and cgroup)
// namespaces, dies with its parent, a cleared environment
// (BUGBOT_HOME alone), no capabilities; read-only /usr, the bugbot binary and
// its Python package; its own /dev and /proc. Nothing else of the host's
// files: the caller binds what the run may see, and gives the program a
// session of its own (marking's runner calls setsid(); --sandbox adds
// bubblewrap's --new-session).
std::vector<std::string> bwrap_base_args();

// The uid (and gid) bubblewrap is started as when root marks, so that the
// run's uid 65534 inside is 65534 outside too, not root: the kernel never
// applies RLIMIT_NPROC to root's own uid, so without this a run as root could
// start thousands of threads (issue 27); as another user it is that user's.
constexpr unsigned kUnprivilegedUid = 65534;

// In a child about to exec bubblewrap: when it is root, becomes
// kUnprivilegedUid (no supplementary groups), so the processes limit binds
// for every user. Before any PR_SET_PDEATHSIG (a change of uid clears it).
// False when root could not give up its uid (the run must not start).
bool drop_root_for_sandbox();

// no_new_privs and the seccomp filter of a marking run (no new processes,
// exec, ptrace, memfd, System V IPC, TIOCSTI); false when it cannot be had.
bool restrict_process();

// `bugbot mark --sandboxed-run ...` and `--sandboxed-probe`: the inside of a run.
int sandboxed_run_main(int argc, char** argv);
int sandboxed_probe_main();

// Removes a folder and everything in it (a run's leftovers), without following links.
void remove_tree(const std::string& folder);

}  // namespace bugbot::marking
