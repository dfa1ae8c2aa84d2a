// The seccomp filter of a sandboxed run (marking's and `bugbot run --sandbox`'s).
#include "marking/process_filter.h"

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>

#include <cerrno>
#include <vector>

namespace bugbot::marking {

namespace {
#if defined(__x86_64__)
constexpr unsigned kAuditArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
constexpr unsigned kAuditArch = AUDIT_ARCH_AARCH64;
#else
constexpr unsigned kAuditArch = 0;
#endif

}  // namespace

bool process_filter_known() { return kAuditArch != 0; }

// Refuses new processes and exec with EPERM (clone3 with ENOSYS, so that libc
// falls back to clone, whose flags the filter can see); threads are allowed.
// Also refused: memory outside the address-space limit (memfd, System V
// shared memory, semaphores and queues), UNIX sockets, pushing input into a terminal, and
// moving off the processor the marker gave the run.
bool install_process_filter() {
    if (kAuditArch == 0) return false;
    constexpr unsigned kErrno = SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA);
    constexpr unsigned kNoSys = SECCOMP_RET_ERRNO | (ENOSYS & SECCOMP_RET_DATA);
    std::vector<sock_filter> f;
    auto stmt = [&](unsigned short code, unsigned k) { f.push_back(BPF_STMT(code, k)); };
    auto jump = [&](unsigned short code, unsigned k, unsigned char jt, unsigned char jf) {
        f.push_back(BPF_JUMP(code, k, jt, jf));
    };
    // The system call `nr` returns `result` instead of running.
    auto refuse = [&](unsigned nr, unsigned result) {
        jump(BPF_JMP | BPF_JEQ | BPF_K, nr, 0, 1);
        stmt(BPF_RET | BPF_K, result);
    };
    stmt(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch));
    jump(BPF_JMP | BPF_JEQ | BPF_K, kAuditArch, 1, 0);
    stmt(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS);  // another ABI: not ours
    stmt(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr));
#if defined(__x86_64__)
    jump(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1);  // x32 system calls
    stmt(BPF_RET | BPF_K, kErrno);
    refuse(__NR_fork, kErrno);
    refuse(__NR_vfork, kErrno);
#endif
    refuse(__NR_execve, kErrno);
    refuse(__NR_execveat, kErrno);
#ifdef __NR_clone3
    refuse(__NR_clone3, kNoSys);
#endif
    refuse(__NR_ptrace, kErrno);
    refuse(__NR_process_vm_writev, kErrno);
    refuse(__NR_memfd_create, kErrno);
    refuse(__NR_shmget, kErrno);
    refuse(__NR_msgget, kErrno);
    refuse(__NR_semget, kErrno);
    refuse(__NR_sched_setaffinity, kErrno);
    // socket(AF_UNIX, ...) and socketpair(AF_UNIX, ...): no UNIX socket to
    // connect() to the desktop's (tmux, X11, ssh-agent) with; the channel's own
    // socket is inherited. The family is the first argument.
    for (unsigned nr : {unsigned(__NR_socket), unsigned(__NR_socketpair)}) {
        jump(BPF_JMP | BPF_JEQ | BPF_K, nr, 0, 4);
        stmt(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[0]));
        jump(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, 1);
        stmt(BPF_RET | BPF_K, kErrno);
        stmt(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
    }
    // ioctl(fd, TIOCSTI, ...): the request is the second argument.
    jump(BPF_JMP | BPF_JEQ | BPF_K, __NR_ioctl, 0, 4);
    stmt(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[1]));
    jump(BPF_JMP | BPF_JEQ | BPF_K, TIOCSTI, 0, 1);
    stmt(BPF_RET | BPF_K, kErrno);
    stmt(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
    jump(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 3);
    // clone: allowed only with CLONE_THREAD (flags are the first argument, low word)
    stmt(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[0]));
    jump(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 1, 0);
    stmt(BPF_RET | BPF_K, kErrno);
    stmt(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
    sock_fprog program{static_cast<unsigned short>(f.size()), f.data()};
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) == 0;
}

}  // namespace bugbot::marking
