#include "studio/views/run_panel.h"

#include <QAccessible>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QSlider>
#include <QToolButton>
#include <QTextStream>
#include <QVBoxLayout>
#include <algorithm>
#include <tuple>

#include "text/safe_text.h"
#include "studio/run/cell_moment.h"
#include "studio/views/console.h"
#include "studio/views/mat_view.h"
#include "studio/views/moment_colors.h"
#include "studio/run/run_model.h"
#include "studio/run/spoken_views.h"
#include "studio/views/strip_chart.h"
#include "studio/run/strip_rule.h"
#include "studio/views/weight_strip.h"
#include "studio/work/workspace.h"

namespace bugbot::studio {

namespace {
constexpr int kTimelineSteps = 10000;
}

RunPanel::RunPanel(Console* console, QWidget* parent) : QWidget(parent), console_(console) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    mat_ = new MatView(this);
    strip_ = new WeightStrip(this);
    strip_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);  // always its full height: labels included
    twin_strip_ = new WeightStrip(this);
    twin_strip_->setObjectName("twin_strip");
    twin_strip_->setVisible(false);
    charts_ = new StripChart(this);
    charts_->setMinimumHeight(100);  // under that a chart reads as a flat line (three strip rows in Presentation at 1280x720)
    layout->addWidget(mat_, 5);
    layout->addWidget(strip_, 0);
    layout->addWidget(twin_strip_, 0);
    layout->addWidget(charts_, 3);
    auto* time_row = new QHBoxLayout;
    time_row->setContentsMargins(4, 0, 4, 4);
    time_row->setSpacing(3);  // every pixel to the timeline on a small screen
    timeline_ = new QSlider(Qt::Horizontal, this);
    timeline_->setRange(0, kTimelineSteps);
    timeline_->setToolTip(tr("Scrub through the run's simulated time"));
    timeline_->setMinimumWidth(100);  // a drag lands where it is meant to, even at 1024x768
    timeline_->setSingleStep(kTimelineSteps / 100);  // an arrow key: 1 % of the run; Page Up/Down, a click: 10 %
    timeline_->setPageStep(kTimelineSteps / 10);
    time_label_ = new QLabel(this);
    time_label_->setMinimumWidth(QFontMetrics(font()).horizontalAdvance(tr("%1 / %2 s").arg("00.00", "00.00")));
    // Step call by call, as a debugger steps line by line.
    auto* back = new QToolButton(this);
    back->setObjectName("previous_call");
    back->setText(QStringLiteral("\u25C0"));
    back->setToolTip(tr("Back to the previous robot call (Alt+,)"));
    auto* forth = new QToolButton(this);
    forth->setObjectName("next_call");
    forth->setText(QStringLiteral("\u25B6"));
    forth->setToolTip(tr("On to the next robot call (Alt+.)"));
    connect(back, &QToolButton::clicked, this, [this] { step_call(-1); });
    connect(forth, &QToolButton::clicked, this, [this] { step_call(1); });
    time_row->addWidget(back);
    time_row->addWidget(forth);
    time_row->addWidget(timeline_, 1);
    time_row->addWidget(time_label_);
    layout->addLayout(time_row);
    auto to_time = [this](int v) {
        if (model_) show_time(v >= kTimelineSteps ? -1 : end_time() * v / kTimelineSteps);
    };
    connect(timeline_, &QSlider::valueChanged, this, [this, to_time](int v) {
        if (timeline_->isSliderDown()) to_time(v);
    });
    connect(timeline_, &QSlider::sliderMoved, this, to_time);
    // The keys (arrows, Page Up/Down, Home, End) and a click on the groove scrub as a drag does.
    connect(timeline_, &QAbstractSlider::actionTriggered, this, [this, to_time](int action) {
        if (action != QAbstractSlider::SliderMove && action != QAbstractSlider::SliderNoAction)
            to_time(timeline_->sliderPosition());
    });

    // Linked views: a moment pointed at in a chart shows on the mat; one on
    // the mat's trail, in the charts; a strip cell's, on both.
    connect(charts_, &StripChart::hovered_time, mat_, &MatView::set_moment);
    connect(mat_, &MatView::hovered_time, this, &RunPanel::point_at_time);
    connect(strip_, &WeightStrip::cell_hovered, this, &RunPanel::point_at_cell);
    connect(strip_, &WeightStrip::cell_clicked, this, &RunPanel::select_cell);

    frame_timer_.setTimerType(Qt::PreciseTimer);
    frame_timer_.setSingleShot(true);
    frame_timer_.setInterval(16);  // 60 frames a second while a run streams in
    connect(&frame_timer_, &QTimer::timeout, this, &RunPanel::refresh);
}

double RunPanel::end_time() const {
    return std::max(model_ ? model_->end_time() : 0.0, twin_ ? twin_->end_time() : 0.0);
}

double RunPanel::shown_time() const {
    if (!model_) return 0;
    return following_ ? end_time() : std::min(view_time_, end_time());
}

void RunPanel::step_call(int direction) {
    if (!model_) return;
    const double now = shown_time();
    const std::optional<double> t = direction < 0 ? model_->previous_call_time(now) : model_->next_call_time(now);
    if (t) show_time(*t);
}

void RunPanel::clear_pointing() {
    charts_->set_marks({});
    mat_->set_moment(-1);
    strip_->set_marked_cell(-1, -1);
}

void RunPanel::point_at_time(double t) {
    if (t < 0) return point_at_cell(-1, -1);
    charts_->set_marks({{t, moment_color(), QString()}});
    mat_->set_moment(t);
}

void RunPanel::point_at_cell(int row, int index) {
    if (row < 0) {
        if (selected_cell_.first < 0) return clear_pointing();
        std::tie(row, index) = selected_cell_;
    }
    const std::optional<CellMoment> cell =
        model_ && static_cast<std::size_t>(row) < strip_->rows().size()
            ? cell_moment(*model_, strip_->rows()[static_cast<std::size_t>(row)], index)
            : std::nullopt;
    if (!cell) return clear_pointing();
    std::vector<ChartMark> marks{{cell->t, moment_color(), cell->key_read ? cell_name(*model_, strip_->rows()[static_cast<std::size_t>(row)], index) : QString()}};
    if (cell->key_read && cell->query_read) marks.push_back({model_->read_series().points()[*cell->query_read].t, query_color(), tr("newest")});
    charts_->set_marks(std::move(marks));
    mat_->set_moment(cell->t);
    strip_->set_marked_cell(row, index);
}

void RunPanel::select_cell(int row, int index) {
    if (!model_ || row < 0 || static_cast<std::size_t>(row) >= strip_->rows().size()) return;
    const std::optional<CellMoment> cell = cell_moment(*model_, strip_->rows()[static_cast<std::size_t>(row)], index);
    if (!cell) return;
    selected_cell_ = {row, index};
    show_time(cell->t);
    point_at_cell(row, index);
}

void RunPanel::invalidate() {
    shown_revision_ = ~0ull;
    layout_signature_ = ~std::size_t{0};
    extents_.clear();
}

void RunPanel::share_height() {
    if (!model_) return;
    // Incremental: only the frames that arrived since the last look. The mat
    // has news when any robot moved.
    constexpr double kMovedCm = 2;
    // A chart of the readings alone (for a strip, cell_moment.h) is context, and
    // no chart at all is no news either: the mat keeps its room.
    bool news = !model_->layers().empty() || readings_chart_only_ || model_->series().empty();
    extents_.resize(static_cast<std::size_t>(model_->robot_count()));
    for (int r = 0; r < model_->robot_count(); ++r) {
        Extent& e = extents_[static_cast<std::size_t>(r)];
        const auto& frames = model_->frames(r);
        if (e.frames_seen > frames.size()) e.frames_seen = 0;  // thinned: look again
        for (std::size_t i = e.frames_seen; i < frames.size(); ++i) {
            const FrameEvent& f = frames[i];
            if (i == 0) {
                e.x_min = e.x_max = f.x;
                e.y_min = e.y_max = f.y;
            }
            e.x_min = std::min(e.x_min, f.x);
            e.x_max = std::max(e.x_max, f.x);
            e.y_min = std::min(e.y_min, f.y);
            e.y_max = std::max(e.y_max, f.y);
        }
        e.frames_seen = frames.size();
        news = news || e.x_max - e.x_min > kMovedCm || e.y_max - e.y_min > kMovedCm;
    }
    if (news == mat_has_news_) return;
    mat_has_news_ = news;
    auto* box = static_cast<QVBoxLayout*>(layout());
    box->setStretchFactor(mat_, news ? 5 : 2);
    box->setStretchFactor(charts_, news ? 3 : 5);
}

void RunPanel::show_model(const RunModel* model, const RunModel* ghost, const RunModel* twin, const QString& twin_label) {
    model_ = model;
    ghost_ = ghost;
    twin_ = model ? twin : nullptr;
    twin_label_ = twin_label;
    following_ = true;
    selected_cell_ = {-1, -1};
    clear_pointing();
    invalidate();
    if (!model_) {
        // Nothing run yet for this program: empty views, not another program's run.
        strip_->bind(nullptr, {});
        charts_->bind(nullptr, {});
        strip_->setVisible(false);
        show_twin_strip({});
        charts_->setVisible(true);
        mat_->set_model(nullptr);
        mat_->set_ghost(nullptr);
        strip_->set_ghost(nullptr);
        charts_->set_ghost(nullptr);
        mat_->set_twin(nullptr, {});
        charts_->set_twin(nullptr, {});
        console_->show_model(nullptr, 0);
        emit shown(nullptr, 0);
        time_label_->clear();
        return;
    }
    refresh();
}

void RunPanel::model_grew() {
    if (!frame_timer_.isActive()) frame_timer_.start();
}

void RunPanel::show_time(double t) {
    following_ = t < 0;
    view_time_ = t < 0 ? 0 : t;
    shown_revision_ = ~0ull;
    refresh();
}

void RunPanel::set_ghost_visible(bool on) {
    show_ghost_ = on;
    shown_revision_ = ~0ull;
    refresh();
}

void RunPanel::set_large(bool large) {
    strip_->set_large(large);
    twin_strip_->set_large(large);
}

void RunPanel::show_twin_strip(const std::vector<StripRow>& rows) {
    // The twin's rows: the simulator's strips as the robot's run plotted them.
    std::vector<StripRow> twin_rows;
    const auto index_in_twin = [this](std::size_t series) -> std::optional<std::size_t> {
        if (series >= model_->series().size()) return std::nullopt;
        const Series* s = twin_->find_series(model_->series()[series].name());
        return s ? std::optional(static_cast<std::size_t>(s - twin_->series().data())) : std::nullopt;
    };
    for (const StripRow& row : twin_ ? rows : std::vector<StripRow>{}) {
        const auto series = index_in_twin(row.series);
        if (series) twin_rows.push_back({*series, row.labels ? index_in_twin(*row.labels) : std::nullopt});
    }
    twin_strip_->bind(twin_, std::move(twin_rows));
    twin_strip_->setVisible(twin_ && !rows.empty());
    twin_strip_->set_run_label(twin_label_, twin_color());
    strip_->set_run_label(twin_ ? tr("simulator") : QString(), palette().text().color());
}

QImage RunPanel::picture(const QString& title) const {
    QFont title_font = font();
    title_font.setBold(true);
    title_font.setPointSizeF(title_font.pointSizeF() * 1.3);
    const int title_h = QFontMetrics(title_font).height() + 12;
    std::vector<QWidget*> parts;
    for (QWidget* w : {static_cast<QWidget*>(mat_), static_cast<QWidget*>(strip_), static_cast<QWidget*>(twin_strip_),
                       static_cast<QWidget*>(charts_)}) {
        if (w->isVisibleTo(this) && w->height() > 0) parts.push_back(w);
    }
    int h = title_h;
    for (QWidget* w : parts) h += w->height() + 4;
    QImage img(QSize(std::max(width(), 200), h), QImage::Format_ARGB32_Premultiplied);
    img.fill(palette().base().color());
    QPainter p(&img);
    p.setFont(title_font);
    p.setPen(palette().text().color());
    const QString when = model_ ? tr("  ·  %1 s").arg(shown_time(), 0, 'f', 2)
                                : QString();
    const QFontMetrics fm(title_font);
    const QString fitted = fm.elidedText(title, Qt::ElideRight, img.width() - 16 - fm.horizontalAdvance(when));
    p.drawText(QRect(8, 0, img.width() - 16, title_h), Qt::AlignVCenter | Qt::AlignLeft, fitted + when);
    int y = title_h;
    for (QWidget* w : parts) {
        w->render(&p, QPoint(w->x(), y), QRegion(), QWidget::DrawChildren);
        y += w->height() + 4;
    }
    return img;
}

bool RunPanel::export_png(const QString& path, const QString& title) const { return picture(title).save(path, "PNG"); }

bool RunPanel::export_csv(const QString& path, QString* error) const {
    QString out = QStringLiteral("series,t,value\n");
    QTextStream s(&out);
    if (model_) {
        for (const Series& series : model_->series()) {
            // The one CSV rule (a name is the program's: `=HYPERLINK(...)`, a newline).
            const QString name = QString::fromStdString(text::csv_cell(series.name()));
            for (const SeriesPoint& p : series.points()) s << name << ',' << p.t << ',' << QString::number(p.v, 'g', 10) << '\n';
        }
    }
    s.flush();
    return write_text(path, out, error);
}

void RunPanel::refresh() {
    if (!model_) return;
    const double t = shown_time();
    const std::uint64_t rev = (model_->revision() + (twin_ ? twin_->revision() * 1000003 : 0)) ^ (static_cast<std::uint64_t>(t * 1000) << 40);
    if (rev == shown_revision_) return;
    shown_revision_ = rev;

    // Which series are strips, labels, charts: only re-decided when they grew,
    // or when this is another run. The views get the model and its indices together.
    std::size_t signature = model_->series().size() ^ (model_->run_id() * 0x9E3779B97F4A7C15ull);
    for (const Series& s : model_->series()) signature = signature * 31 + s.appended();
    bool strip_rows_changed = false;
    if (signature != layout_signature_) {
        layout_signature_ = signature;
        SeriesLayout layout = lay_out(model_->series());
        // A strip whose cells stand for readings: the readings get a chart, to show them in.
        const bool of_readings = std::any_of(layout.strips.begin(), layout.strips.end(),
                                             [this](const StripRow& row) { return stands_for_readings(*model_, row); });
        if (of_readings) layout.charts.push_back({StripChart::kReadings});
        readings_chart_only_ = of_readings && layout.charts.size() == 1;
        strip_->bind(model_, layout.strips);
        charts_->bind(model_, layout.charts);
        strip_rows_changed = true;
        strip_->setVisible(!layout.strips.empty());
        charts_->setVisible(!layout.charts.empty() || layout.strips.empty());
    }
    // The twin's strip: its series arrive on their own time.
    if (twin_ || strip_rows_changed) show_twin_strip(strip_->rows());
    share_height();
    const RunModel* ghost = show_ghost_ ? ghost_ : nullptr;
    mat_->set_model(model_);
    mat_->set_ghost(ghost);
    mat_->set_twin(twin_, twin_label_);
    mat_->set_time(t);
    strip_->set_ghost(ghost);
    strip_->set_time(t);
    twin_strip_->set_time(t);
    charts_->set_ghost(ghost);
    charts_->set_twin(twin_, twin_label_);
    charts_->set_time(t);
    if (QAccessible::isActive()) {  // a screen reader hears the moment shown, as a sighted student sees it
        mat_->setAccessibleDescription(spoken_mat(model_, t));
        charts_->setAccessibleDescription(spoken_charts(model_, t));
    }
    console_->show_model(model_, t);
    emit shown(model_, t);
    if (!timeline_->isSliderDown()) {
        const QSignalBlocker block(timeline_);
        const double end = end_time();
        timeline_->setValue(following_ || end <= 0 ? kTimelineSteps : static_cast<int>(t / end * kTimelineSteps));
    }
    time_label_->setText(tr("%1 / %2 s").arg(QString::number(t, 'f', 2), QString::number(end_time(), 'f', 2)));
}

}  // namespace bugbot::studio
