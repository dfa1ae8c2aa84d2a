#pragma once
// The attention-weight strip: a caption that says how to read it, a row of
// cells per strip series (strip_rule.h), oldest on the left, each shaded by
// its weight with the weight printed in it, the series plotted in step with
// it as the labels under the cells ("11 back" when it counts steps back), and
// a tooltip with everything the run plotted at that cell's moment. Hovering
// or clicking a cell says so (the run panel shows that cell's moment on the
// mat and in the charts, cell_moment.h); the cell pointed at is outlined.
#include <QWidget>
#include <optional>
#include <utility>
#include <vector>

#include "studio/run_model.h"
#include "studio/strip_rule.h"

class QPainter;

namespace bugbot::studio {

class WeightStrip : public QWidget {
    Q_OBJECT
public:
    explicit WeightStrip(QWidget* parent = nullptr);

    void set_model(const RunModel* model) { model_ = model; update(); }
    // The previous run: its weights show as a thin band along each cell's top.
    void set_ghost(const RunModel* ghost) { ghost_ = ghost; update(); }
    // Which run this strip shows, when two are shown (a twin run): said at the
    // right of each row's title, in `color` ("" = nothing said).
    void set_run_label(const QString& label, const QColor& color) { run_label_ = label; run_color_ = color; update(); }
    const QString& run_label() const { return run_label_; }
    void set_rows(std::vector<StripRow> rows);
    const std::vector<StripRow>& rows() const { return rows_; }
    void set_time(double t) { time_ = t; update(); }
    // Presentation: cells half as tall again as the (already larger) type
    // needs, and the weights printed in them in big figures, for the back row.
    void set_large(bool large);
    bool large() const { return large_; }
    // The cell of `row`, `index` in widget pixels (for tests and screenshots).
    QRect cell_rect(int row, int index) const;
    int cell_count() const;
    // The tooltip of a cell: its position, weight, and each series plotted in step with its row.
    QString cell_tooltip(int row, int index) const;
    // The cell (row, index) at a point of the widget (its label below it included).
    std::optional<std::pair<int, int>> cell_at(QPoint pos) const;
    // The cell outlined as the one pointed at (hovered or selected); none: row < 0.
    void set_marked_cell(int row, int index);
    std::pair<int, int> marked_cell() const { return marked_; }
    static QString caption();
    QString caption_fitting(int width) const;  // caption() or a shorter wording, whole, within width
    // The label under a cell: a steps-back count as "11 back", else the value.
    static QString label_text(const Series& labels, double value);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {200, 40}; }
    // Weight 0 -> near white, 1 -> near black (a blue-grey ramp).
    static QColor shade(double weight);

signals:
    // The mouse is over cell `index` of row `row` (-1, -1: over none).
    void cell_hovered(int row, int index);
    void cell_clicked(int row, int index);

protected:
    void paintEvent(QPaintEvent*) override;
    bool event(QEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void leaveEvent(QEvent* e) override;

private:
    int row_height(std::size_t row) const;  // title, cells, and the labels' line when it has labels
    int row_top(std::size_t row) const;
    int cell_height() const;
    std::optional<QFont> cell_font() const;  // the weights' figures, if they fit
    void paint_run_label(QPainter& p, int bottom) const;
    const RunModel* model_ = nullptr;
    const RunModel* ghost_ = nullptr;
    QString run_label_;
    QColor run_color_;
    std::vector<StripRow> rows_;
    double time_ = 0;
    bool large_ = false;
    std::pair<int, int> marked_{-1, -1};
    std::pair<int, int> hovered_{-1, -1};
};

}  // namespace bugbot::studio
