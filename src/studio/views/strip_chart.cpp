#include "studio/views/strip_chart.h"
#include "studio/views/theme.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "studio/views/moment_colors.h"
#include "studio/run/series.h"

namespace bugbot::studio {

namespace {
constexpr int kLeft = 48, kRight = 10, kTop = 20, kBottom = 18, kGap = 6;

// A "nice" tick step for a range.
double nice_step(double range, int ticks) {
    const double raw = range / std::max(1, ticks);
    const double mag = std::pow(10, std::floor(std::log10(raw)));
    const double n = raw / mag;
    return (n < 1.5 ? 1 : n < 3 ? 2 : n < 7 ? 5 : 10) * mag;
}

// Draws one series' decimated columns as a polyline with vertical spans.
void draw_columns(QPainter& p, const std::vector<Column>& cols, const QRect& r, double lo, double hi) {
    const double sy = r.height() / (hi - lo);
    auto y_of = [&](double v) { return r.bottom() - (v - lo) * sy; };
    QPainterPath path;
    bool started = false;
    for (std::size_t c = 0; c < cols.size(); ++c) {
        const Column& col = cols[c];
        if (col.empty) continue;
        const double x = r.left() + static_cast<double>(c) + 0.5;
        if (!started) {
            path.moveTo(x, y_of(col.first));
            started = true;
        } else {
            path.lineTo(x, y_of(col.first));
        }
        if (col.max > col.min) {
            path.moveTo(x, y_of(col.min));
            path.lineTo(x, y_of(col.max));
            path.moveTo(x, y_of(col.last));
        }
    }
    p.drawPath(path);
}

// The twin's k-th series of a group: its own colour, told apart by the line.
Qt::PenStyle twin_style(std::size_t k) {
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return styles[k % 4];
}

// A series plotted in one instant (a training loop between two readings: no
// simulated time passes) has nothing to spread along a time axis.
bool in_one_instant(const Series& s) { return s.size() >= 2 && s.points().front().t == s.points().back().t; }

// The first `count` points with their plot number as their time.
std::vector<SeriesPoint> by_number(const std::vector<SeriesPoint>& points, std::size_t count) {
    std::vector<SeriesPoint> out(std::min(count, points.size()));
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = {static_cast<double>(i), points[i].v};
    return out;
}
}  // namespace

QColor StripChart::series_color(std::size_t index) {
    static const QColor colors[] = {QColor(31, 119, 180), QColor(255, 127, 14), QColor(44, 160, 44), QColor(214, 39, 40),
                                    QColor(148, 103, 189), QColor(140, 86, 75), QColor(227, 119, 194), QColor(127, 127, 127)};
    return colors[index == kReadings ? 0 : index % 8];
}

StripChart::StripChart(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void StripChart::bind(const RunModel* model, std::vector<std::vector<std::size_t>> groups) {
    const std::uint64_t run = model ? model->run_id() : 0;
    if (model == model_ && run == run_id_ && groups == groups_) return;
    model_ = model;
    run_id_ = run;
    groups_ = std::move(groups);
    update();
}

const std::vector<std::vector<std::size_t>>& StripChart::groups() const {
    static const std::vector<std::vector<std::size_t>> none;
    return model_ && model_->run_id() == run_id_ ? groups_ : none;
}

const Series& StripChart::series_at(std::size_t index) const {
    static const Series none;
    if (index == kReadings) return model_->read_series();
    return index < model_->series().size() ? model_->series()[index] : none;
}

QString StripChart::series_name(std::size_t index) const {
    // The readings' series is named in the studio's language; a plot's name is the script's own.
    return index == kReadings ? tr("distance, as read") : QString::fromStdString(series_at(index).name());
}

QString StripChart::shown_name(std::size_t index) const {
    return series_at(index).compacted() ? tr("%1 (older points thinned)").arg(series_name(index)) : series_name(index);
}

const Series* StripChart::counterpart(const RunModel& run, std::size_t index) const {
    return index == kReadings ? &run.read_series() : run.find_series(series_at(index).name());
}

double StripChart::axis_end() const {
    if (!model_) return 1.0;
    return std::max({model_->end_time(), twin_ ? twin_->end_time() : 0.0, time_, 1.0});
}

void StripChart::set_marks(std::vector<ChartMark> marks) {
    marks_ = std::move(marks);
    update();
}

double StripChart::x_of(std::size_t group, double t) const {
    if (by_plot_number(group)) return -1;
    const QRect r = chart_rect(group);
    return r.left() + t * r.width() / axis_end();
}

bool StripChart::by_plot_number(std::size_t group) const {
    if (!model_ || group >= groups().size() || groups()[group].empty()) return false;
    for (std::size_t idx : groups()[group]) {
        if (!in_one_instant(series_at(idx))) return false;
    }
    return true;
}

QRect StripChart::chart_rect(std::size_t group) const {
    const int n = static_cast<int>(std::max<std::size_t>(1, groups().size()));
    const int each = (height() - kGap * (n - 1)) / n;
    const int top = static_cast<int>(group) * (each + kGap);
    return QRect(kLeft, top + kTop, width() - kLeft - kRight, each - kTop - kBottom);
}

void StripChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    if (!model_ || groups().empty()) {
        p.setPen(quiet_text(palette()));
        p.drawText(rect(), Qt::AlignCenter, tr("plot(name, value) draws here"));
        return;
    }
    p.setFont(font());
    for (std::size_t g = 0; g < groups().size(); ++g) {
        const QRect r = chart_rect(g);
        if (r.height() < 10 || r.width() < 10) continue;
        const GroupView v = view_of(g);
        paint_axes(p, v);
        p.save();
        p.setClipRect(r.adjusted(0, -2, 1, 2));
        p.setRenderHint(QPainter::Antialiasing, true);
        paint_series(p, v);
        paint_marks(p, v);
        p.restore();
        paint_mark_labels(p, v);
        paint_legend(p, v);
        paint_readout(p, v);
    }
}

StripChart::GroupView StripChart::view_of(std::size_t g) const {
    GroupView v;
    v.group = g;
    v.r = chart_rect(g);
    // A group whose series were each plotted in one instant is drawn
    // against the plot number (0, 1, 2...) instead of simulated time.
    v.by_step = by_plot_number(g);
    std::size_t steps = 1;
    for (std::size_t idx : groups()[g]) steps = std::max(steps, series_at(idx).size() - 1);
    v.x1 = v.by_step ? static_cast<double>(steps) : axis_end();
    // Decimate each series to the chart's pixel columns, up to the view's time.
    double lo = INFINITY, hi = -INFINITY;
    for (std::size_t idx : groups()[g]) {
        const Series& s = series_at(idx);
        v.cols.push_back(columns_of(v, s, s.count_until(time_)));
        for (const Column& c : v.cols.back()) {
            if (c.empty) continue;
            lo = std::min(lo, c.min);
            hi = std::max(hi, c.max);
        }
    }
    if (ghost_) v.overlays.push_back(overlay_of(v, *ghost_, false));
    if (twin_) v.overlays.push_back(overlay_of(v, *twin_, true));
    for (const Overlay& o : v.overlays) {
        for (std::size_t k = 0; k < o.series.size(); ++k) {
            if (!o.series[k] || o.series[k]->size() == 0) continue;
            if (!o.twin) {  // the ghost's whole range
                lo = std::min(lo, o.series[k]->min_value());
                hi = std::max(hi, o.series[k]->max_value());
                continue;
            }
            for (const Column& c : o.cols[k]) {
                if (c.empty) continue;
                lo = std::min(lo, c.min);
                hi = std::max(hi, c.max);
            }
        }
    }
    if (!std::isfinite(lo)) lo = 0, hi = 1;
    if (hi - lo < 1e-9) lo -= 0.5, hi += 0.5;
    const double pad = (hi - lo) * 0.06;
    v.lo = lo - pad;
    v.hi = hi + pad;
    return v;
}

std::vector<Column> StripChart::columns_of(const GroupView& v, const Series& s, std::size_t count) const {
    if (!v.by_step) return decimate(s.points(), count, 0, v.x1, v.r.width());
    const auto numbered = by_number(s.points(), count);
    return decimate(numbered, numbered.size(), 0, v.x1, v.r.width());
}

StripChart::Overlay StripChart::overlay_of(const GroupView& v, const RunModel& run, bool twin) const {
    Overlay o;
    o.twin = twin;
    for (std::size_t idx : groups()[v.group]) {
        const Series* s = counterpart(run, idx);
        o.series.push_back(s);
        o.cols.push_back(s ? columns_of(v, *s, twin ? s->count_until(time_) : s->size()) : std::vector<Column>{});
    }
    return o;
}

void StripChart::paint_axes(QPainter& p, const GroupView& v) const {
    const QFontMetrics fm(font());
    const QRect& r = v.r;
    p.setBrush(Qt::NoBrush);
    const double ystep = nice_step(v.hi - v.lo, std::max(2, r.height() / 40));
    for (double y_value = std::ceil(v.lo / ystep) * ystep; y_value <= v.hi; y_value += ystep) {
        const double y = v.y_of(y_value);
        p.setPen(QColor(0, 0, 0, 25));
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
        p.setPen(quiet_text(palette()));
        p.drawText(QRectF(0, y - fm.height() / 2.0, kLeft - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(std::abs(y_value) < ystep / 1e6 ? 0 : y_value, 'g', 4));
    }
    const double xstep = v.by_step ? std::max(1.0, nice_step(v.x1, std::max(2, r.width() / 90)))
                                   : nice_step(v.x1, std::max(2, r.width() / 90));
    for (double x = 0; x <= v.x1 + 1e-9; x += xstep) {
        const double px = r.left() + x * r.width() / v.x1;
        p.setPen(QColor(0, 0, 0, 25));
        p.drawLine(QPointF(px, r.top()), QPointF(px, r.bottom()));
        p.setPen(quiet_text(palette()));
        const QString unit = v.by_step ? (x == 0 ? tr("plot 0") : QString()) : (x == 0 ? QString() : QStringLiteral(" s"));
        p.drawText(QRectF(px - 30, r.bottom() + 2, 60, fm.height()), Qt::AlignHCenter | Qt::AlignTop,
                   x == 0 && v.by_step ? unit : QString::number(x, 'g', 4) + unit);
    }
    p.setPen(QColor(0, 0, 0, 70));
    p.drawRect(r);
}

void StripChart::paint_series(QPainter& p, const GroupView& v) const {
    // The ghost first, faint and dashed, then the twin, under the current run.
    for (const Overlay& o : v.overlays) {
        for (std::size_t k = 0; k < o.cols.size(); ++k) {
            if (!o.series[k]) continue;
            QColor c = o.twin ? twin_color() : series_color(groups()[v.group][k]);
            if (!o.twin) c.setAlpha(70);
            p.setPen(o.twin ? QPen(c, 1.8, twin_style(k)) : QPen(c, 1.5, Qt::DashLine));
            draw_columns(p, o.cols[k], v.r, v.lo, v.hi);
        }
    }
    for (std::size_t k = 0; k < v.cols.size(); ++k) {
        p.setPen(QPen(series_color(groups()[v.group][k]), 1.8));
        draw_columns(p, v.cols[k], v.r, v.lo, v.hi);
    }
}

void StripChart::paint_marks(QPainter& p, const GroupView& v) const {
    if (v.by_step) return;
    const QRect& r = v.r;
    // The view's time, when it is not the end.
    if (time_ < model_->end_time()) {
        const double px = r.left() + time_ * r.width() / v.x1;
        p.setPen(QPen(QColor(200, 40, 40, 160), 1));
        p.drawLine(QPointF(px, r.top()), QPointF(px, r.bottom()));
    }
    // Moments pointed at elsewhere (a strip cell, the mat's trail).
    for (const ChartMark& mark : marks_) {
        const double px = r.left() + mark.t * r.width() / v.x1;
        p.setPen(QPen(mark.color, 2));
        p.drawLine(QPointF(px, r.top()), QPointF(px, r.bottom()));
        p.setBrush(Qt::NoBrush);
        if (mark.t > time_) continue;  // not plotted yet at the view's time: the line alone
        for (std::size_t idx : groups()[v.group]) {
            const Series& s = series_at(idx);
            const std::size_t n = s.count_until(mark.t);
            if (n == 0) continue;
            p.setPen(QPen(mark.color, 2.5));
            p.drawEllipse(QPointF(px, v.y_of(s.points()[n - 1].v)), 5, 5);
        }
    }
}

void StripChart::paint_mark_labels(QPainter& p, const GroupView& v) const {
    if (v.by_step) return;
    const QFontMetrics fm(font());
    const QRect& r = v.r;
    for (const ChartMark& mark : marks_) {
        if (mark.label.isEmpty()) continue;
        const double px = r.left() + mark.t * r.width() / v.x1;
        const int w = fm.horizontalAdvance(mark.label) + 8;
        QRectF box(px - w / 2.0, r.top() + 2, w, fm.height() + 2);
        box.moveLeft(std::clamp(box.left(), double(r.left()), double(r.right() - w)));
        p.setPen(QPen(mark.color, 1));
        QColor back = palette().color(QPalette::Base);  // the theme's: text of the palette's on it
        back.setAlpha(230);
        p.setBrush(back);
        p.drawRect(box);
        p.setPen(palette().text().color());
        p.drawText(box, Qt::AlignCenter, mark.label);
    }
}

QString StripChart::twin_entry(std::size_t group, std::size_t k) const {
    if (groups()[group].size() == 1) return twin_label_;
    return QStringLiteral("%1: %2").arg(shown_name(groups()[group][k]), twin_label_);
}

std::vector<StripChart::LegendEntry> StripChart::legend(std::size_t group) const {
    std::vector<LegendEntry> entries;
    if (!model_ || group >= groups().size()) return entries;
    for (std::size_t idx : groups()[group]) {
        const QString name = shown_name(idx);
        entries.push_back({twin_ ? tr("%1 (simulator)").arg(name) : name, series_color(idx)});
    }
    for (std::size_t k = 0; twin_ && k < groups()[group].size(); ++k)
        entries.push_back({twin_entry(group, k), twin_color(), twin_style(k)});
    return entries;
}

void StripChart::paint_legend(QPainter& p, const GroupView& v) const {
    // Above the chart.
    const QFontMetrics fm(font());
    int x = v.r.left();
    for (const LegendEntry& entry : legend(v.group)) {
        p.setPen(QPen(entry.color, 3, entry.style));
        const int ly = v.r.top() - kTop / 2;
        p.drawLine(x, ly, x + 14, ly);
        p.setPen(palette().text().color());
        p.drawText(QPoint(x + 18, ly + fm.ascent() / 2 - 1), entry.text);
        x += 30 + fm.horizontalAdvance(entry.text);
    }
}

void StripChart::paint_readout(QPainter& p, const GroupView& v) const {
    // The value under the mouse.
    const QRect& r = v.r;
    if (!r.contains(mouse_x_, mouse_y_)) return;
    const QFontMetrics fm(font());
    const double mt = (mouse_x_ - r.left()) * v.x1 / r.width();
    const auto step = static_cast<std::size_t>(std::lround(mt));
    QStringList parts{v.by_step ? tr("plot %1").arg(step) : QStringLiteral("t = %1 s").arg(mt, 0, 'f', 2)};
    for (std::size_t idx : groups()[v.group]) {
        const Series& s = series_at(idx);
        const std::size_t n = v.by_step ? std::min(step + 1, s.count_until(time_)) : std::min(s.count_until(mt), s.count_until(time_));
        if (n == 0) continue;
        parts << QStringLiteral("%1 = %2").arg(series_name(idx)).arg(s.points()[n - 1].v, 0, 'g', 5);
    }
    for (std::size_t k = 0; twin_ && !v.by_step && k < groups()[v.group].size(); ++k) {
        const Series* s = counterpart(*twin_, groups()[v.group][k]);
        const std::size_t n = s ? std::min(s->count_until(mt), s->count_until(time_)) : 0;
        if (n > 0) parts << QStringLiteral("%1 = %2").arg(twin_entry(v.group, k)).arg(s->points()[n - 1].v, 0, 'g', 5);
    }
    p.setPen(QColor(0, 0, 0, 90));
    p.drawLine(mouse_x_, r.top(), mouse_x_, r.bottom());
    const QString text = parts.join("   ");
    const QRect box(std::min(mouse_x_ + 8, r.right() - fm.horizontalAdvance(text) - 10), r.top() + 4,
                    fm.horizontalAdvance(text) + 8, fm.height() + 4);
    p.setBrush(palette().color(QPalette::ToolTipBase));
    p.drawRect(box);
    p.setPen(palette().color(QPalette::ToolTipText));
    p.drawText(box, Qt::AlignCenter, text);
}

std::optional<double> StripChart::time_at(QPoint pos) const {
    if (!model_) return std::nullopt;
    for (std::size_t g = 0; g < groups().size(); ++g) {
        const QRect r = chart_rect(g);
        if (!r.contains(pos) || by_plot_number(g) || r.width() <= 0) continue;
        return std::min(time_, (pos.x() - r.left()) * axis_end() / r.width());
    }
    return std::nullopt;
}

void StripChart::mouseMoveEvent(QMouseEvent* e) {
    mouse_x_ = static_cast<int>(e->position().x());
    mouse_y_ = static_cast<int>(e->position().y());
    emit hovered_time(time_at({mouse_x_, mouse_y_}).value_or(-1));
    update();
}

void StripChart::leaveEvent(QEvent*) {
    mouse_x_ = mouse_y_ = -1;
    emit hovered_time(-1);
    update();
}

}  // namespace bugbot::studio
