#include "sim/repeated_sum.h"

#include <bit>
#include <cmath>

namespace bugbot::sim {

namespace {
// A double's bits: sign, 11 of exponent, 52 of mantissa.
constexpr std::uint64_t kMantissaBits = (std::uint64_t{1} << 52) - 1;
constexpr std::uint64_t kHiddenBit = std::uint64_t{1} << 52;
// Mantissas (x in ulps) strictly inside a binade: [2^52 + 1, 2^53 - 1].
constexpr double kLowest = 4503599627370497.0, kHighest = 9007199254740991.0;
// Added and taken away, rounds a double under 2^51 to a whole number, ties to even.
constexpr double kRounder = 6755399441055744.0;  // 1.5 * 2^52
// A short run is cheaper added up than worked out.
constexpr std::int64_t kShortRun = 4;
}  // namespace

double repeated_sum(double x, double d, std::int64_t n) {
    if (n <= kShortRun || !std::isfinite(d)) {
        for (std::int64_t i = 0; i < n; ++i) x += d;
        return x;
    }
    while (n > 0) {
        const auto bits = std::bit_cast<std::uint64_t>(x);
        const int biased = static_cast<int>((bits >> 52) & 0x7ff);
        // x = +-mantissa * 2^(biased - 1075); d in those ulps: d * 2^(1075 - biased), exact.
        const int ulps_exponent = 1075 - biased;
        if (biased == 0 || biased == 0x7ff || ulps_exponent > 1023) {
            // Zero, subnormal, not finite, or too small to scale by: one step as the loop does.
            x += d;
            --n;
            continue;
        }
        const double mantissa = static_cast<double>((bits & kMantissaBits) | kHiddenBit);
        if (mantissa == kLowest - 1) {
            // A power of two: below it the ulp halves, so a step down is not
            // the same as a step up. One step as the loop does.
            x += d;
            --n;
            continue;
        }
        const double share = d * std::bit_cast<double>(static_cast<std::uint64_t>(ulps_exponent + 1023) << 52);
        if (!(std::abs(share) < 1e15)) {  // d about as large as x: one step
            x += d;
            --n;
            continue;
        }
        const double rounded = (share + kRounder) - kRounder;
        if (std::abs(share - rounded) == 0.5) {  // a tie rounds to even: alternates, so one step
            x += d;
            --n;
            continue;
        }
        if (rounded == 0) return x;  // d is under half an ulp: x never moves
        // Within the binade every step adds the same whole number of ulps to |x|.
        const double step = (bits >> 63) ? -rounded : rounded;
        double k = static_cast<double>(n);
        const double end = mantissa + step * k;  // exact when inside the binade
        if (end > kHighest || end < kLowest) {
            k = step > 0 ? std::floor((kHighest - mantissa) / step) : std::floor((mantissa - kLowest) / -step);
            // The division may round up at a whole number: keep the last sum inside.
            while (k > 0 && (mantissa + step * k > kHighest || mantissa + step * k < kLowest)) k -= 1;
            if (k < 1) {  // leaves the binade at the next step
                x += d;
                --n;
                continue;
            }
        }
        const auto sum = static_cast<std::uint64_t>(mantissa + step * k);
        x = std::bit_cast<double>((bits & ~kMantissaBits) | (sum & kMantissaBits));
        n -= static_cast<std::int64_t>(k);
    }
    return x;
}

}  // namespace bugbot::sim
