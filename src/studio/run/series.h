#pragma once
// One plotted series: its points in time order, bounded in memory, and the
// per-pixel-column decimation the strip charts draw from.
#include <cstddef>
#include <string>
#include <vector>

#include "studio/run/run_events.h"

namespace bugbot::studio {

struct SeriesPoint {
    double t = 0, v = 0;
};

class Series {
public:
    // A series keeps at most `capacity` points. When it is full, it halves
    // itself: each run of four points keeps its lowest and highest, in time
    // order, so the drawn envelope does not change, only its time resolution;
    // later points are gathered in groups of the same size, so the whole
    // series keeps one resolution (the newest group is shown once complete).
    explicit Series(std::string name = {}, std::size_t capacity = std::size_t{1} << 20);

    void append(double t, double v);
    // Halves the points kept now, as a full series does (the run's memory budget, run_model.h).
    void thin() {
        if (points_.size() >= 8) compact();
    }
    std::size_t bytes() const { return points_.capacity() * sizeof(SeriesPoint) + sizeof *this; }

    const std::string& name() const { return name_; }
    const std::vector<SeriesPoint>& points() const { return points_; }
    std::size_t size() const { return points_.size(); }
    bool compacted() const { return compactions_ > 0; }
    std::size_t appended() const { return appended_; }
    // Points with t <= time (binary search).
    std::size_t count_until(double time) const;

    // What the script asked for, from its first plot with a kind.
    PlotKind kind = PlotKind::Unspecified;

    // Over every value ever appended (compaction does not change them).
    double min_value() const { return min_; }
    double max_value() const { return max_; }
    double sum() const { return sum_; }

private:
    void compact();

    std::string name_;
    std::size_t capacity_;
    std::vector<SeriesPoint> points_;
    // The group being gathered (after compaction): its count, lowest and
    // highest points (the first of each) and where in it they came, and its
    // last point. Constant memory, however big the groups grow.
    struct Group {
        std::size_t count = 0, lo_at = 0, hi_at = 0;
        SeriesPoint lo, hi, last;
    } pending_;
    std::size_t appended_ = 0, compactions_ = 0;
    double min_ = 0, max_ = 0, sum_ = 0;
};

// One pixel column of a chart: the values that fall in it.
struct Column {
    bool empty = true;
    double min = 0, max = 0, first = 0, last = 0;
};

// Splits [t0, t1] into `width` columns and gives the min, max, first and last
// value of the points (of the first `count` points) in each. Linear in the
// points inside the range, found by binary search.
std::vector<Column> decimate(const std::vector<SeriesPoint>& points, std::size_t count, double t0, double t1, int width);

}  // namespace bugbot::studio
