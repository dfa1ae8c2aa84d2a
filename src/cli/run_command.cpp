// bugbot run SCRIPT.py [options]
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>

#include "cli/commands.h"
#include "cli/host_program.h"
#include "cli/number_option.h"
#include "cli/robot_run.h"
#include "cli/sandboxed_run.h"
#include "cli/world_lookup.h"
#include "engine/run.h"
#include "i18n/translate.h"
#include "lessons/lesson.h"
#include "marking/sandbox.h"

namespace bugbot::cli {

namespace {

using i18n::translate;

// In the user's language (i18n/translate.h); printf fills in the defaults.
const char* help_text() {
    return translate("bugbot run",
    "usage: bugbot run SCRIPT.py [options] [-- SCRIPT ARGS...]\n"
    "\n"
    "       bugbot run SCRIPT.py --robot ROBOT [--dongle PORT] [--roster FILE]\n"
    "\n"
    "Runs a Python script against the simulated BugBot, or with --robot on a real one\n"
    "over its USB radio dongle (docs/robot.md). stdout is exactly what the script\n"
    "prints; errors go to stderr as a Python traceback.\n"
    "\n"
    "options:\n"
    "  --seed N          the noise seed (default 1): same script, world and seed, same output\n"
    "  --world NAME|FILE a world from worlds/NAME.json or a world file (default: the empty\n"
    "                    100 x 100 cm mat, robot at (50, 20) facing up the mat)\n"
    "  --realtime        pace the simulation to the wall clock (default: as fast as possible)\n"
    "  --pace X          pace at X times real time (--realtime is --pace 1)\n"
    "  --timeout S       stop the script after S seconds of wall time (default: none)\n"
    "  --max-sim-time S  stop the script after S seconds of simulated time, at the same\n"
    "                    moment on any machine (implies --channel; marking uses %g)\n"
    "  --record TRACE    write the event stream (docs/events.md) to the file TRACE\n"
    "  --stream          write the event stream to stdout instead; prints become events\n"
    "  --control         with --stream: read 'pace X' lines from stdin during the run\n"
    "  --max-cpu S       stop the script after S seconds of CPU time\n"
    "  --max-memory MB   limit the process's memory: a MemoryError past it (default %g, 0 = none)\n"
    "  --max-record MB   end the run when its record reaches MB megabytes (default %g, 0 = none)\n"
    "  --thin-record     keep the record within --max-record by thinning its older frames,\n"
    "                    reads and plots, as the studio does (prints and errors stay whole)\n"
    "  --max-output N    show at most N bytes of the script's output (default %zu MiB)\n"
    "  --sandbox         run inside bubblewrap (as `bugbot mark` runs a submission): no\n"
    "                    network, no other processes, only the script's folder and the\n"
    "                    record's writable, the user's data folder (gradebook) hidden\n"
    "  --channel         run the script in a second process that reaches the simulator\n"
    "                    over a channel, as --sandbox does, without the sandbox (same output)\n"
    "  --robot ROBOT     run on a real BugBot: an index into the roster (0 = first), its\n"
    "                    16-hex-digit id or its name (`bugbot robots` lists them); with\n"
    "                    --sandbox the script runs in bubblewrap, this process holds the robot\n"
    "  --dongle PORT     the dongle's serial device (default: found by its USB vendor id)\n"
    "  --roster FILE     the roster (default: $BUGBOT_ROSTER, else ~/.bugbot/robots.json)\n"
    "  --lessons DIR     read lessons from DIR too: SCRIPT may be LESSON/FILE, a lesson's\n"
    "                    program (e.g. attention/1-scores.py), when no such file is here\n"
    "\n"
    "exit status: 0 done, 1 the script raised, 2 bad usage, 3 timed out (wall, simulated or CPU time).\n");
}

int usage_error(const std::string& message) {
    std::fprintf(stderr, translate("bugbot run", "bugbot run: %s\n(bugbot run --help for the options)\n"), message.c_str());
    return engine::kExitUsage;
}

// The defaults are printed from run_limits.h, where they are written.
int print_help() {
    constexpr engine::RunLimits run = engine::interactive_limits();
    std::printf(help_text(), engine::RunLimits{}.robot_time_s, run.memory_mb, run.record_mb, run.output_bytes >> 20);
    return 0;
}

// Inside --sandbox's bubblewrap: the seccomp filter and the process limit (its own user namespace).
bool enter_sandbox() {
    if (!marking::restrict_process()) {
        const char* why = std::strerror(errno);
        std::fprintf(stderr, translate("bugbot run", "bugbot run: --sandbox cannot be used here: no seccomp filter (%s)\n"), why);
        return false;
    }
    engine::limit_processes(engine::interactive_limits().processes);
    return true;
}

}  // namespace

namespace {

// Everything `bugbot run` was told.
struct RunOptions {
    engine::RunRequest request;
    std::string world_name;
    bool sandbox = false;
    bool over_channel = false;
    RobotTarget robot;
};

constexpr int kGoOn = -1;

// The option at argv[i] if it is one of the run's limits (taking its value):
// kGoOn when it was one, else an exit status; 0 when it is not a limit (`taken` false).
int take_limit(int argc, char** argv, int& i, engine::RunRequest& request, bool& taken) {
    const std::string arg = argv[i];
    auto number_option = [&](double low, double high, double& out) {
        return i + 1 < argc && parse_number(argv[++i], low, high, out);
    };
    double number = 0;
    taken = true;
    if (arg == "--timeout") {
        if (!number_option(0.001, 1e7, request.timeout_s)) return usage_error(translate("bugbot run", "--timeout needs a number of seconds"));
    } else if (arg == "--max-sim-time") {
        if (!number_option(0.001, 1e9, request.max_sim_s)) return usage_error(translate("bugbot run", "--max-sim-time needs a number of seconds"));
    } else if (arg == "--max-cpu") {
        if (!number_option(0.1, 1e7, request.max_cpu_s)) return usage_error(translate("bugbot run", "--max-cpu needs a number of seconds"));
    } else if (arg == "--max-memory") {
        if (!number_option(0, 1e7, number) || (number > 0 && number < 64))
            return usage_error(translate("bugbot run", "--max-memory needs megabytes, at least 64 (or 0 for no limit)"));
        request.max_memory_mb = static_cast<std::size_t>(number);
    } else if (arg == "--max-record") {
        if (!number_option(0, 1e7, number)) return usage_error(translate("bugbot run", "--max-record needs megabytes (or 0 for no limit)"));
        request.max_record_bytes = static_cast<std::size_t>(number * (1 << 20));
    } else if (arg == "--max-output") {
        if (!number_option(0, 1e15, number)) return usage_error(translate("bugbot run", "--max-output needs a number of bytes"));
        request.max_output_bytes = static_cast<std::size_t>(number);
    } else if (arg == "--channel-fd") {  // the script's side of a channel (not in --help)
        if (!number_option(0, 1024, number)) return usage_error(translate("bugbot run", "--channel-fd needs a descriptor"));
        request.channel_fd = static_cast<int>(number);
    } else if (arg == "--seed") {
        if (!number_option(0, 1e18, number) || number != std::floor(number))
            return usage_error(translate("bugbot run", "--seed needs a whole number from 0 up"));
        request.session.seed = static_cast<std::uint64_t>(number);
    } else if (arg == "--pace") {
        if (!number_option(0, 1000, request.session.pace)) return usage_error(translate("bugbot run", "--pace needs a number from 0 to 1000"));
    } else {
        taken = false;
    }
    return kGoOn;
}

// The option (or the script, or its argument) at argv[i]: kGoOn, or an exit status.
int take_option(int argc, char** argv, int& i, RunOptions& o) {
    const std::string arg = argv[i];
    bool taken = false;
    if (const int status = take_limit(argc, argv, i, o.request, taken); taken || status != kGoOn) return status;
    auto value = [&](std::string& out, const char* needs) {
        if (i + 1 >= argc) return usage_error(needs);
        out = argv[++i];
        return kGoOn;
    };
    if (arg == "--help" || arg == "-h") return print_help();
    if (arg == "--sandboxed") return enter_sandbox() ? kGoOn : engine::kExitUsage;  // inside --sandbox's bubblewrap
    if (arg == "--sandbox") o.sandbox = true;
    else if (arg == "--channel") o.over_channel = true;
    else if (arg == "--realtime") o.request.session.pace = 1;
    else if (arg == "--stream") o.request.stream = true;
    else if (arg == "--thin-record") o.request.thin_record = true;
    else if (arg == "--control") o.request.session.read_control = true;
    else if (arg == "--world") return value(o.world_name, translate("bugbot run", "--world needs a name or a file"));
    else if (arg == "--record") return value(o.request.record_path, translate("bugbot run", "--record needs a file name"));
    else if (arg == "--robot") return value(o.robot.robot, translate("bugbot run", "--robot needs a robot: an index into the roster, an id or a name"));
    else if (arg == "--dongle") return value(o.robot.dongle, translate("bugbot run", "--dongle needs the dongle's serial device"));
    else if (arg == "--roster") return value(o.robot.roster, translate("bugbot run", "--roster needs a file"));
    else if (arg == "--") {
        if (o.request.script.empty() && i + 1 < argc) o.request.script = argv[++i];  // options end: the script
        for (++i; i < argc; ++i) o.request.args.push_back(argv[i]);
    } else if (arg.starts_with("--")) {
        return usage_error(i18n::format(translate("bugbot run", "unknown option %s"), arg.c_str()));
    } else if (o.request.script.empty()) {
        o.request.script = arg;
    } else {
        o.request.args.push_back(arg);
    }
    return kGoOn;
}

// Whether the script runs in this process. Otherwise this process hosts it: it
// reads what the script's process sends (over a channel, in the sandbox, to a robot).
bool in_process(const RunOptions& o) {
    // The simulated-time limit is kept by the trusted side of a channel.
    return o.robot.robot.empty() && !o.sandbox && !o.over_channel && o.request.max_sim_s <= 0;
}

// The run, as the options say.
int start_run(RunOptions& o) {
    engine::RunRequest& request = o.request;
    if (request.script.empty()) return usage_error(translate("bugbot run", "which script? give the path of a .py file"));
    if (!in_process(o)) continue_in_host_program();  // hosting runs position-independent
    request.script = marking::find_program(request.script);
    if (!request.stream) request.session.read_control = false;
    if (!o.world_name.empty()) {
        auto world = find_world(o.world_name);
        if (auto* error = std::get_if<sim::WorldError>(&world)) {
            std::fprintf(stderr, "bugbot run: %s\n", error->message.c_str());
            return engine::kExitUsage;
        }
        request.world = std::get<sim::WorldSpec>(std::move(world));
    }
    if (o.robot.robot.empty() && (!o.robot.dongle.empty() || !o.robot.roster.empty()))
        return usage_error(translate("bugbot run", "--dongle and --roster go with --robot ROBOT"));
    if (o.sandbox) {
        std::error_code ec;
        const auto script = std::filesystem::weakly_canonical(std::filesystem::absolute(request.script, ec), ec);
        if (!ec) request.script = script.string();
    }
    if (!o.robot.robot.empty()) return run_on_robot(request, o.robot, o.sandbox);
    if (o.sandbox) return run_sandboxed(request);
    if (!in_process(o)) return run_over_channel(request);
    return engine::run_script(request);
}

}  // namespace

int run_command(int argc, char** argv) {
    RunOptions options;
    options.request.max_record_bytes = static_cast<std::size_t>(engine::interactive_limits().record_mb * (1 << 20));
    for (int i = 0; i < argc; ++i)
        if (const int status = take_option(argc, argv, i, options); status != kGoOn) return status;
    return start_run(options);
}

}  // namespace bugbot::cli
