#include "robot/connection.h"

#include <algorithm>

namespace bugbot::robot {

using Clock = std::chrono::steady_clock;

std::string seconds_text(std::chrono::milliseconds t) {
    const auto ms = t.count();
    return (ms % 1000 == 0 ? std::to_string(ms / 1000) : std::to_string(ms / 1000.0).substr(0, 4)) + " s";
}

const char* error_name(ErrorKind kind) {
    switch (kind) {
        case ErrorKind::connect: return "RobotConnectError";
        case ErrorKind::busy: return "RobotBusyError";
        case ErrorKind::timeout: return "TimeoutError";
        case ErrorKind::no_dongle:
        case ErrorKind::runtime: return "RuntimeError";
        case ErrorKind::interrupted: return "KeyboardInterrupt";
    }
    return "RuntimeError";
}

// --- Radio ------------------------------------------------------------------------

Radio::Radio(Dongle& dongle) : dongle_(dongle), thread_([this] { loop(); }) {}

Radio::~Radio() {
    stopping_ = true;
    thread_.join();
}

void Radio::listen(const DeviceId& id, Listener listener) {
    std::lock_guard lock(mutex_);
    listeners_[id] = std::move(listener);
}

void Radio::unlisten(const DeviceId& id) {
    std::lock_guard lock(mutex_);
    listeners_.erase(id);
}

void Radio::listen_all(Listener listener) {
    std::lock_guard lock(mutex_);
    all_ = std::move(listener);
}

void Radio::loop() {
    while (!stopping_) {
        auto message = dongle_.receive(50);
        if (!message) {
            if (dongle_.closed()) std::this_thread::sleep_for(std::chrono::milliseconds(50));
            continue;
        }
        if (message->op != framing::Op::recv) continue;
        const Unpacked unpacked = unpack(message->packet);
        if (!unpacked.packet) {
            ++refused_;
            continue;
        }
        Listener mine, all;
        {
            std::lock_guard lock(mutex_);
            if (auto it = listeners_.find(unpacked.packet->id); it != listeners_.end()) mine = it->second;
            all = all_;
        }
        if (mine) mine(*unpacked.packet, *message);
        if (all) all(*unpacked.packet, *message);
    }
}

// --- Connection -------------------------------------------------------------------

Connection::Connection(Radio& radio, RosterEntry entry, std::function<void(const RosterEntry&)> purge,
                       ConnectionTiming timing)
    : radio_(radio), entry_(std::move(entry)), purge_(std::move(purge)), timing_(timing) {
    id_ = parse_hex8(entry_.id).value_or(DeviceId{});
    auth_.key = parse_hex8(entry_.key).value_or(PairingKey{});
    radio_.listen(id_, [this](const Packet& p, const framing::Message& m) { on_packet(p, m); });
}

Connection::~Connection() {
    close();
    radio_.unlisten(id_);
}

template <class Pred>
bool Connection::wait_for(Pred pred, std::chrono::milliseconds timeout) {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, timeout, pred);
}

void Connection::fail(ErrorKind kind, const std::string& message) { throw RobotError(kind, message); }

std::string Connection::purged_text() const {
    return label() + " was re-paired to another host and removed from your list. Pair it again with "
                     "`bugbot robots init`.";
}

std::optional<RobotError> Connection::lost_locked() {
    if (radio_.dongle().closed())
        return RobotError(ErrorKind::no_dongle, "the dongle " + radio_.dongle().port() +
                                                    " is gone (unplugged?): plug it back in and run the script "
                                                    "again; the robot stops by itself within half a second");
    if (purged_) return RobotError(ErrorKind::connect, purged_text());
    if (denied_)
        return RobotError(ErrorKind::busy, label() + " is busy: another computer holds it (CLAIM DENIED); "
                                                     "it is free again when that one lets go, or 10 s after it "
                                                     "goes quiet");
    return std::nullopt;
}

void Connection::check() {
    std::unique_lock lock(mutex_);
    if (auto lost = lost_locked()) {
        lock.unlock();
        throw *lost;
    }
}

void Connection::on_packet(const Packet& p, const framing::Message& m) {
    std::lock_guard lock(mutex_);
    switch (p.type) {
        case Type::probe_ack:
            probe_acked_ = true;
            battery_ = battery_seen_ = p.battery;
            mac_ = m.mac;
            break;
        case Type::beacon: battery_ = battery_seen_ = p.battery; break;
        case Type::claim_ack:
            if (p.claim_ok) {
                auth_.token = p.auth.token;
                bad_keys_ = 0;
                ++claims_;
            }
            if (!connected_) claim_answer_ = p;
            // Our re-CLAIM refused: another computer took the robot while it had no owner.
            else if (!p.claim_ok) denied_ = true;
            // Claimed again after NO_CLAIM: a READ sent while the robot had no owner was never answered.
            else if (p.claim_ok && read_pending_) {
                resend_read_ = true;
                beat_wake_.notify_all();
            }
            break;
        case Type::auth_fail:
            if (p.reason == AuthFail::bad_key) {
                ++bad_keys_;
                if (!connected_) claim_answer_ = p;
                else if (bad_keys_ >= timing_.bad_keys_to_purge) purged_ = true;
            } else if (p.reason == AuthFail::no_claim && connected_) {
                reclaim_ = true;  // the robot lost our session (its lease ran out, or it rebooted)
                beat_wake_.notify_all();
            }
            break;
        case Type::response:
            if (read_pending_ && kHeaderBytes + 2 + p.data.size() == response_bytes(reading_)) {
                response_ = p;
                read_pending_ = false;
                bad_keys_ = 0;
                if (reading_ == Sensor::battery && !p.data.empty()) battery_seen_ = p.data[0];
            }
            break;
        case Type::script_started:
        case Type::script_log:
        case Type::script_done:
            if (script_packets_.size() < 10000) script_packets_.push_back(p);  // a host that stopped reading: not all memory
            break;
        default: break;
    }
    changed_.notify_all();
}

std::optional<Packet> Connection::next_script_packet(std::chrono::milliseconds timeout) {
    std::unique_lock lock(mutex_);
    if (!changed_.wait_for(lock, timeout, [&] { return !script_packets_.empty(); })) return std::nullopt;
    Packet next = std::move(script_packets_.front());
    script_packets_.pop_front();
    return next;
}

void Connection::forget_script_packets() {
    std::lock_guard lock(mutex_);
    script_packets_.clear();
}

int Connection::connect() {
    Dongle& dongle = radio_.dongle();
    {
        std::lock_guard lock(mutex_);
        if (connected_) return battery_;
        probe_acked_ = false;
        stopping_ = reclaim_ = resend_read_ = denied_ = false;
    }
    check();  // the dongle gone, or the robot purged: no PROBE would reach it
    dongle.send(probe(id_));
    if (!wait_for([&] { return probe_acked_; }, timing_.reply))
        fail(ErrorKind::connect, label() + " did not answer (no PROBE_ACK within " + seconds_text(timing_.reply) + "): is it switched on, in "
                                           "ESP-NOW mode (bugbot robots init) and on the dongle's channel?");
    DeviceId dongle_id{};  // the dongle's MAC is not known to the host: zeros, which the robot ignores
    for (;;) {
        {
            std::lock_guard lock(mutex_);
            claim_answer_.reset();
        }
        const auto sent = Clock::now();
        dongle.send(claim(id_, auth_.key, dongle_id));
        if (!wait_for([&] { return claim_answer_.has_value(); }, timing_.reply))
            fail(ErrorKind::connect, label() + " answered the probe but not the claim within " + seconds_text(timing_.reply) + "; try again");
        std::unique_lock lock(mutex_);
        const Packet answer = *claim_answer_;
        if (answer.type == Type::claim_ack) {
            if (!answer.claim_ok)
                fail(ErrorKind::busy, label() + " is busy: another computer holds it (CLAIM DENIED); "
                                                "it is free again when that one lets go, or 10 s after it goes quiet");
            connected_ = true;
            last_heartbeat_ = Clock::now();
            lock.unlock();
            beat_thread_ = std::thread([this] { beat(); });
            return battery_;
        }
        if (bad_keys_ >= timing_.bad_keys_to_purge) {
            purged_ = purge_told_ = true;
            lock.unlock();
            if (purge_) purge_(entry_);
            fail(ErrorKind::connect, purged_text());
        }
        lock.unlock();
        std::this_thread::sleep_until(sent + timing_.claim_retry);  // its AUTH_FAIL comes once a second at most
    }
}

void Connection::send(const Command& c) {
    std::unique_lock lock(mutex_);
    if (auto lost = lost_locked()) {
        lock.unlock();
        throw *lost;
    }
    if (!connected_)
        fail(ErrorKind::connect, label() + " is not connected: disconnect() let it go; call connect() first");
    if (c.sub == Sub::drive || c.sub == Sub::drive_vec || c.sub == Sub::stop) {
        if (is_motion(c)) motion_ = c;
        else motion_.reset();
        last_motion_ = Clock::now();
        beat_wake_.notify_all();  // the keep-alive's next time has changed
    }
    radio_.dongle().send(command(id_, auth_, c));
}

Bytes Connection::read(Sensor sensor, const std::atomic<bool>* give_up) {
    return *read_by(sensor, Clock::time_point::max(), give_up);
}

std::optional<Bytes> Connection::read_by(Sensor sensor, Clock::time_point cut_at, const std::atomic<bool>* give_up) {
    std::lock_guard one_at_a_time(read_mutex_);
    {
        std::lock_guard lock(mutex_);
        response_.reset();
        reading_ = sensor;
        read_pending_ = true;
        read_sent_ = Clock::now();
    }
    send(robot::read(sensor));
    std::unique_lock lock(mutex_);
    // In naps of 5 ms: a signal (give_up), the robot lost (lost_locked) or the
    // caller's time up (cut_at) end the wait at once; a re-claim's resend moves read_sent_.
    while (!response_) {
        const auto deadline = read_sent_ + timing_.reply;
        const auto now = Clock::now();
        const auto lost = lost_locked();
        if ((give_up && *give_up) || lost || now >= deadline || now >= cut_at) {
            read_pending_ = false;
            if (lost) {
                lock.unlock();
                throw *lost;
            }
            if (give_up && *give_up) fail(ErrorKind::interrupted, label() + ": the read was interrupted");
            if (now >= cut_at && cut_at < deadline) return std::nullopt;
            fail(ErrorKind::timeout, label() + " did not answer a sensor read within " + seconds_text(timing_.reply));
        }
        changed_.wait_until(lock, std::min({deadline, cut_at, now + std::chrono::milliseconds(5)}));
    }
    return response_->data;
}

void Connection::beat() {
    bool& told_purge = purge_told_;
    std::unique_lock lock(mutex_);
    while (!stopping_) {
        auto due = last_heartbeat_ + timing_.heartbeat;
        if (motion_) due = std::min(due, last_motion_ + timing_.keep_alive);
        // Woken early when the keep-alive's time changes: the loop works out the next one again.
        if (!stopping_ && !reclaim_ && !resend_read_ && !(purged_ && !told_purge)) beat_wake_.wait_until(lock, due);
        if (stopping_) break;
        const auto now = Clock::now();
        Dongle& dongle = radio_.dongle();
        if (purged_ && !told_purge) {
            told_purge = true;
            lock.unlock();
            if (purge_) purge_(entry_);
            lock.lock();
            continue;
        }
        if (reclaim_) {
            reclaim_ = false;
            dongle.send(claim(id_, auth_.key, DeviceId{}));
        }
        if (resend_read_) {
            resend_read_ = false;
            if (read_pending_) {
                dongle.send(command(id_, auth_, robot::read(reading_)));
                read_sent_ = now;
            }
        }
        if (now >= last_heartbeat_ + timing_.heartbeat) {
            dongle.send(heartbeat(id_, auth_));
            last_heartbeat_ = now;
        }
        if (motion_ && now >= last_motion_ + timing_.keep_alive) {
            dongle.send(command(id_, auth_, *motion_));
            last_motion_ = now;
        }
    }
}

void Connection::close() {
    {
        std::lock_guard lock(mutex_);
        if (!connected_ && !beat_thread_.joinable()) return;
        stopping_ = true;
        beat_wake_.notify_all();
    }
    if (beat_thread_.joinable()) beat_thread_.join();
    // Purged as the run ended (its third BAD_KEY ended it): the roster still loses the robot.
    bool purge_now = false;
    {
        std::lock_guard lock(mutex_);
        purge_now = purged_ && !purge_told_;
        purge_told_ = purge_told_ || purged_;
    }
    if (purge_now && purge_) purge_(entry_);
    std::lock_guard lock(mutex_);
    if (connected_) {
        motion_.reset();
        radio_.dongle().send(command(id_, auth_, stop()));
        radio_.dongle().send(release(id_, auth_));
        connected_ = false;
    }
}

void Connection::blink() { radio_.dongle().send(robot::blink(id_, auth_.key)); }

}  // namespace bugbot::robot
