// bugbot robots init | scan | blink: the robot's own USB and the radio.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>

#include <nlohmann/json.hpp>

#include "cli/number_option.h"
#include "cli/robots_command.h"
#include "i18n/translate.h"
#include "text/safe_text.h"
#include "robot/connection.h"
#include "robot/provisioning.h"
#include "robot/roster.h"

namespace bugbot::cli {

namespace {

using i18n::translate;

// --dongle PORT, else the one found by vendor id; told the roster's channel.
bool open_dongle(robot::Dongle& dongle, const std::string& port, const robot::Roster& roster, std::string& error) {
    return robot::open_dongle(dongle, port, roster.channel(), error);
}

// The robot's own USB: --port, else the first Espressif or Seeed device that answers.
std::optional<robot::EspNowInit> provision_any(const std::string& port, bool regenerate, std::string& error) {
    if (!port.empty()) return robot::provision(port, regenerate, 5000, error);
    auto ports = robot::ports_with_vendor(robot::kEspressifVendor);
    for (const auto& p : robot::ports_with_vendor(0x2886)) ports.push_back(p);  // Seeed's XIAO variant
    if (ports.empty()) {
        error = translate("bugbot robots",
                          "no robot found on USB: plug the robot in with its USB cable (not the dongle), or name it with --port PORT");
        return std::nullopt;
    }
    std::string tried;
    for (const auto& p : ports) {
        std::string why;
        if (auto found = robot::provision(p, regenerate, 3000, why)) return found;
        tried += "\n  " + why;
    }
    error = i18n::format(translate("bugbot robots", "no robot answered espnow_init:%s"), tried.c_str());  // a line for each
    return std::nullopt;
}

}  // namespace

int robots_init(const RobotsArgs& given) {
    RobotsArgs args = given;
    std::string port, name;
    if (!take_value(args.rest, "--port", port) || !take_value(args.rest, "--name", name))
        return robots_error("init", translate("bugbot robots", "--port and --name each need a value"), 2);
    const bool regenerate = take_flag(args.rest, "--regenerate");
    if (!args.rest.empty())
        return robots_error("init", i18n::format(translate("bugbot robots", "unknown argument %s"),
                                                 text::terminal_safe(args.rest[0]).c_str()), 2);
    if (const std::string why = robot::robot_name_problem(name); !name.empty() && !why.empty())
        return robots_error("init", i18n::format(translate("bugbot robots", "--name %s cannot name a robot: %s"),
                                                 text::terminal_safe(name).c_str(), why.c_str()), 2);
    robot::Roster roster;
    std::string error;
    if (!roster.load(robot::Roster::path_for(args.roster), error)) return robots_error("init", error);
    print_roster_warnings(roster.warnings());
    // The robot makes a new key the moment it is asked: a roster that cannot
    // take it would leave every computer's key wrong. Said before anything is sent.
    if (!roster.writable(error))
        return robots_error("init", i18n::format(translate("bugbot robots",
                                                           "%s (nothing was sent to the robot; use --roster FILE for another)"),
                                                 error.c_str()));
    const auto init = provision_any(port, regenerate, error);
    if (!init) return robots_error("init", error);
    roster.upsert({init->id, init->key, name, init->mac, ""});
    roster.set_channel(init->channel);
    if (!roster.save(error)) {
        // It changed under us: the new key must not be lost, so it is said with where it goes.
        std::fprintf(stderr,
                     translate("bugbot robots",
                               "bugbot robots init: %s\nThe robot's new key is not saved. Add it to the roster by hand:\n"
                               "  \"%s\": {\"key\": \"%s\", \"name\": \"%s\", \"last_mac\": \"%s\"}\n"
                               "inside \"robots\", and \"channel\": %d at the top.\n"),
                     error.c_str(), init->id.c_str(), init->key.c_str(),
                     name.empty() ? robot::default_robot_name(init->id).c_str() : name.c_str(), init->mac.c_str(),
                     init->channel);
        return 1;
    }
    const auto entry = roster.find(init->id, error);
    std::printf(translate("bugbot robots", "paired %s (id %s, firmware %d, channel %d) into %s\n"), entry ? entry->name.c_str() : init->id.c_str(),
                init->id.c_str(), init->firmware, init->channel, roster.path().c_str());
    // Kept in the roster (every run tells the dongle), and told the dongle now.
    robot::Dongle dongle;
    std::string why;
    if (open_dongle(dongle, args.dongle, roster, why))
        std::printf(translate("bugbot robots", "the dongle on %s is on channel %d\n"), dongle.port().c_str(), init->channel);
    else
        std::printf(translate("bugbot robots", "the dongle was not told the channel (%s); it must be on channel %d\n"), why.c_str(), init->channel);
    return 0;
}

int robots_scan(const RobotsArgs& given, bool json) {
    RobotsArgs args = given;
    std::string seconds_text = "3";
    double seconds = 3;
    if (!take_value(args.rest, "--seconds", seconds_text) || !parse_number(seconds_text.c_str(), 0.1, 3600, seconds))
        return robots_error("scan", translate("bugbot robots", "--seconds needs a number of seconds"), 2);
    if (!args.rest.empty())
        return robots_error("scan", i18n::format(translate("bugbot robots", "unknown argument %s"), args.rest[0].c_str()), 2);
    robot::Roster roster;
    std::string error;
    roster.load(robot::Roster::path_for(args.roster), error);  // names only: a bad roster does not stop a scan
    print_roster_warnings(roster.warnings());
    robot::Dongle dongle;
    if (!open_dongle(dongle, args.dongle, roster, error)) return robots_error("scan", error);
    std::map<std::string, robot::Packet> heard;
    std::map<std::string, int> rssi;
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(static_cast<long>(seconds * 1000));
    while (std::chrono::steady_clock::now() < until) {
        const auto message = dongle.receive(50);
        if (!message || message->op != robot::framing::Op::recv) continue;
        const auto u = robot::unpack(message->packet);
        if (!u.packet || u.packet->type != robot::Type::beacon) continue;
        heard[robot::hex(u.packet->id)] = *u.packet;
        rssi[robot::hex(u.packet->id)] = message->rssi;
    }
    if (json) {  // for programs (the studio's Robots dialog): a row per robot heard, [] for none
        nlohmann::ordered_json out = nlohmann::ordered_json::array();
        for (const auto& [id, p] : heard) {
            std::string why;
            const auto entry = roster.find(id, why);
            out.push_back({{"id", id}, {"name", entry ? nlohmann::ordered_json(entry->name) : nlohmann::ordered_json()},
                           {"status", p.status == robot::Status::free ? "free" : "claimed"},
                           {"battery", p.battery}, {"rssi", rssi[id]}});
        }
        std::printf("%s\n", text::json_safe(out.dump(2)).c_str());
        return 0;
    }
    if (heard.empty()) {
        std::printf(translate("bugbot robots", "no robot heard in %g s on %s (are they on, in ESP-NOW mode, on the dongle's channel?)\n"),
                    seconds, dongle.port().c_str());
        return 0;
    }
    // The table's headings and words; the name's column as wide as "(not paired)" is (12 in English).
    const char* not_paired = translate("bugbot robots", "(not paired)");
    const char* free_status = translate("bugbot robots", "free");  // a robot's status: nobody's
    const char* claimed_status = translate("bugbot robots", "claimed");  // a robot's status: a computer's, running a script
    const int width = std::max(12, static_cast<int>(std::strlen(not_paired)));
    std::printf("%-16s %-*s %-8s %-8s %s\n", translate("bugbot robots", "ID"), width, translate("bugbot robots", "NAME"),
                translate("bugbot robots", "STATUS"), translate("bugbot robots", "BATTERY"), translate("bugbot robots", "RSSI"));
    for (const auto& [id, p] : heard) {
        std::string why;
        const auto entry = roster.find(id, why);
        std::printf("%-16s %-*s %-8s %3d %%    %s\n", id.c_str(), width,
                    entry ? text::terminal_safe(entry->name).c_str() : not_paired,
                    p.status == robot::Status::free ? free_status : claimed_status, p.battery,
                    i18n::format(translate("bugbot robots", "%d dBm"), rssi[id]).c_str());
    }
    return 0;
}

int robots_blink(const RobotsArgs& args) {
    if (args.rest.size() != 1)
        return robots_error("blink", translate("bugbot robots", "which robot? give its index, id or name"), 2);
    robot::Roster roster;
    std::string error;
    if (!roster.load(robot::Roster::path_for(args.roster), error)) return robots_error("blink", error);
    print_roster_warnings(roster.warnings());
    const auto entry = roster.find(args.rest[0], error);
    if (!entry) return robots_error("blink", error);
    robot::Dongle dongle;
    if (!open_dongle(dongle, args.dongle, roster, error)) return robots_error("blink", error);
    robot::Radio radio(dongle);
    std::mutex mutex;
    bool answered = false, bad_key = false;
    radio.listen(*robot::parse_hex8(entry->id), [&](const robot::Packet& p, const robot::framing::Message&) {
        std::lock_guard lock(mutex);
        answered = answered || p.type == robot::Type::probe_ack;
        bad_key = bad_key || (p.type == robot::Type::auth_fail && p.reason == robot::AuthFail::bad_key);
    });
    const robot::DeviceId id = *robot::parse_hex8(entry->id);
    dongle.send(robot::probe(id));
    std::this_thread::sleep_for(std::chrono::milliseconds(600));
    dongle.send(robot::blink(id, *robot::parse_hex8(entry->key)));
    std::this_thread::sleep_for(std::chrono::milliseconds(600));
    std::lock_guard lock(mutex);
    const std::string name = text::terminal_safe(entry->name);
    if (bad_key)
        return robots_error("blink", i18n::format(translate("bugbot robots", "%s refused the roster's key: it was re-paired to "
                                                                             "another host (pair it again with `bugbot robots init`)"),
                                                  name.c_str()));
    if (!answered)
        return robots_error("blink", i18n::format(translate("bugbot robots", "%s did not answer: is it on, in ESP-NOW mode, "
                                                                             "on the dongle's channel?"),
                                                  name.c_str()));
    std::printf(translate("bugbot robots", "%s is blinking white\n"), text::terminal_safe(entry->name).c_str());
    return 0;
}

}  // namespace bugbot::cli
