// format_fixed writes exactly what the event stream always wrote: printf's
// "%.*f", trailing zeros trimmed, "-0" as "0", null when not finite.
#include "engine/fixed_number.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>
#include <string>

using bugbot::engine::format_fixed;
using bugbot::engine::kFixedNumberMax;

namespace {

// The rule, from printf: the oracle the fast path must match byte for byte.
std::string oracle(double value, int decimals) {
    if (!std::isfinite(value)) return "null";
    char buffer[kFixedNumberMax];
    std::string s(buffer, static_cast<std::size_t>(std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value)));
    if (decimals > 0) {
        while (s.size() > 1 && s.back() == '0') s.pop_back();
        if (s.back() == '.') s.pop_back();
    }
    if (s == "-0") s = "0";
    return s;
}

std::string formatted(double value, int decimals) {
    char buffer[kFixedNumberMax];
    return std::string(buffer, format_fixed(buffer, value, decimals));
}

}  // namespace

TEST(FixedNumber, TheEventStreamsExamples) {
    EXPECT_EQ(formatted(20.5, 3), "20.5");
    EXPECT_EQ(formatted(3.0, 3), "3");
    EXPECT_EQ(formatted(0.3, 3), "0.3");
    EXPECT_EQ(formatted(-0.0001, 2), "0");
    EXPECT_EQ(formatted(-0.0, 1), "0");
    EXPECT_EQ(formatted(359.996, 2), "360");
    EXPECT_EQ(formatted(-12.345678, 6), "-12.345678");
    EXPECT_EQ(formatted(0.125, 2), "0.12");  // half-way exactly: to even, as printf
    EXPECT_EQ(formatted(0.375, 2), "0.38");
    EXPECT_EQ(formatted(2.5, 0), "2");
    EXPECT_EQ(formatted(17, 0), "17");
    EXPECT_EQ(formatted(NAN, 2), "null");
    EXPECT_EQ(formatted(-INFINITY, 2), "null");
    EXPECT_EQ(formatted(1e300, 3).size(), 301u);
}

TEST(FixedNumber, MatchesPrintfOnAMillionNumbers) {
    std::mt19937_64 random(12345);
    std::uniform_real_distribution<double> unit(-1, 1);
    std::uniform_int_distribution<int> exponent(-12, 34), decimals(0, 8);
    int mismatches = 0;
    for (int i = 0; i < 1000000; ++i) {
        double value = unit(random) * std::ldexp(1.0, exponent(random));
        const int d = i % 10 < 8 ? std::min(i % 10 / 2, 3) + (i % 10 == 7 ? 3 : 0) : decimals(random);
        if (i % 7 == 0) value = std::round(value * 1000) / 1000;           // round numbers, as poses often are
        if (i % 11 == 0) value = std::ldexp(std::round(value * 64), -6);   // exact half-way cases
        if (i % 13 == 0) value = std::nextafter(std::round(value * 200) / 200, value);  // next to half-way
        if (formatted(value, d) != oracle(value, d) && ++mismatches < 10)
            ADD_FAILURE() << value << " with " << d << ": " << formatted(value, d) << " vs " << oracle(value, d);
    }
    EXPECT_EQ(mismatches, 0);
}
