// Linked views with the real engine: a strip cell's moment on the chart and
// the mat, the mat's trail in the charts, and the timeline stepped call by call.
#include <QAbstractButton>
#include <QApplication>
#include <QLineEdit>
#include <QSignalSpy>
#include <QMouseEvent>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "studio/views/console.h"
#include "studio/views/console_input.h"
#include "studio/run/engine_process.h"
#include "studio/views/moment_colors.h"
#include "studio/views/run_panel.h"
#include "studio/views/strip_chart.h"
#include "studio/views/variables_pane.h"
#include "studio/work/workspace.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
void move_mouse(QWidget* w, QPoint at) {
    QMouseEvent move(QEvent::MouseMove, QPointF(at), w->mapToGlobal(QPointF(at)), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(w, &move);
}
void leave(QWidget* w) {
    QEvent e(QEvent::Leave);
    QApplication::sendEvent(w, &e);
}
bool near_color(const QColor& a, const QColor& b, int tolerance = 90) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) < tolerance;
}
// Pixels of colour c in a column of an image, between two rows.
int count_in_column(const QImage& img, int x, int top, int bottom, const QColor& c) {
    int n = 0;
    for (int y = top; y <= bottom; ++y) n += img.rect().contains(x, y) && near_color(img.pixelColor(x, y), c);
    return n;
}
// Pixels of colour c on the circle of radius r around centre.
int count_on_circle(const QImage& img, QPointF centre, double r, const QColor& c) {
    int n = 0;
    for (int k = 0; k < 36; ++k) {
        const double a = k * M_PI / 18;
        const QPoint p = (centre + QPointF(std::cos(a), std::sin(a)) * r).toPoint();
        n += img.rect().contains(p) && near_color(img.pixelColor(p), c);
    }
    return n;
}
std::size_t readings_group(const StripChart& charts) {
    for (std::size_t g = 0; g < charts.groups().size(); ++g)
        if (charts.groups()[g] == std::vector<std::size_t>{StripChart::kReadings}) return g;
    return charts.groups().size();
}
}  // namespace

TEST_F(WindowTest, HoveringTheDarkestCellShowsTheReadingElevenStepsBackInTheChartAndOnTheMat) {
    MainWindow w;
    w.resize(1600, 980);
    w.show();
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));  // the page's second program
    ASSERT_TRUE(run_to_end(w));
    QApplication::processEvents();
    WeightStrip* strip = w.weight_strip();
    ASSERT_EQ(darkest_cell(strip->grab().toImage(), *strip, 0), 9);  // 20 - 9 = 11 steps back
    // Its cells stand for readings, so the charts show the readings.
    StripChart* charts = w.charts();
    const std::size_t g = readings_group(*charts);
    ASSERT_LT(g, charts->groups().size());
    ASSERT_TRUE(charts->isVisible());

    move_mouse(strip, strip->cell_rect(0, 9).center());
    // The chart marks the reading 11 back and the newest one (before the weights: the query's end).
    ASSERT_EQ(charts->marks().size(), 2u);
    const ChartMark key = charts->marks()[0], query = charts->marks()[1];
    EXPECT_EQ(key.label, "key 9, 11 steps back");  // as the program prints it, and as the tooltip says
    EXPECT_EQ(query.label, "newest");
    const auto& reads = w.model()->reads();
    ASSERT_EQ(reads.size(), 49u);  // the spin's 49 readings
    EXPECT_DOUBLE_EQ(query.t, reads[48].t);
    EXPECT_DOUBLE_EQ(key.t, reads[48 - 11].t);
    // That reading is the value the program plotted under the cell: "the reading after it".
    const Series* after = w.model()->find_series("the reading after it, cm");
    ASSERT_TRUE(after);
    EXPECT_EQ(reads[48 - 11].value, after->points()[9].v);
    EXPECT_EQ(strip->marked_cell(), (std::pair{0, 9}));

    // On the chart's pixels: an orange line at the key's moment, a green one at the query's.
    const QImage chart_img = charts->grab().toImage();
    const QRect r = charts->chart_rect(g);
    const int key_x = static_cast<int>(std::lround(charts->x_of(g, key.t)));
    const int query_x = static_cast<int>(std::lround(charts->x_of(g, query.t)));
    EXPECT_GT(count_in_column(chart_img, key_x, r.top(), r.bottom(), moment_color()), r.height() / 2);
    EXPECT_GT(count_in_column(chart_img, query_x, r.top(), r.bottom(), query_color()), r.height() / 2);

    // The mat: the robot and its beam at that moment, in orange.
    MatView* mat = w.mat_view();
    EXPECT_DOUBLE_EQ(mat->moment(), key.t);
    const FrameEvent then = w.model()->pose_at(key.t);
    ASSERT_GT(then.beam, 0);
    const QImage mat_img = mat->grab().toImage();
    const QTransform m = mat->mat_to_widget();
    const double radius = w.model()->world()->radius;
    EXPECT_GT(count_on_circle(mat_img, m.map(QPointF(then.x, then.y)), radius * m.m11(), moment_color()), 18);
    // Where that beam hit: an orange ring at the end of it.
    const double h = then.heading * M_PI / 180;
    const QPointF hit = m.map(QPointF(then.x + std::sin(h) * then.beam, then.y + std::cos(h) * then.beam));
    EXPECT_GT(count_on_circle(mat_img, hit, 5, moment_color()), 12);

    // Away from the strip: nothing is pointed at.
    leave(strip);
    EXPECT_TRUE(charts->marks().empty());
    EXPECT_LT(mat->moment(), 0);
    EXPECT_EQ(strip->marked_cell(), (std::pair{-1, -1}));

    // A click selects the cell: the timeline goes to its moment and the pointing stays.
    QTest::mouseClick(strip, Qt::LeftButton, Qt::NoModifier, strip->cell_rect(0, 9).center());
    EXPECT_DOUBLE_EQ(w.run_panel()->shown_time(), key.t);
    leave(strip);
    ASSERT_EQ(charts->marks().size(), 2u);
    EXPECT_DOUBLE_EQ(mat->moment(), key.t);
}

TEST_F(WindowTest, PointingAtTheMatsTrailMarksThatMomentInTheCharts) {
    QTemporaryDir dir;
    const QString script = dir.filePath("arc.py");
    ASSERT_TRUE(write_text(script, "from bugbot import *\nconnect()\ndrive(60, 30)\n"
                                   "for i in range(40):\n    plot('distance', distance())\n    wait(0.1)\nstop()\n"));
    MainWindow w;
    w.resize(1600, 980);
    w.show();
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    QApplication::processEvents();
    MatView* mat = w.mat_view();
    StripChart* charts = w.charts();
    ASSERT_EQ(charts->groups().size(), 1u);
    // A point of the trail the mat draws (the last 3 s): 1.5 s before the end.
    const auto& frames = w.model()->frames();
    const std::size_t i = w.model()->frames_until(w.model()->end_time() - 1.5) - 1;
    const QPoint at = mat->mat_to_widget().map(QPointF(frames[i].x, frames[i].y)).toPoint();
    move_mouse(mat, at);
    ASSERT_EQ(charts->marks().size(), 1u);
    const double t = charts->marks()[0].t;
    EXPECT_NEAR(t, frames[i].t, 0.1);
    EXPECT_DOUBLE_EQ(mat->moment(), t);  // and the mat outlines the robot then
    const QImage img = charts->grab().toImage();
    const QRect r = charts->chart_rect(0);
    EXPECT_GT(count_in_column(img, static_cast<int>(std::lround(charts->x_of(0, t))), r.top(), r.bottom(), moment_color()),
              r.height() / 2);
    // Off the trail: the mark goes.
    move_mouse(mat, QPoint(2, 2));
    EXPECT_TRUE(charts->marks().empty());
}

TEST_F(WindowTest, TheTimelineStepsRobotCallByRobotCallAndTheLineAndVariablesFollow) {
    QTemporaryDir dir;
    const QString script = dir.filePath("steps.py");
    ASSERT_TRUE(write_text(script, "from bugbot import *\nconnect()\ntotal = 0\nfor i in range(4):\n"
                                   "    total = total + 10\n    print('total', total)\n    wait(0.5)\n"
                                   "    d = distance()\n    wait(0.25)\n"));
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    RunPanel* panel = w.run_panel();
    const QString text = w.editor()->text();
    w.show_time(0);
    // Forward with the key the Run menu shows (Alt+.), call by call to the end.
    std::vector<double> times;
    std::vector<int> lines;
    for (int k = 0; k < 40; ++k) {
        const double before = panel->shown_time();
        // Typed where a student's hands are: in the editor.
        QTest::keyClick(w.editor(), Qt::Key_Period, Qt::AltModifier);
        if (panel->shown_time() == before) break;
        ASSERT_GT(panel->shown_time(), before);
        times.push_back(panel->shown_time());
        lines.push_back(w.editor()->run_line());
        // The variables pane follows: total as the script last printed it.
        const QStringList printed = w.console()->toPlainText().trimmed().split('\n');
        if (printed.last().startsWith("total ")) {
            EXPECT_EQ(w.variables()->value_of("total"), printed.last().mid(6));
        }
    }
    EXPECT_EQ(w.editor()->text(), text);  // the keys stepped; they typed nothing
    // The moments the script called the robot: each wait's end (the read right
    // after it is the same moment, the same step); the line is the moment's last call's.
    EXPECT_EQ(times, (std::vector<double>{0.5, 0.75, 1.25, 1.5, 2, 2.25, 2.75}));
    EXPECT_EQ(lines, (std::vector<int>{9, 7, 9, 7, 9, 7, 9}));
    // And back, with the button, through the same moments.
    ASSERT_EQ(times.size(), 7u);
    for (std::size_t k = times.size() - 1; k-- > 0;) {
        panel->findChild<QAbstractButton*>("previous_call")->click();
        EXPECT_DOUBLE_EQ(panel->shown_time(), times[k]);
        EXPECT_EQ(w.editor()->run_line(), lines[k]);
    }
}

TEST_F(WindowTest, InputReadsALineTypedInTheConsole) {
    QTemporaryDir dir;
    const QString script = dir.filePath("ask.py");
    ASSERT_TRUE(write_text(script, "from bugbot import *\nprint('hello')\nname = input('your name? ')\n"
                                   "wait(0.5)\nprint('hi', name)\n"));
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    ASSERT_TRUE(w.open_target(script));
    QSignalSpy done(&w, &MainWindow::run_finished);
    w.run(0);
    // The run waits: the line under the console shows, with the prompt.
    ConsoleInput* input = w.console_input();
    for (int i = 0; i < 300 && !input->isVisible(); ++i) QTest::qWait(20);
    ASSERT_TRUE(input->isVisible());
    EXPECT_TRUE(w.running());
    EXPECT_TRUE(w.console()->toPlainText().contains("hello"));
    QTest::keyClicks(input->line(), "Bob");
    QTest::keyClick(input->line(), Qt::Key_Return);
    ASSERT_TRUE(done.wait(30000));
    QApplication::processEvents();
    EXPECT_FALSE(input->isVisible());
    const QString printed = w.console()->toPlainText();
    EXPECT_TRUE(printed.contains("your name? Bob")) << printed.toStdString();
    EXPECT_TRUE(printed.contains("hi Bob")) << printed.toStdString();
    EXPECT_EQ(w.variables()->value_of("name"), "'Bob'");
    // A live run has nobody to type: it goes without --control, and input() says so.
    RunOptions live;
    live.script = script;
    live.console_input = false;
    EXPECT_FALSE(EngineProcess::arguments_for(live).contains("--control"));
    live.console_input = true;
    EXPECT_TRUE(EngineProcess::arguments_for(live).contains("--control"));
}
