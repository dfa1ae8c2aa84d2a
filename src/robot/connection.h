#pragma once
// One claimed robot over the dongle, as the robot library's host spec has it
// (shared/REAL-ROBOT.md section 4):
//
//  1. PROBE, and a PROBE_ACK within 2 s (else RobotConnectError);
//  2. CLAIM with the roster's key: OK stores the token; DENIED is
//     RobotBusyError; no answer in 2 s is RobotConnectError (the entry stays);
//     AUTH_FAIL(BAD_KEY) is tried again a little over 1 s later (the robot
//     answers AUTH_FAIL once a second at most), and the third in a row purges
//     the robot from the roster: "NAME was re-paired to another host and
//     removed from your list.";
//  3. while connected: HEARTBEAT every 2 s; while a motor is meant to be on,
//     the last motion command again every 100 ms (the firmware stops the
//     motors 500 ms after the last command; the contract asks for 150 ms at
//     most); AUTH_FAIL(NO_CLAIM) claims again, and the READ then waiting
//     is sent again once the new CLAIM_ACK comes (its 2 s start over); one
//     READ in flight, its RESPONSE within 2 s or TimeoutError;
//  4. close(): STOP, then RELEASE; safe to call twice, and connect() claims
//     again after it;
//  5. lost for good (docs/robot.md's fault table): the dongle gone
//     (RuntimeError), a re-CLAIM DENIED (RobotBusyError), the third BAD_KEY
//     in a row (RobotConnectError, the roster purged): check() throws it
//     from then on, and so do send() and read(), at once, even mid-read.
//
// Each robot's packets come through a Radio, which reads the dongle on its
// own thread and hands each robot its own; the keep-alive and heartbeat run
// on the connection's thread.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>

#include "robot/dongle.h"
#include "robot/protocol.h"
#include "robot/roster.h"

namespace bugbot::robot {

// The robot library's errors (its exceptions page), by name.
enum class ErrorKind { connect, busy, timeout, no_dongle, runtime, interrupted };
// "RobotConnectError", "RobotBusyError", "TimeoutError", "RuntimeError", "KeyboardInterrupt"
const char* error_name(ErrorKind kind);

struct RobotError : std::runtime_error {
    RobotError(ErrorKind what_kind, const std::string& message) : std::runtime_error(message), kind(what_kind) {}
    ErrorKind kind;
};

// The dongle read on a thread of its own, each packet handed to the robot it
// came from (and every one to the `all` listener, for scan).
class Radio {
public:
    using Listener = std::function<void(const Packet&, const framing::Message&)>;
    explicit Radio(Dongle& dongle);
    ~Radio();
    Dongle& dongle() { return dongle_; }
    void listen(const DeviceId& id, Listener listener);
    void unlisten(const DeviceId& id);
    void listen_all(Listener listener);
    // Packets refused by the protocol filter (wrong version, too short...).
    std::size_t refused() const { return refused_; }

private:
    void loop();
    Dongle& dongle_;
    std::mutex mutex_;
    std::map<DeviceId, Listener> listeners_;
    Listener all_;
    std::atomic<bool> stopping_{false};
    std::atomic<std::size_t> refused_{0};
    std::thread thread_;
};

struct ConnectionTiming {
    std::chrono::milliseconds reply{2000};
    std::chrono::milliseconds heartbeat{2000};
    std::chrono::milliseconds keep_alive{100};
    std::chrono::milliseconds claim_retry{1100};
    int bad_keys_to_purge = 3;
};

// "2 s": a timing as the messages say it, from the one ConnectionTiming that sets it.
std::string seconds_text(std::chrono::milliseconds t);

class Connection {
public:
    // `purge` is told the entry of a robot re-paired elsewhere (it removes it from the roster).
    Connection(Radio& radio, RosterEntry entry, std::function<void(const RosterEntry&)> purge,
               ConnectionTiming timing = {});
    ~Connection();
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    // PROBE and CLAIM; throws RobotError. Returns the battery the PROBE_ACK gave.
    int connect();
    bool connected() const { return connected_; }
    const RosterEntry& entry() const { return entry_; }
    std::string label() const { return entry_.name.empty() ? entry_.id : entry_.name; }
    const Mac& mac() const { return mac_; }
    const ConnectionTiming& timing() const { return timing_; }
    // The battery in percent as the robot last said it (PROBE_ACK, BEACON, READ battery); -1 before.
    int battery() const { return battery_seen_; }
    // Throws the RobotError that lost the robot for good, if one did (5. above).
    void check();

    // Sends a command; a motion command becomes the one the keep-alive repeats, a STOP ends it.
    void send(const Command& command);
    // READ `sensor` and its RESPONSE's data; throws RobotError(timeout) after
    // timing().reply, or RobotError(interrupted) as soon as `give_up` turns true.
    Bytes read(Sensor sensor, const std::atomic<bool>* give_up = nullptr);
    // The same, given up quietly (nullopt) at `cut_at` if no answer came by
    // then: a wait's heading poll ends with the wait, whatever was lost.
    std::optional<Bytes> read_by(Sensor sensor, std::chrono::steady_clock::time_point cut_at,
                                 const std::atomic<bool>* give_up = nullptr);
    // How many times the robot granted our CLAIM (a re-claim after NO_CLAIM counts).
    int claims() const { return claims_; }
    // Upload mode: the robot's SCRIPT_STARTED, SCRIPT_LOG and SCRIPT_DONE in
    // the order they came; the next one within `timeout`, else nullopt.
    std::optional<Packet> next_script_packet(std::chrono::milliseconds timeout);
    void forget_script_packets();
    // STOP, then RELEASE (if connected); safe to call twice.
    void close();
    // LED flash, with the roster's key, no claim needed.
    void blink();

private:
    void on_packet(const Packet& packet, const framing::Message& message);
    void beat();
    void claim_once();
    [[noreturn]] void fail(ErrorKind kind, const std::string& message);
    // Under mutex_: why the robot is lost for good, if it is (check()).
    std::optional<RobotError> lost_locked();
    std::string purged_text() const;
    template <class Pred>
    bool wait_for(Pred pred, std::chrono::milliseconds timeout);

    Radio& radio_;
    RosterEntry entry_;
    DeviceId id_{};
    Auth auth_;
    std::function<void(const RosterEntry&)> purge_;
    ConnectionTiming timing_;
    Mac mac_{};

    std::mutex mutex_;
    std::condition_variable changed_;
    std::condition_variable beat_wake_;
    // What the radio thread saw, under mutex_.
    bool probe_acked_ = false;
    int battery_ = -1;
    std::optional<Packet> claim_answer_;  // CLAIM_ACK or AUTH_FAIL(BAD_KEY)
    std::optional<Packet> response_;
    Sensor reading_ = Sensor::distance;
    bool read_pending_ = false;
    std::chrono::steady_clock::time_point read_sent_{};  // its 2 s count from here
    bool reclaim_ = false;
    bool resend_read_ = false;  // claimed again: the READ waiting goes out again
    int bad_keys_ = 0;
    bool purged_ = false;
    bool purge_told_ = false;  // purge_ called (once: by the heartbeat thread, or close())
    bool denied_ = false;  // a re-CLAIM got DENIED: another computer holds it now
    std::atomic<int> battery_seen_{-1};
    std::deque<Packet> script_packets_;

    std::optional<Command> motion_;  // what the keep-alive repeats
    std::chrono::steady_clock::time_point last_motion_{}, last_heartbeat_{};
    std::mutex read_mutex_;  // one READ in flight
    std::atomic<bool> connected_{false};
    std::atomic<int> claims_{0};
    bool stopping_ = false;
    std::thread beat_thread_;
};

}  // namespace bugbot::robot
