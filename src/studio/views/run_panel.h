#pragma once
// The run's views side by side: the mat, the weight strip, the charts and the
// timeline (and the console, which lives elsewhere in the window but shows the
// same moment). They render one model at one view time; nothing here runs or
// simulates.
#include <QTimer>
#include <QWidget>
#include <cstdint>
#include <vector>

#include "studio/run/strip_rule.h"

class QLabel;
class QSlider;

namespace bugbot::studio {

class Console;
class MatView;
class RunModel;
class StripChart;
class WeightStrip;

class RunPanel : public QWidget {
    Q_OBJECT
public:
    explicit RunPanel(Console* console, QWidget* parent = nullptr);

    // Another run to show (or none); the view follows its end. `twin`: the
    // robot's run beside it (a twin run, RunController::run_twin), drawn in
    // the same views and named `twin_label`; its strip is a second strip.
    void show_model(const RunModel* model, const RunModel* ghost, const RunModel* twin = nullptr,
                    const QString& twin_label = {});
    // The model grew: repaint at most 60 times a second.
    void model_grew();
    // Shows the run at simulated time t; t < 0 follows the end.
    void show_time(double t);
    void refresh();
    void set_ghost_visible(bool on);
    void set_large(bool large);  // presentation
    // A clean picture: `title` over the mat, strip and charts as they show
    // now (no slider, no buttons); the series as CSV (series,t,value).
    QImage picture(const QString& title) const;
    bool export_png(const QString& path, const QString& title) const;
    bool export_csv(const QString& path, QString* error = nullptr) const;

    const RunModel* model() const { return model_; }
    MatView* mat() const { return mat_; }
    WeightStrip* strip() const { return strip_; }
    WeightStrip* twin_strip() const { return twin_strip_; }  // the twin's rows, beneath
    const RunModel* twin() const { return twin_; }
    StripChart* charts() const { return charts_; }
    QSlider* timeline() const { return timeline_; }
    // The time the views show (the end while they follow it).
    double shown_time() const;
    // Moves the view to the robot call before (-1) or after (+1) the time shown.
    void step_call(int direction);
    // Points at a strip cell's moment (cell_moment.h): the mat and the charts
    // show it; row < 0 points at none (the selected cell's moment, if any, again).
    void point_at_cell(int row, int index);
    // Selects a strip cell: its moment stays pointed at, and the view goes there.
    void select_cell(int row, int index);

signals:
    // The views now show `model` (null: none) at `time`: the editor's run line
    // and the variables pane follow.
    void shown(const bugbot::studio::RunModel* model, double time);

private:
    void invalidate();
    double end_time() const;  // the model's end, or the twin's when it ran on longer
    void show_twin_strip(const std::vector<StripRow>& rows);
    // The mat and the charts show moment t (t < 0: none, or the selected cell's).
    void point_at_time(double t);
    void clear_pointing();
    // The mat keeps most of the height while it has news (the robot moved,
    // the program drew); otherwise the charts get it.
    void share_height();

    Console* console_ = nullptr;
    MatView* mat_ = nullptr;
    WeightStrip* strip_ = nullptr;
    WeightStrip* twin_strip_ = nullptr;
    StripChart* charts_ = nullptr;
    QSlider* timeline_ = nullptr;
    QLabel* time_label_ = nullptr;
    QTimer frame_timer_;
    const RunModel* model_ = nullptr;
    const RunModel* ghost_ = nullptr;
    const RunModel* twin_ = nullptr;
    QString twin_label_;
    bool following_ = true, show_ghost_ = true;
    double view_time_ = 0;
    std::uint64_t shown_revision_ = ~0ull;
    std::size_t layout_signature_ = ~std::size_t{0};
    struct Extent {  // where one robot has been, from the frames looked at so far
        std::size_t frames_seen = 0;
        double x_min = 0, x_max = 0, y_min = 0, y_max = 0;
    };
    std::vector<Extent> extents_;  // one per robot
    bool mat_has_news_ = true;
    bool readings_chart_only_ = false;
    std::pair<int, int> selected_cell_{-1, -1};
};

}  // namespace bugbot::studio
