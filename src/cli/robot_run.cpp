#include "cli/robot_run.h"

#include <signal.h>

#include <atomic>
#include <cstdio>
#include <memory>

#include "cli/sandboxed_run.h"
#include "engine/robot_session.h"
#include "robot/fleet.h"
#include "robot/roster.h"

namespace bugbot::cli {

namespace {

std::atomic<pid_t> g_script{0};

// Ctrl-C and SIGTERM reach the script's process, which ends and closes the
// channel; this one then stops and releases the robot and writes the end. A
// call waiting in real time on the robot's side ends at once, or the script
// would hear of the signal only when its wait(30) was over.
void pass_on_signal(int signal) {
    engine::RobotSession::stop_waiting();
    if (const pid_t pid = g_script.load(); pid > 0) ::kill(pid, signal);
}

int refuse(const std::string& message, int status) {
    std::fprintf(stderr, "bugbot run: %s\n", message.c_str());
    return status;
}

}  // namespace

int run_on_robot(engine::RunRequest request, const RobotTarget& target, bool sandbox) {
    robot::Roster roster;
    std::string error;
    if (!roster.load(robot::Roster::path_for(target.roster), error)) return refuse(error, engine::kExitUsage);
    if (!roster.find(target.robot, error)) return refuse(error, engine::kExitUsage);
    robot::Dongle dongle;
    if (!(target.dongle.empty() ? dongle.find(error) : dongle.open(target.dongle, error)))
        return refuse("RuntimeError: " + error, engine::kExitRaised);
    robot::Radio radio(dongle);
    // Robot 0 is --robot's; Robot(i) in the script adds the roster's robot i (engine/robot_session.h).
    robot::Fleet fleet(radio, roster);
    try {
        fleet.attach(target.robot);
    } catch (const robot::RobotError& e) {
        std::fprintf(stderr, "%s: %s\n", robot::error_name(e.kind), e.what());
        return engine::kExitRaised;
    }

    struct sigaction action{};
    action.sa_handler = pass_on_signal;
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    // A reply to a script's process that has just died must not end this one before STOP and RELEASE.
    signal(SIGPIPE, SIG_IGN);
    // Every call goes out as it is made (a drive must not wait for the next read).
    if (request.session.pace <= 0) request.session.pace = 1;
    engine::RobotRun run{fleet, request.script, std::nullopt};
    const engine::MakeSession make = [&run](const engine::RunRequest& r, engine::SessionOptions options,
                                            engine::Output& output) -> std::unique_ptr<engine::Session> {
        return std::make_unique<engine::RobotSession>(r.world, options, output, run);
    };
    int status = engine::kExitRaised;
    try {
        const auto started = [](pid_t pid) { g_script = pid; };
        status = sandbox ? run_sandboxed(request, make, started) : run_over_channel(request, make, started);
    } catch (const engine::SessionFailure& failure) {  // before the script started (the first heading read)
        std::fprintf(stderr, "%s: %s\n", failure.kind.c_str(), failure.what());
    }
    fleet.close_all();  // STOP and RELEASE to each robot, if the session's end did not already
    // An uploaded script's exit code is the run's (0 ok, 1 error, 130 stopped), unless the run was cut short here.
    if (run.uploaded_exit && status != engine::kExitTimedOut) status = *run.uploaded_exit;
    return status;
}

}  // namespace bugbot::cli
