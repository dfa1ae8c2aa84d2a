#include "robot/emulator/emulated_robot.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace bugbot::robot::emulator {

namespace {

constexpr auto kLease = std::chrono::seconds(10);
constexpr auto kDeadman = std::chrono::milliseconds(500);
constexpr auto kBeaconEvery = std::chrono::seconds(1);
constexpr auto kAuthFailEvery = std::chrono::seconds(1);
constexpr std::int64_t kControlMs = 20;  // 50 Hz
constexpr std::uint16_t kFirmware = 1;

struct FaultName {
    const char* name;
    Fault fault;
};
constexpr FaultName kFaults[] = {
    {"silent", Fault::silent},   {"busy", Fault::busy},         {"re-paired", Fault::re_paired},
    {"wrong-version", Fault::wrong_version}, {"lost-claim", Fault::lost_claim}, {"no-reads", Fault::no_reads},
    {"pose", Fault::pose},       {"corrupt", Fault::corrupt},   {"low-battery", Fault::low_battery},
};

std::string mono(Clock::time_point t) {
    char text[32];
    std::snprintf(text, sizeof text, "%.6f", std::chrono::duration<double>(t.time_since_epoch()).count());
    return text;
}

std::string number(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", v);
    return text;
}

}  // namespace

bool parse_fault(const std::string& name, Fault& out) {
    for (const auto& f : kFaults) {
        if (name == f.name) {
            out = f.fault;
            return true;
        }
    }
    return false;
}

const std::string& fault_names() {
    // From kFaults: a fault added there is named here too.
    static const std::string names = [] {
        std::string all;
        for (const FaultName& f : kFaults) all += (all.empty() ? "" : ", ") + std::string(f.name);
        return all;
    }();
    return names;
}

EmulatedRobot::EmulatedRobot(int index, sim::WorldSpec world, DeviceId id, PairingKey key, std::set<Fault> faults,
                             Log log, Clock::time_point boot)
    : index_(index), sim_(std::move(world), static_cast<std::uint64_t>(index + 1)), id_(id), key_(key),
      faults_(std::move(faults)), log_(std::move(log)), boot_(boot), random_(static_cast<unsigned>(index * 7919 + 17)) {
    mac_ = {0x34, 0x85, 0x18, 0x00, static_cast<std::uint8_t>(index >> 8), static_cast<std::uint8_t>(index)};
    next_beacon_ = boot;
    script_ = std::make_unique<UploadedScript>(UploadedScript::Sink{
        [this] { script_out_.push_back(script_started(id_)); },
        [this](std::string_view line) { script_out_.push_back(script_log(id_, line)); },
        [this](std::uint8_t code) { script_out_.push_back(script_done(id_, code)); },
        [this](const std::string& event) { log_event(event); }});
    if (has(Fault::busy)) hold_for_other();  // someone else's computer holds it
    if (has(Fault::low_battery)) battery_override_ = 4;
}

namespace {
const Mac kOtherHost = {0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f};  // another computer's dongle
}  // namespace

std::uint8_t EmulatedRobot::battery() const {
    return static_cast<std::uint8_t>(battery_override_ >= 0 ? battery_override_ : std::lround(sim_.battery_percent()));
}

void EmulatedRobot::hold_for_other() {
    claimed_ = true;
    owner_ = kOtherHost;
    token_ = 1;
}

void EmulatedRobot::take_over() {
    taken_over_ = true;
    // Ours until now: its lease runs out as a lost claim does (NO_CLAIM to our next command), then the other claims it.
    claimed_ = false;
    set_motion(0, 0, 0);
    hold_for_other();
    log_event("\"taken-over\"");
}

void EmulatedRobot::re_pair() {
    for (auto& b : key_) b = static_cast<std::uint8_t>(random_());
    log_event("\"re-paired\"");
}

void EmulatedRobot::reboot() {
    claimed_ = false;
    set_motion(0, 0, 0);
    log_event("\"reboot\"");
}

void EmulatedRobot::set_battery(int percent) {
    battery_override_ = std::clamp(percent, 0, 100);
    log_event("\"battery\",\"percent\":" + std::to_string(battery_override_));
}

double EmulatedRobot::seconds(Clock::time_point t) const { return std::chrono::duration<double>(t - boot_).count(); }

void EmulatedRobot::deliver(const Bytes& packet, const Mac& sender) {
    if (mailbox_.size() >= kMailbox) {
        log_event("\"mailbox-full\"");
        return;
    }
    mailbox_.push_back({packet, sender});
}

void EmulatedRobot::reply(Bytes packet, std::vector<Outgoing>& out) {
    if (has(Fault::silent)) return;
    if (has(Fault::wrong_version)) packet[1] = kVersion + 1;
    out.push_back({std::move(packet), mac_});
}

void EmulatedRobot::refuse(AuthFail reason, const Mac& sender, std::vector<Outgoing>& out) {
    const auto now = Clock::now();
    // Once a second at most, and only the last sender is remembered.
    if (sender == last_auth_fail_to_ && now - last_auth_fail_ < kAuthFailEvery) return;
    last_auth_fail_ = now;
    last_auth_fail_to_ = sender;
    reply(auth_fail(id_, reason), out);
}

void EmulatedRobot::go_free(std::vector<Outgoing>& out, const char* why) {
    claimed_ = false;
    set_motion(0, 0, 0);
    log_event(std::string("\"free\",\"why\":\"") + why + "\"");
    reply(beacon(id_, Status::free, battery(), kFirmware), out);
    if (taken_over_) hold_for_other();
    next_beacon_ = Clock::now() + kBeaconEvery;
}

void EmulatedRobot::set_motion(double lon, double lat, double rot) {
    lon_ = std::clamp(lon, -1.0, 1.0);
    lat_ = std::clamp(lat, -1.0, 1.0);
    rot_ = std::clamp(rot, -1.0, 1.0);
    motors_on_ = lon_ != 0 || lat_ != 0 || rot_ != 0;
    control();
}

void EmulatedRobot::control() {
    // Field-centric: the translation is in the frame the robot booted facing;
    // turned by yaw (CCW), it is rotated back into the body's frame (x forward, y left).
    const double yaw = (360.0 - sim_.pose_from_start().heading_deg) * M_PI / 180.0;
    const Eigen::Vector2d field(lon_, -lat_);
    const Eigen::Vector2d body = Eigen::Rotation2Dd(-yaw) * field;
    if (std::abs(body.y()) > 0.05 && !told_no_strafe_) {
        told_no_strafe_ = true;
        log_event("\"no-strafe\"");  // two simulated wheels cannot go sideways
    }
    // Two wheels: forward and CCW rotation; scaled down together past full power.
    Eigen::Vector2d wheels(body.x() - rot_, body.x() + rot_);
    if (const double biggest = wheels.cwiseAbs().maxCoeff(); biggest > 1) wheels /= biggest;
    sim_.set_wheel_power(0, wheels.x() * 100, wheels.y() * 100);
}

void EmulatedRobot::tick(Clock::time_point now, std::vector<Outgoing>& out) {
    while (!mailbox_.empty()) {
        const Received r = std::move(mailbox_.front());
        mailbox_.pop_front();
        const Unpacked u = unpack(r.packet);
        // Too short, another magic or version, or someone else's: dropped unread.
        if (!u.packet || u.packet->id != id_) continue;
        log_packet(*u.packet, r.sender);
        if (!has(Fault::silent)) handle(*u.packet, r.sender, out);
    }
    if (held_elsewhere() && owner_ == kOtherHost) lease_until_ = now + kLease;  // its owner keeps beating
    if (claimed_ && now >= lease_until_) go_free(out, "lease");
    if (claimed_ && has(Fault::lost_claim) && !lost_claim_done_ && now >= lost_claim_at_) {
        lost_claim_done_ = true;
        claimed_ = false;  // as if it rebooted: no owner, and it says NO_CLAIM to the next command
        set_motion(0, 0, 0);
        log_event("\"lost-claim\"");
    }
    if (motors_on_ && now - last_command_ >= kDeadman) {
        set_motion(0, 0, 0);
        log_event("\"deadman\"");
    }
    if (now >= next_beacon_) {
        reply(beacon(id_, claimed_ ? Status::claimed : Status::free,
                     battery(), kFirmware),
              out);
        next_beacon_ += kBeaconEvery;
        if (next_beacon_ < now) next_beacon_ = now + kBeaconEvery;
    }
    script_->poll();
    for (Bytes& packet : script_out_) reply(std::move(packet), out);
    script_out_.clear();
    const auto target_ms = std::chrono::duration_cast<std::chrono::milliseconds>(now - boot_).count();
    while (sim_.time_ms() < target_ms) {
        const std::int64_t next = std::min<std::int64_t>(target_ms, (sim_.time_ms() / kControlMs + 1) * kControlMs);
        sim_.advance_ms(next - sim_.time_ms());
        if (sim_.time_ms() % kControlMs == 0 && motors_on_) control();
    }
}

void EmulatedRobot::handle(const Packet& p, const Mac& sender, std::vector<Outgoing>& out) {
    const auto now = Clock::now();
    const std::uint8_t battery = this->battery();
    if (p.type == Type::probe) return reply(probe_ack(id_, claimed_ ? Status::claimed : Status::free, battery), out);
    const bool authed = p.type == Type::blink || p.type == Type::claim || p.type == Type::command ||
                        p.type == Type::heartbeat || p.type == Type::release;
    if (!authed) return;
    if (p.auth.key != key_) return refuse(AuthFail::bad_key, sender, out);
    if (p.type == Type::blink) return log_event("\"blink\"");
    if (p.type == Type::claim) {
        if (claimed_ && sender != owner_) return reply(claim_ack(id_, false, 0), out);
        claimed_ = true;
        owner_ = sender;
        token_ = random_() | 1;
        lease_until_ = now + kLease;
        if (has(Fault::lost_claim) && !lost_claim_done_) lost_claim_at_ = now + std::chrono::seconds(1);
        return reply(claim_ack(id_, true, token_), out);
    }
    if (!claimed_ || sender != owner_) return refuse(AuthFail::no_claim, sender, out);
    lease_until_ = now + kLease;
    if (p.type == Type::release) return go_free(out, "release");
    if (p.type == Type::command) handle_command(p, out);
}

void EmulatedRobot::handle_command(const Packet& p, std::vector<Outgoing>& out) {
    last_command_ = Clock::now();  // any command feeds the deadman, READ too
    const Bytes& a = p.command.args;
    auto f = [&](std::size_t at) { return static_cast<double>(f32_at(a, at).value_or(0)); };
    switch (p.command.sub) {
        case Sub::drive: {
            const double s = std::clamp(f(1), -1.0, 1.0);
            switch (a[0]) {
                case 1: return set_motion(s, 0, 0);
                case 2: return set_motion(-s, 0, 0);
                case 3: return set_motion(0, -s, 0);
                case 4: return set_motion(0, s, 0);
                case 5: return set_motion(0, 0, s);
                case 6: return set_motion(0, 0, -s);
                default: return set_motion(0, 0, 0);  // 0, and anything past 6, is Stop
            }
        }
        case Sub::drive_vec: return set_motion(f(0), f(4), f(8));
        case Sub::stop: return set_motion(0, 0, 0);
        case Sub::read: {
            if (has(Fault::no_reads)) return;
            switch (static_cast<Sensor>(a[0])) {
                case Sensor::distance: {
                    const int cm = sim_.read_distance(0);
                    const float value = cm >= sim_.world().ranger.out_of_range_cm ? -1.0f : static_cast<float>(cm);
                    return reply(response(id_, 0, distance_data(value)), out);
                }
                case Sensor::heading: {
                    const double ccw = sim::wrap_degrees(360.0 - sim_.read_heading(0));
                    return reply(response(id_, 0, heading_data(static_cast<float>(ccw))), out);
                }
                case Sensor::pose: {
                    const sim::Pose s = sim_.read_position(0);
                    const double ccw = sim::wrap_degrees(360.0 - s.heading_deg);
                    const bool moves = has(Fault::pose);  // today's firmware: x, y stay 0
                    return reply(response(id_, 0, pose_data(moves ? static_cast<float>(s.y * 10) : 0,
                                                            moves ? static_cast<float>(-s.x * 10) : 0,
                                                            static_cast<float>(ccw))),
                                 out);
                }
                case Sensor::battery:
                    return reply(response(id_, 0, battery_data(battery())),
                                 out);
            }
            return;  // an unknown sensor gets no reply
        }
        case Sub::script_begin:
            return script_->begin(static_cast<std::uint32_t>(a[0] | a[1] << 8 | a[2] << 16 | a[3] << 24), a[4]);
        case Sub::script_chunk:
            if (a.size() < 2) return;
            return script_->chunk(static_cast<std::uint16_t>(a[0] | a[1] << 8), a.data() + 2, a.size() - 2);
        case Sub::script_run: return script_->run(a[0]);
        case Sub::script_stop: return script_->stop();
        default: return;  // LED, SERVO, BUZZER: logged, nothing to answer
    }
}

void EmulatedRobot::log_packet(const Packet& p, const Mac& sender) {
    std::string line = "\"recv\",\"type\":\"" + std::string(type_name(p.type)) + "\",\"from\":\"" + hex(sender) + "\"";
    if (p.type == Type::command) {
        line += ",\"sub\":\"" + std::string(sub_name(p.command.sub)) + "\",\"args\":[";
        const Bytes& a = p.command.args;
        if (p.command.sub == Sub::drive_vec || p.command.sub == Sub::drive || p.command.sub == Sub::servo) {
            std::size_t at = 0;
            if (p.command.sub != Sub::drive_vec && !a.empty()) line += std::to_string(a[at++]) + ",";
            for (; at + 4 <= a.size(); at += 4) line += number(*f32_at(a, at)) + ",";
        } else if (p.command.sub == Sub::buzzer && a.size() >= 2) {
            line += std::to_string(a[0] | (a[1] << 8)) + ",";
        } else if (p.command.sub == Sub::script_begin && a.size() >= 5) {  // size, id
            line += std::to_string(a[0] | a[1] << 8 | a[2] << 16 | static_cast<std::uint32_t>(a[3]) << 24) + "," +
                    std::to_string(a[4]) + ",";
        } else if (p.command.sub == Sub::script_chunk && a.size() >= 2) {  // index, bytes of script
            line += std::to_string(a[0] | (a[1] << 8)) + "," + std::to_string(a.size() - 2) + ",";
        } else {
            for (std::size_t i = 0; i < a.size() && i < 8; ++i) line += std::to_string(a[i]) + ",";
        }
        if (line.back() == ',') line.pop_back();
        line += "]";
    }
    log_event(line);
}

void EmulatedRobot::log_event(const std::string& event) {
    // "t": seconds since the emulator started; "mono": CLOCK_MONOTONIC's seconds, as a test's time.monotonic().
    const auto now = Clock::now();
    if (log_) log_("{\"t\":" + number(seconds(now)) + ",\"mono\":" + mono(now) + ",\"robot\":" + std::to_string(index_) +
                   ",\"event\":" + event + "}");
}

}  // namespace bugbot::robot::emulator
