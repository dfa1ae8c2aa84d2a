#pragma once
// The sim tests' one heading difference.
#include <cmath>

namespace bugbot::sim::test {

// Degrees turned clockwise from a to b, taking the short way round.
inline double turned(double a, double b) { return std::fmod(b - a + 540.0, 360.0) - 180.0; }

}  // namespace bugbot::sim::test
