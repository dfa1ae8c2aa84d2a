#include "studio/run/series.h"

#include <algorithm>
#include <cmath>

namespace bugbot::studio {

Series::Series(std::string name, std::size_t capacity) : name_(std::move(name)), capacity_(std::max<std::size_t>(capacity, 8)) {}

void Series::append(double t, double v) {
    if (appended_ == 0) {
        min_ = max_ = v;
    } else {
        min_ = std::min(min_, v);
        max_ = std::max(max_, v);
    }
    sum_ += v;
    ++appended_;
    if (compactions_ == 0) {
        if (points_.size() >= capacity_) compact();
        else {
            points_.push_back({t, v});
            return;
        }
    }
    // After k compactions each stored pair stands for 2^(k+1) raw points: new
    // points are gathered into groups of that size so every part of the
    // series has the same resolution.
    Group& g = pending_;
    const SeriesPoint p{t, v};
    if (g.count == 0 || v < g.lo.v) g.lo = p, g.lo_at = g.count;
    if (g.count == 0 || v > g.hi.v) g.hi = p, g.hi_at = g.count;
    g.last = p;
    if (++g.count < (std::size_t{2} << compactions_)) return;
    if (g.lo_at == g.hi_at) g.hi = g.last, g.hi_at = g.count - 1;
    points_.push_back(g.lo_at < g.hi_at ? g.lo : g.hi);
    points_.push_back(g.lo_at < g.hi_at ? g.hi : g.lo);
    g = Group{};
    if (points_.size() >= capacity_) compact();
}

void Series::compact() {
    std::vector<SeriesPoint> kept;
    kept.reserve(points_.size() / 2 + 4);
    std::size_t i = 0;
    for (; i + 4 <= points_.size(); i += 4) {
        std::size_t lo = i, hi = i;
        for (std::size_t k = i + 1; k < i + 4; ++k) {
            if (points_[k].v < points_[lo].v) lo = k;
            if (points_[k].v > points_[hi].v) hi = k;
        }
        if (lo == hi) hi = i + 3;
        kept.push_back(points_[std::min(lo, hi)]);
        kept.push_back(points_[std::max(lo, hi)]);
    }
    for (; i < points_.size(); ++i) kept.push_back(points_[i]);
    points_.swap(kept);
    ++compactions_;
}

std::size_t Series::count_until(double time) const {
    auto it = std::upper_bound(points_.begin(), points_.end(), time,
                               [](double t, const SeriesPoint& p) { return t < p.t; });
    return static_cast<std::size_t>(it - points_.begin());
}

std::vector<Column> decimate(const std::vector<SeriesPoint>& points, std::size_t count, double t0, double t1, int width) {
    std::vector<Column> columns(static_cast<std::size_t>(std::max(width, 0)));
    if (width <= 0 || !(t1 > t0)) return columns;
    count = std::min(count, points.size());
    auto begin = points.begin(), end = points.begin() + static_cast<std::ptrdiff_t>(count);
    auto it = std::lower_bound(begin, end, t0, [](const SeriesPoint& p, double t) { return p.t < t; });
    const double scale = width / (t1 - t0);
    for (; it != end && it->t <= t1; ++it) {
        int c = static_cast<int>((it->t - t0) * scale);
        if (c >= width) c = width - 1;
        if (c < 0) c = 0;
        Column& col = columns[static_cast<std::size_t>(c)];
        const double v = it->v;
        if (col.empty) {
            col = {false, v, v, v, v};
        } else {
            if (v < col.min) col.min = v;
            if (v > col.max) col.max = v;
            col.last = v;
        }
    }
    return columns;
}

}  // namespace bugbot::studio
