#pragma once
// `bugbot robots emulate`: a pseudo-terminal that behaves as the BugBot
// dongle (framing.h) with N emulated robots (emulated_robot.h) on the air
// behind it. The host opens /dev/pts/N as it would /dev/ttyACM0.
//
// As the dongle: SEND goes on the air to every robot (each keeps what is
// its own, as radios do), unless the dongle is on another channel than the
// robots; every packet a robot sends comes back as RECV with an RSSI and its
// MAC; SET_CHANNEL changes the channel; INFO once at the start. Bad frames
// from the host are counted and dropped. With Fault::corrupt it writes a bad
// frame of each kind (CRC, length, opcode, stray bytes) before every good one.
//
// With `control`, lines on stdin make faults happen mid-run (docs/robot.md's
// fault table): `unplug` (the terminal hangs up, as a dongle pulled out),
// `outage S` (nothing crosses the air for S seconds: out of range), and for
// robot N (default 0) `deny N` (another computer takes it), `re-pair N`,
// `reboot N`, `battery PERCENT N`. Each is logged as it happens.
#include <atomic>
#include <cstdio>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "robot/emulator/emulated_robot.h"
#include "robot/framing.h"

namespace bugbot::robot::emulator {

struct EmulatorOptions {
    int robots = 1;
    sim::WorldSpec world;
    std::set<Fault> faults;
    std::FILE* log = nullptr;  // JSON lines, one for each packet a robot takes in
    std::uint8_t robot_channel = 1;
    bool control = false;  // fault lines on stdin
};

class DongleEmulator {
public:
    explicit DongleEmulator(EmulatorOptions options);
    ~DongleEmulator();

    // Opens the pseudo-terminal; false, with `error`, when it cannot.
    bool open(std::string& error);
    const std::string& device() const { return device_; }
    // The robots' ids and keys (re-paired robots' keys are not the ones they accept).
    struct Pairing {
        std::string id, key, name, mac;
    };
    std::vector<Pairing> pairings() const;
    // Serves until `stop` turns true.
    void run(const std::atomic<bool>& stop);

private:
    void take(const Bytes& payload);
    void write_frame(const Bytes& frame);
    void log(const std::string& line);
    void take_control(std::string& carry);  // what stdin has: complete lines run as control()
    void control(const std::string& line);
    bool on_air(Clock::time_point now) const { return now >= outage_until_; }

    EmulatorOptions options_;
    int master_ = -1, slave_ = -1;
    std::string device_;
    std::vector<std::unique_ptr<EmulatedRobot>> robots_;
    std::vector<PairingKey> roster_keys_;
    framing::Deframer deframer_;
    std::uint8_t channel_ = 1;
    std::size_t frames_out_ = 0;
    Clock::time_point outage_until_{};
    Mac dongle_mac_{0x24, 0x58, 0x7c, 0x00, 0x00, 0x01};
};

}  // namespace bugbot::robot::emulator
