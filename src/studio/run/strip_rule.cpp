#include "studio/run/strip_rule.h"

#include <algorithm>
#include <cmath>

namespace bugbot::studio {

bool is_strip(const Series& series) {
    if (series.kind == PlotKind::Strip) return true;
    if (series.kind == PlotKind::Chart) return false;
    if (series.appended() == 0 || series.appended() > kMaxStripCells) return false;
    return series.min_value() >= 0 && series.max_value() <= 1 && series.sum() <= 1 + kSumTolerance;
}

bool says_steps_back(const Series& series) { return series.name().find("steps back") != std::string::npos; }

bool in_step(const Series& a, const Series& b) {
    const std::size_t na = a.size(), nb = b.size();
    if (na == 0 || nb == 0) return false;
    if ((na > nb ? na - nb : nb - na) > 1) return false;
    const std::size_t n = std::min(na, nb);
    for (std::size_t i = 0; i < n; ++i) {
        if (std::abs(a.points()[i].t - b.points()[i].t) > 1e-9) return false;
    }
    return true;
}

SeriesLayout lay_out(const std::vector<Series>& series) {
    SeriesLayout layout;
    std::vector<bool> used(series.size(), false);
    for (std::size_t i = 0; i < series.size(); ++i) {
        if (is_strip(series[i])) {
            layout.strips.push_back({i, std::nullopt});
            used[i] = true;
        }
    }
    for (auto& row : layout.strips) {
        // A series that says it counts steps back labels the cells first.
        for (const bool steps_only : {true, false}) {
            for (std::size_t j = 0; j < series.size() && !row.labels; ++j) {
                if (used[j] || series[j].kind == PlotKind::Chart) continue;
                if (steps_only && !says_steps_back(series[j])) continue;
                if (in_step(series[row.series], series[j])) {
                    row.labels = j;
                    used[j] = true;
                }
            }
        }
    }
    for (std::size_t i = 0; i < series.size(); ++i) {
        if (used[i]) continue;
        std::vector<std::size_t> group{i};
        used[i] = true;
        for (std::size_t j = i + 1; j < series.size(); ++j) {
            if (!used[j] && in_step(series[i], series[j])) {
                group.push_back(j);
                used[j] = true;
            }
        }
        layout.charts.push_back(std::move(group));
    }
    return layout;
}

}  // namespace bugbot::studio
