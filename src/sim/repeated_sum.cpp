#include "sim/repeated_sum.h"

#include <bit>
#include <cmath>

namespace bugbot::sim {

namespace {
// A double's bits: sign, 11 of exponent, 52 of mantissa.
constexpr std::uint64_t kMantissaBits = (std::uint64_t{1} << 52) - 1;
constexpr std::uint64_t kSignBit = std::uint64_t{1} << 63;
// Added and taken away, rounds a double under 2^51 to a whole number, ties to even.
constexpr double kRounder = 6755399441055744.0;  // 1.5 * 2^52
// A short run is cheaper added up than worked out.
constexpr std::int64_t kShortRun = 4;

double power_of_two(int exponent) {  // 2^exponent, for -1022 <= exponent <= 1023
    return std::bit_cast<double>(static_cast<std::uint64_t>(exponent + 1023) << 52);
}
}  // namespace

double repeated_sum(double x, double d, std::int64_t n) {
    if (n <= kShortRun || !std::isfinite(d)) {
        for (std::int64_t i = 0; i < n; ++i) x += d;
        return x;
    }
    while (n > 0) {
        const auto bits = std::bit_cast<std::uint64_t>(x);
        const int biased = static_cast<int>((bits >> 52) & 0x7ff);  // |x| in [2^(biased-1023), twice that)
        // Zero, tiny, not finite, or a power of two (below it the ulp halves,
        // so a step down differs from a step up): one step as the loop does.
        if (biased <= 52 || biased == 0x7ff || (bits & kMantissaBits) == 0) {
            x += d;
            --n;
            continue;
        }
        const double ulp = power_of_two(biased - 1075);
        const double share = d * power_of_two(1075 - biased);  // d in ulps, exact
        const double rounded = (share + kRounder) - kRounder;
        if (!(std::abs(share) < 1e15) || std::abs(share - rounded) == 0.5) {
            // d about as large as x, or a tie (rounds to even: alternates): one step.
            x += d;
            --n;
            continue;
        }
        if (rounded == 0) return x;  // d is under half an ulp: x never moves
        // Inside the binade every step adds the same whole number of ulps, and
        // every sum of them is exact. Strictly inside: [2^e + ulp, 2^(e+1) - ulp].
        const double lowest = std::bit_cast<double>((bits & ~kSignBit & ~kMantissaBits) | 1);
        const double highest = std::bit_cast<double>((bits & ~kSignBit) | kMantissaBits);
        const double step = rounded * ulp;
        double k = static_cast<double>(n);
        const double end = x + step * k;
        if (!(std::abs(end) >= lowest && std::abs(end) <= highest && (end < 0) == (x < 0))) {
            // Leaves the binade: the steps up to its edge (in ulps, whole numbers).
            const double along = (x < 0 ? -rounded : rounded);  // |x| grows by this many ulps a step
            const double at = std::abs(x) / ulp;
            k = along > 0 ? std::floor((highest / ulp - at) / along) : std::floor((at - lowest / ulp) / -along);
            // The division may round up at a whole number: keep the last sum inside.
            while (k > 0 && !(std::abs(x + step * k) >= lowest && std::abs(x + step * k) <= highest)) k -= 1;
            if (k < 1) {  // leaves it at the next step
                x += d;
                --n;
                continue;
            }
        }
        x += step * k;
        n -= static_cast<std::int64_t>(k);
    }
    return x;
}

}  // namespace bugbot::sim
