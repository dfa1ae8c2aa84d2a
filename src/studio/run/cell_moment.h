#pragma once
// Which moment of a run a weight-strip cell stands for, so hovering it can
// show that moment on the mat and in the charts. The rule (docs/studio.md):
//
// 1. A cell is one plotted value. When its row was plotted while the robot
//    went on reading (a sensor read between the row's first and last plot),
//    the cell stands for the moment of its own plot.
// 2. When the row was plotted after the readings it weighs (no read between
//    its first and last plot: the weights of one guess, plotted after the
//    spin), its cells stand for those readings, oldest on the left: cell i of
//    n is `back` readings before the newest reading made before the row's
//    first plot (the query's), where `back` is the cell's "steps back" label
//    when the program plots one (strip_rule.h), else n - i. So 1-scores.py's
//    darkest cell, 9 of 20, is the reading 11 steps back: the value it adds.
// 3. Without any reading before the row, rule 1 holds.
// Readings are robot 0's sensor reads (RunModel::read_series).
#include <cstddef>
#include <optional>
#include <QString>

#include "studio/run/run_model.h"
#include "studio/run/strip_rule.h"

namespace bugbot::studio {

struct CellMoment {
    double t = 0;  // the moment the cell stands for
    // Rule 2: the readings (indices into model.read_series().points(), robot
    // 0's reads) of the cell's key and of the query, and how many readings
    // back the key is.
    std::optional<std::size_t> key_read, query_read;
    int back = 0;
};

// Nothing when `index` is not a plotted cell of `row`.
std::optional<CellMoment> cell_moment(const RunModel& model, const StripRow& row, int index);

// A cell's name, the one the strip's tooltip, the chart's mark and the
// lesson programs' own prints use: "key 9, 11 steps back" (the index from 0,
// as the program's list; steps back under rule 2), else "value 9".
QString cell_name(const RunModel& model, const StripRow& row, int index);

// Rule 2 holds for the row: its cells stand for readings.
bool stands_for_readings(const RunModel& model, const StripRow& row);

}  // namespace bugbot::studio
