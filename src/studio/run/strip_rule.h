#pragma once
// Which series are drawn as an attention-weight strip, which as strip charts,
// and which label a strip's cells. The rule (docs/studio.md):
//
// 1. plot(name, value, kind="strip") or kind="chart" decides, always.
// 2. Otherwise a series is a strip when it has at most kMaxStripCells values,
//    every value is in [0, 1], and they add up to at most 1 (+ kSumTolerance):
//    the shape of a set of softmax weights.
// 3. A series that is not a strip and was plotted at the same moments as a
//    strip (the same times, point for point; during a run it may be one behind)
//    becomes that strip's cell labels instead of a chart; one whose name says
//    "steps back" first (the cells then read "11 back"), else the first.
// 4. The remaining series are charts; series plotted at the same moments share
//    one chart (2-values.py's reading and its two guesses), others get their own.
#include <cstddef>
#include <optional>
#include <vector>

#include "studio/run/series.h"

namespace bugbot::studio {

constexpr std::size_t kMaxStripCells = 100;
constexpr double kSumTolerance = 0.01;

bool is_strip(const Series& series);

struct StripRow {
    std::size_t series = 0;
    std::optional<std::size_t> labels;
};

struct SeriesLayout {
    std::vector<StripRow> strips;
    std::vector<std::vector<std::size_t>> charts;  // groups of series indices
};

// Indices are into `series`.
SeriesLayout lay_out(const std::vector<Series>& series);

// The series' name says it counts steps back ("steps back", "key: steps back").
bool says_steps_back(const Series& series);

// True when b was plotted at a's moments (point for point, one may be one behind).
bool in_step(const Series& a, const Series& b);

}  // namespace bugbot::studio
