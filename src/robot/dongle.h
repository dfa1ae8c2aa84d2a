#pragma once
// The USB radio dongle: its serial port opened raw, frames in and out
// (framing.h), and where to find it. Thread-safe to send from any thread;
// receive from one.
#include <atomic>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "robot/framing.h"

namespace bugbot::robot {

constexpr unsigned kDongleBaud = 921600;  // nominal: the link is USB CDC
constexpr unsigned kEspressifVendor = 0x303A;

// Opens a serial device raw (no echo, no line discipline, 8N1, 921600 baud)
// with DTR and RTS low: an ESP32's USB-Serial/JTAG enters its boot loader when
// a terminal raises them. -1, with `error`, when it cannot.
int open_serial(const std::string& path, std::string& error);

// The tty devices whose USB device has vendor id `vendor`, from sysfs
// (`sysfs` is the root, "/sys" but for tests), sorted: /dev/ttyACM0 ...
std::vector<std::string> ports_with_vendor(unsigned vendor, const std::string& sysfs = "/sys");

class Dongle {
public:
    Dongle() = default;
    ~Dongle() { close(); }
    Dongle(const Dongle&) = delete;
    Dongle& operator=(const Dongle&) = delete;

    // Opens `port` and holds it alone (an advisory lock every program of ours
    // takes): a second one gets "the dongle PORT is in use by NAME (pid N)".
    bool open(const std::string& port, std::string& error);
    // The first Espressif port that sends a valid frame within `confirm_ms`
    // (robots beacon once a second; the dongle says INFO when it starts).
    bool find(std::string& error, int confirm_ms = 2500, const std::string& sysfs = "/sys");
    void close();
    bool is_open() const { return fd_ >= 0; }
    const std::string& port() const { return port_; }

    bool send(const Bytes& packet);
    bool set_channel(std::uint8_t channel);
    // The next message from the dongle within `timeout_ms` (-1: no limit);
    // nullopt on time out or when the port closed (then is_open() stays true
    // but closed() says so: unplugged, read or written).
    std::optional<framing::Message> receive(int timeout_ms);
    bool closed() const { return closed_; }
    framing::Deframer::Dropped dropped() const;

private:
    bool write_all(const Bytes& frame);
    int fd_ = -1;
    std::atomic<bool> closed_{false};
    std::string port_;
    std::mutex write_mutex_;
    mutable std::mutex read_mutex_;
    framing::Deframer deframer_;
};

// The dongle a program uses: `port` ("" = found by vendor id), then told
// `channel` (the roster's, Roster::channel) if there is one, since a dongle
// re-plugged starts on channel 1. False, with `error`, when it cannot be opened.
bool open_dongle(Dongle& dongle, const std::string& port, std::optional<int> channel, std::string& error);

}  // namespace bugbot::robot
