#pragma once
// How far a body may go before it could touch anything: the margin every jump
// and every burst keeps, shared by the simulator's phases (simulator.cpp,
// fine_steps.cpp).
#include <cmath>
#include <limits>

#include "sim/body.h"
#include "sim/geometry.h"

namespace bugbot::sim {

// A jump keeps every body this far (cm) outside any contact, well above the
// closed form's rounding, so a jump never skips a step the reference blocks.
constexpr double kContactMargin = 1e-6;

// Whole steps a body covering `per_step` cm a step can take within `clearance` cm.
inline double steps_within(double clearance, double per_step) {
    if (per_step <= 0) return std::numeric_limits<double>::infinity();
    return std::floor((clearance - kContactMargin) / per_step);
}

// Whole steps of `motion` (constant speeds) the body takes from now with every
// centre at least radius + kContactMargin from the line through `wall`, so that
// none of them can be blocked by it (a segment is never nearer than its line).
// The centres lie on the ring (body.h), where the line's distance is a sinusoid
// of the heading; this finds where the ring's arc comes within reach, in closed
// form: approaching a wall at a grazing angle is one jump, where the bound of
// the straight-in worst case (steps_within) would take a jump for every few per
// cent of the gap. 0 when the body is already that close; infinity when never.
double steps_clear_of_line(const Body& body, const StepMotion& motion, const Segment& wall, double radius);

}  // namespace bugbot::sim
