#include "engine/robot_session.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace bugbot::engine {

namespace {

using Clock = std::chrono::steady_clock;
constexpr double kPollEvery_s = 0.1;       // heading polls while a call waits: the frames' rate
constexpr double kSpinDegPerS = 128;       // drive(0, 0, 100) on the simulator; the turn's time limit uses it

// The turn from `from` to `to` (CCW degrees), in (-180, 180].
double ccw_change(double from, double to) {
    double d = std::fmod(to - from, 360.0);
    if (d > 180) d -= 360;
    if (d <= -180) d += 360;
    return d;
}

}  // namespace

RobotSession::RobotSession(sim::WorldSpec world, SessionOptions options, Output& output, robot::Connection& robot)
    : Session(world, options, output), robot_(robot), start_(Clock::now()), start_pose_(world.start),
      beam_(world.ranger.max_range_cm) {
    // heading() counts from here, as the robot library's does.
    zero_ccw_ = raw_ccw_ = on_robot([&] { return read_raw_heading(); });
}

template <class F>
auto RobotSession::on_robot(F&& call) -> decltype(call()) {
    try {
        return call();
    } catch (const robot::RobotError& e) {
        throw SessionFailure(robot::error_name(e.kind), e.what());
    }
}

std::int64_t RobotSession::time_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
}

double RobotSession::read_raw_heading() {
    const auto v = robot::f32_at(robot_.read(robot::Sensor::heading), 0);
    raw_ccw_ = v.value_or(raw_ccw_);
    return raw_ccw_;
}

FrameValues RobotSession::frame_now() const {
    sim::Pose pose = start_pose_;
    pose.heading_deg = std::fmod(start_pose_.heading_deg + robot::script_heading(raw_ccw_ - zero_ccw_), 360.0);
    return {stamp(), pose, beam_, left_, right_};
}

void RobotSession::write_frame() {
    const FrameValues v = frame_now();
    for (auto* w : writers()) w->frame(v, 0);
}

void RobotSession::last_frames(EventWriter& writer) { writer.frame(frame_now(), 0); }

void RobotSession::send_motion() {
    const robot::FieldMotion m = robot::body_to_field(motion_, raw_ccw_);
    if (motion_.forward == 0 && motion_.rotation == 0) robot_.send(robot::stop());
    else robot_.send(robot::drive_vec(static_cast<float>(m.lon), static_cast<float>(m.lat), static_cast<float>(m.rot)));
}

void RobotSession::drive(int, double left, double right, double turn) {
    // The clamping and its warning are the simulator's too.
    if (left < -100 || left > 100 || right < -100 || right > 100 || turn < -100 || turn > 100)
        warn_once("drive-clamped", "drive(): a power outside -100..100 was clamped to it (this warning is shown once per run)");
    left_ = std::clamp(left + turn, -100.0, 100.0);
    right_ = std::clamp(right - turn, -100.0, 100.0);
    motion_ = robot::tank_to_body(left, right, turn);
    on_robot([&] { send_motion(); });
    write_frame();
}

void RobotSession::sleep_polling(double seconds) {
    const auto until = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    while (Clock::now() < until && !stop_waiting_) {
        // Whoever watches (the studio, --stream) sees each event before the wait, as a paced run shows it.
        for (auto* w : writers()) w->flush();
        const auto step = std::min<Clock::duration>(until - Clock::now(),
                                                    std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(kPollEvery_s)));
        std::this_thread::sleep_for(step);
        if (!polling_ || until - Clock::now() < std::chrono::milliseconds(30)) continue;
        try {
            read_raw_heading();
        } catch (const robot::RobotError& e) {
            if (e.kind != robot::ErrorKind::timeout) throw SessionFailure(robot::error_name(e.kind), e.what());
            polling_ = false;  // the frames stop; the script's own reads still raise
            warn_once("heading-poll", "the robot did not answer a heading poll: the mat stops following it");
            continue;
        }
        // Forward follows the nose: the firmware's field-centric frame turned by the new heading.
        if (motion_.forward != 0) on_robot([&] { send_motion(); });
        write_frame();
    }
}

void RobotSession::wait(double seconds) { sleep_polling(std::max(0.0, seconds)); }

int RobotSession::distance(int) {
    const auto data = on_robot([&] { return robot_.read(robot::Sensor::distance); });
    const float cm = robot::f32_at(data, 0).value_or(-1);
    const auto& ranger = sim().world().ranger;
    // -1: nothing in range; the simulator's out-of-range value, as a script expects.
    const int out = cm < 0 ? ranger.out_of_range_cm : static_cast<int>(std::lround(cm));
    beam_ = cm < 0 ? ranger.max_range_cm : cm;
    for (auto* w : writers()) w->read(stamp(), "distance", out, 0);
    write_frame();
    return out;
}

sim::Pose RobotSession::position(int) {
    const auto data = on_robot([&] { return robot_.read(robot::Sensor::pose); });
    const auto p = robot::script_position(robot::f32_at(data, 0).value_or(0), robot::f32_at(data, 4).value_or(0));
    if (p.x == 0 && p.y == 0)
        warn_once("robot-position", "position() stays (0, 0) on today's BugBot firmware (its pose estimator is not "
                                    "started); heading() and distance() are the robot's own (docs/robot.md)");
    return {p.x, p.y, robot::script_heading(raw_ccw_ - zero_ccw_)};
}

double RobotSession::heading(int) {
    on_robot([&] { return read_raw_heading(); });
    write_frame();
    return robot::script_heading(raw_ccw_ - zero_ccw_);
}

double RobotSession::battery(int) {
    const auto data = on_robot([&] { return robot_.read(robot::Sensor::battery); });
    return data.empty() ? 0 : data[0];
}

void RobotSession::led(int robot, int r, int g, int b) {
    on_robot([&] { robot_.send(robot::led(static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(g), static_cast<std::uint8_t>(b))); });
    Session::led(robot, r, g, b);  // the event
}

void RobotSession::beep(int, double frequency, double ms) {
    if (frequency == 0) ms = 0;
    for (auto* w : writers()) w->beep(stamp(), frequency, ms, 0);
    on_robot([&] { robot_.send(robot::buzzer(static_cast<std::uint16_t>(std::lround(frequency)))); });
    if (ms <= 0) return;
    sleep_polling(ms / 1000);  // the firmware's buzzer has no duration: the host ends it
    on_robot([&] { robot_.send(robot::buzzer(0)); });
}

void RobotSession::servo(int robot, int index, double angle) {
    on_robot([&] { robot_.send(robot::servo(static_cast<std::uint8_t>(index), static_cast<float>(angle))); });
    Session::servo(robot, index, angle);
}

void RobotSession::turn(int, double degrees, double power) {
    // Closed on the robot's heading, with a time limit: four times the turn's time, and a second.
    const double limit_s = std::abs(degrees) / (kSpinDegPerS * power / 100) * 4 + 1;
    const auto until = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limit_s));
    double last = on_robot([&] { return read_raw_heading(); });
    double turned_cw = 0;
    motion_ = {0, (degrees > 0 ? -1 : 1) * power / 100};
    left_ = degrees > 0 ? power : -power;
    right_ = -left_;
    on_robot([&] { send_motion(); });
    while (std::abs(turned_cw) < std::abs(degrees) && Clock::now() < until && !stop_waiting_) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        const double now = on_robot([&] { return read_raw_heading(); });
        turned_cw -= ccw_change(last, now);
        last = now;
        write_frame();
    }
    drive(0, 0, 0, 0);
}

void RobotSession::move(int, double cm, double power) {
    // No odometry on today's firmware: driven for the time the distance takes at 20 cm/s x power.
    const double sign = cm < 0 ? -1 : 1;
    motion_ = {sign * power / 100, 0};
    left_ = right_ = sign * power;
    on_robot([&] { send_motion(); });
    sleep_polling(std::abs(cm) / (robot::kFullSpeedCmPerS * power / 100));
    drive(0, 0, 0, 0);
}

void RobotSession::end(std::string_view status, int exit_code) {
    robot_.close();  // STOP, then RELEASE, before anything else
    left_ = right_ = 0;
    Session::end(status, exit_code);
}

}  // namespace bugbot::engine
