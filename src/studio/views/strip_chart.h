#pragma once
// Strip charts for plot(): one chart per group of series (strip_rule.h),
// simulated time along the bottom, autoscaled, a legend, the value under the
// mouse, decimated per pixel column so a million points repaint quickly, and
// other runs overlaid: the previous run's series as a faint ghost, and a twin
// run's robot side (RunController::run_twin) in its own colour.
#include <QWidget>
#include <cstdint>
#include <optional>
#include <vector>

#include "studio/run/run_model.h"
#include "studio/run/series.h"

class QPainter;

namespace bugbot::studio {

// A moment marked in every chart drawn against time: a vertical line, each
// series' value then ringed, and a label at the top ("11 back", "newest").
struct ChartMark {
    double t = 0;
    QColor color;
    QString label;
};

class StripChart : public QWidget {
    Q_OBJECT
public:
    // In a group, this index stands for the run's sensor reads (RunModel::read_series).
    static constexpr std::size_t kReadings = ~std::size_t{0};

    explicit StripChart(QWidget* parent = nullptr);

    // The run to show and which of its series to draw, in groups (indices
    // into model->series(), from lay_out), bound together: call again when the
    // model grows. Once the model is cleared for another run the charts draw
    // nothing until shown again.
    void bind(const RunModel* model, std::vector<std::vector<std::size_t>> groups);
    void set_ghost(const RunModel* ghost) { ghost_ = ghost; update(); }
    // The robot's run beside the model (null: none), and its name in the legend ("FROG-14 (real)").
    void set_twin(const RunModel* twin, const QString& label) { twin_ = twin; twin_label_ = label; update(); }
    const RunModel* twin() const { return twin_; }
    // The charts show what was plotted up to t, on an axis to max(t, end).
    void set_time(double t) { time_ = t; update(); }
    const std::vector<std::vector<std::size_t>>& groups() const;
    QSize sizeHint() const override { return {480, 260}; }
    // True when every series of the group was plotted in one instant of
    // simulated time (a training loop): the group is drawn against the plot
    // number instead of time, so its points spread across the chart.
    bool by_plot_number(std::size_t group) const;
    QRect chart_rect(std::size_t group) const;
    // The x of moment t in a chart drawn against time (-1 for one drawn by plot number).
    double x_of(std::size_t group, double t) const;
    void set_marks(std::vector<ChartMark> marks);
    const std::vector<ChartMark>& marks() const { return marks_; }

    static QColor series_color(std::size_t index);
    // A chart's legend, as drawn above it: each series (and with a twin,
    // which run is which: "... (simulator)", then the twin's "FROG-14 (real)").
    struct LegendEntry {
        QString text;
        QColor color;
        Qt::PenStyle style = Qt::SolidLine;
    };
    std::vector<LegendEntry> legend(std::size_t group) const;
    // The simulated time under the mouse in a chart drawn against time, if any.
    std::optional<double> time_at(QPoint pos) const;

signals:
    // The mouse points at moment t of the run (t < 0: at none), for the mat.
    void hovered_time(double t);

protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void leaveEvent(QEvent*) override;

private:
    // Another run drawn in a chart: each of the group's series as that run
    // plotted it (null: it did not), decimated. The ghost is faint, dashed and
    // whole; the twin in its own colour, up to the view's time.
    struct Overlay {
        bool twin = false;
        std::vector<const Series*> series;
        std::vector<std::vector<Column>> cols;
    };
    // One chart of a group, as painted: its frame, axis and scale, the series' columns.
    struct GroupView {
        std::size_t group = 0;
        QRect r;
        bool by_step = false;  // against the plot number, not time
        double x1 = 1, lo = 0, hi = 1;
        std::vector<std::vector<Column>> cols;
        std::vector<Overlay> overlays;
        double y_of(double v) const { return r.bottom() - (v - lo) * r.height() / (hi - lo); }
    };
    GroupView view_of(std::size_t group) const;
    std::vector<Column> columns_of(const GroupView& v, const Series& s, std::size_t count) const;
    void paint_axes(QPainter& p, const GroupView& v) const;
    void paint_series(QPainter& p, const GroupView& v) const;
    void paint_marks(QPainter& p, const GroupView& v) const;
    void paint_mark_labels(QPainter& p, const GroupView& v) const;
    void paint_legend(QPainter& p, const GroupView& v) const;
    void paint_readout(QPainter& p, const GroupView& v) const;
    const Series& series_at(std::size_t index) const;
    QString series_name(std::size_t index) const;  // as the legend and the hover say it
    QString shown_name(std::size_t index) const;   // the legend's: says when older points were thinned
    // Series `index` of the model as `run` plotted it (its readings for kReadings), if it did.
    const Series* counterpart(const RunModel& run, std::size_t index) const;
    Overlay overlay_of(const GroupView& v, const RunModel& run, bool twin) const;
    QString twin_entry(std::size_t group, std::size_t k) const;  // the twin's k-th series in the legend
    double axis_end() const;  // the time axis runs from 0 to this

    const RunModel* model_ = nullptr;
    std::uint64_t run_id_ = 0;  // the run of model_ that groups_ index into
    const RunModel* ghost_ = nullptr;
    const RunModel* twin_ = nullptr;
    QString twin_label_;
    double time_ = 0;
    std::vector<std::vector<std::size_t>> groups_;
    int mouse_x_ = -1, mouse_y_ = -1;
    std::vector<ChartMark> marks_;
};

}  // namespace bugbot::studio
