// Several robots and their servos in the window, with the real engine on the
// built-in two-robot world.
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "studio/views/console.h"
#include "studio/work/workspace.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
// Robot 0 starts at (50, 20) facing up the mat, robot 1 at (50, 80) facing down
// (worlds/two-robots.json).
const char* kBothDrive =
    "from bugbot import Robot\n"
    "a = Robot(0)\n"
    "b = Robot(1)\n"
    "a.led(255, 0, 0)\n"
    "a.forward(50, distance=15)\n"
    "b.turn(90)\n"
    "b.forward(50, distance=20)\n"
    "b.servo(0, 45)\n"
    "print(a.distance(), b.distance())\n";

int color_distance(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}
}  // namespace

TEST_F(WindowTest, EveryRobotIsDrawnWhereTheEngineSaysInItsOwnColour) {
    // As `bugbot-studio two.py --world two-robots` opens it.
    QTemporaryDir dir;
    const QString script = dir.filePath("two.py");
    ASSERT_TRUE(write_text(script, kBothDrive));
    MainWindow w;
    w.resize(1600, 980);
    w.set_script_world("two-robots");
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    const RunModel* model = w.model();
    ASSERT_TRUE(model->end());
    ASSERT_EQ(model->end()->status, "done") << w.console()->toPlainText().toStdString();
    ASSERT_EQ(model->robot_count(), 2);
    ASSERT_FALSE(model->frames(0).empty());
    ASSERT_FALSE(model->frames(1).empty());
    // Where the engine put them: each drove its own way.
    const FrameEvent a = model->frames(0).back(), b = model->frames(1).back();
    EXPECT_NEAR(a.y, 35, 1);
    EXPECT_NEAR(b.x, 30, 1);
    EXPECT_NEAR(b.heading, 270, 1);

    MatView* mat = w.mat_view();
    const QImage img = mat->grab().toImage();
    const QTransform m = mat->mat_to_widget();
    const double radius = model->world()->radius;
    // Robot 0 shows the red its script set; robot 1, which set none, its own colour.
    const QColor on_a = img.pixelColor(m.map(on_body(a, radius)).toPoint());
    const QColor on_b = img.pixelColor(m.map(on_body(b, radius)).toPoint());
    EXPECT_LT(color_distance(on_a, QColor(255, 0, 0)), 40) << on_a.name().toStdString();
    EXPECT_LT(color_distance(on_b, MatView::robot_color(1)), 40) << on_b.name().toStdString();
    // And neither is drawn at its start any more.
    const QColor at_b_start = img.pixelColor(m.map(QPointF(50, 80)).toPoint());
    EXPECT_GT(color_distance(at_b_start, MatView::robot_color(1)), 60) << at_b_start.name().toStdString();
    // Each robot's servo arm: robot 1's points at 45 degrees (ahead and to its right).
    const QPointF arm = QPointF(b.x, b.y) + MatView::servo_direction(b.heading, 45) * radius * 1.3;
    EXPECT_LT(luminance(img.pixel(m.map(arm).toPoint())), 90);
    const QPointF no_arm = QPointF(a.x, a.y) + MatView::servo_direction(a.heading, 45) * radius * 1.3;
    EXPECT_GT(luminance(img.pixel(m.map(no_arm).toPoint())), 150);
}

TEST_F(WindowTest, AOneRobotRunShowsNoIndexLabel) {
    // The same robot 0 alone (the default mat): nothing drawn above its body.
    QTemporaryDir dir;
    const QString script = dir.filePath("one.py");
    ASSERT_TRUE(write_text(script, "from bugbot import Robot\na = Robot(0)\na.forward(50, distance=15)\n"));
    MainWindow w;
    w.resize(1600, 980);
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    ASSERT_EQ(w.model()->robot_count(), 1);
    const FrameEvent a = w.model()->frames().back();
    const QImage img = w.mat_view()->grab().toImage();  // lays the view out first
    const QTransform m = w.mat_view()->mat_to_widget();
    // Just above the body, where a label would sit (a framed box with dark
    // text): nothing dark, except the sensor's beam up the middle.
    const QPoint above = (m.map(QPointF(a.x, a.y + w.model()->world()->radius)) - QPointF(0, 10)).toPoint();
    int dark = 0;
    for (int y = above.y() - 7; y <= above.y() + 5; ++y)
        for (int x = above.x() - 16; x <= above.x() + 16; ++x)
            dark += std::abs(x - above.x()) > 3 && luminance(img.pixel(x, y)) < 140;
    EXPECT_EQ(dark, 0);
}
