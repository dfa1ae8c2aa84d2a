#pragma once
// Pairing a robot over its own USB cable (the firmware's console, line
// based: '\n' ends a line, '\r' is ignored, at most 256 characters): send
// `espnow_init` (or `regenerate_key`), and find, among its log lines,
//
//   ESPNOW_INIT id=<16 hex> key=<16 hex> mac=<12 hex> ch=<n> fw=<n>
//
// espnow_init keeps the robot's id, rolls its key, turns ESP-NOW mode on and
// reboots the robot about 50 ms later; regenerate_key only rolls the key.
#include <optional>
#include <string>
#include <string_view>

namespace bugbot::robot {

struct EspNowInit {
    std::string id, key, mac;
    int channel = 1;
    int firmware = 0;
};

// The line's fields, if it is an ESPNOW_INIT line with every field valid.
std::optional<EspNowInit> parse_espnow_init(std::string_view line);

// Opens the robot's console at `port`, sends the command and waits up to
// `timeout_ms` for the line. nullopt, with `error` a sentence for the user.
std::optional<EspNowInit> provision(const std::string& port, bool regenerate, int timeout_ms, std::string& error);

}  // namespace bugbot::robot
