#pragma once
// `bugbot robots`: the roster, pairing over the robot's own USB, the radio's
// scan and blink, and the emulator. One function a subcommand.
#include <string>
#include <vector>

namespace bugbot::cli {

// The arguments after the subcommand's name, with the options every
// subcommand shares taken out.
struct RobotsArgs {
    std::vector<std::string> rest;
    std::string roster;  // --roster FILE
    std::string dongle;  // --dongle PORT
};

int robots_list(const RobotsArgs& args, bool json);
int robots_forget(const RobotsArgs& args);
int robots_init(const RobotsArgs& args);
int robots_scan(const RobotsArgs& args, bool json);  // --json: a list for programs
int robots_blink(const RobotsArgs& args);
int robots_emulate(const RobotsArgs& args);

// What the roster's load set aside (a name refused, keys not kept), on stderr.
void print_roster_warnings(const std::vector<std::string>& warnings);

// A message on stderr as `bugbot robots SUB: message`; returns `status`.
int robots_error(const char* sub, const std::string& message, int status = 1);

}  // namespace bugbot::cli

namespace bugbot::cli {
// Takes `--name VALUE` out of `rest` into `value`. False when it is there without a value.
bool take_value(std::vector<std::string>& rest, const char* name, std::string& value);
// Takes `--name` (no value) out of `rest`; whether it was there.
bool take_flag(std::vector<std::string>& rest, const char* name);
}  // namespace bugbot::cli
