#include "engine/fixed_number.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace bugbot::engine {

namespace {
constexpr std::int64_t kPow10[] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};
constexpr int kFastDecimals = 8;
// value * 10^decimals below this: its ulp is at most 2^-22.
constexpr double kFastLimit = 2147483648.0;  // 2^31
// Further than this from half-way, the rounded product and the exact one
// (within half an ulp of it) round the same way.
constexpr double kHalfwayMargin = 1.0 / (1 << 20);

// `scaled` (not 0) as its whole part, then its last `Decimals` digits after a
// point, trailing zeros trimmed.
template <int Decimals>
char* write_scaled(char* p, char* end, std::uint64_t scaled) {
    constexpr std::uint64_t kUnit = static_cast<std::uint64_t>(kPow10[Decimals]);
    p = std::to_chars(p, end, scaled / kUnit).ptr;
    std::uint64_t fraction = scaled % kUnit;
    if (fraction == 0) return p;
    int digits = Decimals;
    while (fraction % 10 == 0) {
        fraction /= 10;
        --digits;
    }
    *p = '.';
    for (int i = digits; i > 0; --i) {
        p[i] = static_cast<char>('0' + fraction % 10);
        fraction /= 10;
    }
    return p + digits + 1;
}

// The slow, general way: to_chars, then the trimming.
std::size_t general(char* out, double value, int decimals) {
    char* end = std::to_chars(out, out + kFixedNumberMax, value, std::chars_format::fixed, decimals).ptr;
    std::size_t n = static_cast<std::size_t>(end - out);
    if (decimals > 0) {
        while (n > 1 && out[n - 1] == '0') --n;
        if (out[n - 1] == '.') --n;
    }
    if (n == 2 && out[0] == '-' && out[1] == '0') {
        out[0] = '0';
        n = 1;
    }
    return n;
}
}  // namespace

std::size_t format_fixed(char* out, double value, int decimals) {
    if (!std::isfinite(value)) {
        std::memcpy(out, "null", 4);
        return 4;
    }
    if (decimals < 0 || decimals > kFastDecimals) return general(out, value, decimals);
    // The product rounds once (10^decimals is exact), so it is within half an ulp
    // of the exact one; the rounded product is then written digit by digit.
    const double scaled = value * static_cast<double>(kPow10[decimals]);
    if (!(std::abs(scaled) < kFastLimit)) return general(out, value, decimals);
    const double below = std::floor(scaled);
    const double past_half = scaled - below - 0.5;  // exact
    if (std::abs(past_half) <= kHalfwayMargin) return general(out, value, decimals);
    const auto rounded = static_cast<std::int64_t>(past_half > 0 ? below + 1 : below);
    if (rounded == 0) {  // "0.000" and "-0.000" both trim to "0"
        out[0] = '0';
        return 1;
    }
    char* p = out;
    if (rounded < 0) *p++ = '-';
    const auto magnitude = static_cast<std::uint64_t>(rounded < 0 ? -rounded : rounded);
    switch (decimals) {  // each case divides by a constant: a multiplication
        case 0: return static_cast<std::size_t>(std::to_chars(p, out + kFixedNumberMax, magnitude).ptr - out);
        case 1: return static_cast<std::size_t>(write_scaled<1>(p, out + kFixedNumberMax, magnitude) - out);
        case 2: return static_cast<std::size_t>(write_scaled<2>(p, out + kFixedNumberMax, magnitude) - out);
        case 3: return static_cast<std::size_t>(write_scaled<3>(p, out + kFixedNumberMax, magnitude) - out);
        case 4: return static_cast<std::size_t>(write_scaled<4>(p, out + kFixedNumberMax, magnitude) - out);
        case 5: return static_cast<std::size_t>(write_scaled<5>(p, out + kFixedNumberMax, magnitude) - out);
        case 6: return static_cast<std::size_t>(write_scaled<6>(p, out + kFixedNumberMax, magnitude) - out);
        case 7: return static_cast<std::size_t>(write_scaled<7>(p, out + kFixedNumberMax, magnitude) - out);
        default: return static_cast<std::size_t>(write_scaled<8>(p, out + kFixedNumberMax, magnitude) - out);
    }
}

}  // namespace bugbot::engine
