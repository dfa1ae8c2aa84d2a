// bugbot robots emulate [--robots N] [--world NAME|FILE] [--roster FILE] [--fault MODE]... [--log FILE] [--control]
#include <signal.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <variant>

#include "cli/number_option.h"
#include "cli/robots_command.h"
#include "cli/world_lookup.h"
#include "i18n/translate.h"
#include "robot/emulator/dongle_emulator.h"
#include "robot/roster.h"
#include "sim/world.h"

namespace bugbot::cli {

namespace {

using i18n::translate;

std::atomic<bool> g_stop{false};

void on_stop_signal(int) { g_stop = true; }

// The options: false, with the message said, when one is wrong.
bool emulator_options(RobotsArgs& args, robot::emulator::EmulatorOptions& options, std::string& log_path) {
    std::string robots = "1", world = "empty", fault;
    if (!take_value(args.rest, "--robots", robots) || !take_value(args.rest, "--world", world) ||
        !take_value(args.rest, "--log", log_path))
        return robots_error("emulate", translate("bugbot robots", "--robots, --world and --log each need a value"), 2), false;
    double n = 0;
    if (!parse_number(robots.c_str(), 1, sim::kMaxRobots, n) || n != static_cast<int>(n))
        return robots_error("emulate", i18n::format(translate("bugbot robots", "--robots needs a whole number from 1 to %d, got %s"),
                                                    sim::kMaxRobots, robots.c_str()), 2), false;
    options.robots = static_cast<int>(n);
    while (true) {
        fault.clear();
        if (!take_value(args.rest, "--fault", fault))
            return robots_error("emulate", translate("bugbot robots", "--fault needs a mode"), 2), false;
        if (fault.empty()) break;
        robot::emulator::Fault f;
        if (!robot::emulator::parse_fault(fault, f))
            return robots_error("emulate", i18n::format(translate("bugbot robots", "unknown --fault %s (one of %s)"), fault.c_str(),
                                                        robot::emulator::fault_names().c_str()), 2), false;
        options.faults.insert(f);
    }
    if (auto it = std::find(args.rest.begin(), args.rest.end(), "--control"); it != args.rest.end()) {
        options.control = true;  // fault lines on stdin (dongle_emulator.h)
        args.rest.erase(it);
    }
    if (!args.rest.empty())
        return robots_error("emulate", i18n::format(translate("bugbot robots", "unknown argument %s"), args.rest[0].c_str()), 2), false;
    auto found = find_world(world);
    if (auto* error = std::get_if<sim::WorldError>(&found)) return robots_error("emulate", error->message, 2), false;
    options.world = std::get<sim::WorldSpec>(std::move(found));
    return true;
}

}  // namespace

int robots_emulate(const RobotsArgs& given) {
    RobotsArgs args = given;
    robot::emulator::EmulatorOptions options;
    std::string log_path;
    if (!emulator_options(args, options, log_path)) return 2;
    if (!log_path.empty() && !(options.log = std::fopen(log_path.c_str(), "w")))
        return robots_error("emulate", i18n::format(translate("bugbot robots", "cannot write the log %s"), log_path.c_str()));
    robot::emulator::DongleEmulator emulator(options);
    std::string error;
    if (!emulator.open(error)) return robots_error("emulate", error);

    robot::Roster roster;
    if (!roster.load(robot::Roster::path_for(args.roster), error)) return robots_error("emulate", error);
    for (const auto& p : emulator.pairings()) roster.upsert({p.id, p.key, p.name, p.mac, ""});
    if (!roster.save(error)) return robots_error("emulate", error);

    struct sigaction action{};
    action.sa_handler = on_stop_signal;
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    std::printf("dongle: %s\n", emulator.device().c_str());  // read by programs: never translated
    const auto pairings = emulator.pairings();
    for (std::size_t i = 0; i < pairings.size(); ++i)
        std::printf(translate("bugbot robots", "robot %zu: %s id %s, in the roster %s\n"), i, pairings[i].name.c_str(), pairings[i].id.c_str(),
                    roster.path().c_str());
    std::fflush(stdout);
    emulator.run(g_stop);
    if (options.log) std::fclose(options.log);
    return 0;
}

}  // namespace bugbot::cli
