// bugbot robots [list|init|scan|blink|forget|emulate] ...
#include "cli/robots_command.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "i18n/translate.h"
#include "text/safe_text.h"
#include "robot/roster.h"

namespace bugbot::cli {

namespace {

using i18n::translate;

// In the user's language (i18n/translate.h).
const char* help_text() {
    return translate("bugbot robots",
    "usage:\n"
    "  bugbot robots [--roster FILE] [--json]                      the roster: name, id, last seen\n"
    "  bugbot robots init [--port PORT] [--name NAME] [--regenerate] [--roster FILE]\n"
    "  bugbot robots scan [--dongle PORT] [--seconds S] [--json]   robots heard by BEACON\n"
    "  bugbot robots blink ROBOT [--dongle PORT] [--roster FILE]\n"
    "  bugbot robots forget ROBOT [--roster FILE]\n"
    "  bugbot robots emulate [--robots N] [--world NAME|FILE] [--roster FILE] [--fault MODE]... [--log FILE]\n"
    "                        [--control]\n"
    "\n"
    "The real BugBot over its USB radio dongle (docs/robot.md). ROBOT is an index into\n"
    "the roster (0 = first), a 16-hex-digit id or a robot's name. The roster is --roster\n"
    "FILE, else $BUGBOT_ROSTER, else ~/.bugbot/robots.json. Without --dongle the dongle\n"
    "is found by its USB vendor id (303a) and confirmed by a valid frame.\n"
    "\n"
    "init pairs a robot over its own USB cable (it sends espnow_init, or regenerate_key\n"
    "with --regenerate, and keeps the id and key the robot prints). emulate opens a\n"
    "pseudo-terminal that behaves as the dongle with N simulated robots behind it,\n"
    "writes them into the roster, prints 'dongle: /dev/pts/N' first and runs until\n"
    "Ctrl-C; --fault MODE (for tests) is one of silent, busy, re-paired, wrong-version,\n"
    "lost-claim, no-reads, pose, corrupt, low-battery; --log FILE gets a JSON line for every packet\n"
    "a robot takes in; --control reads fault lines on stdin: unplug, outage S, and for\n"
    "robot N (default 0) deny N, re-pair N, reboot N, battery PERCENT N.\n"
    "\n"
    "exit status: 0 done, 1 failed (the message says why), 2 bad usage.\n");
}

}  // namespace

int robots_error(const char* sub, const std::string& message, int status) {
    std::fprintf(stderr, "bugbot robots%s%s: %s\n", *sub ? " " : "", sub, message.c_str());
    return status;
}

void print_roster_warnings(const std::vector<std::string>& warnings) {
    for (const auto& w : warnings) std::fprintf(stderr, "bugbot robots: %s\n", w.c_str());
}

int robots_list(const RobotsArgs& args, bool json) {
    robot::Roster roster;
    std::string error;
    if (!roster.load(robot::Roster::path_for(args.roster), error)) return robots_error("", error);
    print_roster_warnings(roster.warnings());
    const auto entries = roster.entries();
    if (json) {
        nlohmann::ordered_json out = nlohmann::ordered_json::array();
        for (std::size_t i = 0; i < entries.size(); ++i)
            out.push_back({{"index", i}, {"id", entries[i].id}, {"name", entries[i].name},
                           {"last_mac", entries[i].last_mac}, {"last_seen", entries[i].last_seen}});
        std::printf("%s\n", text::json_safe(out.dump(2)).c_str());
        return 0;
    }
    if (entries.empty()) {
        std::printf(translate("bugbot robots", "no robots in %s: pair one over its USB cable with `bugbot robots init`\n"),
                    roster.path().c_str());
        return 0;
    }
    // The table's headings, as wide as a translation needs (5 in English).
    const char* robot_heading = translate("bugbot robots", "ROBOT");
    const int width = std::max(5, static_cast<int>(std::strlen(robot_heading)));
    const char* never = translate("bugbot robots", "never");
    std::printf("%-*s %-12s %-16s %s\n", width, robot_heading, translate("bugbot robots", "NAME"),
                translate("bugbot robots", "ID"), translate("bugbot robots", "LAST SEEN"));
    for (std::size_t i = 0; i < entries.size(); ++i)
        std::printf("%-*zu %-12s %-16s %s\n", width, i, text::terminal_safe(entries[i].name).c_str(), entries[i].id.c_str(),
                    entries[i].last_seen.empty() ? never : text::terminal_safe(entries[i].last_seen).c_str());
    return 0;
}

int robots_forget(const RobotsArgs& args) {
    if (args.rest.size() != 1)
        return robots_error("forget", translate("bugbot robots", "which robot? give its index, id or name"), 2);
    robot::Roster roster;
    std::string error;
    if (!roster.load(robot::Roster::path_for(args.roster), error)) return robots_error("forget", error);
    print_roster_warnings(roster.warnings());
    const auto entry = roster.find(args.rest[0], error);
    if (!entry) return robots_error("forget", error);
    roster.remove(entry->id);
    if (!roster.save(error)) return robots_error("forget", error);
    std::printf(translate("bugbot robots", "forgot %s (%s)\n"), text::terminal_safe(entry->name).c_str(), entry->id.c_str());
    return 0;
}

namespace {

// Takes --roster and --dongle (each with a value) out of the arguments; false
// when one has none.
bool take_shared(int argc, char** argv, RobotsArgs& out, bool& json, bool& help) {
    for (int i = 0; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--roster" || arg == "--dongle") {
            if (i + 1 >= argc) return false;
            (arg == "--roster" ? out.roster : out.dongle) = argv[++i];
        } else if (arg == "--json") {
            json = true;
        } else if (arg == "--help" || arg == "-h") {
            help = true;
        } else {
            out.rest.push_back(arg);
        }
    }
    return true;
}

}  // namespace

int robots_command(int argc, char** argv) {
    RobotsArgs args;
    bool json = false, help = false;
    if (!take_shared(argc, argv, args, json, help))
        return robots_error("", translate("bugbot robots", "--roster and --dongle each need a value\n"
                                                           "(bugbot robots --help for the options)"), 2);
    if (help) {
        std::fputs(help_text(), stdout);
        return 0;
    }
    const std::string sub = args.rest.empty() ? "list" : args.rest[0];
    if (!args.rest.empty()) args.rest.erase(args.rest.begin());
    if (sub == "list") return args.rest.empty() ? robots_list(args, json) : robots_error("", translate("bugbot robots", "list takes no ROBOT"), 2);
    if (sub == "forget") return robots_forget(args);
    if (sub == "init") return robots_init(args);
    if (sub == "scan") return robots_scan(args, json);
    if (sub == "blink") return robots_blink(args);
    if (sub == "emulate") return robots_emulate(args);
    return robots_error("", i18n::format(translate("bugbot robots", "unknown subcommand '%s' (list, init, scan, blink, forget, emulate)"),
                                         sub.c_str()), 2);
}

}  // namespace bugbot::cli

namespace bugbot::cli {

bool take_value(std::vector<std::string>& rest, const char* name, std::string& value) {
    for (std::size_t i = 0; i < rest.size(); ++i) {
        if (rest[i] != name) continue;
        if (i + 1 >= rest.size()) return false;
        value = rest[i + 1];
        rest.erase(rest.begin() + static_cast<long>(i), rest.begin() + static_cast<long>(i) + 2);
        return true;
    }
    return true;
}

bool take_flag(std::vector<std::string>& rest, const char* name) {
    for (std::size_t i = 0; i < rest.size(); ++i) {
        if (rest[i] != name) continue;
        rest.erase(rest.begin() + static_cast<long>(i));
        return true;
    }
    return false;
}

}  // namespace bugbot::cli
