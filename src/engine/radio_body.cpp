#include "engine/radio_body.h"

#include "files/gate.h"

#include <algorithm>
#include <cmath>
#include <thread>

#include "sim/geometry.h"

namespace bugbot::engine {

namespace {

using Clock = std::chrono::steady_clock;
constexpr double kPollEvery_s = 0.1;       // heading polls while a call waits: the frames' rate

// The turn from `from` to `to` (CCW degrees), in (-180, 180].
double ccw_change(double from, double to) { return sim::signed_degrees(to - from); }

Clock::duration seconds_of(double seconds) {
    return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

}  // namespace

RadioBody::RadioBody(const sim::WorldSpec& world, RobotRun& run, BodyEvents& events)
    : run_(run), events_(events), spec_(world.robot), ranger_(world.ranger), start_pose_(world.start),
      start_(Clock::now()) {
    for (int i = 0; i < run_.fleet.size(); ++i) add_robot(i);
}

template <class F>
auto RadioBody::on_robot(F&& call) -> decltype(call()) {
    try {
        return call();
    } catch (const robot::RobotError& e) {
        // Raised in the script, at its line: a read with no answer (it may catch it and go on), a read a
        // signal cut short (its KeyboardInterrupt), the robot lost for good (the dongle gone, DENIED,
        // re-paired: every later call on it raises the same).
        throw CallFailure(robot::error_name(e.kind), e.what());
    }
}

template <class F>
void RadioBody::unanswered(F&& call) {
    try {
        call();
    } catch (const CallFailure& failure) {
        // A call the script does not wait for (drive, led, servo) cannot raise where it was made: the run ends.
        throw SessionFailure(failure.kind, failure.what());
    }
}

void RadioBody::check_robots() {
    for (int i = 0; i < static_cast<int>(robots_.size()); ++i) {
        Driven& d = at(i);
        if (!d.link->connected()) continue;  // let go (disconnect()): nothing to lose
        on_robot([&] { d.link->check(); });
        note_battery(i);
    }
}

void RadioBody::note_battery(int robot) {
    const int percent = at(robot).link->battery();
    if (percent < 0 || percent >= kLowBatteryPercent) return;
    const std::string& name = at(robot).link->label();
    events_.battery_low(robot, percent, name + "'s battery is at " + std::to_string(percent) +
                                            " %: charge it soon (a low battery slows the motors and may reset the robot)");
}

void RadioBody::add_robot(int index) {
    Driven d;
    d.link = &run_.fleet.at(index);
    d.beam = ranger_.max_range_cm;
    // heading() counts from here, as the robot library's does.
    try {
        d.zero_ccw = d.raw_ccw = read_raw_heading(d);
    } catch (const robot::RobotError& e) {
        if (e.kind == robot::ErrorKind::interrupted) throw CallFailure(robot::error_name(e.kind), e.what());
        if (e.kind != robot::ErrorKind::timeout) throw SessionFailure(robot::error_name(e.kind), e.what());
        stop_polling(d);
    }
    robots_.push_back(d);
    note_battery(index);  // said at the claim, from its PROBE_ACK
}

void RadioBody::stop_polling(Driven& d) {
    d.polling = false;  // its frames stop until the robot is claimed again; the script's own reads still raise
    d.claims = d.link->claims();
    events_.warn_once("heading-poll", "the robot did not answer a heading poll: the mat stops following it until "
                              "it is claimed again");
}

bool RadioBody::polled(Driven& d) {
    if (!d.link->connected()) return false;  // let go (disconnect()): nothing to ask
    // Claimed again (after AUTH_FAIL NO_CLAIM, or a connect() after disconnect()): polled again.
    if (!d.polling && d.link->claims() != d.claims) d.polling = true;
    return d.polling;
}

robot::Bytes RadioBody::read(Driven& d, robot::Sensor sensor) { return d.link->read(sensor, &stop_waiting_); }

AttachedRobot RadioBody::on(const channel::Attach& m) {
    const std::string which(m.which);
    int index = 0;  // "": Robot() with no index, the robot --robot names
    try {
        if (!which.empty()) index = run_.fleet.attach(which);
    } catch (const robot::RobotError& e) {  // not in the roster, no answer, busy, re-paired: the script may catch it
        throw CallFailure(robot::error_name(e.kind), e.what());
    }
    if (index >= static_cast<int>(robots_.size())) add_robot(index);
    const robot::RosterEntry& entry = at(index).link->entry();
    return {index, entry.id, entry.name};
}

void RadioBody::on(const channel::Hold& m) {
    const int robot = m.robot;
    Driven& d = at(robot);
    if (m.on != 0) {
        // The run goes on if it is busy now, say: the script may catch it.
        try {
            d.link->connect();
        } catch (const robot::RobotError& e) {
            throw CallFailure(robot::error_name(e.kind), e.what());
        }
        return;
    }
    d.motion = {};
    d.left = d.right = 0;
    d.link->close();  // STOP, then RELEASE; the heading polls leave it alone (polled)
    write_frame(robot);
}

std::int64_t RadioBody::time_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
}

double RadioBody::read_raw_heading(Driven& d) {
    const auto v = robot::f32_at(read(d, robot::Sensor::heading), 0);
    d.raw_ccw = v.value_or(d.raw_ccw);
    return d.raw_ccw;
}

FrameValues RadioBody::frame_now(int robot) const {
    const Driven& d = robots_.at(static_cast<std::size_t>(robot));
    sim::Pose pose = start_pose_;
    pose.heading_deg = sim::wrap_degrees(start_pose_.heading_deg + robot::script_heading(d.raw_ccw - d.zero_ccw));
    return {time_s(), pose, d.beam, d.left, d.right};
}

void RadioBody::write_frame(int robot) {
    events_.frame(frame_now(robot), robot);
}

FrameValues RadioBody::frame(int robot) const { return frame_now(robot); }

void RadioBody::send_motion(Driven& d) {
    const robot::FieldMotion m = robot::body_to_field(d.motion, d.raw_ccw);
    if (d.motion.forward == 0 && d.motion.rotation == 0) d.link->send(robot::stop());
    else d.link->send(robot::drive_vec(static_cast<float>(m.lon), static_cast<float>(m.lat), static_cast<float>(m.rot)));
}

void RadioBody::on(const channel::Drive& m) {
    unanswered([&] { drive_now(m.robot, m.left, m.right); });
}

void RadioBody::drive_now(int robot, double left, double right) {
    Driven& d = at(robot);
    d.left = left;
    d.right = right;
    d.motion = robot::tank_to_body(left, right);
    on_robot([&] { send_motion(d); });
    write_frame(robot);
}

void RadioBody::sleep_polling(double seconds) {
    // Not past the run's time limit: the channel then ends the run, STOP and RELEASE going out.
    const auto until = std::min(Clock::now() + seconds_of(seconds), deadline_);
    while (Clock::now() < until && !stop_waiting_) {
        // Whoever watches (the studio, --stream) sees each event before the wait, as a paced run shows it.
        events_.flush();
        // In naps of 5 ms: a Stop (stop_waiting) or a robot lost (check_robots) is acted on at once.
        const auto woke = Clock::now() + std::min<Clock::duration>(until - Clock::now(), seconds_of(kPollEvery_s));
        while (Clock::now() < woke && !stop_waiting_) {
            check_robots();
            std::this_thread::sleep_for(std::min<Clock::duration>(woke - Clock::now(), std::chrono::milliseconds(5)));
        }
        if (stop_waiting_) break;
        if (until - Clock::now() < std::chrono::milliseconds(30)) continue;
        for (int i = 0; i < static_cast<int>(robots_.size()) && !stop_waiting_; ++i) {
            Driven& d = at(i);
            if (!polled(d)) continue;
            // Real time is the only clock: a poll the robot does not answer is given up at the wait's end.
            std::optional<robot::Bytes> data;
            try {
                data = d.link->read_by(robot::Sensor::heading, until, &stop_waiting_);
            } catch (const robot::RobotError& e) {
                if (e.kind == robot::ErrorKind::interrupted) break;  // the wait ends at once
                if (e.kind != robot::ErrorKind::timeout) throw CallFailure(robot::error_name(e.kind), e.what());
                stop_polling(d);
                continue;
            }
            if (!data) break;  // the wait's time is up
            d.raw_ccw = robot::f32_at(*data, 0).value_or(d.raw_ccw);
            // Forward follows the nose: the firmware's field-centric frame turned by the new heading.
            if (d.motion.forward != 0) on_robot([&] { send_motion(d); });
            write_frame(i);
        }
    }
    check_robots();  // lost in the wait's last moment: said here, not at the next call
}

void RadioBody::on(const channel::Wait& m) { sleep_polling(std::max(0.0, m.seconds)); }

int RadioBody::on(const channel::Distance& m) {
    const int robot = m.robot;
    Driven& d = at(robot);
    const auto data = on_robot([&] { return read(d, robot::Sensor::distance); });
    const float cm = robot::f32_at(data, 0).value_or(-1);
    // -1: nothing in range; the simulator's out-of-range value, as a script expects.
    const int out = cm < 0 ? ranger_.out_of_range_cm : static_cast<int>(std::lround(cm));
    d.beam = cm < 0 ? ranger_.max_range_cm : cm;
    write_frame(robot);
    return out;
}

sim::Pose RadioBody::on(const channel::Position& m) {
    Driven& d = at(m.robot);
    const auto data = on_robot([&] { return read(d, robot::Sensor::pose); });
    const auto p = robot::script_position(robot::f32_at(data, 0).value_or(0), robot::f32_at(data, 4).value_or(0));
    if (p.x == 0 && p.y == 0)
        events_.warn_once("robot-position", "position() stays (0, 0) on today's BugBot firmware (its pose estimator is not "
                                    "started); heading() and distance() are the robot's own (docs/robot.md)");
    return {p.x, p.y, robot::script_heading(d.raw_ccw - d.zero_ccw)};
}

double RadioBody::on(const channel::Heading& m) {
    Driven& d = at(m.robot);
    on_robot([&] { return read_raw_heading(d); });
    write_frame(m.robot);
    return robot::script_heading(d.raw_ccw - d.zero_ccw);
}

double RadioBody::on(const channel::Battery& m) {
    const auto data = on_robot([&] { return read(at(m.robot), robot::Sensor::battery); });
    return data.empty() ? 0 : data[0];
}

void RadioBody::on(const channel::Led& m) {
    unanswered([&] { on_robot([&] { at(m.robot).link->send(robot::led(m.r, m.g, m.b)); }); });
}

void RadioBody::on(const channel::Beep& m) {
    on_robot([&] { at(m.robot).link->send(robot::buzzer(static_cast<std::uint16_t>(std::lround(m.frequency)))); });
    if (m.ms <= 0) return;
    sleep_polling(m.ms / 1000);  // the firmware's buzzer has no duration: the host ends it
    on_robot([&] { at(m.robot).link->send(robot::buzzer(0)); });
}

void RadioBody::on(const channel::Servo& m) {
    unanswered([&] { on_robot([&] { at(m.robot).link->send(robot::servo(m.index, static_cast<float>(m.angle))); }); });
}

void RadioBody::on(const channel::Turn& m) {
    const int robot = m.robot;
    const double degrees = m.degrees, power = m.power;
    // Closed on the robot's heading, with a time limit: four times the turn's time, and a second.
    const auto until =
        std::min(Clock::now() + seconds_of(spec_.turn_s(degrees, power) * 4 + 1), deadline_);
    Driven& d = at(robot);
    double last = on_robot([&] { return read_raw_heading(d); });
    double turned_cw = 0;
    d.motion = {0, (degrees > 0 ? -1 : 1) * power / 100};
    d.left = degrees > 0 ? power : -power;
    d.right = -d.left;
    on_robot([&] { send_motion(d); });
    try {
        while (std::abs(turned_cw) < std::abs(degrees) && Clock::now() < until && !stop_waiting_) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            // A heading the robot does not give before the turn's time is up ends the turn there.
            const auto data = on_robot([&] { return d.link->read_by(robot::Sensor::heading, until, &stop_waiting_); });
            if (!data) break;
            const double now = d.raw_ccw = robot::f32_at(*data, 0).value_or(d.raw_ccw);
            turned_cw -= ccw_change(last, now);
            last = now;
            write_frame(robot);
        }
    } catch (const CallFailure&) {
        // No heading to close on: the spin stops before the script hears why (if the robot can still hear).
        try {
            drive_now(robot, 0, 0);
        } catch (const CallFailure&) {}
        throw;
    }
    drive_now(robot, 0, 0);
}

void RadioBody::on(const channel::Move& m) {
    const int robot = m.robot;
    const double cm = m.cm, power = m.power;
    // No odometry on today's firmware: driven for the time the distance takes at the world's full speed x power.
    const double sign = cm < 0 ? -1 : 1;
    Driven& d = at(robot);
    d.motion = {sign * power / 100, 0};
    d.left = d.right = sign * power;
    on_robot([&] { send_motion(d); });
    sleep_polling(spec_.move_s(cm, power));
    drive_now(robot, 0, 0);
}

int RadioBody::end(int exit_code) {
    run_.fleet.close_all();  // STOP, then RELEASE, to every robot before anything else
    for (Driven& d : robots_) d.left = d.right = 0;
    return run_.uploaded_exit.value_or(exit_code);
}

// --- upload mode ------------------------------------------------------------------

int RadioBody::upload() {
    // Through the one gate, the size checked before a byte is read: the run
    // may have made its own file a link (to ~/.ssh/id_rsa, which its sandbox
    // cannot read but this side could), a FIFO or /dev/zero.
    std::string bytes, why;
    std::size_t size = 0;
    files::ReadRule rule;
    rule.cap = robot::kMaxScriptBytes;
    const files::Read read = files::read_file(run_.script, bytes, why, rule, &size);
    if (read == files::Read::too_large)
        throw CallFailure("RuntimeError", "go(upload=True): the script is " + std::to_string(size) +
                                              " bytes, and the robot takes at most " +
                                              std::to_string(robot::kMaxScriptBytes) +
                                              " (64 KiB); make it shorter, or run it from here without upload=True");
    if (read != files::Read::ok)
        throw CallFailure("RuntimeError", "go(upload=True): the script " + run_.script + " was not sent: " + why);
    Driven& d = at(0);
    // The keep-alive must not drive against the robot's own script.
    if (d.motion.forward != 0 || d.motion.rotation != 0) drive_now(0, 0, 0);
    events_.output().write("stderr", "bugbot: uploading " + std::to_string(bytes.size()) + " bytes to " + d.link->label() +
                                 "; the script runs on the robot, its prints come back here\n", /*capped=*/false);
    on_robot([&] { send_script(*d.link, bytes); });
    if (stop_waiting_) return 130;  // Ctrl-C while sending: never started
    return on_robot([&] { return relay_script(*d.link); });
}

void RadioBody::send_script(robot::Connection& link, const std::string& bytes) {
    constexpr std::uint8_t kScriptId = 1;
    const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.data());
    link.forget_script_packets();
    link.send(robot::script_begin(static_cast<std::uint32_t>(bytes.size()), kScriptId));
    // Each CHUNK lands at 220 x its index: all but the last exactly 220 bytes.
    for (std::size_t at = 0, index = 0; at < bytes.size() && !stop_waiting_; at += robot::kScriptChunkBytes, ++index) {
        std::this_thread::sleep_for(kChunkEvery);
        const std::size_t size = std::min(robot::kScriptChunkBytes, bytes.size() - at);
        link.send(robot::script_chunk(static_cast<std::uint16_t>(index), data + at, size));
    }
    std::this_thread::sleep_for(kChunkEvery);
    if (!stop_waiting_) link.send(robot::script_run(kScriptId));
}

// The robot's SCRIPT_LOG lines as the script's printed lines, until its
// SCRIPT_DONE; Ctrl-C (or the run's time limit) sends SCRIPT_STOP first.
int RadioBody::relay_script(robot::Connection& link) {
    const auto started_by = Clock::now() + link.timing().reply;
    std::optional<Clock::time_point> stop_sent;
    bool started = false;
    for (;;) {
        const bool out_of_time = Clock::now() >= deadline_;
        if ((stop_waiting_ || out_of_time) && !stop_sent) {
            link.send(robot::script_stop());
            stop_sent = Clock::now();
        }
        const auto p = link.next_script_packet(std::chrono::milliseconds(20));
        if (!p) {
            // No DONE: stopped anyway. At the time limit the run has a moment left, not seconds.
            const auto patience = out_of_time ? std::chrono::milliseconds(300) : std::chrono::milliseconds(3000);
            if (stop_sent && Clock::now() - *stop_sent > patience) {
                if (!out_of_time) run_.uploaded_exit = 130;
                return 130;
            }
            if (!started && !stop_sent && Clock::now() > started_by) {
                link.send(robot::script_stop());  // should it start late, it is not left running
                throw CallFailure("RobotConnectError", link.label() + " did not start the uploaded script (no "
                                                      "SCRIPT_STARTED within " + robot::seconds_text(link.timing().reply) + ")");
            }
            continue;
        }
        if (p->type == robot::Type::script_started) started = true;
        if (p->type == robot::Type::script_log) events_.output().write("stdout", p->log_line + "\n");
        if (p->type != robot::Type::script_done) continue;
        if (!out_of_time) run_.uploaded_exit = p->exit_code;
        return p->exit_code;
    }
}

}  // namespace bugbot::engine
