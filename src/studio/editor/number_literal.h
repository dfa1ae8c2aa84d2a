#pragma once
// Numeric literals in a line of Python, for scrubbing: find the one under the
// cursor, map it to a slider, and write a new value in the same style.
#include <QString>
#include <optional>

namespace bugbot::studio {

struct NumberLiteral {
    int start = 0, length = 0;  // in the line, in characters
    double value = 0;
    bool is_int = false;
    int decimals = 0;           // as written
};

// The literal that covers column `column` of `line` (or ends right before it),
// outside strings and comments. A leading minus sign is part of it.
std::optional<NumberLiteral> literal_at(const QString& line, int column);

// A scrub range around a starting value: log scale for positive floats (value
// / 20 .. value * 20), linear for ints and for zero.
struct ScrubRange {
    double start = 0;
    bool is_int = false;
    bool log_scale = false;
    double lo = 0, hi = 1;
    // position in 0..1 -> value, and back
    double value_at(double position) const;
    double position_of(double value) const;
};
ScrubRange scrub_range(const NumberLiteral& literal);

// The text for a new value: ints as ints, floats with three significant
// figures (at least one decimal), so 0.5 scrubs to 0.487 and 2.24 to 2.31.
QString format_number(double value, bool is_int);

}  // namespace bugbot::studio
