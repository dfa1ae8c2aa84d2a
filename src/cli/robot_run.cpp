#include "cli/robot_run.h"

#include <poll.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <memory>
#include <thread>

#include "cli/sandboxed_run.h"
#include "engine/radio_body.h"
#include "robot/fleet.h"
#include "robot/roster.h"

namespace bugbot::cli {

namespace {

// The script's process as a pidfd: signals reach that very process, never one that took its pid after it.
std::atomic<int> g_script{-1};
std::atomic<bool> g_nobody{false};  // end_for_nobody came: a script's process started after it is killed at once

void signal_script(int signal) {
    if (const int fd = g_script.load(); fd >= 0) ::syscall(SYS_pidfd_send_signal, fd, signal, nullptr, 0);
}

// Ctrl-C and SIGTERM reach the script's process, which ends and closes the
// channel; this one then stops and releases the robot and writes the end. A
// call waiting in real time on the robot's side ends at once, or the script
// would hear of the signal only when its wait(30) was over.
void pass_on_signal(int signal) {
    engine::RadioBody::stop_waiting();
    signal_script(signal);
}

// Whoever started this run is gone (the studio killed: the parent-death
// signal, SIGHUP), or whoever reads its output is (SIGPIPE): nobody can see or
// stop the robot any more, so the run ends now, the script's process first.
void end_for_nobody(int) {
    g_nobody = true;
    engine::RadioBody::stop_waiting();
    signal_script(SIGKILL);
}

// Watches the script's process on its own thread: its death, by any signal,
// ends at once whatever call this side waits in (a wait(30), a read), so the
// serving loop sees the channel closed and the robot gets STOP and RELEASE
// within milliseconds, not when the wait would have ended.
class ScriptWatch {
public:
    ScriptWatch() : wake_(::eventfd(0, EFD_CLOEXEC)) {}
    ~ScriptWatch() {
        if (thread_.joinable()) {
            const std::uint64_t one = 1;
            [[maybe_unused]] auto n = ::write(wake_, &one, sizeof one);
            thread_.join();
        }
        if (const int fd = g_script.exchange(-1); fd >= 0) ::close(fd);
        ::close(wake_);
    }
    void watch(pid_t pid) {
        const int fd = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
        if (fd < 0) return;
        g_script = fd;
        if (g_nobody) signal_script(SIGKILL);
        thread_ = std::thread([this, fd] {
            pollfd p[2] = {{fd, POLLIN, 0}, {wake_, POLLIN, 0}};
            while (::poll(p, 2, -1) < 0 && errno == EINTR) {}
            if (p[0].revents & POLLIN) engine::RadioBody::stop_waiting();  // the process ended
        });
    }

private:
    int wake_;
    std::thread thread_;
};

// The studio (or whoever started `bugbot run --robot`) dying ends the run:
// the kernel sends SIGHUP when the parent goes, even by kill -9.
void end_with_parent() {
    const pid_t parent = ::getppid();
    ::prctl(PR_SET_PDEATHSIG, SIGHUP);
    if (::getppid() != parent) ::raise(SIGHUP);  // it died before the call above
}

// A run that ends before its script starts (no roster, no dongle, the robot
// busy or re-paired): said on stderr, and to whoever streams the run (the
// studio) as the vocabulary's events: the world, the `error` with its kind
// and message, the end. The studio says why from those, never from stderr.
int fail_before_start(const engine::RunRequest& request, const char* kind, const std::string& message, int status,
                      bool named_on_stderr = true) {
    if (named_on_stderr) std::fprintf(stderr, "%s: %s\n", kind, message.c_str());
    else std::fprintf(stderr, "bugbot run: %s\n", message.c_str());
    if (request.stream) {
        engine::EventWriter events(stdout, /*flush_prints=*/true);
        events.world(request.world, request.session.seed, request.script);
        events.error(0, kind, message, "", 0, "");
        events.end(0, "error", status);
    }
    return status;
}

}  // namespace

int run_on_robot(engine::RunRequest request, const RobotTarget& target, bool sandbox) {
    robot::Roster roster;
    std::string error;
    if (!roster.load(robot::Roster::path_for(target.roster), error) || !roster.find(target.robot, error))
        return fail_before_start(request, "RobotConnectError", error, engine::kExitUsage, /*named_on_stderr=*/false);
    robot::Dongle dongle;
    if (!robot::open_dongle(dongle, target.dongle, roster.channel(), error))
        return fail_before_start(request, "RuntimeError", error, engine::kExitRaised);
    robot::Radio radio(dongle);
    // Robot 0 is --robot's; Robot(i) in the script adds the roster's robot i (engine/radio_body.h).
    robot::Fleet fleet(radio, roster);
    try {
        fleet.attach(target.robot);
    } catch (const robot::RobotError& e) {
        return fail_before_start(request, robot::error_name(e.kind), e.what(), engine::kExitRaised);
    }

    struct sigaction action{};
    action.sa_handler = pass_on_signal;
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    // A reply to a script's process that has just died, or output nobody reads
    // any more: the run ends (never silently on), and STOP and RELEASE go out before this exits.
    action.sa_handler = end_for_nobody;
    sigaction(SIGHUP, &action, nullptr);
    sigaction(SIGPIPE, &action, nullptr);
    end_with_parent();
    // Every call goes out as it is made (a drive must not wait for the next read).
    if (request.session.pace <= 0) request.session.pace = 1;
    engine::RobotRun run{fleet, request.script, std::nullopt};
    const engine::MakeBody make = [&run, &request](engine::BodyEvents& events) -> std::unique_ptr<engine::Body> {
        return std::make_unique<engine::RadioBody>(request.world, run, events);
    };
    int status = engine::kExitRaised;
    ScriptWatch watch;
    try {
        const auto started = [&watch](pid_t pid) { watch.watch(pid); };
        status = sandbox ? run_sandboxed(request, make, started) : run_over_channel(request, make, started);
    } catch (const engine::SessionFailure& failure) {  // before the script started (the first heading read)
        status = fail_before_start(request, failure.kind.c_str(), failure.what(), engine::kExitRaised);
    }
    fleet.close_all();  // STOP and RELEASE to each robot, if the session's end did not already
    // An uploaded script's exit code is the run's (0 ok, 1 error, 130 stopped), unless the run was cut short here.
    if (run.uploaded_exit && status != engine::kExitTimedOut) status = *run.uploaded_exit;
    return status;
}

}  // namespace bugbot::cli
