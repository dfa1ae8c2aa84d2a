#include "cli/number_option.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace bugbot::cli {

bool parse_number(const char* text, double low, double high, double& out) {
    if (!text) return false;
    char* end = nullptr;
    errno = 0;
    const double value = std::strtod(text, &end);
    if (errno || end == text || *end || !std::isfinite(value) || value < low || value > high) return false;
    out = value;
    return true;
}

}  // namespace bugbot::cli
