#pragma once
// How far a body may go before it could touch anything: the margin every jump
// and every burst keeps, shared by the simulator's phases (simulator.cpp,
// fine_steps.cpp).
#include <cmath>
#include <limits>

namespace bugbot::sim {

// A jump keeps every body this far (cm) outside any contact, well above the
// closed form's rounding, so a jump never skips a step the reference blocks.
constexpr double kContactMargin = 1e-6;

// Whole steps a body covering `per_step` cm a step can take within `clearance` cm.
inline double steps_within(double clearance, double per_step) {
    if (per_step <= 0) return std::numeric_limits<double>::infinity();
    return std::floor((clearance - kContactMargin) / per_step);
}

}  // namespace bugbot::sim
