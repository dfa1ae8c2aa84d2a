#include "studio/views/weight_strip.h"
#include "studio/views/theme.h"

#include <QAccessible>
#include <QFontInfo>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "studio/run/cell_moment.h"
#include "studio/views/moment_colors.h"
#include "studio/views/strip_accessible.h"

namespace bugbot::studio {

namespace {
constexpr int kMargin = 8;
}

WeightStrip::WeightStrip(QWidget* parent) : QWidget(parent) {
    static const bool readable = (QAccessible::installFactory(&StripAccessible::factory), true);  // once, for every strip
    (void)readable;
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void WeightStrip::bind(const RunModel* model, std::vector<StripRow> rows) {
    const std::uint64_t run = model ? model->run_id() : 0;
    const bool same_rows = rows.size() == rows_.size() &&
                           std::equal(rows.begin(), rows.end(), rows_.begin(), [](const StripRow& a, const StripRow& b) {
                               return a.series == b.series && a.labels == b.labels;
                           });
    if (model == model_ && run == run_id_ && same_rows) return;
    model_ = model;
    run_id_ = run;
    rows_ = std::move(rows);
    invalidate();
    StripAccessible::rebind(this);
}

const std::vector<StripRow>& WeightStrip::rows() const {
    static const std::vector<StripRow> none;
    return model_ && model_->run_id() == run_id_ ? rows_ : none;
}

const Series* WeightStrip::row_series(std::size_t r) const {
    const std::vector<StripRow>& bound = rows();
    if (r >= bound.size() || bound[r].series >= model_->series().size()) return nullptr;
    return &model_->series()[bound[r].series];
}

const Series* WeightStrip::row_labels(std::size_t r) const {
    const std::vector<StripRow>& bound = rows();
    if (r >= bound.size() || !bound[r].labels || *bound[r].labels >= model_->series().size()) return nullptr;
    return &model_->series()[*bound[r].labels];
}

QColor WeightStrip::shade(double w) {
    w = std::clamp(w, 0.0, 1.0);
    // Perceptually even-ish: light paper to deep ink.
    const double k = std::pow(w, 0.6);
    return QColor::fromRgbF(static_cast<float>(0.97 - 0.92 * k), static_cast<float>(0.97 - 0.90 * k),
                            static_cast<float>(0.99 - 0.80 * k));
}

void WeightStrip::set_large(bool large) {
    if (large == large_) return;
    large_ = large;
    invalidate();
}

namespace {
// The figures' smallest size: 10 px, for the back of a room; 16 px bold in Presentation.
constexpr int kMinFigure = 10, kMinLargeFigure = 16;
constexpr int kMaxLines = 4;
constexpr int kLeftForOthers = 200 + 100 + 48;  // the mat's and the chart's least heights, the timeline's row
QFont px_font(const QFont& base, int px, bool bold = false) {
    QFont f = base;
    f.setPixelSize(px);
    f.setBold(bold);
    return f;
}
bool figures_fit(const QFont& f, int width) { return QFontMetrics(f).horizontalAdvance(QStringLiteral(".00")) + 3 <= width; }
}  // namespace

void WeightStrip::invalidate() {
    layout_.reset();
    updateGeometry();
    update();
}

const StripLayout& WeightStrip::layout() const {
    const int panel = parentWidget() ? parentWidget()->height() : 0;
    if (!layout_ || layout_width_ != width() || layout_cells_ != cell_count() || layout_panel_ != panel ||
        layout_->titles.size() != rows().size()) {
        layout_panel_ = panel;
        const int before = layout_ ? layout_->height : -1;
        layout_ = layout_at(width());
        // More cells may take another line: the height is asked again.
        if (before >= 0 && layout_->height != before) const_cast<WeightStrip*>(this)->updateGeometry();
        layout_width_ = width();
        layout_cells_ = cell_count();
    }
    return *layout_;
}

void WeightStrip::lay_out_cells(StripLayout& l, int inner, int min_px) const {
    // As few lines as let every cell print its weight in figures of the smallest size or more.
    const QFontMetrics fm(px_font(font(), l.text_px));
    const int n = std::max(1, cell_count());
    l.figures_bold = large_;
    // Presentation's cells: figures a back row reads, three rows of them still leaving a
    // 1280x720 projector's window its status bar (64 px cells pushed it 18 px off the screen).
    l.cell_h = large_ ? std::max(54, fm.height() * 5 / 2) : std::max(34, fm.height() * 2);
    l.lines = 1;
    l.per_line = n;
    for (int lines = 1; lines <= std::min(kMaxLines, n); ++lines) {
        const int per_line = (n + lines - 1) / lines;
        if (figures_fit(px_font(font(), min_px, large_), static_cast<int>(std::floor(double(inner) / per_line)) - 2)) {
            l.lines = lines;
            l.per_line = per_line;
            break;
        }
    }
    if (l.lines > 1) l.cell_h = large_ ? std::max(34, fm.height() + 12) : std::max(24, fm.height() + 10);  // more lines, lower ones
    l.pitch = double(inner) / l.per_line;
    l.cell_w = static_cast<int>(std::floor(l.pitch)) - 2;
    l.figure_px = 0;
    // As large as the cell's width allows, up to 40% of its height (55%, bold, in Presentation),
    // or the window's type in a low cell.
    for (int px = std::max({min_px, l.cell_h * (large_ ? 11 : 8) / 20, large_ ? 0 : l.text_px}); px >= min_px; --px) {
        if (figures_fit(px_font(font(), px, large_), l.cell_w)) {
            l.figure_px = px;
            break;
        }
    }
    l.ghost_h = ghost_ ? std::max(10, l.cell_h / 3) : 0;  // room for the previous run's band once there is one
    const bool labelled = std::any_of(rows().begin(), rows().end(), [](const StripRow& r) { return r.labels.has_value(); });
    l.label_h = labelled ? fm.height() + 4 : 4;
    l.line_h = l.ghost_h + 1 + l.cell_h + l.label_h;
}

StripLayout WeightStrip::layout_at(int width) const {
    // Wrapped lines must not push the strip past 55% of the run's panel (it would be cut,
    // or leave the mat no room): smaller figures, down to 10 px, on fewer lines then.
    // And it leaves the mat its 200 px and the chart its 100 (and the timeline its row): kLeftForOthers.
    const int panel = parentWidget() ? parentWidget()->height() : 0;
    const int budget = panel > 100 ? std::min(panel * 55 / 100, panel - kLeftForOthers) : 1 << 20;
    StripLayout l;
    for (int min_px = large_ ? kMinLargeFigure : kMinFigure; min_px >= kMinFigure; min_px -= 2) {
        l = layout_at(width, min_px);
        if (l.height <= budget) break;
    }
    return l;
}

StripLayout WeightStrip::layout_at(int width, int min_px) const {
    StripLayout l;
    l.text_px = std::max(kMinFigure, QFontInfo(font()).pixelSize());
    const QFont text = px_font(font(), l.text_px);
    const QFontMetrics fm(text);
    const int inner = std::max(40, width - 2 * kMargin);
    lay_out_cells(l, inner, min_px);
    // The caption: the longest wording that fits one line, else the shortest, wrapped; never cut.
    const QStringList wordings =
        l.lines == 1 ? QStringList{caption(), tr("weights: oldest key on the left, newest on the right"),
                                   tr("weights: oldest key left, newest right"), tr("oldest key left, newest right")}
                     : QStringList{tr("attention weights: oldest key first, newest last, read like text"),
                                   tr("weights: oldest key first, newest last, read like text"),
                                   tr("weights: oldest first, newest last, like text"),
                                   tr("oldest first, newest last, like text"), tr("oldest first, like text")};
    l.caption = wordings.back();
    for (const QString& w : wordings) {
        if (fm.horizontalAdvance(w) <= inner) {
            l.caption = w;
            break;
        }
    }
    const auto wrapped = [&](const QString& t) { return fm.boundingRect(QRect(0, 0, inner, 100000), Qt::TextWordWrap, t).height(); };
    int y = kMargin;
    l.caption_rect = QRect(kMargin, y, inner, wrapped(l.caption));
    y += l.caption_rect.height() + 4;
    for (std::size_t r = 0; r < rows().size(); ++r) {
        const Series* series = row_series(r);
        const Series* labels = row_labels(r);
        QString title = series ? QString::fromStdString(series->name()) : QString();
        if (labels) title += tr("   (under each cell: %1)").arg(QString::fromStdString(labels->name()));
        l.titles.push_back(title);
        l.title_rects.emplace_back(kMargin, y, inner, wrapped(title));
        y += l.title_rects.back().height() + 2;
        l.cells_top.push_back(y);
        y += l.lines * l.line_h + 2;
    }
    l.height = y + kMargin;
    return l;
}

int WeightStrip::cell_count() const {
    std::size_t n = 0;
    for (std::size_t r = 0; r < rows().size(); ++r) {
        if (const Series* s = row_series(r)) n = std::max(n, s->size());
    }
    return static_cast<int>(n);
}

QSize WeightStrip::sizeHint() const { return {480, rows().empty() ? 60 : layout().height}; }

void WeightStrip::resizeEvent(QResizeEvent* e) {
    const int before = layout_ ? layout_->height : -1;
    QWidget::resizeEvent(e);
    if (layout().height != before) updateGeometry();  // another width may wrap the cells otherwise
}

void WeightStrip::changeEvent(QEvent* e) {
    if (e->type() == QEvent::FontChange) invalidate();
    QWidget::changeEvent(e);
}

QRect WeightStrip::cell_rect(int row, int index) const {
    const StripLayout& l = layout();
    if (l.cells_top.empty()) return {};
    const int r = std::clamp(row, 0, static_cast<int>(l.cells_top.size()) - 1);
    const int line = index / l.per_line, col = index % l.per_line;
    const int top = l.cells_top[static_cast<std::size_t>(r)] + line * l.line_h + l.ghost_h + 1;
    return QRect(static_cast<int>(kMargin + col * l.pitch), top, l.cell_w, l.cell_h);
}

QRect WeightStrip::ghost_rect(int row, int index) const {
    const QRect cell = cell_rect(row, index);
    return QRect(cell.left(), cell.top() - layout().ghost_h - 1, cell.width(), layout().ghost_h);
}

QString WeightStrip::caption() { return tr("attention weights: oldest key on the left, newest on the right"); }

QString WeightStrip::figure_text(double w) {
    return w >= 0.995 ? QStringLiteral("1") : w < 0.005 ? QStringLiteral("0") : QString::number(w, 'f', 2).mid(1);
}

QString WeightStrip::label_text(const Series& labels, double v) {
    if (says_steps_back(labels)) return tr("%1 back").arg(QString::number(v, 'g', 4));
    return QString::number(v, 'g', 4);
}

std::optional<StripCellText> WeightStrip::cell_text(int row, int index) const {
    const Series* series = row < 0 ? nullptr : row_series(static_cast<std::size_t>(row));
    if (!series || index < 0) return std::nullopt;
    const Series& s = *series;
    const auto i = static_cast<std::size_t>(index);
    if (i >= s.count_until(time_)) return std::nullopt;
    StripCellText cell;
    cell.name = cell_name(*model_, rows()[static_cast<std::size_t>(row)], index);
    cell.shown = static_cast<int>(s.count_until(time_));
    cell.series = QString::fromStdString(s.name());
    cell.weight = QString::number(s.points()[i].v, 'f', 4);
    // Everything else the program plotted at the same moments: its value, score, readings...
    for (const Series& other : model_->series()) {
        if (&other == &s || !in_step(s, other) || i >= other.count_until(time_)) continue;
        cell.in_step.push_back({QString::fromStdString(other.name()), QString::number(other.points()[i].v, 'g', 6)});
    }
    if (ghost_) {
        if (const Series* before = ghost_->find_series(s.name()); before && i < before->size())
            cell.previous_weight = QString::number(before->points()[i].v, 'f', 4);
    }
    return cell;
}

QString WeightStrip::cell_tooltip(int row, int index) const {
    const std::optional<StripCellText> cell = cell_text(row, index);
    if (!cell) return {};
    QString tip = tr("<b>%1</b> (of %2)").arg(cell->name.toHtmlEscaped(), QString::number(cell->shown));
    tip += tr("<br>%1: <b>%2</b>").arg(cell->series.toHtmlEscaped(), cell->weight);
    for (const auto& [name, value] : cell->in_step) tip += QStringLiteral("<br>%1: %2").arg(name.toHtmlEscaped(), value);
    if (!cell->previous_weight.isEmpty()) tip += tr("<br><i>previous run: %1</i>").arg(cell->previous_weight);
    return tip;
}

std::optional<std::pair<int, int>> WeightStrip::cell_at(QPoint pos) const {
    const int label_h = layout().label_h;
    for (std::size_t r = 0; r < rows().size(); ++r) {
        for (int i = 0; i < cell_count(); ++i) {
            const QRect cell = cell_rect(static_cast<int>(r), i);
            // The cell and its label below it.
            if (QRect(cell.left(), cell.top(), cell.width() + 2, cell.height() + label_h).contains(pos))
                return std::pair{static_cast<int>(r), i};
        }
    }
    return std::nullopt;
}

void WeightStrip::set_marked_cell(int row, int index) {
    const std::pair<int, int> cell = row < 0 ? std::pair{-1, -1} : std::pair{row, index};
    if (cell == marked_) return;
    marked_ = cell;
    update();
}

void WeightStrip::mouseMoveEvent(QMouseEvent* e) {
    const auto cell = cell_at(e->position().toPoint()).value_or(std::pair{-1, -1});
    if (cell == hovered_) return;
    hovered_ = cell;
    emit cell_hovered(cell.first, cell.second);
}

void WeightStrip::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mousePressEvent(e);
    if (const auto cell = cell_at(e->position().toPoint())) emit cell_clicked(cell->first, cell->second);
}

void WeightStrip::leaveEvent(QEvent*) {
    if (hovered_.first < 0) return;
    hovered_ = {-1, -1};
    emit cell_hovered(-1, -1);
}

bool WeightStrip::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        if (const auto cell = cell_at(help->pos())) {
            const QString tip = cell_tooltip(cell->first, cell->second);
            if (!tip.isEmpty()) QToolTip::showText(help->globalPos(), tip, this, cell_rect(cell->first, cell->second));
            else QToolTip::hideText();
            return true;
        }
        QToolTip::hideText();
        e->ignore();
        return true;
    }
    return QWidget::event(e);
}

void WeightStrip::paint_run_label(QPainter& p, const QRect& title) const {
    if (run_label_.isEmpty()) return;
    // Which run (a twin run's two strips): at the right of a row's title.
    p.setPen(readable(run_color_, palette().color(QPalette::Base)));
    p.drawText(QRect(title.left(), title.top(), width() - 2 * kMargin, title.height()), Qt::AlignRight | Qt::AlignTop,
               run_label_);
}

void WeightStrip::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    if (rows().empty()) {
        p.setPen(quiet_text(palette()));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("weights (values in [0, 1] adding up to 1) show here as a strip"));
        return;
    }
    const StripLayout& l = layout();
    p.setFont(px_font(font(), l.text_px));
    p.setPen(quiet_text(palette()));
    p.drawText(l.caption_rect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, l.caption);
    for (std::size_t r = 0; r < rows().size() && r < l.title_rects.size(); ++r) paint_row(p, l, r);
    if (marked_.first >= 0 && static_cast<std::size_t>(marked_.first) < rows().size() && marked_.second < cell_count()) {
        // The cell pointed at, in the colour the mat and the charts mark its moment with.
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(moment_color(), 3));
        p.drawRect(cell_rect(marked_.first, marked_.second).adjusted(-1, -1, 1, 1));
    }
}

void WeightStrip::paint_row(QPainter& p, const StripLayout& l, std::size_t r) const {
    const QFont text = px_font(font(), l.text_px);
    const QFont figures = px_font(font(), std::max(1, l.figure_px), l.figures_bold);
    const QFontMetrics fm(text);
    const int n = cell_count(), row = static_cast<int>(r);
    const Series* series = row_series(r);
    if (!series) return;
    const Series& s = *series;
    const Series* labels = row_labels(r);
    const std::size_t shown = s.count_until(time_);
    const std::size_t labels_shown = labels ? labels->count_until(time_) : 0;
    // Labels that do not fit under every cell go under every second (third...) one.
    int label_step = 1;
    if (labels) {
        int widest = 0;
        for (std::size_t i = 0; i < labels_shown; ++i) widest = std::max(widest, fm.horizontalAdvance(label_text(*labels, labels->points()[i].v)));
        const int pitch = std::max(1, static_cast<int>(l.pitch));
        label_step = std::max(1, (widest + 6 + pitch - 1) / pitch);
    }
    const Series* before = ghost_ ? ghost_->find_series(s.name()) : nullptr;
    p.setFont(text);
    p.setPen(palette().text().color());
    p.drawText(l.title_rects[r], Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, l.titles[r]);
    paint_run_label(p, l.title_rects[r]);
    for (int i = 0; i < n; ++i) {
        const QRect cell = cell_rect(row, i);
        const auto at = static_cast<std::size_t>(i);
        if (at >= shown) {
            p.setPen(QPen(QColor(0, 0, 0, 40), 1, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            p.drawRect(cell);
            continue;
        }
        const double w = s.points()[at].v;
        const QColor fill = shade(w);
        p.setPen(Qt::NoPen);
        p.setBrush(fill);
        p.drawRect(cell);
        if (before && at < before->size()) {
            // Before and after: the previous run's weight, as a band above the cell.
            p.setBrush(shade(before->points()[at].v));
            p.setPen(QPen(QColor(60, 60, 70), 1));
            p.drawRect(ghost_rect(row, i).adjusted(0, 0, -1, -1));
        }
        if (l.figure_px > 0) {  // every cell its weight, or none (a "0" beside no ".89" misleads)
            p.setFont(figures);
            p.setPen(ink_on(fill));  // 4.58:1 at least, mid-grey cells too
            p.drawText(cell, Qt::AlignCenter, figure_text(w));
            p.setFont(text);
        }
        if (labels && at < labels_shown && (n - 1 - i) % label_step == 0) {
            // Thinned from the newest key, so the newest always has its label.
            const int room = static_cast<int>(l.pitch) * label_step;
            p.setPen(palette().text().color());
            p.drawText(QRect(cell.center().x() - room / 2, cell.bottom() + 2, room, fm.height()), Qt::AlignCenter,
                       label_text(*labels, labels->points()[at].v));
        }
    }
}

}  // namespace bugbot::studio
