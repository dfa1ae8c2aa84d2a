#pragma once
// The mat as the engine last reported it at the view's time: walls and
// obstacles, a centimetre grid, every robot (LED colour, heading, sensor beam,
// servo arms, its index when there are several), each with a fading trail
// (hovering it names that moment to the charts), bumps, beeps, the script's
// draw layers with a legend, and a faint ghost of the previous run.
#include <QPointF>
#include <QTransform>
#include <QWidget>
#include <optional>

#include "studio/run/run_model.h"

namespace bugbot::studio {

class MatView : public QWidget {
    Q_OBJECT
public:
    explicit MatView(QWidget* parent = nullptr);

    void set_model(const RunModel* model) { model_ = model; update(); }
    void set_ghost(const RunModel* ghost) { ghost_ = ghost; update(); }
    // A twin run's robot side (null: none): its heading and beam at the view's
    // time, ringed in its colour over the simulated robot, named by `label`.
    // No trail: on today's firmware its position stays where it started.
    void set_twin(const RunModel* twin, const QString& label) { twin_ = twin; twin_label_ = label; update(); }
    void set_time(double t) { time_ = t; update(); }
    double time() const { return time_; }
    // A moment pointed at elsewhere (a chart): the robot and its beam then,
    // outlined in orange over the view's time. t < 0: none.
    void set_moment(double t) { moment_ = t; update(); }
    double moment() const { return moment_; }
    static QColor moment_color();
    // The moment of the trail point under `pos` (within a few pixels), if any.
    std::optional<double> trail_time_at(QPoint pos) const;
    // Mat centimetres -> widget pixels, for the current size (zoom to fit).
    QTransform mat_to_widget() const;
    // Robot i's own colour: its trail, its label's frame, its body until it sets its LED.
    static QColor robot_color(int robot);
    // The colour robot i's body shows at the view's time t (its LED, else robot_color).
    QColor body_color(int robot, double t) const;
    // Which way a servo arm at `angle` (0..180) points on a robot facing
    // `heading`, as a unit vector in mat cm (90: ahead, 0: right, 180: left).
    static QPointF servo_direction(double heading, double angle);
    QSize sizeHint() const override { return {480, 480}; }
    QSize minimumSizeHint() const override { return {200, 200}; }

signals:
    // The mouse points at the trail where the robot was at t (t < 0: at none), for the charts.
    void hovered_time(double t);

protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void leaveEvent(QEvent* e) override;

private:
    void paint_trail(QPainter& p, const QTransform& m, int robot) const;
    void paint_robot(QPainter& p, const QTransform& m, int robot, const WorldEvent* world) const;
    void paint_ghost(QPainter& p, const QTransform& m) const;
    void paint_twin(QPainter& p, const QTransform& m, const WorldEvent* world) const;
    void paint_layers(QPainter& p, const QTransform& m, const RunModel& model, double t, bool faint) const;
    void paint_legend(QPainter& p) const;

    const RunModel* model_ = nullptr;
    const RunModel* ghost_ = nullptr;
    const RunModel* twin_ = nullptr;
    QString twin_label_;
    double time_ = 0;
    double moment_ = -1;
    bool over_trail_ = false;
};

// The draw() colour names (and any SVG colour name or #rrggbb).
QColor draw_color(const std::string& name);

}  // namespace bugbot::studio
