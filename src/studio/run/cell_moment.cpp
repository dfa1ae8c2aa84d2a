#include "studio/run/cell_moment.h"

#include <QCoreApplication>

#include <cmath>

namespace bugbot::studio {

bool stands_for_readings(const RunModel& model, const StripRow& row) {
    if (row.series >= model.series().size()) return false;
    const Series& s = model.series()[row.series];
    if (s.size() == 0) return false;
    // Binary searches: this is asked whenever the series grow.
    const Series& reads = model.read_series();
    const std::size_t before = reads.count_until(s.points().front().t);
    return before > 0 && reads.count_until(s.points().back().t) == before;
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
    const Series& reads = model.read_series();
    const std::size_t query = reads.count_until(s.points().front().t) - 1;
    m.query_read = query;
    if (m.back < 0 || static_cast<std::size_t>(m.back) > query) return m;  // not that many readings: the plot's own moment
    m.key_read = query - static_cast<std::size_t>(m.back);
    m.t = reads.points()[*m.key_read].t;
    return m;
}

QString cell_name(const RunModel& model, const StripRow& row, int index) {
    const std::optional<CellMoment> m = cell_moment(model, row, index);
    // What a screen reader says for a cell, in the studio's language ("1 step back", "11 steps back").
    if (m && m->query_read && m->back == 1) return QCoreApplication::translate("CellMoment", "key %1, 1 step back").arg(index);
    if (m && m->query_read) return QCoreApplication::translate("CellMoment", "key %1, %2 steps back").arg(index).arg(m->back);
    return QCoreApplication::translate("CellMoment", "value %1").arg(index);
}

}  // namespace bugbot::studio
