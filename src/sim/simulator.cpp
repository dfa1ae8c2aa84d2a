#include "sim/simulator.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include "sim/clearance.h"
#include "sim/pinned.h"

namespace bugbot::sim {

namespace {
constexpr double kDegPerRad = 180.0 / std::numbers::pi;
// Battery: 100 % lasts this many seconds of both wheels at full power.
constexpr double kBatteryFullPowerSeconds = 3600;

double wrap_degrees(double deg) {
    deg = std::fmod(deg, 360.0);
    return deg < 0 ? deg + 360.0 : deg;
}
// Rounds to 1/scale, dividing last so 0.3 prints as 0.3, not 0.30000000000000004.
double round_to(double x, double scale) { return std::round(x * scale) / scale + 0.0; }

// Only motion that goes further in is blocked: a robot touching something may back away.
bool wall_blocks(const Segment& s, Vec2 here, Vec2 next, double r) {
    // Cheap box test first: most walls are far away.
    if (next.x + r < std::min(s.a.x, s.b.x) || next.x - r > std::max(s.a.x, s.b.x) ||
        next.y + r < std::min(s.a.y, s.b.y) || next.y - r > std::max(s.a.y, s.b.y))
        return false;
    const double d = distance_to_segment(next, s);
    return d < r && d < distance_to_segment(here, s);
}

// True when no point of `ring` comes within `gap` of the segment.
bool ring_clear_of(const Ring& ring, const Segment& s, double gap) {
    if (distance_to_segment(ring.centre, s) >= ring.radius + gap + kContactMargin) return true;
    return std::max(distance(ring.centre, s.a), distance(ring.centre, s.b)) <= ring.radius - gap - kContactMargin;
}
}  // namespace

Simulator::Simulator(WorldSpec world, std::uint64_t seed, Stepping stepping)
    : world_(std::move(world)), stepping_(stepping), rng_(seed) {
    for (int i = 0; i < sim::robot_count(world_); ++i) {
        const Pose start = placement(world_, i).start;
        Body b;
        b.x = start.x;
        b.y = start.y;
        b.heading_rad = start.heading_deg / kDegPerRad;
        bodies_.push_back(b);
        starts_.push_back(start);
    }
    const double lag = world_.robot.motor_lag_s;
    lag_alpha_ = lag > 0 ? 1 - std::exp(-kStepSeconds / lag) : 1.0;
    motor_lag_ = MotorLag(lag_alpha_);
    ranger_period_ms_ = std::max<std::int64_t>(1, std::llround(1000.0 / world_.ranger.rate_hz));
    odometry_period_ms_ = std::max<std::int64_t>(1, std::llround(1000.0 / world_.odometry_hz));
}

void Simulator::set_wheel_power(int robot, double left_pct, double right_pct) {
    // Driven by hand: the next turn counts from wherever the robot then is.
    body(robot).heading_goal_valid = false;
    drive_wheels(robot, left_pct, right_pct);
}

void Simulator::drive_wheels(int robot, double left_pct, double right_pct) {
    Body& b = body(robot);
    const double left = std::clamp(left_pct, -100.0, 100.0), right = std::clamp(right_pct, -100.0, 100.0);
    // A club loop tells the wheels the same thing tick after tick: that changes
    // nothing, so the clearance found for the powers still holds.
    if (left == b.left_power && right == b.right_power) return;
    ++wheels_generation_;
    b.left_power = left;
    b.right_power = right;
}

void Simulator::step() {
    clear_until_ms_ = -1;
    pinned_until_ms_ = -1;
    for (Body& b : bodies_) motors(b);
    for (std::size_t i = 0; i < bodies_.size(); ++i) motion(i);
    ++time_ms_;
    after_time_passed();
}

void Simulator::motors(Body& b) {
    b.left_speed = next_wheel_speed(b.left_speed, b.left_power, world_.robot, lag_alpha_);
    b.right_speed = next_wheel_speed(b.right_speed, b.right_power, world_.robot, lag_alpha_);
    b.work += work_per_step(b);
}

void Simulator::motion(std::size_t index) {
    Body& b = bodies_[index];
    const StepMotion m = step_motion(b, world_.robot);
    b.turned_rad += m.dtheta;
    if (!m.translates()) {
        b.heading_rad += m.dtheta;
        return;
    }
    // Move along the chord at the mid-step heading.
    const double mid = b.heading_rad + m.dtheta / 2;
    b.heading_rad += m.dtheta;
    const Vec2 next{b.x + m.ds * std::sin(mid), b.y + m.ds * std::cos(mid)};
    if (blocked_at(index, next)) {
        count_blocked(b, 1);
        return;
    }
    move_centre(b, next);
    b.travelled += m.ds;
}

bool Simulator::blocked_at(std::size_t index, Vec2 p) const {
    const Vec2 here = bodies_[index].centre();
    const double r = world_.robot.radius_cm;
    for (const Segment& s : world_.walls) {
        if (wall_blocks(s, here, p, r)) return true;
    }
    for (std::size_t j = 0; j < bodies_.size(); ++j) {
        if (j == index) continue;
        const double d = distance(p, bodies_[j].centre());
        if (d < 2 * r && d < distance(here, bodies_[j].centre())) return true;
    }
    return false;
}

void Simulator::after_time_passed() {
    if (observer_ && time_ms_ % odometry_period_ms_ == 0) observer_->on_frame(*this);
}

std::int64_t Simulator::advance_up_to(std::int64_t steps, bool stop_at_contact) {
    steps = std::max<std::int64_t>(1, steps);
    const std::int64_t wanted = steps;
    if (observer_) steps = std::min(steps, odometry_period_ms_ - time_ms_ % odometry_period_ms_);
    // At rest nothing changes but the clock (in both modes).
    if (std::all_of(bodies_.begin(), bodies_.end(), [](const Body& b) { return b.at_rest(); })) return pass_time(steps);
    if (stepping_ == Stepping::fixed_1ms || steps == 1) {
        step();
        return 1;
    }
    const bool settled = std::all_of(bodies_.begin(), bodies_.end(), [&](const Body& b) {
        return speeds_settled(b, world_.robot, lag_alpha_);
    });
    const bool pressable = bodies_.size() == 1 && bodies_[0].touching && !stop_at_contact;
    if (pressable && settled && pinned_generation_ == wheels_generation_ && time_ms_ < pinned_until_ms_) {
        // Still within the run of blocked steps found for these speeds.
        return pass_time(take_blocked_run(bodies_[0], world_.robot, std::min(steps, pinned_until_ms_ - time_ms_)));
    }
    const std::int64_t clear = settled ? steps_to_jump(steps, wanted) : 0;
    if (clear >= 2) return jump(clear);
    if (pressable) {
        const std::int64_t pinned = take_pressed_steps(settled, steps);
        if (pinned > 0) return pass_time(pinned);
    }
    // The motors still changing, or close to contact: a burst of reference
    // steps before looking again, so that looking costs little beside them.
    // While the motors change there is no jump to look for: a longer burst.
    return fine_burst(std::min(steps, settled ? kFineBurst : kTransientBurst), stop_at_contact);
}

std::int64_t Simulator::take_pressed_steps(bool settled, std::int64_t steps) {
    Body& b = bodies_[0];
    clear_until_ms_ = -1;
    if (!settled) return take_pinned_steps(b, world_.walls, world_.robot, motor_lag_, settled, steps, &pin_candidates_);
    // A minute's run found at once serves the waits after this one.
    constexpr std::int64_t kPinnedHorizon = 60000;
    const std::int64_t run = pinned_run(b, world_.walls, world_.robot, std::max(steps, kPinnedHorizon), &pin_candidates_);
    pinned_until_ms_ = time_ms_ + run;
    pinned_generation_ = wheels_generation_;
    return take_blocked_run(b, world_.robot, std::min(steps, run));
}

std::int64_t Simulator::pass_time(std::int64_t steps) {
    time_ms_ += steps;
    after_time_passed();
    return steps;
}

std::int64_t Simulator::steps_to_jump(std::int64_t steps, std::int64_t wanted) {
    constexpr std::int64_t kClearHorizon = std::int64_t{1} << 40;  // 35 years of steps
    // The clearance found holds for every wait and frame after it as long as
    // no wheel is told anything new and no fine step is taken: found for as
    // far ahead as it reaches, not only this wait.
    if (clear_generation_ != wheels_generation_ || time_ms_ >= clear_until_ms_) {
        clear_until_ms_ = time_ms_ + steps_clear_of_contact(std::max(wanted, kClearHorizon));
        clear_generation_ = wheels_generation_;
    }
    return std::min(steps, clear_until_ms_ - time_ms_);
}

std::int64_t Simulator::jump(std::int64_t steps) {
    pinned_until_ms_ = -1;
    for (std::size_t i = 0; i < bodies_.size(); ++i) {
        Body& b = bodies_[i];
        if (plan_[i].stuck) {
            // Pushing straight into a wall: every step is blocked and changes nothing but the work.
            count_blocked(b, steps);
            b.work += work_per_step(b) * static_cast<double>(steps);
        } else {
            jump_unblocked(b, plan_[i].motion, steps, work_per_step(b));
        }
    }
    return pass_time(steps);
}

std::int64_t Simulator::steps_clear_of_contact(std::int64_t wanted) {
    // Below this many steps of straight-in clearance, the ring's own bound is worth its trigonometry.
    constexpr double kLineWorthIt = 2000;
    const double r = world_.robot.radius_cm;
    plan_.resize(bodies_.size());
    for (std::size_t i = 0; i < bodies_.size(); ++i) {
        const Body& b = bodies_[i];
        Plan& plan = plan_[i];
        plan.motion = step_motion(b, world_.robot);
        plan.stuck = false;
        if (plan.motion.translates() && plan.motion.dtheta == 0) {
            // Straight into a wall: walls never move, so it stays blocked. The
            // first blocked step is an event (a bump), taken as a fine step.
            const Vec2 next{b.x + plan.motion.ds * std::sin(b.heading_rad),
                            b.y + plan.motion.ds * std::cos(b.heading_rad)};
            for (const Segment& s : world_.walls) {
                const double d = distance_to_segment(next, s);
                if (d < r && d < distance_to_segment(b.centre(), s)) plan.stuck = true;
            }
            if (plan.stuck && !b.touching) return 0;
        }
    }
    double n = static_cast<double>(wanted);
    for (std::size_t i = 0; i < bodies_.size(); ++i) {
        const Body& b = bodies_[i];
        const Plan& plan = plan_[i];
        if (!plan.motion.translates() || plan.stuck) continue;
        const double per_step = std::abs(plan.motion.ds);
        const Ring ring = ring_of(b, plan.motion);
        for (const Segment& s : world_.walls) {
            if (ring.radius > 0 && ring_clear_of(ring, s, r)) continue;
            // Straight in, the worst case; or, when that is short, along the
            // ring as it really goes (a grazing approach is then one jump).
            double clear = steps_within(distance_to_segment(b.centre(), s) - r, per_step);
            if (clear < kLineWorthIt) clear = std::max(clear, steps_clear_of_line(b, plan.motion, s, r));
            n = std::min(n, clear);
        }
        for (std::size_t j = 0; j < bodies_.size(); ++j) {
            if (j == i) continue;
            const Plan& other = plan_[j];
            const bool other_moves = other.motion.translates() && !other.stuck;
            const double gap = distance(b.centre(), bodies_[j].centre()) - 2 * r;
            if (other_moves) {
                // Two rings that never come within two radii: they cannot meet.
                const Ring other_ring = ring_of(bodies_[j], other.motion);
                const double apart = distance(ring.centre, other_ring.centre);
                const bool rings_clear = ring.radius > 0 && other_ring.radius > 0 &&
                                         (apart >= ring.radius + other_ring.radius + 2 * r + kContactMargin ||
                                          apart <= std::abs(ring.radius - other_ring.radius) - 2 * r - kContactMargin);
                if (!rings_clear) n = std::min(n, steps_within(gap, per_step + std::abs(other.motion.ds)));
            } else {
                const double d = distance(ring.centre, bodies_[j].centre());
                const bool clear = ring.radius > 0 && (d >= ring.radius + 2 * r + kContactMargin ||
                                                       d <= ring.radius - 2 * r - kContactMargin);
                if (!clear) n = std::min(n, steps_within(gap, per_step));
            }
        }
    }
    return n < 0 ? 0 : static_cast<std::int64_t>(n);
}

void Simulator::advance_ms(std::int64_t ms) {
    const std::int64_t end = time_ms_ + ms;
    while (time_ms_ < end) advance_up_to(end - time_ms_);
}

Pose Simulator::pose(int robot) const {
    const Body& b = body(robot);
    return {b.x, b.y, wrap_degrees(b.heading_rad * kDegPerRad)};
}

Pose Simulator::pose_from_start(int robot) const {
    const Body& b = body(robot);
    const Pose& s = starts_.at(static_cast<std::size_t>(robot));
    const double start = s.heading_deg / kDegPerRad;
    const double dx = b.x - s.x, dy = b.y - s.y;
    // Rotate the mat offset into the start frame (forward = start heading).
    const double forward = dx * std::sin(start) + dy * std::cos(start);
    const double right = dx * std::cos(start) - dy * std::sin(start);
    return {right, forward, wrap_degrees((b.heading_rad - start) * kDegPerRad)};
}

double Simulator::beam_length(int robot) const {
    const Body& b = body(robot);
    const Vec2 origin = b.centre();
    const Vec2 dir = beam_direction(b.heading_rad);
    double best = world_.ranger.max_range_cm;
    for (const Segment& s : world_.walls) {
        const double t = ray_hit(origin, dir, s, best);
        if (t >= 0) best = t;
    }
    for (std::size_t j = 0; j < bodies_.size(); ++j) {
        if (&bodies_[j] == &b) continue;
        const double t = ray_hit_disc(origin, dir, bodies_[j].centre(), world_.robot.radius_cm);
        if (t >= 0 && t < best) best = t;
    }
    return best;
}

void Simulator::take_fresh_frame(std::int64_t period_ms, std::int64_t& last_frame) {
    std::int64_t frame = time_ms_ / period_ms;  // one division on the usual path (a read after a wait)
    if (frame == last_frame) {
        advance_ms((frame + 1) * period_ms - time_ms_);
        frame = time_ms_ / period_ms;
    }
    last_frame = frame;
}

int Simulator::read_distance(int robot) {
    take_fresh_frame(ranger_period_ms_, body(robot).last_range_frame);
    const double beam = beam_length(robot);
    const double noisy = beam + world_.ranger.noise_cm * rng_.gaussian();
    if (beam >= world_.ranger.max_range_cm || noisy >= world_.ranger.max_range_cm) return world_.ranger.out_of_range_cm;
    // std::lround's half away from zero, without the call: the reading is
    // under the range, and a double less its whole part is exact.
    const double cm = std::max(0.0, noisy);
    const int whole = static_cast<int>(cm);
    return whole + (cm - whole >= 0.5 ? 1 : 0);
}

Pose Simulator::read_position(int robot) {
    take_fresh_frame(odometry_period_ms_, body(robot).last_position_frame);
    Pose p = pose_from_start(robot);
    return {round_to(p.x, 10), round_to(p.y, 10), round_to(p.heading_deg, 10)};
}

double Simulator::read_heading(int robot) {
    take_fresh_frame(odometry_period_ms_, body(robot).last_heading_frame);
    return wrap_degrees(round_to(pose_from_start(robot).heading_deg, 10));
}

double Simulator::battery_percent(int robot) const {
    return std::max(0.0, round_to(100.0 - 100.0 * body(robot).work / kBatteryFullPowerSeconds, 100));
}

void Simulator::turn_by(int robot, double degrees, double power_pct, std::int64_t limit_ms) {
    manoeuvre(robot, Goal::heading, degrees / kDegPerRad, power_pct, limit_ms);
}

void Simulator::move_by(int robot, double cm, double power_pct, std::int64_t limit_ms) {
    manoeuvre(robot, Goal::distance, cm, power_pct, limit_ms);
}

}  // namespace bugbot::sim
