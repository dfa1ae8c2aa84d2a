#include "robot/provisioning.h"

#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <sstream>

#include "robot/dongle.h"
#include "robot/protocol.h"

namespace bugbot::robot {

std::optional<EspNowInit> parse_espnow_init(std::string_view line) {
    constexpr std::string_view prefix = "ESPNOW_INIT ";
    const auto at = line.find(prefix);  // a log prefix may come first
    if (at == std::string_view::npos) return std::nullopt;
    std::istringstream fields{std::string(line.substr(at + prefix.size()))};
    EspNowInit out;
    bool channel = false, firmware = false;
    for (std::string field; fields >> field;) {
        const auto eq = field.find('=');
        if (eq == std::string::npos) continue;
        const std::string name = field.substr(0, eq), value = field.substr(eq + 1);
        char* end = nullptr;
        if (name == "id") out.id = value;
        else if (name == "key") out.key = value;
        else if (name == "mac") out.mac = value;
        else if (name == "ch") out.channel = static_cast<int>(std::strtol(value.c_str(), &end, 10)), channel = *end == 0;
        else if (name == "fw") out.firmware = static_cast<int>(std::strtol(value.c_str(), &end, 10)), firmware = *end == 0;
    }
    for (auto* hex_field : {&out.id, &out.key, &out.mac})
        for (char& c : *hex_field) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (!parse_hex8(out.id) || !parse_hex8(out.key) || !parse_mac(out.mac) || !channel || !firmware ||
        out.channel < 1 || out.channel > 14)
        return std::nullopt;
    return out;
}

std::optional<EspNowInit> provision(const std::string& port, bool regenerate, int timeout_ms, std::string& error) {
    const int fd = open_serial(port, error);
    if (fd < 0) return std::nullopt;
    const std::string command = regenerate ? "regenerate_key\n" : "espnow_init\n";
    if (::write(fd, command.data(), command.size()) != static_cast<ssize_t>(command.size())) {
        error = "cannot write to " + port;
        ::close(fd);
        return std::nullopt;
    }
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
    std::string line;
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        pollfd p{fd, POLLIN, 0};
        if (left <= 0 || ::poll(&p, 1, static_cast<int>(left)) <= 0) break;
        char c;
        const ssize_t n = ::read(fd, &c, 1);
        if (n < 0) continue;
        if (n == 0) break;
        if (c == '\r') continue;
        if (c != '\n') {
            if (line.size() < 256) line += c;
            continue;
        }
        if (auto found = parse_espnow_init(line)) {
            ::close(fd);
            return found;
        }
        line.clear();
    }
    ::close(fd);
    error = "the robot on " + port + " did not print its ESPNOW_INIT line within " +
            std::to_string(timeout_ms / 1000) + " s: is this the robot's own USB (not the dongle), and its "
            "firmware a BugBot's with ESP-NOW?";
    return std::nullopt;
}

}  // namespace bugbot::robot
