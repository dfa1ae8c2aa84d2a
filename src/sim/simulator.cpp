#include "sim/simulator.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace bugbot::sim {

namespace {
constexpr double kDt = Simulator::kStepMicros / 1e6;
constexpr double kDegPerRad = 180.0 / std::numbers::pi;
// Battery: 100 % lasts this many seconds of both wheels at full power.
constexpr double kBatteryFullPowerSeconds = 3600;

double wrap_degrees(double deg) {
    deg = std::fmod(deg, 360.0);
    return deg < 0 ? deg + 360.0 : deg;
}
// Rounds to 1/scale, dividing last so 0.3 prints as 0.3, not 0.30000000000000004.
double round_to(double x, double scale) { return std::round(x * scale) / scale + 0.0; }
}  // namespace

Simulator::Simulator(WorldSpec world, std::uint64_t seed)
    : world_(std::move(world)),
      rng_(seed),
      x_(world_.start.x),
      y_(world_.start.y),
      heading_rad_(world_.start.heading_deg / kDegPerRad) {
    const double lag = world_.robot.motor_lag_s;
    lag_alpha_ = lag > 0 ? 1 - std::exp(-kDt / lag) : 1.0;
    ranger_period_ms_ = std::max<std::int64_t>(1, std::llround(1000.0 / world_.ranger.rate_hz));
    odometry_period_ms_ = std::max<std::int64_t>(1, std::llround(1000.0 / world_.odometry_hz));
}

void Simulator::set_wheel_power(double left_pct, double right_pct) {
    left_power_ = std::clamp(left_pct, -100.0, 100.0);
    right_power_ = std::clamp(right_pct, -100.0, 100.0);
}

void Simulator::step() {
    // Phase 1: motors.
    const double max_speed = world_.robot.max_speed_cm_s;
    left_speed_ += (left_power_ / 100 * max_speed - left_speed_) * lag_alpha_;
    right_speed_ += (right_power_ / 100 * max_speed - right_speed_) * lag_alpha_;
    // A wheel told to stop does stop: snap the lag's endless tail to zero, so a
    // robot at rest is exactly at rest and time can pass without stepping.
    if (left_power_ == 0 && std::abs(left_speed_) < 1e-6) left_speed_ = 0;
    if (right_power_ == 0 && std::abs(right_speed_) < 1e-6) right_speed_ = 0;
    work_ += (std::abs(left_power_) + std::abs(right_power_)) / 200 * kDt;
    // Phase 2: motion.
    motion();
    ++time_ms_;
    if (observer_ && time_ms_ % odometry_period_ms_ == 0) observer_->on_frame(*this);
}

void Simulator::motion() {
    const double omega = (left_speed_ - right_speed_) / world_.robot.track_cm;  // rad/s clockwise
    const double v = (left_speed_ + right_speed_) / 2;
    const double dtheta = omega * kDt;
    turned_rad_ += dtheta;
    if (std::abs(v) < 1e-12) {
        heading_rad_ += dtheta;
        return;
    }
    // Move along the chord at the mid-step heading.
    const double mid = heading_rad_ + dtheta / 2;
    heading_rad_ += dtheta;
    const double ds = v * kDt;
    const Vec2 next{x_ + ds * std::sin(mid), y_ + ds * std::cos(mid)};
    if (blocked_at(next)) {
        if (!touching_) ++bumps_;
        touching_ = true;
        return;
    }
    touching_ = false;
    x_ = next.x;
    y_ = next.y;
    travelled_ += ds;
}

bool Simulator::blocked_at(Vec2 p) const {
    const double r = world_.robot.radius_cm;
    for (const Segment& s : world_.walls) {
        // Cheap box test first: most walls are far away.
        if (p.x + r < std::min(s.a.x, s.b.x) || p.x - r > std::max(s.a.x, s.b.x) ||
            p.y + r < std::min(s.a.y, s.b.y) || p.y - r > std::max(s.a.y, s.b.y))
            continue;
        if (distance_to_segment(p, s) < r) {
            // Only block motion that goes further in: a robot touching a wall may back away.
            if (distance_to_segment(p, s) < distance_to_segment({x_, y_}, s)) return true;
        }
    }
    return false;
}

void Simulator::advance_ms(std::int64_t ms) {
    const std::int64_t end = time_ms_ + ms;
    while (time_ms_ < end) {
        if (left_power_ == 0 && right_power_ == 0 && left_speed_ == 0 && right_speed_ == 0) {
            // At rest nothing changes but the clock: jump to the next frame.
            time_ms_ = std::min(end, (time_ms_ / odometry_period_ms_ + 1) * odometry_period_ms_);
            if (observer_ && time_ms_ % odometry_period_ms_ == 0) observer_->on_frame(*this);
        } else {
            step();
        }
    }
}

Pose Simulator::pose() const { return {x_, y_, wrap_degrees(heading_rad_ * kDegPerRad)}; }

Pose Simulator::pose_from_start() const {
    const double start = world_.start.heading_deg / kDegPerRad;
    const double dx = x_ - world_.start.x, dy = y_ - world_.start.y;
    // Rotate the mat offset into the start frame (forward = start heading).
    const double forward = dx * std::sin(start) + dy * std::cos(start);
    const double right = dx * std::cos(start) - dy * std::sin(start);
    return {right, forward, wrap_degrees((heading_rad_ - start) * kDegPerRad)};
}

double Simulator::beam_length() const {
    const Vec2 origin{x_, y_};
    const Vec2 dir = heading_vector(heading_rad_);
    double best = world_.ranger.max_range_cm;
    for (const Segment& s : world_.walls) {
        const double t = ray_hit(origin, dir, s);
        if (t >= 0 && t < best) best = t;
    }
    return best;
}

int Simulator::read_distance() {
    if (frame_of(ranger_period_ms_) == last_range_frame_) {
        advance_ms(ranger_period_ms_ - time_ms_ % ranger_period_ms_);
    }
    last_range_frame_ = frame_of(ranger_period_ms_);
    const double beam = beam_length();
    const double noisy = beam + world_.ranger.noise_cm * rng_.gaussian();
    if (beam >= world_.ranger.max_range_cm || noisy >= world_.ranger.max_range_cm) return world_.ranger.out_of_range_cm;
    return static_cast<int>(std::lround(std::max(0.0, noisy)));
}

Pose Simulator::read_position() {
    if (frame_of(odometry_period_ms_) == last_position_frame_) {
        advance_ms(odometry_period_ms_ - time_ms_ % odometry_period_ms_);
    }
    last_position_frame_ = frame_of(odometry_period_ms_);
    Pose p = pose_from_start();
    return {round_to(p.x, 10), round_to(p.y, 10), round_to(p.heading_deg, 10)};
}

double Simulator::read_heading() {
    if (frame_of(odometry_period_ms_) == last_heading_frame_) {
        advance_ms(odometry_period_ms_ - time_ms_ % odometry_period_ms_);
    }
    last_heading_frame_ = frame_of(odometry_period_ms_);
    return wrap_degrees(round_to(pose_from_start().heading_deg, 10));
}

double Simulator::battery_percent() const {
    return std::max(0.0, round_to(100.0 - 100.0 * work_ / kBatteryFullPowerSeconds, 100));
}

void Simulator::turn_by(double degrees, double power_pct, std::int64_t limit_ms) {
    const double target = turned_rad_ + degrees / kDegPerRad;
    const double p = std::abs(power_pct) * (degrees >= 0 ? 1 : -1);
    set_wheel_power(p, -p);
    const std::int64_t end = time_ms_ + limit_ms;
    // Stop early enough that the wheels' lag carries the body to the target.
    const double coast = world_.robot.motor_lag_s;
    while (time_ms_ < end) {
        const double omega = (left_speed_ - right_speed_) / world_.robot.track_cm;
        const double remaining = target - turned_rad_;
        if ((degrees >= 0 && remaining <= omega * coast) || (degrees < 0 && remaining >= omega * coast)) break;
        step();
    }
    set_wheel_power(0, 0);
}

void Simulator::move_by(double cm, double power_pct, std::int64_t limit_ms) {
    const double target = travelled_ + cm;
    const double p = std::abs(power_pct) * (cm >= 0 ? 1 : -1);
    set_wheel_power(p, p);
    const std::int64_t end = time_ms_ + limit_ms;
    const double coast = world_.robot.motor_lag_s;
    while (time_ms_ < end && !touching_) {
        const double v = (left_speed_ + right_speed_) / 2;
        const double remaining = target - travelled_;
        if ((cm >= 0 && remaining <= v * coast) || (cm < 0 && remaining >= v * coast)) break;
        step();
    }
    set_wheel_power(0, 0);
}

}  // namespace bugbot::sim
