#include "studio/cell_moment.h"

#include <cmath>

namespace bugbot::studio {

namespace {
// Robot 0's reads at or before t: the readings a program weighs come from them.
std::size_t robot0_reads_until(const RunModel& model, double t, std::optional<std::size_t>* newest = nullptr) {
    const auto& reads = model.reads();
    std::size_t n = model.reads_until(t), count = 0;
    std::optional<std::size_t> last;
    for (std::size_t i = 0; i < n; ++i) {
        if (reads[i].robot != 0) continue;
        ++count;
        last = i;
    }
    if (newest) *newest = last;
    return count;
}
}  // namespace

bool stands_for_readings(const RunModel& model, const StripRow& row) {
    if (row.series >= model.series().size()) return false;
    const Series& s = model.series()[row.series];
    if (s.size() == 0) return false;
    const double first = s.points().front().t, last = s.points().back().t;
    const std::size_t before = robot0_reads_until(model, first);
    // Strictly before the first plot, and none until the last.
    return before > 0 && robot0_reads_until(model, last) == before;
}

std::optional<CellMoment> cell_moment(const RunModel& model, const StripRow& row, int index) {
    if (row.series >= model.series().size() || index < 0) return std::nullopt;
    const Series& s = model.series()[row.series];
    const auto i = static_cast<std::size_t>(index);
    if (i >= s.size()) return std::nullopt;
    CellMoment m;
    m.t = s.points()[i].t;
    if (!stands_for_readings(model, row)) return m;  // rules 1 and 3

    const int n = static_cast<int>(s.size());
    m.back = n - index;
    if (row.labels && *row.labels < model.series().size()) {
        const Series& labels = model.series()[*row.labels];
        if (says_steps_back(labels) && i < labels.size()) m.back = static_cast<int>(std::lround(labels.points()[i].v));
    }
    std::optional<std::size_t> query;
    robot0_reads_until(model, s.points().front().t, &query);
    m.query_read = query;
    // Count `back` of robot 0's reads back from the query's.
    const auto& reads = model.reads();
    std::size_t k = *query;
    for (int step = 0; step < m.back; ++step) {
        do {
            if (k == 0) return m;  // not that many readings: the plot's own moment
        } while (reads[--k].robot != 0);
    }
    m.key_read = k;
    m.t = reads[k].t;
    return m;
}

}  // namespace bugbot::studio
