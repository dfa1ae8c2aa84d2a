#pragma once
// The seccomp filter of a sandboxed run, alone in its file (sandbox.cpp is
// the rest of the sandbox).
namespace bugbot::marking {

// Refuses, with EPERM: new processes (threads allowed), exec, ptrace, memfd,
// System V IPC, UNIX sockets (socket and socketpair with AF_UNIX: the channel's
// socket is inherited), TIOCSTI and CPU affinity. False when it cannot be had.
bool install_process_filter();
// Whether this processor's system calls are known to the filter.
bool process_filter_known();

}  // namespace bugbot::marking
