// repeated_sum against the loop it stands for, bit for bit.
#include "sim/repeated_sum.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "sim/rng.h"

using namespace bugbot::sim;

namespace {
double loop_sum(double x, double d, std::int64_t n) {
    for (std::int64_t i = 0; i < n; ++i) x += d;
    return x;
}
bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }
}  // namespace

TEST(RepeatedSum, MatchesTheLoopBitForBit) {
    Rng rng(7);
    int checked = 0;
    for (int i = 0; i < 4000; ++i) {
        // Headings, turns and work as the simulator has them, and the awkward
        // cases: zero, powers of two, crossing zero, d as large as x.
        const double scale = std::ldexp(1.0, static_cast<int>(rng.uniform() * 24) - 12);
        double x = (rng.uniform() * 2 - 1) * scale;
        if (i % 17 == 0) x = 0;
        if (i % 19 == 0) x = std::ldexp(i % 2 ? 1.0 : -1.0, static_cast<int>(rng.uniform() * 10) - 5);
        double d = (rng.uniform() * 2 - 1) * std::ldexp(1.0, -static_cast<int>(rng.uniform() * 30));
        if (i % 23 == 0) d = x / 3;
        if (i % 29 == 0) d = std::ldexp(1.0, -40);  // few bits: ties in some binades
        const auto n = static_cast<std::int64_t>(rng.uniform() * (i % 5 == 0 ? 200000 : 3000));
        const double want = loop_sum(x, d, n), got = repeated_sum(x, d, n);
        ASSERT_TRUE(same_bits(want, got)) << "x " << x << " d " << d << " n " << n << ": " << want << " vs " << got;
        ++checked;
    }
    EXPECT_EQ(checked, 4000);
}

TEST(RepeatedSum, AtAPowerOfTwoAndUnderHalfAnUlp) {
    // Down from a power of two the ulp halves: a d under half an ulp above
    // still moves x down. And d under half an ulp everywhere else moves nothing.
    for (double x : {1.0, -1.0, 8.0, 0.5, 1024.0}) {
        const double ulp = std::nextafter(std::abs(x), 2 * std::abs(x)) - std::abs(x);
        for (double d : {-0.3 * ulp, 0.3 * ulp, -0.26 * ulp, -0.75 * ulp, 0.75 * ulp, 0.5 * ulp, -0.5 * ulp}) {
            for (std::int64_t n : {1, 5, 7, 100, 5000}) {
                EXPECT_TRUE(same_bits(loop_sum(x, d, n), repeated_sum(x, d, n))) << x << " " << d << " " << n;
            }
        }
    }
}

TEST(RepeatedSum, DiffersFromOneMultiplication) {
    // The point of it: x + n d rounds once, and is not what the loop gives.
    const double x = 1.2345, d = 0.000123456789, n = 60000;
    EXPECT_FALSE(same_bits(loop_sum(x, d, 60000), x + n * d));
    EXPECT_TRUE(same_bits(loop_sum(x, d, 60000), repeated_sum(x, d, 60000)));
}
