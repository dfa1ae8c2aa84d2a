// The simulator's fine bursts: reference steps, one at a time, where no jump is
// safe (the motors still changing, or a body within a step of contact). The
// same arithmetic as step() for speeds, headings and work; the contact test
// looks only at what is in reach, and proves most steps clear of a wall with a
// product instead of a distance.
#include <algorithm>
#include <cmath>

#include "sim/clearance.h"
#include "sim/simulator.h"

namespace bugbot::sim {

namespace {
// A flat wall's perpendicular distance, as computed here, is within this (cm)
// of distance_to_segment's, with room: coordinates of metres, rounding of 1e-16.
constexpr double kFlatMargin = 1e-9;
}  // namespace

std::int64_t Simulator::fine_burst(std::int64_t steps, bool stop_at_contact) {
    if (!plan_fine_burst(steps)) return reference_steps(std::min(steps, kFineBurst), stop_at_contact);
    // The same steps, testing only what is in reach and with cheaper trigonometry.
    clear_until_ms_ = -1;
    pinned_until_ms_ = -1;
    return bodies_.size() == 1 ? fine_steps_alone(steps, stop_at_contact) : fine_steps_together(steps, stop_at_contact);
}

std::int64_t Simulator::blocked_steps() const {
    std::int64_t sum = 0;
    for (const Body& b : bodies_) sum += b.blocked_steps;
    return sum;
}

std::int64_t Simulator::fine_steps_alone(std::int64_t steps, bool stop_at_contact) {
    // One robot, the common case: its steps in a tight loop. The burst ends on
    // a frame if anywhere, so the observer is asked once.
    Body& b = bodies_[0];
    FineBody& f = fine_[0];
    const std::int64_t blocked_before = b.blocked_steps;
    std::int64_t taken = 0;
    while (taken < steps && !(stop_at_contact && b.blocked_steps != blocked_before)) {
        b.left_speed = lagged_speed(b.left_speed, f.left_target, b.left_power, lag_alpha_);
        b.right_speed = lagged_speed(b.right_speed, f.right_target, b.right_power, lag_alpha_);
        b.work += f.work_per_step;
        motion_near(0, f);
        ++taken;
    }
    return pass_time(taken);
}

std::int64_t Simulator::fine_steps_together(std::int64_t steps, bool stop_at_contact) {
    const std::int64_t blocked_before = blocked_steps();
    std::int64_t taken = 0;
    while (taken < steps && !(stop_at_contact && blocked_steps() != blocked_before)) {
        for (std::size_t i = 0; i < bodies_.size(); ++i) {
            // As motors(), the targets and work worked out once for the burst.
            Body& b = bodies_[i];
            const FineBody& f = fine_[i];
            b.left_speed = lagged_speed(b.left_speed, f.left_target, b.left_power, lag_alpha_);
            b.right_speed = lagged_speed(b.right_speed, f.right_target, b.right_power, lag_alpha_);
            b.work += f.work_per_step;
        }
        for (std::size_t i = 0; i < bodies_.size(); ++i) motion_near(i, fine_[i]);
        ++time_ms_;
        if (observer_) after_time_passed();
        ++taken;
    }
    return taken;
}

std::int64_t Simulator::reference_steps(std::int64_t steps, bool stop_at_contact) {
    // Two robots within reach of each other: plain reference steps.
    const std::int64_t blocked_before = blocked_steps();
    std::int64_t taken = 0;
    while (taken < steps && !(stop_at_contact && blocked_steps() != blocked_before)) {
        step();
        ++taken;
    }
    return taken;
}

void Simulator::motion_near(std::size_t index, FineBody& fine) {
    // As motion(), testing only the walls it could reach and no robot (none in reach).
    Body& b = bodies_[index];
    const StepMotion m = step_motion(b, world_.robot);
    b.turned_rad += m.dtheta;
    if (!m.translates()) {
        b.heading_rad += m.dtheta;
        return;
    }
    const double mid = b.heading_rad + m.dtheta / 2;
    b.heading_rad += m.dtheta;
    const Vec2 chord = fine.headings.vector(mid);
    const Vec2 next{b.x + m.ds * chord.x, b.y + m.ds * chord.y};
    // As wall_blocks, less its box test: it only ever saves finding d >= r.
    const double r = world_.robot.radius_cm;
    for (const NearWall& w : fine.near) {
        // Most steps near a wall end provably clear of it: no distance needed.
        if (w.flat && w.nx * next.x + w.ny * next.y - w.offset >= r + kFlatMargin) continue;
        const double d = distance_to_segment(next, w.wall);
        if (d < r && d < distance_to_segment(b.centre(), w.wall)) {
            count_blocked(b, 1);
            return;
        }
    }
    move_centre(b, next);
    b.travelled += m.ds;
}

bool Simulator::plan_fine_burst(std::int64_t steps) {
    // A wheel's speed moves monotonically from where it is toward its power's, so
    // the larger of the two bounds the wheels' mean, hence every step's chord,
    // until the next command. What lies beyond that many chords cannot block.
    const RobotSpec& robot = world_.robot;
    const double r = robot.radius_cm;
    auto reach_per_step = [&](const Body& b) {
        const double fastest = std::max({std::abs(b.left_speed), std::abs(b.right_speed),
                                         std::abs(b.left_power / 100 * robot.max_speed_cm_s),
                                         std::abs(b.right_power / 100 * robot.max_speed_cm_s)});
        return fastest * kStepSeconds * (1 + 1e-9);
    };
    const double n = static_cast<double>(steps);
    fine_.resize(bodies_.size());
    for (std::size_t i = 0; i < bodies_.size(); ++i) {
        const Body& b = bodies_[i];
        FineBody& f = fine_[i];
        f.left_target = wheel_target_speed(b.left_power, robot);
        f.right_target = wheel_target_speed(b.right_power, robot);
        f.work_per_step = work_per_step(b);
        f.headings = NearbyHeadings(b.heading_rad);
        const double reach = reach_per_step(b);
        const double burst_reach = reach * n + kFlatMargin;
        f.near.clear();
        for (const Segment& s : world_.walls) {
            const double d = distance_to_segment(b.centre(), s);
            if (!(steps_within(d - r, reach) < n)) continue;
            NearWall w{SegmentSpan(s)};
            const double length = std::sqrt(w.wall.length2);
            if (length > 2 * burst_reach) {
                // Flat for the burst: the centre's foot stays more than a burst's
                // reach inside the wall, and the centre on its own side of it.
                const double ux = w.wall.ex / length, uy = w.wall.ey / length;
                const double along = (b.x - s.a.x) * ux + (b.y - s.a.y) * uy;
                const double across = (b.y - s.a.y) * ux - (b.x - s.a.x) * uy;  // + left of a->b
                const double side = across > 0 ? 1 : -1;
                if (along > burst_reach && along < length - burst_reach && std::abs(across) > burst_reach) {
                    w.flat = true;
                    w.nx = -uy * side;
                    w.ny = ux * side;
                    w.offset = w.nx * s.a.x + w.ny * s.a.y;
                }
            }
            f.near.push_back(w);
        }
        for (std::size_t j = i + 1; j < bodies_.size(); ++j)
            if (steps_within(distance(b.centre(), bodies_[j].centre()) - 2 * r, reach + reach_per_step(bodies_[j])) < n)
                return false;
    }
    return true;
}

}  // namespace bugbot::sim
