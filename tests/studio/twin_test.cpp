// Run on both (a twin run): the same program at once in the simulator and on
// a robot, against a real emulator process (`bugbot robots emulate`) on a real
// pseudo-terminal, with the real engine, driven by the window's own keys.
#include <QAction>
#include <QSignalSpy>
#include <QTest>

#include "studio/views/console.h"
#include "studio/views/moment_colors.h"
#include "studio/views/run_panel.h"
#include "studio/views/strip_chart.h"
#include "studio/work/workspace.h"
#include "emulator_process.h"
#include "studio/robot/robot_controls.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {

// Spin and read, as the attention lesson does (short), then weights that add
// up to 1: a chart of the readings and a strip.
const char* kSpinAndRead =
    "from bugbot import *\n"
    "import math\n"
    "connect()\n"
    "readings = []\n"
    "for tick in range(8):\n"
    "    drive(0, 0, 100)\n"
    "    cm = distance()\n"
    "    readings.append(cm)\n"
    "    plot('reading, cm', cm)\n"
    "    wait(0.25)\n"
    "stop()\n"
    "scores = [-abs(r - readings[-1]) / 10 for r in readings[:-1]]\n"
    "top = max(scores)\n"
    "weights = [math.exp(s - top) for s in scores]\n"
    "for w in weights:\n"
    "    plot('weight', w / sum(weights))\n";

class TwinTest : public WindowTest {
protected:
    void SetUp() override {
        WindowTest::SetUp();
        emulator_ = std::make_unique<Emulator>(1);
        ASSERT_TRUE(emulator_->ok()) << "no emulator";
        w_.resize(1400, 900);
        w_.show();
        w_.activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&w_));
    }
    void open(const char* source) {
        const QString script = dir_.filePath("twin.py");
        ASSERT_TRUE(write_text(script, source));
        ASSERT_TRUE(w_.open_target(script));
    }
    void key(Qt::Key k, Qt::KeyboardModifiers m) { QTest::keyClick(&w_, k, m); }
    QAction* run_on_both() const { return w_.findChild<QAction*>("run_on_both"); }

    QTemporaryDir dir_;
    std::unique_ptr<Emulator> emulator_;
    MainWindow w_;
};

// Pixels of `img` within a few levels of `c`.
int pixels_of(const QImage& img, const QColor& c) {
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor p = img.pixelColor(x, y);
            n += std::abs(p.red() - c.red()) + std::abs(p.green() - c.green()) + std::abs(p.blue() - c.blue()) < 40;
        }
    return n;
}

}  // namespace

TEST_F(TwinTest, RunOnBothIsForARobotTarget) {
    open(kSpinAndRead);
    ASSERT_TRUE(run_on_both());
    EXPECT_FALSE(run_on_both()->isEnabled());  // the simulator is the target
    w_.runs()->set_target(emulator_->target());
    EXPECT_TRUE(run_on_both()->isEnabled());
    w_.runs()->set_target({});
    EXPECT_FALSE(run_on_both()->isEnabled());
}

TEST_F(TwinTest, RunOnBothRunsTheSimulatorAndTheRobotSideBySide) {
    open(kSpinAndRead);
    w_.runs()->set_target(emulator_->target());
    QSignalSpy done(&w_, &MainWindow::run_finished);
    key(Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    ASSERT_TRUE(w_.running());
    // Never paused: the robot's side would lose its heartbeat, and the two sides would part.
    QAction* pause = w_.findChild<QAction*>("pause");
    ASSERT_TRUE(pause);
    EXPECT_FALSE(pause->isEnabled());
    key(Qt::Key_F7, Qt::NoModifier);
    EXPECT_NE(w_.runs()->state(), RunState::Paused);
    w_.runs()->set_paused(true);  // asked directly: neither side is stopped
    EXPECT_NE(w_.runs()->state(), RunState::Paused);
    EXPECT_FALSE(w_.runs()->engine()->paused());
    // A real robot is moving: the banner says so, as for a run on the robot alone.
    EXPECT_TRUE(w_.robot()->banner_text().contains("(real robot)")) << w_.robot()->banner_text().toStdString();
    ASSERT_TRUE(done.wait(60000));
    EXPECT_EQ(done.count(), 1);  // one Run: finished once, when both ended

    // Two runs: the simulator's (model) and the robot's (twin), each with its readings.
    const RunModel* sim = w_.model();
    const RunModel* real = w_.runs()->twin();
    ASSERT_TRUE(sim && real);
    ASSERT_NE(sim, real);
    const auto said = [](const RunModel* m) {
        std::string out;
        for (const ConsoleLine& l : m->console()) out += l.text + "\n";
        return out;
    };
    ASSERT_TRUE(sim->end() && real->end()) << said(sim) << "---\n" << said(real);
    EXPECT_EQ(sim->end()->status, "done") << w_.console()->toPlainText().toStdString();
    EXPECT_EQ(real->end()->status, "done");
    EXPECT_EQ(sim->reads().size(), 8u);
    EXPECT_EQ(real->reads().size(), 8u);
    ASSERT_TRUE(real->find_series("reading, cm"));
    EXPECT_EQ(real->find_series("reading, cm")->size(), 8u);
    EXPECT_EQ(w_.runs()->twin_label(), "FROG-14 (real)");
    // Both in real time: the simulator's eight quarter seconds took two seconds, as the robot's did.
    EXPECT_GT(sim->end_time(), 1.9);
    EXPECT_GT(real->end_time(), 1.9);

    // Each chart holds both traces (what the program plotted, and its readings
    // the strip's cells stand for), and its legend names both runs.
    StripChart* charts = w_.charts();
    ASSERT_EQ(charts->twin(), real);
    ASSERT_EQ(charts->groups().size(), 2u);
    for (std::size_t g = 0; g < 2; ++g) {
        const auto legend = charts->legend(g);
        ASSERT_EQ(legend.size(), 2u);
        EXPECT_EQ(legend[0].text, g == 0 ? "reading, cm (simulator)" : "distance, as read (simulator)");
        EXPECT_EQ(legend[1].text, "FROG-14 (real)");
        EXPECT_EQ(legend[1].color, twin_color());
        // The robot's trace in its own colour, in the chart itself (not only its legend).
        const QImage chart = charts->grab().toImage().copy(charts->chart_rect(g).adjusted(2, 2, -2, -2));
        EXPECT_GT(pixels_of(chart, twin_color()), 60) << g;
        EXPECT_GT(pixels_of(chart, legend[0].color), 60) << g;
    }

    // The weight strip shows both: the simulator's row, and the robot's beneath, labelled.
    WeightStrip* strip = w_.weight_strip();
    WeightStrip* twin_strip = w_.run_panel()->twin_strip();
    ASSERT_TRUE(strip->isVisible());
    ASSERT_TRUE(twin_strip->isVisible());
    EXPECT_GT(twin_strip->y(), strip->y());
    ASSERT_EQ(strip->rows().size(), 1u);
    ASSERT_EQ(twin_strip->rows().size(), 1u);
    EXPECT_EQ(strip->cell_count(), 7);
    EXPECT_EQ(twin_strip->cell_count(), 7);
    EXPECT_EQ(strip->run_label(), "simulator");
    EXPECT_EQ(twin_strip->run_label(), "FROG-14 (real)");
    EXPECT_GT(pixels_of(twin_strip->grab().toImage(), twin_color()), 20);
    // Its cells are the robot's weights: the darkest is (one of) the robot's heaviest.
    const Series& weights = *real->find_series("weight");
    double heaviest = 0;
    for (const SeriesPoint& p : weights.points()) heaviest = std::max(heaviest, p.v);
    const int darkest = darkest_cell(twin_strip->grab().toImage(), *twin_strip, 0);
    ASSERT_GE(darkest, 0);
    EXPECT_NEAR(weights.points()[static_cast<std::size_t>(darkest)].v, heaviest, 0.05);

    // The mat: the real robot's ring, heading and beam in its colour.
    EXPECT_GT(pixels_of(w_.mat_view()->grab().toImage(), twin_color()), 100);

    // A plain Run in the simulator after it: one run again, drawn as before.
    w_.runs()->set_target({});
    ASSERT_TRUE(run_to_end(w_));
    EXPECT_EQ(w_.runs()->twin(), nullptr);
    EXPECT_EQ(charts->twin(), nullptr);
    ASSERT_EQ(charts->legend(0).size(), 1u);
    EXPECT_EQ(charts->legend(0)[0].text, "reading, cm");
    EXPECT_FALSE(twin_strip->isVisible());
    EXPECT_EQ(strip->run_label(), "");
    EXPECT_EQ(pixels_of(w_.mat_view()->grab().toImage(), twin_color()), 0);
}

TEST_F(TwinTest, StopEndsBothAndTheRobotIsStoppedThenReleased) {
    open("from bugbot import *\nconnect()\nwhile True:\n    drive(0, 0, 100)\n    plot('reading, cm', distance())\n    wait(0.25)\n");
    w_.runs()->set_target(emulator_->target());
    QSignalSpy done(&w_, &MainWindow::run_finished);
    run_on_both()->trigger();
    // Until the robot's run is under way (its readings come in).
    for (int i = 0; i < 200 && !(w_.runs()->twin() && w_.runs()->twin()->reads().size() >= 2); ++i) QTest::qWait(50);
    ASSERT_TRUE(w_.runs()->twin() && w_.runs()->twin()->reads().size() >= 2)
        << w_.console()->toPlainText().toStdString() << (w_.runs()->twin() ? w_.runs()->twin()->reads().size() : 999) << " "
        << w_.model()->reads().size() << " " << emulator_->received().join(' ').toStdString() << " "
        << w_.engine()->engine_stderr().toStdString();
    ASSERT_GE(w_.model()->reads().size(), 2u);
    key(Qt::Key_F5, Qt::ShiftModifier);  // Stop
    ASSERT_TRUE(done.wait(10000));
    EXPECT_FALSE(w_.running());
    ASSERT_TRUE(w_.model()->end());
    ASSERT_TRUE(w_.runs()->twin()->end());
    // The robot got STOP, then RELEASE, last.
    QStringList names;
    for (int i = 0; i < 40 && !(names = emulator_->received()).endsWith("RELEASE"); ++i) QTest::qWait(50);
    ASSERT_GE(names.size(), 2);
    EXPECT_EQ(names.mid(names.size() - 2), QStringList({"STOP", "RELEASE"})) << names.join(' ').toStdString();
}
