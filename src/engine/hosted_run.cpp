#include "engine/hosted_run.h"

#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <thread>

#include "engine/channel_host.h"
#include "engine/run_limits.h"

namespace bugbot::engine {

namespace {

using Clock = ChannelHost::Clock;

// How long past its wall limit the script's process has to say how it ended
// (its own watchdog fires at the limit) before this side ends it.
constexpr double kEndGrace_s = 0.5;

struct ChildEnd {
    bool ended = false;
    int status = 0;  // as waitpid gives it
    double cpu_s = 0;
};

// Waits for `pid` until `deadline`; kills it there (or at once with `kill_now`).
ChildEnd reap(pid_t pid, Clock::time_point deadline, bool kill_now) {
    ChildEnd out;
    if (kill_now) ::kill(pid, SIGKILL);
    const int pidfd = static_cast<int>(syscall(SYS_pidfd_open, pid, 0));
    rusage usage{};
    for (;;) {
        const pid_t got = ::wait4(pid, &out.status, WNOHANG, &usage);
        if (got == pid) {
            out.ended = true;
            break;
        }
        if (got < 0 && errno != EINTR) break;
        if (Clock::now() >= deadline) {
            ::kill(pid, SIGKILL);
            while (::wait4(pid, &out.status, 0, &usage) < 0 && errno == EINTR) {}
            break;
        }
        const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (pidfd >= 0) {
            pollfd p{pidfd, POLLIN, 0};
            ::poll(&p, 1, static_cast<int>(std::clamp<long long>(left, 1, 1000)));
        } else {
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    }
    if (pidfd >= 0) ::close(pidfd);
    out.cpu_s = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    return out;
}

// How a process that closed the channel without saying why ended: its own
// status, or bubblewrap's (128 + the signal that ended what ran inside).
void status_of(const ChildEnd& child, double max_cpu_s, std::string& status, int& exit_code) {
    int signal = 0, code = 0;
    if (WIFSIGNALED(child.status)) signal = WTERMSIG(child.status);
    else if (WEXITSTATUS(child.status) > 128 && WEXITSTATUS(child.status) < 128 + 65) signal = WEXITSTATUS(child.status) - 128;
    else code = WEXITSTATUS(child.status);
    if (signal == SIGXFSZ) {
        status = "output", exit_code = 128 + signal;
    } else if (signal == SIGXCPU || (signal == SIGKILL && max_cpu_s > 0 && child.cpu_s >= 0.9 * max_cpu_s)) {
        status = "cpu", exit_code = kExitTimedOut;
    } else if (signal != 0) {
        status = "crashed", exit_code = 128 + signal;
    } else if (code == kExitTimedOut) {
        status = max_cpu_s > 0 && child.cpu_s >= 0.9 * max_cpu_s ? "cpu" : "timeout", exit_code = code;
    } else {
        // os._exit(), or the channel closed by the script: it ended without saying how.
        status = "vanished", exit_code = code;
    }
}

// Serves the channel; a SessionFailure ends the run there, with its error written.
ChannelHost::Served serve_run(ChannelHost& host, Session& session, const RunRequest& request,
                              ChannelHost::Clock::time_point deadline, bool live) {
    try {
        return host.serve(deadline, request.max_record_bytes, request.session.seed, live);
    } catch (const SessionFailure& failure) {
        std::fprintf(stderr, "%s: %s\n", failure.kind.c_str(), failure.what());
        session.error(failure.kind, failure.what(), request.script, 0,
                      failure.kind + ": " + failure.what() + "\n");
        ChannelHost::Served out;
        out.stop = ChannelHost::Stop::refused;
        out.why = failure.what();
        out.status = "error";
        return out;
    }
}

}  // namespace

int host_run(const RunRequest& request, const SpawnScript& spawn, const MakeSession& make) {
    RecordedSession run(request, make);
    if (!run.open(request)) return kExitUsage;
    Session& session = run.session;

    int fds[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) {
        std::perror("bugbot run: socketpair");
        return kExitUsage;
    }
    const pid_t child = spawn(fds[1]);
    ::close(fds[1]);
    if (child < 0) {
        std::perror("bugbot run: cannot start the script's process");
        return kExitUsage;
    }
    // A simulation call that runs past every deadline (a turn of a billion
    // degrees) still ends with the record's last words; the script's process
    // dies with us (bubblewrap's --die-with-parent, or its parent-death signal).
    on_run_end([&run](const char* status, int exit_code) { run.last_words(status, exit_code); });
    if (request.timeout_s > 0) start_watchdog(request.timeout_s + 2 * kEndGrace_s, kExitTimedOut);
    const auto deadline = request.timeout_s > 0
                              ? Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                                   std::chrono::duration<double>(request.timeout_s + kEndGrace_s))
                              : Clock::time_point::max();

    ChannelHost host(session, fds[0], [&run] { return run.writers.record_bytes(); });
    host.limit_robot_time(request.max_sim_s);
    const bool live = request.stream || request.session.pace > 0 || request.session.read_control;
    const ChannelHost::Served served = serve_run(host, session, request, deadline, live);

    std::string status;
    int exit_code = 0;
    const bool stop_it = served.stop == ChannelHost::Stop::refused || served.stop == ChannelHost::Stop::deadline ||
                         served.stop == ChannelHost::Stop::too_much || served.stop == ChannelHost::Stop::robot_time;
    const ChildEnd child_end = reap(child, deadline, stop_it);
    ::close(fds[0]);
    switch (served.stop) {
        case ChannelHost::Stop::ended:
            status = served.status, exit_code = served.exit_code;
            break;
        case ChannelHost::Stop::closed:
            if (child_end.ended) status_of(child_end, request.max_cpu_s, status, exit_code);
            else status = "timeout", exit_code = kExitTimedOut;
            break;
        case ChannelHost::Stop::refused:
            if (served.status == "error") {  // the robot failed (serve_run)
                status = "error", exit_code = kExitRaised;
                break;
            }
            session.record_warning("the run was stopped: its process sent " + served.why +
                                   " (the robot's calls never do)");
            status = "tampered", exit_code = kExitRaised;
            break;
        case ChannelHost::Stop::deadline:
            std::fprintf(stderr, "\nbugbot run: the script was stopped after %g seconds (--timeout %g)\n",
                         request.timeout_s, request.timeout_s);
            status = "timeout", exit_code = kExitTimedOut;
            break;
        case ChannelHost::Stop::robot_time:
            std::fprintf(stderr, "\nbugbot run: the script was stopped after %g seconds of simulated time (--max-sim-time %g)\n",
                         request.max_sim_s, request.max_sim_s);
            status = "robot-time", exit_code = kExitTimedOut;
            break;
        case ChannelHost::Stop::too_much:
            status = "output", exit_code = 128 + SIGXFSZ;
            break;
    }
    ending_normally();
    run.output.flush();
    session.end(status, exit_code);
    run.writers.close();
    std::fflush(stdout);
    return exit_code;
}

}  // namespace bugbot::engine
