#include "studio/weight_strip.h"

#include <QFontInfo>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "studio/cell_moment.h"
#include "studio/moment_colors.h"

namespace bugbot::studio {

namespace {
constexpr int kMargin = 8;
}

WeightStrip::WeightStrip(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void WeightStrip::set_rows(std::vector<StripRow> rows) {
    const bool changed = rows.size() != rows_.size() ||
                         !std::equal(rows.begin(), rows.end(), rows_.begin(), [](const StripRow& a, const StripRow& b) {
                             return a.series == b.series && a.labels == b.labels;
                         });
    if (!changed) return;
    rows_ = std::move(rows);
    updateGeometry();
    update();
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
    updateGeometry();
    update();
}

int WeightStrip::cell_height() const {
    const QFontMetrics fm(font());
    return large_ ? std::max(64, fm.height() * 3) : std::max(34, fm.height() * 2);
}

std::optional<QFont> WeightStrip::cell_font() const {
    // The weights printed in the cells: every cell in one font, or none at all
    // (a strip that prints "0" in the faint cells but cannot fit ".89" in the
    // dark one misleads). As big as the cell allows: ".00" must fit its width.
    const int room = cell_count() > 0 ? cell_rect(0, 0).width() - 2 : 0;
    const auto fits = [](const QFont& f, int width) { return QFontMetrics(f).horizontalAdvance(QStringLiteral(".00")) < width; };
    QFont f = font();
    if (large_) {  // big bold figures for the back row, their height within the cell's
        f.setBold(true);
        for (int px = cell_height() * 2 / 5; px > 12; --px) {
            f.setPixelSize(px);
            if (fits(f, room - 3)) return f;
        }
        f = font();
    }
    for (int px = QFontInfo(f).pixelSize(); px >= 7; --px) {
        f.setPixelSize(px);
        if (fits(f, room)) return f;
    }
    return std::nullopt;
}

int WeightStrip::row_height(std::size_t row) const {
    const QFontMetrics fm(font());
    const bool labelled = row < rows_.size() && rows_[row].labels;
    return fm.height() + 7 /*title, ghost band*/ + cell_height() + (labelled ? fm.height() + 6 /*labels*/ : 6);
}

int WeightStrip::row_top(std::size_t row) const {
    int top = kMargin + QFontMetrics(font()).height() + 4;  // the caption
    for (std::size_t r = 0; r < row; ++r) top += row_height(r);
    return top;
}

int WeightStrip::cell_count() const {
    if (!model_) return 0;
    std::size_t n = 0;
    for (const StripRow& r : rows_) n = std::max(n, model_->series()[r.series].size());
    return static_cast<int>(n);
}

QSize WeightStrip::sizeHint() const {
    const std::size_t rows = std::max<std::size_t>(1, rows_.size());
    return {480, row_top(rows) + kMargin};
}

QRect WeightStrip::cell_rect(int row, int index) const {
    const int n = std::max(1, cell_count());
    const QFontMetrics fm(font());
    const int cell_h = cell_height();
    const double w = double(width() - 2 * kMargin) / n;
    const int top = row_top(static_cast<std::size_t>(std::max(0, row))) + fm.height() + 7;
    return QRect(static_cast<int>(kMargin + index * w), top, static_cast<int>(std::floor(w)) - 2, cell_h);
}

QString WeightStrip::caption() { return tr("attention weights: oldest key on the left, newest on the right"); }

QString WeightStrip::caption_fitting(int width) const {
    // Never cut: the longest wording that fits whole.
    const QFontMetrics fm(font());
    const QStringList wordings{caption(), tr("weights: oldest key on the left, newest on the right"),
                               tr("weights: oldest key left, newest right"), tr("oldest key left, newest right"),
                               tr("oldest left, newest right")};
    for (const QString& w : wordings) {
        if (fm.horizontalAdvance(w) <= width) return w;
    }
    return wordings.back();
}

QString WeightStrip::label_text(const Series& labels, double v) {
    if (says_steps_back(labels)) return tr("%1 back").arg(QString::number(v, 'g', 4));
    return QString::number(v, 'g', 4);
}

QString WeightStrip::cell_tooltip(int row, int index) const {
    if (!model_ || row < 0 || static_cast<std::size_t>(row) >= rows_.size() || index < 0) return {};
    const Series& s = model_->series()[rows_[row].series];
    const auto i = static_cast<std::size_t>(index);
    if (i >= s.count_until(time_)) return {};
    const int n = static_cast<int>(s.count_until(time_));
    QString tip = tr("<b>%1</b> (of %2)").arg(cell_name(*model_, rows_[row], index)).arg(n);
    tip += tr("<br>%1: <b>%2</b>").arg(QString::fromStdString(s.name()).toHtmlEscaped()).arg(s.points()[i].v, 0, 'f', 4);
    // Everything else the program plotted at the same moments: its value, score, readings...
    for (const Series& other : model_->series()) {
        if (&other == &s || !in_step(s, other) || i >= other.count_until(time_)) continue;
        tip += QStringLiteral("<br>%1: %2").arg(QString::fromStdString(other.name()).toHtmlEscaped(),
                                               QString::number(other.points()[i].v, 'g', 6));
    }
    if (ghost_) {
        if (const Series* before = ghost_->find_series(s.name()); before && i < before->size())
            tip += tr("<br><i>previous run: %1</i>").arg(before->points()[i].v, 0, 'f', 4);
    }
    return tip;
}

std::optional<std::pair<int, int>> WeightStrip::cell_at(QPoint pos) const {
    const int label_h = QFontMetrics(font()).height() + 4;
    for (std::size_t r = 0; r < rows_.size(); ++r) {
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

void WeightStrip::paint_run_label(QPainter& p, int bottom) const {
    if (run_label_.isEmpty()) return;
    // Which run (a twin run's two strips): at the right of a row's title.
    const int h = QFontMetrics(font()).height();
    p.setPen(run_color_);
    p.drawText(QRect(kMargin, bottom - h, width() - 2 * kMargin, h), Qt::AlignRight | Qt::AlignBottom, run_label_);
}

void WeightStrip::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    if (!model_ || rows_.empty()) {
        p.setPen(palette().placeholderText().color());
        p.drawText(rect(), Qt::AlignCenter, tr("weights (values in [0, 1] adding up to 1) show here as a strip"));
        return;
    }
    const QFontMetrics fm(font());
    p.setPen(palette().placeholderText().color());
    p.drawText(QPoint(kMargin, kMargin + fm.ascent()), caption_fitting(width() - 2 * kMargin));
    const std::optional<QFont> figures = cell_font();
    const int n = cell_count();
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        const Series& s = model_->series()[rows_[r].series];
        const Series* labels = rows_[r].labels ? &model_->series()[*rows_[r].labels] : nullptr;
        const std::size_t shown = s.count_until(time_);
        const std::size_t labels_shown = labels ? labels->count_until(time_) : 0;
        // Labels that do not fit under every cell go under every second (third...) one.
        int label_step = 1;
        if (labels && n > 0) {
            int widest = 0;
            for (std::size_t i = 0; i < labels_shown; ++i) widest = std::max(widest, fm.horizontalAdvance(label_text(*labels, labels->points()[i].v)));
            const int cell_w = std::max(1, cell_rect(static_cast<int>(r), 0).width() + 2);
            label_step = std::max(1, (widest + 6 + cell_w - 1) / cell_w);
        }
        const Series* before = ghost_ ? ghost_->find_series(s.name()) : nullptr;
        // Title: the series' name, and its labels' name.
        const QRect first = cell_rect(static_cast<int>(r), 0);
        p.setPen(palette().text().color());
        QString title = QString::fromStdString(s.name());
        if (labels) title += tr("   (under each cell: %1)").arg(QString::fromStdString(labels->name()));
        p.drawText(QPoint(kMargin, first.top() - 7 - fm.descent() - 1), title);
        paint_run_label(p, first.top() - 7);
        for (int i = 0; i < n; ++i) {
            const QRect cell = cell_rect(static_cast<int>(r), i);
            if (static_cast<std::size_t>(i) >= shown) {
                p.setPen(QPen(QColor(0, 0, 0, 40), 1, Qt::DotLine));
                p.setBrush(Qt::NoBrush);
                p.drawRect(cell);
                continue;
            }
            const double w = s.points()[static_cast<std::size_t>(i)].v;
            const QColor fill = shade(w);
            p.setPen(Qt::NoPen);
            p.setBrush(fill);
            p.drawRect(cell);
            // The weight printed in the cell, if it fits.
            if (before && static_cast<std::size_t>(i) < before->size()) {
                // Before and after: the previous run's weight, as a band on top.
                const double was = before->points()[static_cast<std::size_t>(i)].v;
                p.setBrush(shade(was));
                p.setPen(QPen(QColor(0, 0, 0, 50), 1));
                p.drawRect(QRect(cell.left(), cell.top() - 6, cell.width() - 1, 5));
            }
            const QString text = w >= 0.995 ? QStringLiteral("1") : w < 0.005 ? QStringLiteral("0") : QString::number(w, 'f', 2).mid(1);
            if (figures) {
                p.setFont(*figures);
                p.setPen(fill.lightnessF() < 0.5 ? Qt::white : QColor(40, 40, 50));
                p.drawText(cell, Qt::AlignCenter, text);
                p.setFont(font());
            }
            if (labels && static_cast<std::size_t>(i) < labels_shown && (n - 1 - i) % label_step == 0) {
                // Thinned from the newest key, so the newest always has its label.
                const double v = labels->points()[static_cast<std::size_t>(i)].v;
                const QString label = label_text(*labels, v);
                const int room = cell.width() + 2 + (label_step - 1) * (cell.width() + 2);
                p.setPen(palette().text().color());
                p.drawText(QRect(cell.center().x() - room / 2, cell.bottom() + 2, room, fm.height()), Qt::AlignCenter, label);
            }
        }
    }
    if (marked_.first >= 0 && static_cast<std::size_t>(marked_.first) < rows_.size() && marked_.second < n) {
        // The cell pointed at, in the colour the mat and the charts mark its moment with.
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(moment_color(), 3));
        p.drawRect(cell_rect(marked_.first, marked_.second).adjusted(-1, -1, 1, 1));
    }
}

}  // namespace bugbot::studio
