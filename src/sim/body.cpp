#include "sim/body.h"

#include <cmath>

#include "sim/repeated_sum.h"

namespace bugbot::sim {

namespace {
}  // namespace

bool speeds_settled(const Body& body, const RobotSpec& robot, double lag_alpha) {
    return next_wheel_speed(body.left_speed, body.left_power, robot, lag_alpha) == body.left_speed &&
           next_wheel_speed(body.right_speed, body.right_power, robot, lag_alpha) == body.right_speed;
}

void jump_unblocked(Body& body, const StepMotion& motion, std::int64_t steps, double work_per_step) {
    const double n = static_cast<double>(steps);
    // The heading as the reference adds it up, bit for bit (the pose and every
    // later chord depend on it); the centre in closed form; the work, the turn
    // and the travel (the battery's and the manoeuvres' counts) by multiplying.
    body.work += work_per_step * n;
    body.turned_rad += motion.dtheta * n;
    if (motion.translates()) {
        // Step k moves along h0 + dtheta/2 + k dtheta, k = 0..n-1: the mean of
        // those headings is h0 + n dtheta/2, and the sum of the n unit chords is
        // sin(n dtheta/2) / sin(dtheta/2) times the chord at the mean.
        const double half = motion.dtheta / 2;
        const double gain = half == 0 ? n : std::sin(n * half) / std::sin(half);
        const double mean = body.heading_rad + n * half;
        move_centre(body, {body.x + motion.ds * gain * std::sin(mean), body.y + motion.ds * gain * std::cos(mean)});
        body.travelled += motion.ds * n;
    }
    body.heading_rad = repeated_sum(body.heading_rad, motion.dtheta, steps);
}

Ring ring_of(const Body& body, const StepMotion& motion) {
    if (motion.dtheta == 0 || !motion.translates()) return {};
    // Centre k sits at c + R (-cos h_k, sin h_k) with R = ds / (2 sin(dtheta/2)).
    const double radius = motion.ds / (2 * std::sin(motion.dtheta / 2));
    // Nearly straight (wheels an ulp apart): a ring kilometres wide is no use and
    // its centre too far away to measure a gap of a micrometre from.
    if (std::abs(radius) > kWidestRing) return {};
    return {{body.x + radius * std::cos(body.heading_rad), body.y - radius * std::sin(body.heading_rad)},
            std::abs(radius)};
}

}  // namespace bugbot::sim
