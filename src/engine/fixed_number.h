#pragma once
// How the event stream writes a number: the bytes of printf's "%.*f" (the
// double's exact value, correctly rounded), trailing zeros trimmed (20.500 ->
// 20.5, 3.000 -> 3), "-0" written "0", and null for NaN and infinities.
// A record writes six of these a frame, a hundred frames a simulated second;
// the common case (a handful of decimals, not a half-way case) is an integer
// rounding here, and anything else goes to std::to_chars as before.
// No allocation: a signal handler's last words use it too.
#include <cstddef>

namespace bugbot::engine {

constexpr std::size_t kFixedNumberMax = 400;  // the most bytes format_fixed writes

// Writes `value` with `decimals` (0..17) to `out`; returns how many bytes.
std::size_t format_fixed(char* out, double value, int decimals);

}  // namespace bugbot::engine
