#include "marking/sandbox.h"

#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/landlock.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

namespace bugbot::marking {

namespace {

#if defined(__x86_64__)
constexpr unsigned kAuditArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
constexpr unsigned kAuditArch = AUDIT_ARCH_AARCH64;
#else
constexpr unsigned kAuditArch = 0;
#endif

// Refuses new processes and exec with EPERM (clone3 with ENOSYS, so that libc
// falls back to clone, whose flags the filter can see); threads are allowed.
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
    jump(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 3);
    // clone: allowed only with CLONE_THREAD (flags are the first argument, low word)
    stmt(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[0]));
    jump(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 1, 0);
    stmt(BPF_RET | BPF_K, kErrno);
    stmt(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
    sock_fprog program{static_cast<unsigned short>(f.size()), f.data()};
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) == 0;
}

// Newer Landlock rights than Debian 12's headers know (values fixed by the kernel ABI).
constexpr std::uint64_t kFsTruncate = 1ULL << 14;     // ABI 3
constexpr std::uint64_t kNetBindTcp = 1ULL << 0;      // ABI 4
constexpr std::uint64_t kNetConnectTcp = 1ULL << 1;   // ABI 4
constexpr std::uint64_t kScopeAbstractUnix = 1ULL << 0;  // ABI 6
constexpr std::uint64_t kScopeSignal = 1ULL << 1;        // ABI 6

int landlock_abi() {
    const long abi = syscall(SYS_landlock_create_ruleset, nullptr, 0, LANDLOCK_CREATE_RULESET_VERSION);
    return abi < 0 ? 0 : static_cast<int>(abi);
}

// Writes only beneath `folder` (and to /dev/null); no TCP; no signals or
// abstract sockets reaching outside. Reading stays allowed everywhere.
bool restrict_filesystem(const std::string& folder) {
    const int abi = landlock_abi();
    if (abi < 1) return false;
    std::uint64_t write_rights = LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_REMOVE_DIR |
                                 LANDLOCK_ACCESS_FS_REMOVE_FILE | LANDLOCK_ACCESS_FS_MAKE_CHAR |
                                 LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |
                                 LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO |
                                 LANDLOCK_ACCESS_FS_MAKE_BLOCK | LANDLOCK_ACCESS_FS_MAKE_SYM;
    if (abi >= 2) write_rights |= LANDLOCK_ACCESS_FS_REFER;
    if (abi >= 3) write_rights |= kFsTruncate;
    // The struct grew with each ABI: pass only the fields this kernel knows.
    struct {
        std::uint64_t handled_access_fs;
        std::uint64_t handled_access_net;
        std::uint64_t scoped;
    } attr{write_rights, 0, 0};
    std::size_t size = sizeof(std::uint64_t);
    if (abi >= 4) {
        attr.handled_access_net = kNetBindTcp | kNetConnectTcp;
        size = 2 * sizeof(std::uint64_t);
    }
    if (abi >= 6) {
        attr.scoped = kScopeAbstractUnix | kScopeSignal;
        size = 3 * sizeof(std::uint64_t);
    }
    const int ruleset = static_cast<int>(syscall(SYS_landlock_create_ruleset, &attr, size, 0));
    if (ruleset < 0) return false;
    auto allow = [&](const char* path, std::uint64_t rights) {
        landlock_path_beneath_attr rule{};
        rule.allowed_access = rights;
        rule.parent_fd = open(path, O_PATH | O_CLOEXEC);
        if (rule.parent_fd < 0) return false;
        const bool ok = syscall(SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0) == 0;
        close(rule.parent_fd);
        return ok;
    };
    bool ok = allow(folder.c_str(), write_rights);
    std::uint64_t file_rights = LANDLOCK_ACCESS_FS_WRITE_FILE | (abi >= 3 ? kFsTruncate : 0);
    allow("/dev/null", file_rights);
    ok = ok && syscall(SYS_landlock_restrict_self, ruleset, 0) == 0;
    close(ruleset);
    return ok;
}

void set_limit(int resource, rlim_t value) {
    rlimit limit{value, value};
    setrlimit(resource, &limit);
}

[[noreturn]] void child_fail(const char* what) {
    std::fprintf(stderr, "bugbot mark: the sandbox could not be set up (%s: %s)\n", what, std::strerror(errno));
    _exit(120);
}

}  // namespace

SandboxSupport sandbox_support() {
    SandboxSupport s;
    s.seccomp = kAuditArch != 0;
    s.landlock_abi = landlock_abi();
    return s;
}

pid_t start_sandboxed_run(const engine::RunRequest& request, const std::string& folder, const SandboxLimits& limits) {
    const pid_t pid = fork();
    if (pid != 0) return pid;

    // The child. Only async-signal-safe work until the engine starts is not
    // required here: the marker is single-threaded when it forks.
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() == 1) _exit(121);
    const int null_fd = open("/dev/null", O_RDWR);
    const int err_fd = open((folder + "/stderr.txt").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (null_fd < 0 || err_fd < 0) child_fail("open");
    dup2(null_fd, 0);
    dup2(null_fd, 1);
    dup2(err_fd, 2);
    syscall(SYS_close_range, 3, ~0U, 0);
    if (chdir(folder.c_str()) != 0) child_fail("chdir");
    setenv("HOME", folder.c_str(), 1);
    setenv("TMPDIR", folder.c_str(), 1);
    signal(SIGPIPE, SIG_DFL);

    const rlim_t mb = 1 << 20;
    set_limit(RLIMIT_FSIZE, static_cast<rlim_t>(limits.file_mb * mb));
    set_limit(RLIMIT_CORE, 0);
    set_limit(RLIMIT_NOFILE, 64);
    set_limit(RLIMIT_NPROC, 4096);  // binds only non-root; the filter below binds everyone
    set_limit(RLIMIT_MSGQUEUE, 0);

    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) child_fail("no_new_privs");
    restrict_filesystem(folder);  // best effort: not every kernel has Landlock
    if (!install_process_filter()) child_fail("seccomp");

    engine::RunRequest run = request;
    run.timeout_s = limits.wall_s;
    run.max_cpu_s = limits.cpu_s;
    run.max_memory_mb = static_cast<std::size_t>(limits.memory_mb);
    run.max_output_bytes = limits.output_bytes;
    run.stream = false;
    run.session.pace = 0;
    run.session.read_control = false;
    _exit(engine::run_script(run));
}

void remove_tree(const std::string& folder) {
    std::error_code ec;
    // remove_all does not follow symbolic links; make everything writable first
    // in case the run took its own permissions away.
    for (auto it = std::filesystem::recursive_directory_iterator(
             folder, std::filesystem::directory_options::skip_permission_denied, ec);
         !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
        if (it->is_directory(ec) && !it->is_symlink(ec)) chmod(it->path().c_str(), 0700);
    }
    chmod(folder.c_str(), 0700);
    std::filesystem::remove_all(folder, ec);
}

}  // namespace bugbot::marking
