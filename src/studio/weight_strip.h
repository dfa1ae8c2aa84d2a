#pragma once
// The attention-weight strip: a caption that says how to read it, a row of
// cells per strip series (strip_rule.h), oldest on the left, each shaded by
// its weight with the weight printed in it, the series plotted in step with
// it as the labels under the cells ("11 back" when it counts steps back), and
// a tooltip with everything the run plotted at that cell's moment. Its type is
// sized from the space it has (layout()): when the weights' figures cannot be
// 10 px (16 in Presentation) on one line of cells, the cells wrap onto two or
// more lines, read like text, and the caption says so; where the lines would
// take more than 55% of the run's panel, smaller figures (10 px at least) on
// fewer lines. Hovering
// or clicking a cell says so (the run panel shows that cell's moment on the
// mat and in the charts, cell_moment.h); the cell pointed at is outlined.
#include <QColor>
#include <QRect>
#include <QString>
#include <QWidget>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "studio/run_model.h"
#include "studio/strip_rule.h"

class QPainter;

namespace bugbot::studio {

// Where the strip draws what, at a width: paintEvent, cell_rect and the tests use this one.
struct StripLayout {
    QString caption;       // the wording drawn, whole (wrapped when no wording fits one line)
    QRect caption_rect;
    int text_px = 0;       // the caption, the rows' titles and the labels under the cells
    int figure_px = 0;     // the weights printed in the cells; 0: none fit, none printed
    bool figures_bold = false;
    int lines = 1;         // the lines each row's cells wrap onto, oldest first, read like text
    int per_line = 1;      // cells on a line
    double pitch = 1;      // from one cell to the next
    int cell_w = 0, cell_h = 0;
    int ghost_h = 0;       // the previous run's band above each cell
    int label_h = 0;       // the labels' line under each line of cells
    int line_h = 0;        // a line of cells: ghost band, cells, labels
    std::vector<QString> titles;     // each row's title: its series, and its labels' name
    std::vector<QRect> title_rects;  // drawn word-wrapped, never cut
    std::vector<int> cells_top;      // the top of each row's first line (its ghost band)
    int height = 0;
};

// What one cell says, as plain text: its tooltip, and a screen reader's table (strip_accessible.h).
struct StripCellText {
    QString name;    // "key 9, 11 steps back" (cell_moment.h)
    int shown = 0;   // cells of its row shown at the view's time
    QString series;  // the row's series: the weights' name
    QString weight;  // "0.4213"
    std::vector<std::pair<QString, QString>> in_step;  // the other series plotted at its moment: name, value
    QString previous_weight;                           // the previous run's, "" when none
};

class WeightStrip : public QWidget {
    Q_OBJECT
public:
    explicit WeightStrip(QWidget* parent = nullptr);

    // The run to show and its rows (indices into model->series(), from
    // lay_out), bound together: the strip never holds rows of another run.
    // While the model holds that run (its run_id), the rows are read; once it
    // is cleared for another run, the strip shows no rows until shown again.
    void bind(const RunModel* model, std::vector<StripRow> rows);
    const RunModel* model() const { return model_; }
    // The previous run: its weights show as a band above each cell.
    void set_ghost(const RunModel* ghost) {
        if ((ghost_ == nullptr) != (ghost == nullptr)) layout_.reset(), updateGeometry();  // its band's room
        ghost_ = ghost;
        update();
    }
    // Which run this strip shows, when two are shown (a twin run): said at the
    // right of each row's title, in `color` ("" = nothing said).
    void set_run_label(const QString& label, const QColor& color) { run_label_ = label; run_color_ = color; update(); }
    const QString& run_label() const { return run_label_; }
    // The rows shown: none when the model has since been cleared for another run.
    const std::vector<StripRow>& rows() const;
    void set_time(double t) { time_ = t; update(); }
    // Presentation: cells half as tall again as the (already larger) type
    // needs, and the weights printed in them in big bold figures, for the back row.
    void set_large(bool large);
    bool large() const { return large_; }
    // The cell of `row`, `index` in widget pixels (for tests and screenshots).
    QRect cell_rect(int row, int index) const;
    QRect ghost_rect(int row, int index) const;  // the previous run's band above that cell
    // The layout at the widget's width (cached), or at another width.
    const StripLayout& layout() const;
    StripLayout layout_at(int width) const;
    int cell_count() const;
    // The tooltip of a cell: its position, weight, and each series plotted in step with its row.
    QString cell_tooltip(int row, int index) const;
    // The same as plain text; none for a cell not plotted by the view's time.
    std::optional<StripCellText> cell_text(int row, int index) const;
    // The cell (row, index) at a point of the widget (its label below it included).
    std::optional<std::pair<int, int>> cell_at(QPoint pos) const;
    // The cell outlined as the one pointed at (hovered or selected); none: row < 0.
    void set_marked_cell(int row, int index);
    std::pair<int, int> marked_cell() const { return marked_; }
    static QString caption();
    // The text printed in a cell of weight w: "1", "0" or ".89".
    static QString figure_text(double w);
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
    void resizeEvent(QResizeEvent* e) override;
    void changeEvent(QEvent* e) override;

private:
    void invalidate();  // the layout changes: recomputed, and the height asked again
    void lay_out_cells(StripLayout& l, int inner, int min_px) const;  // lines, cells and figures of min_px or more
    StripLayout layout_at(int width, int min_px) const;
    void paint_row(QPainter& p, const StripLayout& l, std::size_t r) const;
    void paint_run_label(QPainter& p, const QRect& title) const;
    // Row r's series and its labels, or null when the model no longer has them.
    const Series* row_series(std::size_t r) const;
    const Series* row_labels(std::size_t r) const;
    mutable std::optional<StripLayout> layout_;
    mutable int layout_width_ = -1, layout_cells_ = -1, layout_panel_ = -1;
    const RunModel* model_ = nullptr;
    std::uint64_t run_id_ = 0;  // the run of model_ that rows_ index into
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
