#include "marking/sandbox.h"

#include <fcntl.h>
#include <grp.h>
#include <pthread.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/landlock.h>
#include <linux/seccomp.h>
#include <netinet/in.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "paths/data_dir.h"
#include "paths/programs.h"
#include "engine/hosted_run.h"
#include "engine/run.h"
#include "marking/checks.h"
#include "marking/kept_files.h"
#include "lessons/lesson.h"
#include "marking/process_filter.h"
#include "marking/run_outcome.h"
#include "marking/sandbox_args.h"
#include "sim/world_file.h"

namespace fs = std::filesystem;
extern char** environ;

namespace bugbot::marking {

namespace {

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

// Writes only beneath `folder`, to `record` and to /dev/null; no TCP; no
// signals or abstract sockets reaching outside. Reading is bubblewrap's business.
bool restrict_filesystem(const std::string& folder, const std::string& record) {
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
    auto allow = [&](const std::string& path, std::uint64_t rights) {
        landlock_path_beneath_attr rule{};
        rule.allowed_access = rights;
        rule.parent_fd = open(path.c_str(), O_PATH | O_CLOEXEC);
        if (rule.parent_fd < 0) return false;
        const bool ok = syscall(SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0) == 0;
        close(rule.parent_fd);
        return ok;
    };
    bool ok = allow(folder, write_rights);
    const std::uint64_t file_rights = LANDLOCK_ACCESS_FS_WRITE_FILE | (abi >= 3 ? kFsTruncate : 0);
    ok = ok && allow(record, file_rights);
    allow("/dev/null", file_rights);
    ok = ok && syscall(SYS_landlock_restrict_self, ruleset, 0) == 0;
    close(ruleset);
    return ok;
}

}  // namespace

bool restrict_process() { return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 && install_process_filter(); }

void set_limit(int resource, unsigned long value) {
    rlimit limit{value, value};
    setrlimit(resource, &limit);
}

[[noreturn]] void runner_fail(const char* what) {
    std::fprintf(stderr, "bugbot mark: the sandbox could not be set up (%s: %s)\n", what, std::strerror(errno));
    _exit(kExitSandboxFailed);
}

namespace {

std::string number_arg(double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
    return buffer;
}

}  // namespace

bool is_beneath(const std::string& path, const std::string& folder) {
    return folder == "/" ? path.starts_with('/') : path == folder || path.starts_with(folder + "/");
}

std::string bwrap_path() {
    const char* path = std::getenv("BUGBOT_BWRAP");
    return path && *path ? path : "/usr/bin/bwrap";
}

std::vector<std::string> bwrap_base_args() {
    std::vector<std::string> a{bwrap_path(),
                               "--unshare-user", "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts",
                               "--unshare-cgroup-try", "--die-with-parent", "--clearenv",
                               "--cap-drop", "ALL", "--hostname", "bugbot",
                               "--ro-bind", "/usr", "/usr"};
    // Merged /usr (/lib -> usr/lib) or not.
    for (const char* top : {"/lib", "/lib64", "/lib32", "/bin", "/sbin"}) {
        std::error_code ec;
        const auto status = fs::symlink_status(top, ec);
        if (ec || !fs::exists(status)) continue;
        if (fs::is_symlink(status)) a.insert(a.end(), {"--symlink", fs::read_symlink(top, ec).string(), top});
        else a.insert(a.end(), {"--ro-bind", top, top});
    }
    a.insert(a.end(), {"--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache"});
    const std::string exe = engine::script_program();  // bugbot, not bugbot-host
    if (!is_beneath(exe, "/usr")) a.insert(a.end(), {"--ro-bind", exe, exe});
    const std::string python = engine::installed_data_dir() + "/python";
    if (!is_beneath(python, "/usr")) a.insert(a.end(), {"--ro-bind", python, python});
    // Every lessons folder of the path (the installed one, the teacher's,
    // $BUGBOT_LESSONS, --lessons; a build tree's through its links) that a
    // read-only bind above would show holds reference solutions: covered.
    for (const auto& folder : lesson_path()) {
        std::error_code ec;
        const std::string real = fs::weakly_canonical(folder.path, ec).string();
        if (!ec && fs::is_directory(real, ec) && (is_beneath(real, "/usr") || is_beneath(real, python)))
            a.insert(a.end(), {"--tmpfs", real});
    }
    // /proc of its own PID namespace: only its own processes.
    a.insert(a.end(), {"--dev", "/dev", "--proc", "/proc", "--setenv", "BUGBOT_HOME", engine::installed_data_dir()});
    return a;
}

// The bubblewrap part of a run's command line: everything up to the program.
std::vector<std::string> bwrap_args(const SandboxLimits& limits) {
    std::vector<std::string> a = bwrap_base_args();
    // The runner is the namespace's init (sandboxed_run_main): its CPU time
    // reaches the marker's rusage (through bwrap's own reaper it would not),
    // and when it ends every process in the namespace ends.
    a.insert(a.end(), {"--as-pid-1", "--uid", "65534", "--gid", "65534",
                       "--size", std::to_string(static_cast<long long>(limits.folder_mb * (1 << 20))),
                       "--perms", "0700", "--tmpfs", kFolderInside,
                       "--setenv", "HOME", kFolderInside, "--setenv", "TMPDIR", kFolderInside,
                       "--chdir", kFolderInside});
    return a;
}

// The runner's arguments after `bugbot mark --sandboxed-run`: the program's
// side only (the world, seed and record are the trusted side's, start_run).
std::vector<std::string> runner_args(const std::string& folder, const std::string& script, const SandboxLimits& limits) {
    return {"--folder", folder, "--script", script, "--channel", std::to_string(kChannelFd),
            "--wall", number_arg(limits.wall_s), "--cpu", number_arg(limits.cpu_s),
            "--memory", number_arg(limits.memory_mb), "--file-mb", number_arg(limits.file_mb),
            "--output", std::to_string(limits.output_bytes)};
}

namespace {

// Its own session, before anything of the submission runs: no controlling
// terminal, so nothing it does reaches the teacher's (TIOCSTI is refused by
// the seccomp filter as well). Done here, in the program's process, rather
// than with bubblewrap's --new-session, which makes the PID namespace's init
// the session leader: the kernel then takes 2.5 to 7 ms longer to end the
// namespace, time the run's processor sits idle (docs/marking-performance.md).
void leave_the_terminal() {
    if (setsid() < 0) runner_fail("setsid");
}

// As the namespace's init (bwrap --as-pid-1), the runner forks once before
// anything untrusted runs: the child runs the program, this process only
// waits for it. So the program cannot clear the parent-death signal that ends
// the namespace with the marker (the init's, set by bwrap), and the child's
// CPU time reaches the marker's rusage through this wait.
void become_init_and_wait(int argc, char** argv) {
    if (getpid() != 1) return;
    const std::vector<KeptFile> keep = keep_before_fork(argc, argv);  // kept_files.h
    const pid_t child = fork();
    if (child < 0) runner_fail("fork");
    if (child == 0) {
        keep_in_child(keep);
        leave_the_terminal();
        return;
    }
    for (int sig = 1; sig < NSIG; ++sig)
        if (sig != SIGKILL && sig != SIGSTOP && sig != SIGCHLD) signal(sig, SIG_IGN);
    int status = 0;
    for (;;) {
        const pid_t got = waitpid(-1, &status, 0);
        if (got == child) break;
        if (got < 0 && errno != EINTR) _exit(kExitSandboxFailed);
    }
    keep_after_child(kFolderInside, keep);  // the program is gone: its folder holds what it wrote
    // 128 + N says "ended by signal N" (bubblewrap's way): a program's own
    // os._exit(153) must not pass for SIGXFSZ, so its exit codes stop at 127.
    _exit(WIFEXITED(status) ? std::min(WEXITSTATUS(status), 127) : 128 + WTERMSIG(status));
}

}  // namespace

int sandboxed_run_main(int argc, char** argv) {
    become_init_and_wait(argc, argv);
    std::string folder, script;
    const SandboxLimits defaults;
    double wall = defaults.wall_s, cpu = defaults.cpu_s, memory = defaults.memory_mb, file_mb = defaults.file_mb,
           output = static_cast<double>(defaults.output_bytes), channel = -1;
    for (int i = 0; i < argc; ++i) {
        const std::string arg = argv[i];
        auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
        auto number = [&]() { return std::strtod(next().c_str(), nullptr); };
        if (arg == "--folder") folder = next();
        else if (arg == "--script") script = next();
        else if (arg == "--channel") channel = number();
        else if (arg == "--wall") wall = number();
        else if (arg == "--cpu") cpu = number();
        else if (arg == "--memory") memory = number();
        else if (arg == "--file-mb") file_mb = number();
        else if (arg == "--output") output = number();
    }
    if (folder.empty() || script.empty() || channel < 0) {
        errno = EINVAL;
        runner_fail("arguments");
    }

    const rlim_t mb = 1 << 20;
    set_limit(RLIMIT_FSIZE, static_cast<rlim_t>(file_mb * mb));
    set_limit(RLIMIT_CORE, 0);
    set_limit(RLIMIT_NOFILE, 64);
    set_limit(RLIMIT_MSGQUEUE, 0);
    engine::limit_processes(defaults.processes);
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) runner_fail("no_new_privs");
    restrict_filesystem(folder, "/dev/null");  // best effort: check_sandbox says when it is missing
    if (!install_process_filter()) runner_fail("seccomp");

    // Set up: the trusted side learns it before any of the submission runs, so
    // that "the sandbox could not be set up" can never be the program's word.
    if (write(kSetUpFd, "R", 1) != 1) runner_fail("the set-up pipe");
    close(kSetUpFd);

    // The program's side of the run: no simulator, no record (engine/channel_client.h).
    engine::RunRequest run;
    run.script = script;
    run.channel_fd = static_cast<int>(channel);
    run.timeout_s = wall;
    run.max_cpu_s = cpu;
    run.max_memory_mb = static_cast<std::size_t>(memory);
    run.max_output_bytes = static_cast<std::size_t>(output);
    std::fflush(nullptr);
    _exit(engine::run_script(run));
}

// Run inside the full sandbox by check_sandbox: prints what a program there can
// reach, one "name value" line each.
int sandboxed_probe_main() {
    leave_the_terminal();  // as the runner's program does
    restrict_filesystem(kFolderInside, "/dev/null");
    const bool filtered = prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 && install_process_filter();
    __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct data[2]{};
    syscall(SYS_capget, &header, data);
    std::printf("uid %d\n", static_cast<int>(getuid()));
    std::printf("capabilities %u %u\n", data[0].effective | data[1].effective, data[0].permitted | data[1].permitted);
    std::printf("filter %d\n", filtered ? 1 : 0);
    std::printf("landlock %d\n", landlock_abi());
    std::printf("root_folder %s\n", access("/root", F_OK) == 0 ? "visible" : "hidden");
    std::printf("home_folder %s\n", access("/home", F_OK) == 0 ? "visible" : "hidden");
    std::printf("tty %s\n", open("/dev/tty", O_RDWR) >= 0 ? "open" : "closed");
    int s = socket(AF_INET, SOCK_DGRAM, 0);
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(53);
    to.sin_addr.s_addr = htonl(0x08080808);
    std::printf("network %s\n", s >= 0 && sendto(s, "x", 1, 0, reinterpret_cast<sockaddr*>(&to), sizeof to) == 1 ? "reachable" : "none");
    std::printf("memfd %s\n", syscall(SYS_memfd_create, "x", 0) >= 0 ? "allowed" : "refused");
    int variables = 0;
    for (char** e = environ; *e; ++e) ++variables;
    std::printf("environment %d\n", variables);
    // Whether RLIMIT_NPROC binds here: the kernel never applies it to root's
    // own uid (outside every namespace), so a run bubblewrap started as root
    // could start thousands of threads. With a cap of 4, at most 3 more start.
    rlimit four{4, 4};
    setrlimit(RLIMIT_NPROC, &four);
    int threads = 0;
    for (int i = 0; i < 16; ++i) {
        pthread_t t;
        if (pthread_create(&t, nullptr, [](void*) -> void* { for (;;) pause(); }, nullptr) != 0) break;
        pthread_detach(t);
        ++threads;
    }
    std::printf("nproc_threads %d\n", threads);
    std::fflush(stdout);
    return 0;
}

bool drop_root_for_sandbox() {
    if (geteuid() != 0) return true;
    const gid_t gid = kUnprivilegedUid;
    const uid_t uid = kUnprivilegedUid;
    return setgroups(0, nullptr) == 0 && setresgid(gid, gid, gid) == 0 && setresuid(uid, uid, uid) == 0 &&
           geteuid() == uid;
}

SandboxReport check_sandbox() {
    SandboxReport report;
    auto line = [&](bool ok, const std::string& what, const std::string& missing_text = "") {
        report.lines.push_back(std::string(ok ? "ok       " : "MISSING  ") + what);
        if (!ok) report.missing.push_back(missing_text.empty() ? what : missing_text);
    };
    line(process_filter_known(), "seccomp filter: no new processes, exec, ptrace, memfd, System V IPC, UNIX sockets, TIOCSTI",
         "seccomp (this processor's system calls are not known)");
    const int abi = landlock_abi();
    line(abi >= 1, "Landlock ABI " + std::to_string(abi) + " (Linux 5.13+): writes only to the run's folder",
         "Landlock (Linux 5.13 or later)");
    if (abi >= 1 && abi < 4) report.lines.push_back("note     Landlock ABI < 4: TCP is left to the network namespace");
    struct stat st {};
    const bool have_bwrap = stat(bwrap_path().c_str(), &st) == 0;
    line(have_bwrap, "bubblewrap (" + bwrap_path() + ")", "bubblewrap (apt-get install bubblewrap)");
    if (have_bwrap) {
        std::vector<std::string> args = bwrap_args(SandboxLimits{});
        args.insert(args.end(), {"--remount-ro", "/", engine::script_program(), "mark", "--sandboxed-probe"});
        std::string out;
        const int status = run_and_capture(args, out, drop_root_for_sandbox);
        auto value = [&](const std::string& key) {
            const auto at = out.find(key + " ");
            if (at == std::string::npos) return std::string();
            const auto end = out.find('\n', at);
            return out.substr(at + key.size() + 1, end - at - key.size() - 1);
        };
        const bool started = status == 0 && !value("uid").empty();
        line(started, "user, mount, PID, network, IPC and UTS namespaces (a probe ran in them)",
             "unprivileged user namespaces (bubblewrap could not start: " + out.substr(0, 200) + ")");
        if (started) {
            line(value("capabilities") == "0 0", "no capabilities inside, even as root (" + value("capabilities") + ")");
            line(value("root_folder") == "hidden" && value("home_folder") == "hidden",
                 "/root and /home not visible inside");
            line(value("tty") == "closed", "no controlling terminal (TIOCSTI cannot reach the teacher's shell)");
            line(value("network") == "none", "no network (UDP to 8.8.8.8 fails)");
            line(value("memfd") == "refused", "memfd refused (memory outside the address-space limit)");
            line(value("environment") == "4", "a cleared environment: HOME, TMPDIR, BUGBOT_HOME and PWD only");
            const std::string threads = value("nproc_threads");
            line(!threads.empty() && std::atoi(threads.c_str()) < 4,
                 "its processes limit binds, whoever marks (capped at 4, the probe started " + threads +
                     " threads of 16)");
        }
    }
    report.lines.push_back(
        "note     memory: RLIMIT_AS per run; shared memory (memfd, System V) refused; no cgroup v2 limit is used");
    report.full = report.missing.empty();
    return report;
}

void remove_tree(const std::string& folder) {
    std::error_code ec;
    // remove_all does not follow symbolic links; make everything writable first
    // in case the run took its own permissions away.
    for (auto it = fs::recursive_directory_iterator(folder, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (it->is_directory(ec) && !it->is_symlink(ec)) chmod(it->path().c_str(), 0700);
    }
    chmod(folder.c_str(), 0700);
    fs::remove_all(folder, ec);
}

}  // namespace bugbot::marking
