// The trusted side of one run: a fork of the marker that holds the simulator
// and the record (engine::host_run) and starts the program's process, a fresh
// exec of `bugbot mark --sandboxed-run` in bubblewrap. What the program can
// reach of this side is three descriptors: the channel, the set-up pipe (closed
// before any of its code runs) and the write end of its stderr pipe.
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <thread>

#include "paths/data_dir.h"
#include "paths/programs.h"
#include "engine/hosted_run.h"
#include "engine/run.h"
#include "marking/kept_files.h"
#include "marking/run_outcome.h"
#include "marking/sandbox.h"
#include "marking/sandbox_args.h"
#include "sim/world_file.h"

namespace bugbot::marking {

namespace {

// What the program wrote to its stderr, as the trusted side keeps it: the
// first part of it, in this side's own stderr file (the program's is a pipe).
constexpr std::size_t kStderrBytes = 1u << 20;

std::vector<char*> c_argv(std::vector<std::string>& args) {
    std::vector<char*> out;
    for (auto& a : args) out.push_back(a.data());
    out.push_back(nullptr);
    return out;
}

// A descriptor moved above the ones the program's side gets (3 to 5).
int high(int fd) {
    if (fd < 0 || fd > 9) return fd;
    const int moved = fcntl(fd, F_DUPFD_CLOEXEC, 10);
    close(fd);
    return moved;
}

// The submission's bytes in a descriptor bubblewrap copies from (--file).
int source_descriptor(std::string_view source) {
    const int fd = high(static_cast<int>(syscall(SYS_memfd_create, "submission", MFD_CLOEXEC)));
    if (fd < 0) return -1;
    for (std::size_t done = 0; done < source.size();) {
        const ssize_t n = write(fd, source.data() + done, source.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return -1;
        done += static_cast<std::size_t>(n);
    }
    lseek(fd, 0, SEEK_SET);
    return fd;
}

// Copies the program's stderr pipe into this side's stderr (up to a cap,
// then drains it) until every writer has gone or `stop` is set.
void relay_stderr(int from, const std::atomic<bool>& stop) {
    std::size_t kept = 0;
    char chunk[8192];
    for (;;) {
        pollfd p{from, POLLIN, 0};
        if (poll(&p, 1, 100) == 0) {
            if (stop) break;
            continue;
        }
        const ssize_t n = read(from, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        const std::size_t keep = std::min(static_cast<std::size_t>(n), kStderrBytes - kept);
        if (keep > 0 && write(2, chunk, keep) > 0) kept += keep;
    }
    close(from);
}

engine::RunRequest host_request(const RunSpec& run, const SandboxLimits& limits, const std::string& script) {
    engine::RunRequest request;
    request.world = sim::default_world();
    if (!run.world_file.empty()) {
        auto loaded = sim::load_world_file(run.world_file);
        if (auto* e = std::get_if<sim::WorldError>(&loaded)) {
            std::fprintf(stderr, "bugbot mark: the world cannot be used: %s\n", e->message.c_str());
            _exit(kExitSandboxFailed);
        }
        request.world = std::get<sim::WorldSpec>(std::move(loaded));
    }
    if (run.start) request.world.start = *run.start;
    request.script = script;
    request.session.seed = run.seed;
    request.record_path = run.host_folder + "/record.jsonl";
    request.timeout_s = limits.wall_s;
    request.max_cpu_s = limits.cpu_s;
    request.max_sim_s = limits.robot_time_s;
    request.max_output_bytes = limits.output_bytes;
    request.max_record_bytes = static_cast<std::size_t>(limits.file_mb * (1 << 20));
    return request;
}

// The descriptors of one program's process, made by its trusted side.
struct ProgramFds {
    int set_up_read = -1, set_up_write = -1;
    int stderr_read = -1, stderr_write = -1;
    int source = -1;  // full mode: the submission's bytes
};

ProgramFds program_fds(const RunSpec& run, SandboxMode mode) {
    ProgramFds f;
    int set_up[2], err[2];
    if (pipe2(set_up, O_CLOEXEC | O_NONBLOCK) != 0 || pipe2(err, O_CLOEXEC) != 0) runner_fail("pipe");
    f.set_up_read = high(set_up[0]), f.set_up_write = high(set_up[1]);
    f.stderr_read = high(err[0]), f.stderr_write = high(err[1]);
    if (mode == SandboxMode::full && (f.source = source_descriptor(run.source)) < 0) runner_fail("memfd");
    return f;
}

// The weak mode's copy of the submission, in the run's own folder.
void write_weak_copy(const std::string& path, std::string_view source) {
    const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0 || write(fd, source.data(), source.size()) != static_cast<ssize_t>(source.size())) runner_fail("copy");
    close(fd);
}

// The trusted side of one run, in the process start_run forked: the
// simulator and the record (engine::host_run), serving the program's process
// `argv` (bubblewrap, or the weak mode's runner) over a channel. Its exit
// status is what it saw: kExitSandboxFailed only when the program's side never
// said it was set up, whatever the program's own exit code.
[[noreturn]] void host_the_run(const RunSpec& run, const SandboxLimits& limits, SandboxMode mode,
                               std::vector<char*>& argv, std::vector<char*>& envp, const std::string& script) {
    engine::RunRequest request = host_request(run, limits, script);
    const ProgramFds fds = program_fds(run, mode);
    // Also within one long simulation call (a turn of a billion degrees
    // records frames for as long as it lasts): past the limit the kernel ends
    // this process with SIGXFSZ, which the marker reads as `output`.
    set_limit(RLIMIT_FSIZE, static_cast<unsigned long>(limits.file_mb * (1 << 20)));
    set_limit(RLIMIT_CORE, 0);
    std::atomic<bool> stop_relay{false};
    std::thread relay(relay_stderr, fds.stderr_read, std::cref(stop_relay));
    const int code = engine::host_run(request, [&](int fd) -> pid_t {
        const pid_t pid = fork();
        if (pid != 0) {
            close(fds.stderr_write);
            close(fds.set_up_write);
            return pid;
        }
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (fd == kChannelFd) fcntl(kChannelFd, F_SETFD, 0);
        else dup2(fd, kChannelFd);
        dup2(fds.set_up_write, kSetUpFd);
        if (fds.source >= 0) dup2(fds.source, kSourceFd);
        dup2(fds.stderr_write, 2);
        const bool keeps = !run.keep.empty() && mode == SandboxMode::full;
        if (keeps) open_kept_output(run.host_folder);  // as kKeptFd, for the sandbox's init
        syscall(SYS_close_range, (keeps ? kKeptFd : kSourceFd) + 1, ~0U, 0);
        if (mode == SandboxMode::weak) setsid();
        // Root gives up its uid last (the kept file above is opened in its
        // folder), then asks again for the death signal the change cleared.
        if (mode == SandboxMode::full && !drop_root_for_sandbox()) runner_fail("setuid");
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        execve(argv[0], argv.data(), envp.data());
        runner_fail("exec");
    });
    if (mode == SandboxMode::weak) keep_from_host_folder(run.host_folder, run.keep);  // its folder is the host's
    char ready = 0;
    const bool set_up = read(fds.set_up_read, &ready, 1) == 1;
    stop_relay = true;
    relay.join();
    if (!set_up) _exit(kExitSandboxFailed);
    _exit(code == kExitSandboxFailed ? engine::kExitRaised : code);
}

}  // namespace

pid_t start_run(const RunSpec& run, const SandboxLimits& limits, SandboxMode mode) {
    const std::string exe = engine::script_program();  // the script runs in bugbot (programs.h)
    std::vector<std::string> args;
    std::string script;
    if (mode == SandboxMode::full) {
        args = bwrap_args(limits);
        script = std::string(kFolderInside) + "/" + run.script_name;
        // Copied into its own folder: nothing of the teacher's folders shows in its mountinfo.
        args.insert(args.end(), {"--perms", "0600", "--file", std::to_string(kSourceFd), script,
                                 "--remount-ro", "/", exe, "mark", "--sandboxed-run"});
        auto inner = runner_args(kFolderInside, script, limits);
        args.insert(args.end(), inner.begin(), inner.end());
        for (const auto& kept : run.keep) args.insert(args.end(), {"--keep", keep_argument(kept)});
    } else {
        const std::string home = run.host_folder + "/home";
        script = home + "/" + run.script_name;
        args = {exe, "mark", "--sandboxed-run"};
        auto inner = runner_args(home, script, limits);
        args.insert(args.end(), inner.begin(), inner.end());
    }
    auto argv = c_argv(args);
    // The weak mode's environment; bwrap clears its own.
    std::string home_env = "HOME=" + run.host_folder + "/home", tmp_env = "TMPDIR=" + run.host_folder + "/home",
                data_env = "BUGBOT_HOME=" + engine::installed_data_dir();
    std::vector<char*> envp{home_env.data(), tmp_env.data(), data_env.data(), nullptr};
    const std::string stderr_path = run.host_folder + "/stderr.txt";
    cpu_set_t cpus;
    CPU_ZERO(&cpus);
    if (run.cpu >= 0) CPU_SET(run.cpu, &cpus);

    const pid_t pid = fork();
    if (pid != 0) return pid;
    // The run's trusted side: its own process group (the terminal's Ctrl-C
    // reaches the marker alone), dies with the marker, no descriptors but 0,
    // 1, 2. It has read no more than the marker had (it runs no submission);
    // the program's process is a fresh exec from it.
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() == 1) _exit(kExitSandboxFailed);
    const int null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
    const int err_fd = open(stderr_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (null_fd < 0 || err_fd < 0) runner_fail("open");
    dup2(null_fd, 0);
    dup2(null_fd, 1);
    dup2(err_fd, 2);
    syscall(SYS_close_range, 3, ~0U, 0);
    if (mode == SandboxMode::weak) {
        mkdir((run.host_folder + "/home").c_str(), 0700);
        write_weak_copy(script, run.source);
    }
    if (run.cpu >= 0) sched_setaffinity(0, sizeof cpus, &cpus);
    signal(SIGPIPE, SIG_IGN);  // a program that closed the channel: a failed write, not a dead host
    signal(SIGINT, SIG_DFL);
    host_the_run(run, limits, mode, argv, envp, script);
}

}  // namespace bugbot::marking
