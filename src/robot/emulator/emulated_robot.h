#pragma once
// One BugBot as its firmware behaves on the radio (shared/REAL-ROBOT.md
// sections 2, 4 and 6), its body a simulated robot (src/sim) in a world:
//
//  - packets too short, of another magic or version, or for another id are dropped unread;
//  - PROBE gets PROBE_ACK; a wrong key gets AUTH_FAIL(BAD_KEY); CLAIM with the
//    key gets CLAIM_ACK OK and a new token when free or from its owner's MAC,
//    DENIED otherwise; COMMAND, HEARTBEAT and RELEASE from another MAC get
//    AUTH_FAIL(NO_CLAIM). The token is never checked: the owner is a MAC.
//    AUTH_FAIL goes out once a second at most, tracking the last sender only;
//  - the lease is 10 s from the last HEARTBEAT, CLAIM or COMMAND: then the
//    motors stop, it is FREE and beacons at once; RELEASE does the same now;
//  - the motors stop 500 ms after the last COMMAND of any kind (the deadman);
//  - 8 packets wait in its mailbox, more are dropped;
//  - a BEACON a second; speeds are fractions, clamped to +-1; DRIVE_VEC's
//    translation is field-centric (in the frame of the heading it booted
//    with); the simulated body has two wheels, so it cannot strafe: the
//    sideways part is dropped (and logged);
//  - READ: distance in cm (-1: no return), heading CCW in degrees, pose
//    x forward y left in mm and (as today's firmware, whose pose estimator is
//    never started) 0, 0 unless the `pose` mode is on, battery in percent;
//  - SCRIPT_BEGIN, CHUNK, RUN and STOP: upload mode (uploaded_script.h).
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "robot/emulator/uploaded_script.h"
#include "robot/protocol.h"
#include "sim/simulator.h"

namespace bugbot::robot::emulator {

// Ways to misbehave, for tests.
enum class Fault {
    silent,         // answers nothing, beacons nothing
    busy,           // another computer holds it and keeps beating
    re_paired,      // its key is not the roster's: every authed packet is BAD_KEY
    wrong_version,  // sends version 2 packets (the host must drop them)
    lost_claim,     // forgets its claim once, 1 s after it is claimed (AUTH_FAIL NO_CLAIM follows)
    no_reads,       // a READ never gets its RESPONSE
    pose,           // a firmware whose pose estimator runs: position() moves
    corrupt,        // (the dongle's) bad frames between the good ones
    low_battery,    // its battery reads 4 % from the start
};
bool parse_fault(const std::string& name, Fault& out);
const std::string& fault_names();  // "silent, busy, ..."

using Clock = std::chrono::steady_clock;

struct Outgoing {
    Bytes packet;
    Mac from{};
};

// One line of the log: what a robot received or did (JSON, without newline).
using Log = std::function<void(const std::string& json)>;

class EmulatedRobot {
public:
    EmulatedRobot(int index, sim::WorldSpec world, DeviceId id, PairingKey key, std::set<Fault> faults, Log log,
                  Clock::time_point boot);

    const DeviceId& id() const { return id_; }
    const PairingKey& key() const { return key_; }  // the key it accepts
    const Mac& mac() const { return mac_; }

    // A packet on the air from `sender`: into the mailbox, if there is room.
    void deliver(const Bytes& packet, const Mac& sender);
    // Lets time pass to `now`: works through the mailbox, runs the control
    // loop, the deadman and the lease, beacons; appends what it sends.
    void tick(Clock::time_point now, std::vector<Outgoing>& out);

    // Faults made mid-run (`bugbot robots emulate --control`, docs/robot.md's fault table):
    void take_over();                  // another computer claims it (and keeps beating) the moment it is free
    void re_pair();                    // paired with another host: its key changes
    void reboot();                     // forgets its claim and stops, as a reset does
    void set_battery(int percent);     // what it says from now on (PROBE_ACK, BEACON, READ)

private:
    struct Received {
        Bytes packet;
        Mac sender;
    };
    void handle(const Packet& p, const Mac& sender, std::vector<Outgoing>& out);
    void handle_command(const Packet& p, std::vector<Outgoing>& out);
    void reply(Bytes packet, std::vector<Outgoing>& out);
    void refuse(AuthFail reason, const Mac& sender, std::vector<Outgoing>& out);
    void go_free(std::vector<Outgoing>& out, const char* why);
    void set_motion(double lon, double lat, double rot);
    void control();  // 50 Hz: field-centric vector onto the two wheels
    void log_packet(const Packet& p, const Mac& sender);
    void log_event(const std::string& event);
    double seconds(Clock::time_point t) const;
    bool has(Fault f) const { return faults_.count(f) > 0; }
    void hold_for_other();  // claimed by another computer's dongle
    bool held_elsewhere() const { return has(Fault::busy) || taken_over_; }
    std::uint8_t battery() const;

    int index_;
    sim::Simulator sim_;
    DeviceId id_;
    PairingKey key_;
    Mac mac_{};
    std::set<Fault> faults_;
    Log log_;
    Clock::time_point boot_;
    std::mt19937 random_;

    std::deque<Received> mailbox_;
    static constexpr std::size_t kMailbox = 8;
    bool claimed_ = false;
    Mac owner_{};
    std::uint32_t token_ = 0;
    Clock::time_point lease_until_{}, last_command_{}, next_beacon_{}, last_auth_fail_{}, lost_claim_at_{};
    Mac last_auth_fail_to_{};
    bool lost_claim_done_ = false;
    bool taken_over_ = false;
    int battery_override_ = -1;
    double lon_ = 0, lat_ = 0, rot_ = 0;  // commanded, field frame, fractions
    bool motors_on_ = false;
    bool told_no_strafe_ = false;
    std::int64_t next_control_ms_ = 0;
    std::vector<Bytes> script_out_;          // what the uploaded script said, sent at the tick's end
    std::unique_ptr<UploadedScript> script_;
};

}  // namespace bugbot::robot::emulator
