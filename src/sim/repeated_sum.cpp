#include "sim/repeated_sum.h"

#include <cmath>

namespace bugbot::sim {

double repeated_sum(double x, double d, std::int64_t n) {
    // Multiples of the ulp strictly inside a binade: [2^52 + 1, 2^53 - 1] ulps.
    constexpr double kLowest = 4503599627370497.0, kHighest = 9007199254740991.0;
    // A short run is cheaper added up than worked out (and a jump near a wall is short).
    constexpr std::int64_t kShortRun = 24;
    if (n <= kShortRun) {
        for (std::int64_t i = 0; i < n; ++i) x += d;
        return x;
    }
    while (n > 0) {
        if (d == 0 || !std::isfinite(x) || !std::isfinite(d)) return n > 0 ? x + d : x;
        int exponent = 0;
        std::frexp(x, &exponent);                         // |x| in [2^(exponent-1), 2^exponent)
        const double ulp = std::ldexp(1.0, exponent - 53);
        const double multiple = std::abs(x / ulp);        // exact: a power of two scales
        const double share = d / ulp;                     // d in ulps, exact unless d is subnormal
        const double rounded = std::nearbyint(share);
        const bool tie = std::abs(share - std::trunc(share)) == 0.5;
        if (x == 0 || multiple < kLowest - 1 || tie || std::abs(share) >= 1e15) {
            // Zero, subnormal, a tie (rounds to even: alternates), or d as large as x: one step.
            x += d;
            --n;
            continue;
        }
        if (rounded == 0) return x;  // d is under half an ulp: x never moves
        const double step = x > 0 ? rounded : -rounded;   // change of |x| in ulps a step
        double k = step > 0 ? std::floor((kHighest - multiple) / step) : std::floor((multiple - kLowest) / -step);
        if (k > static_cast<double>(n)) k = static_cast<double>(n);
        // The division may round up at a whole number: keep the last sum inside.
        while (k > 0 && (multiple + step * k > kHighest || multiple + step * k < kLowest)) k -= 1;
        if (k < 1) {
            x += d;  // leaves the binade at the next step
            --n;
            continue;
        }
        x = std::copysign((multiple + step * k) * ulp, x);
        n -= static_cast<std::int64_t>(k);
    }
    return x;
}

}  // namespace bugbot::sim
