#pragma once
// The reference adds a step's turn to the heading (and its work to the battery's
// count) once a step. A jump of n steps that wants the very same bits cannot
// multiply: `x + n * d` rounds once where the loop rounds n times. This gives
// the loop's result without the loop.
//
// Why it works: while x stays inside one binade (|x| in [2^e, 2^(e+1))), every
// double there is a whole multiple of one ulp u, so x + d rounds to x plus d
// rounded to a multiple of u: the same increment at every step. So the loop
// is a few arithmetic progressions, one a binade it crosses; a step that ties,
// or leaves a binade, is taken as the loop takes it.
#include <cstdint>

namespace bugbot::sim {

// x after `n` times `x += d` in round-to-nearest doubles, bit for bit.
double repeated_sum(double x, double d, std::int64_t n);

}  // namespace bugbot::sim
