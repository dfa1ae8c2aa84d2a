#pragma once
// One robot's moving state and the reference dynamics of one 1 ms step, plus
// the closed form of many steps at constant wheel speeds. The Simulator owns a
// Body per robot; these functions hold the maths both of its modes share.
#include <cmath>
#include <cstdint>

#include "sim/geometry.h"
#include "sim/world.h"

namespace bugbot::sim {

// One reference step (Simulator::kStepMicros) in seconds.
inline constexpr double kStepSeconds = 0.001;

struct Body {
    double x = 0, y = 0, heading_rad = 0;      // mat frame; the heading is never wrapped
    double left_power = 0, right_power = 0;    // percent, -100..100
    double left_speed = 0, right_speed = 0;    // cm/s after the motor lag
    bool touching = false;                     // blocked, and not yet kContactRelease clear of...
    Vec2 contact_at;                           // ...the centre where it was last blocked
    std::int64_t bumps = 0;
    std::int64_t blocked_steps = 0;            // steps whose motion was blocked
    double work = 0;                           // power-seconds spent, for the battery
    double travelled = 0;                      // signed cm along the heading
    double turned_rad = 0;                     // signed, clockwise
    double heading_goal = 0;                   // turned_rad the last turn_by was asked to end at...
    bool heading_goal_valid = false;           // ...while only manoeuvres have driven it since
    std::int64_t last_range_frame = -1;
    std::int64_t last_position_frame = -1;
    std::int64_t last_heading_frame = -1;

    Vec2 centre() const { return {x, y}; }
    bool at_rest() const { return left_power == 0 && right_power == 0 && left_speed == 0 && right_speed == 0; }
};

// A robot is touching from a blocked step until it has moved this far (cm) from
// where it was blocked: creeping against a wall at the lag's tail is not a new bump.
constexpr double kContactRelease = 0.05;

// distance(p, contact) > kContactRelease as std::hypot decides it, without
// hypot's cost unless the squares are within a billionth of a tie.
inline bool moved_clear(Vec2 p, Vec2 contact) {
    const double dx = p.x - contact.x, dy = p.y - contact.y, squared = dx * dx + dy * dy;
    constexpr double kRelease2 = kContactRelease * kContactRelease;
    if (squared > kRelease2 * (1 + 1e-9)) return true;
    if (squared < kRelease2 * (1 - 1e-9)) return false;
    return distance(p, contact) > kContactRelease;
}

// Moving the centre to `next` after an unblocked step or jump. Inline: every
// fine step near a wall calls it.
inline void move_centre(Body& body, Vec2 next) {
    body.x = next.x;
    body.y = next.y;
    if (body.touching && moved_clear(next, body.contact_at)) body.touching = false;
}

// The bookkeeping of `steps` blocked reference steps, for every path that takes
// them (a fine step, a robot pushing straight into a wall, a pinned run): a new
// touch is a bump, and the touch lasts until the centre has moved
// kContactRelease from where it was blocked.
inline void count_blocked(Body& body, std::int64_t steps) {
    if (steps == 0) return;
    if (!body.touching) ++body.bumps;
    body.touching = true;
    body.contact_at = body.centre();
    body.blocked_steps += steps;
}

// The motors' phase of a step: a wheel's speed one step later (first-order lag,
// a stopped wheel's endless tail snapped to zero).
// Inline: a fine step calls it twice a body.
inline double wheel_target_speed(double power_pct, const RobotSpec& robot) {
    return power_pct / 100 * robot.max_speed_cm_s;
}
inline double lagged_speed(double speed, double target, double power_pct, double lag_alpha) {
    const double next = speed + (target - speed) * lag_alpha;
    // A wheel told to stop does stop: snap the lag's endless tail to zero, so a
    // robot at rest is exactly at rest and time can pass without stepping.
    if (power_pct == 0 && std::abs(next) < 1e-6) return 0;
    return next;
}
inline double next_wheel_speed(double speed, double power_pct, const RobotSpec& robot, double lag_alpha) {
    return lagged_speed(speed, wheel_target_speed(power_pct, robot), power_pct, lag_alpha);
}

// The battery's measure of one step's work: power-seconds, both wheels' powers averaged.
inline double work_per_step(const Body& body) {
    return (std::abs(body.left_power) + std::abs(body.right_power)) / 200 * kStepSeconds;
}

// True when another step would leave both wheel speeds exactly as they are, so
// the motion until the next command has the closed form below.
bool speeds_settled(const Body& body, const RobotSpec& robot, double lag_alpha);

// What one step at the body's current wheel speeds does: turn by `dtheta`
// (radians, clockwise) and move `ds` cm along the chord at the mid-step heading.
struct StepMotion {
    double v = 0;      // cm/s
    double ds = 0;
    double dtheta = 0;
    bool translates() const { return std::abs(v) >= 1e-12; }  // the reference moves the centre only above 1e-12 cm/s
};
inline StepMotion step_motion(const Body& body, const RobotSpec& robot) {
    const double omega = (body.left_speed - body.right_speed) / robot.track_cm;  // rad/s clockwise
    const double v = (body.left_speed + body.right_speed) / 2;
    return {v, v * kStepSeconds, omega * kStepSeconds};
}

// `steps` reference steps at constant wheel speeds, none of them blocked, in
// closed form: the centres lie on a regular polygon, so the sum of the chords is
// a sum of sines over an arithmetic progression of headings. Agrees with
// stepping to about 1e-9 cm.
void jump_unblocked(Body& body, const StepMotion& motion, std::int64_t steps, double work_per_step);

// The circle every centre of that polygon lies on, or radius < 0 for a straight
// line. Lets a robot driving in circles jump a whole lap when the circle is clear.
struct Ring {
    Vec2 centre;
    double radius = -1;
};
// None (radius < 0) for a ring wider than kWidestRing cm.
constexpr double kWidestRing = 1e4;
Ring ring_of(const Body& body, const StepMotion& motion);

}  // namespace bugbot::sim
