#include "sim/clearance.h"

#include <numbers>

namespace bugbot::sim {

double steps_clear_of_line(const Body& body, const StepMotion& motion, const Segment& wall, double radius) {
    constexpr double kNever = std::numeric_limits<double>::infinity();
    const double ex = wall.b.x - wall.a.x, ey = wall.b.y - wall.a.y;
    const double length = std::hypot(ex, ey);
    if (!(length > 0) || !motion.translates()) return 0;
    // The line's unit normal toward the body, and the body's distance from it.
    double nx = -ey / length, ny = ex / length;
    double here = nx * (body.x - wall.a.x) + ny * (body.y - wall.a.y);
    if (here < 0) {
        nx = -nx, ny = -ny, here = -here;
    }
    const double reach = radius + kContactMargin;
    if (here < reach) return 0;
    if (motion.dtheta == 0) {
        // A straight line: the distance changes by the same amount a step.
        const double per_step = motion.ds * (nx * std::sin(body.heading_rad) + ny * std::cos(body.heading_rad));
        if (per_step >= 0) return kNever;
        return std::floor((here - reach) / -per_step) - 1;
    }
    // Centre k sits at c + R (-cos h_k, sin h_k) (ring_of), so its distance
    // from the line is A + R (-nx cos h_k + ny sin h_k) = A + |R| cos(h_k - phase).
    const double ring = motion.ds / (2 * std::sin(motion.dtheta / 2));  // signed
    if (std::abs(ring) > kWidestRing) return 0;
    double phase = std::atan2(ny, -nx);
    if (ring < 0) phase += std::numbers::pi;
    const double amplitude = std::abs(ring);
    const double mean = here - amplitude * std::cos(body.heading_rad - phase);
    const double lowest = (reach - mean) / amplitude;  // cos(h - phase) must stay at or above this
    if (lowest <= -1) return kNever;
    if (lowest >= 1) return 0;
    const double arc = std::acos(lowest);  // safe while |h - phase| <= arc
    const double at = remainder_2pi(body.heading_rad - phase);
    if (std::abs(at) > arc) return 0;
    // Turning by dtheta a step, the heading leaves the safe arc at its far end;
    // a step short of it, for the rounding of the heading and of the arc.
    const double left = motion.dtheta > 0 ? arc - at : arc + at;
    return std::floor(left / std::abs(motion.dtheta)) - 1;
}

}  // namespace bugbot::sim
