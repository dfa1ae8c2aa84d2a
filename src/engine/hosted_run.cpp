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
#include "i18n/translate.h"

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

// How the script's process ended, as this side saw it: its own status, or
// bubblewrap's (128 + the signal that ended what ran inside), its CPU time and
// how long it ran. A limit counts only when it was reached: a process that
// exits 3 at once, or sends itself SIGXCPU, did not reach the time or CPU limit.
void status_of(const ChildEnd& child, const RunRequest& request, double elapsed_s, std::string& status,
               int& exit_code) {
    int signal = 0, code = 0;
    if (WIFSIGNALED(child.status)) signal = WTERMSIG(child.status);
    else if (WEXITSTATUS(child.status) > 128 && WEXITSTATUS(child.status) < 128 + 65) signal = WEXITSTATUS(child.status) - 128;
    else code = WEXITSTATUS(child.status);
    const bool cpu_spent = request.max_cpu_s > 0 && child.cpu_s >= 0.9 * request.max_cpu_s;
    const bool time_spent = request.timeout_s > 0 && elapsed_s >= 0.9 * request.timeout_s;
    if (signal == SIGXFSZ) {
        status = "output", exit_code = 128 + signal;
    } else if ((signal == SIGXCPU || signal == SIGKILL) && cpu_spent) {
        status = "cpu", exit_code = kExitTimedOut;
    } else if (signal != 0) {
        status = "crashed", exit_code = 128 + signal;
    } else if (code == kExitTimedOut && (cpu_spent || time_spent)) {
        status = cpu_spent ? "cpu" : "timeout", exit_code = code;
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
        const std::string traceback = failure.kind + ": " + failure.what() + "\n";
        session.call(channel::Error{failure.kind, failure.what(), request.script, 0, traceback});
        ChannelHost::Served out;
        out.stop = ChannelHost::Stop::refused;
        out.why = failure.what();
        out.status = "error";
        return out;
    }
}

// Whether the script side's `end` (how it says it ended: only it knows done
// from error from sys.exit) agrees with what this side saw of its process.
bool end_agrees(const ChannelHost::Served& said, const std::string& seen, int seen_code) {
    const int said_code = said.exit_code & 0xFF;
    if (said.status == "done") return seen == "vanished" && seen_code == 0 && said_code == 0;
    if (said.status == "error") return seen == "vanished" && seen_code == kExitRaised && said_code == kExitRaised;
    if (said.status == "exit") return seen == "vanished" && seen_code == std::min(said_code, 127);
    return said.status == seen;  // timeout, cpu, crashed: only when this side saw it too
}

// The run's ending, from what this side saw; the script side's `end` only names
// it when it agrees (end_agrees), and one that does not is recorded as a warning.
void decide_ending(const ChannelHost::Served& served, const ChildEnd& child_end, const RunRequest& request,
                   double elapsed_s, Session& session, std::string& status, int& exit_code) {
    switch (served.stop) {
        case ChannelHost::Stop::ended:
        case ChannelHost::Stop::closed:
            // The exit status is always what this side saw; the `end` only names it.
            if (child_end.ended) status_of(child_end, request, elapsed_s, status, exit_code);
            else status = "timeout", exit_code = kExitTimedOut;
            if (served.stop == ChannelHost::Stop::closed || !child_end.ended) break;
            if (end_agrees(served, status, exit_code)) {
                if (status == "vanished") status = served.status;
            } else {
                session.record_warning("the program's process said its run ended \"" + served.status +
                                       "\" (exit status " + std::to_string(served.exit_code) +
                                       "), which is not how it ended; recorded as this side saw it");
            }
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
            std::fprintf(stderr, i18n::translate("bugbot run", "\nbugbot run: the script was stopped after %g seconds (--timeout %g)\n"),
                         request.timeout_s, request.timeout_s);
            status = "timeout", exit_code = kExitTimedOut;
            break;
        case ChannelHost::Stop::robot_time:
            std::fprintf(stderr,
                         i18n::translate("bugbot run", "\nbugbot run: the script was stopped after %g seconds of simulated "
                                                       "time (--max-sim-time %g)\n"),
                         request.max_sim_s, request.max_sim_s);
            status = "robot-time", exit_code = kExitTimedOut;
            break;
        case ChannelHost::Stop::too_much: {
            char why[160];
            std::snprintf(why, sizeof why, "the run was stopped: its record reached the limit of %zu MB (--max-record)",
                          request.max_record_bytes >> 20);
            std::fprintf(stderr,
                         i18n::translate("bugbot run", "\nbugbot run: the run was stopped: its record reached the limit of "
                                                       "%zu MB (--max-record)\n"),
                         request.max_record_bytes >> 20);
            session.record_warning(why);  // the studio's console says it (the record as written: English)
            status = "output", exit_code = 128 + SIGXFSZ;
            break;
        }
    }
}

}  // namespace

int host_run(const RunRequest& request, const SpawnScript& spawn, const MakeBody& make) {
    RecordedSession run(request, make);
    if (!run.open(request)) return kExitUsage;
    Session& session = run.session;

    int fds[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) {
        std::perror("bugbot run: socketpair");
        return kExitUsage;
    }
    const auto started = Clock::now();
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

    // Between messages, the record's size is checked: the place to say, once,
    // that a studio run's record was thinned (the stream's reader shows it).
    ChannelHost host(session, fds[0], [&run, &session] {
        if (run.writers.take_thinned())
            session.record_warning("this run's record is kept within its limit: older frames, reads and plots "
                                   "are kept at a lower resolution (prints and errors whole)");
        return run.writers.record_bytes();
    });
    host.limit_robot_time(request.max_sim_s);
    const bool live = request.stream || request.session.pace > 0 || request.session.read_control;
    const ChannelHost::Served served = serve_run(host, session, request, deadline, live);
    session.script_over();  // a robot stops before anything waits for the script's process

    std::string status;
    int exit_code = 0;
    const bool stop_it = served.stop == ChannelHost::Stop::refused || served.stop == ChannelHost::Stop::deadline ||
                         served.stop == ChannelHost::Stop::too_much || served.stop == ChannelHost::Stop::robot_time;
    const ChildEnd child_end = reap(child, deadline, stop_it);
    ::close(fds[0]);
    const double elapsed_s = std::chrono::duration<double>(Clock::now() - started).count();
    decide_ending(served, child_end, request, elapsed_s, session, status, exit_code);
    ending_normally();
    run.output.flush();
    session.end(status, exit_code);
    run.writers.close();
    std::fflush(stdout);
    return exit_code;
}

}  // namespace bugbot::engine
