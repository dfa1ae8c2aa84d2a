// The studio on a real robot, played by `bugbot robots emulate` (a real
// process on a real pseudo-terminal): the selector, a run with its banner and
// its readings, Stop (STOP then RELEASE, within 100 ms of the click), Pause
// off, errors said, and the Robots dialog's Blink and Forget. Real clicks and keys.
#include <QAction>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/file.h>
#include <unistd.h>

#include "emulator_process.h"
#include "studio/views/console.h"
#include "studio/robot/robot_controls.h"
#include "studio/robot/robot_roster.h"
#include "studio/robot/robot_selector.h"
#include "studio/work/workspace.h"
#include "studio/robot/robots_dialog.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {

// Spins on the spot (the emulated robot turns slowly: its slew limit), then
// reads and drives until stopped.
const char* kSpinAndRead =
    "from bugbot import *\n"
    "connect()\n"
    "left(60)\n"
    "wait(1.5)\n"
    "stop()\n"
    "while True:\n"
    "    print('distance', distance(), 'heading', round(heading()))\n"
    "    forward(30)\n"
    "    wait(0.1)\n";

class RobotStudioTest : public WindowTest {
protected:
    void TearDown() override { qunsetenv("BUGBOT_ROSTER"); }

    // A window on `source`, the dongle set to the emulator's, its roster listed.
    std::unique_ptr<MainWindow> window(const char* source, bool real_dongle = true, const QStringList& faults = {}) {
        emulator_ = std::make_unique<Emulator>(2, faults);
        EXPECT_FALSE(emulator_->device().isEmpty()) << "bugbot robots emulate did not start";
        qputenv("BUGBOT_ROSTER", emulator_->roster().toUtf8());  // the studio's children read this roster
        auto w = std::make_unique<MainWindow>();
        w->robot()->roster()->set_dongle(real_dongle ? emulator_->device() : QStringLiteral("/dev/no-such-dongle"));
        w->resize(1366, 768);
        w->show();
        w->activateWindow();  // the keys (F5, Esc) are the active window's
        EXPECT_TRUE(QTest::qWaitForWindowActive(w.get()));
        const QString script = data_.filePath("robot.py");
        EXPECT_TRUE(write_text(script, source));
        EXPECT_TRUE(w->open_target(script));
        RobotSelector* s = w->robot()->selector();
        EXPECT_TRUE(QTest::qWaitFor([s] { return s->count() == 3; }, 10000));
        return w;
    }
    static QAbstractButton* tool_button(MainWindow& w, const QString& text) {
        for (QToolBar* bar : w.findChildren<QToolBar*>())
            for (QAction* a : bar->actions())
                if (a->text() == text) return qobject_cast<QAbstractButton*>(bar->widgetForAction(a));
        return nullptr;
    }
    static QAction* action(MainWindow& w, const QString& text) {
        for (QAction* a : w.findChildren<QAction*>())
            if (a->text() == text) return a;
        return nullptr;
    }
    static QString console_text(MainWindow& w) { return w.console()->toPlainText(); }
    // Whether a program holds the dongle's lock (as Dongle::open takes it): tried, and let go at once.
    static bool dongle_locked(const QString& device) {
        const int fd = ::open(device.toLocal8Bit().constData(), O_RDWR | O_NOCTTY | O_NONBLOCK);
        if (fd < 0) return false;
        const bool locked = ::flock(fd, LOCK_EX | LOCK_NB) != 0;
        ::close(fd);
        return locked;
    }

    std::unique_ptr<Emulator> emulator_;
};

TEST_F(RobotStudioTest, TheSelectorListsTheSimulatorThenTheRostersRobotsWithTheirBatteries) {
    auto w = window("print(1)\n");
    RobotSelector* s = w->robot()->selector();
    EXPECT_EQ(s->itemText(0), "Simulator");
    EXPECT_TRUE(s->itemText(1).startsWith("FROG-14")) << s->itemText(1).toStdString();
    EXPECT_TRUE(s->itemText(2).startsWith("NEWT-7")) << s->itemText(2).toStdString();
    // The first scan hears their beacons: each with its battery.
    EXPECT_TRUE(QTest::qWaitFor([s] { return s->itemText(1).endsWith(" %") && s->itemText(2).endsWith(" %"); }, 10000))
        << s->itemText(1).toStdString();
    EXPECT_EQ(s->currentIndex(), 0);  // the studio starts on the simulator
    // Chosen with the keyboard, as a student would: Run now goes to FROG-14.
    s->setFocus();
    QTest::keyClick(s, Qt::Key_Down);
    EXPECT_EQ(s->currentIndex(), 1);
    const auto& roster = w->robot()->roster()->robots();
    ASSERT_EQ(roster.size(), 2);
    EXPECT_EQ(w->runs()->target().robot, roster[0].id.toStdString());
    EXPECT_EQ(w->runs()->target().dongle, emulator_->device().toStdString());
    QTest::keyClick(s, Qt::Key_Up);
    EXPECT_FALSE(w->runs()->target().on_robot());
}

TEST_F(RobotStudioTest, ARunOnTheRobotShowsTheBannerAndReadingsAndStopSendsStopThenReleaseAtOnce) {
    auto w = window(kSpinAndRead);
    RobotSelector* s = w->robot()->selector();
    ASSERT_TRUE(QTest::qWaitFor([s] { return s->itemText(1).endsWith(" %"); }, 10000));  // the first scan heard it
    ASSERT_TRUE(s->choose(w->robot()->roster()->robots()[0].id));
    QTest::keyClick(w.get(), Qt::Key_F5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return console_text(*w).count("distance") >= 3; }, 30000)) << console_text(*w).toStdString();
    // Unmistakable: the banner over the panes, the robot and its battery on the status bar, no Pause.
    EXPECT_TRUE(w->robot()->banner()->isVisible());
    EXPECT_TRUE(w->robot()->banner_text().startsWith("Running on FROG-14 (real robot)")) << w->robot()->banner_text().toStdString();
    EXPECT_TRUE(w->robot()->status_label()->isVisible());
    EXPECT_TRUE(w->robot()->status_label()->text().contains(QRegularExpression("FROG-14, battery \\d+ %")))
        << w->robot()->status_label()->text().toStdString();
    EXPECT_FALSE(action(*w, "Pause")->isEnabled());
    QTest::keyClick(w.get(), Qt::Key_F7);
    EXPECT_EQ(w->runs()->state(), RunState::Running);
    // Plausible readings: whole cm in the ranger's range, a heading in degrees.
    const QRegularExpression reading("distance (-?\\d+) heading (-?\\d+)");
    const auto m = reading.match(console_text(*w));
    ASSERT_TRUE(m.hasMatch()) << console_text(*w).toStdString();
    EXPECT_GE(m.captured(1).toInt(), 0);
    EXPECT_LE(m.captured(1).toInt(), 999);
    // The robot turned left (counter-clockwise): its heading, as the mat draws it.
    const FrameEvent pose = w->model()->frames().back();
    EXPECT_GT(pose.heading, 180);
    EXPECT_LT(pose.heading, 355);
    w->refresh_views();
    const QImage mat = w->mat_view()->grab().toImage();
    const QTransform to = w->mat_view()->mat_to_widget();
    const double radius = w->model()->world()->radius, h = pose.heading * M_PI / 180;
    const QPointF centre(pose.x, pose.y), ahead(std::sin(h), std::cos(h)), side(std::cos(h), -std::sin(h));
    EXPECT_GT(luminance(mat.pixel(to.map(centre + ahead * radius * 0.6).toPoint())), 200);  // the white heading line
    EXPECT_TRUE(is_robot_blue(mat.pixel(to.map(centre + side * radius * 0.6).toPoint())));
    if (const QByteArray dir = qgetenv("STUDIO_SCREENSHOT_DIR"); !dir.isEmpty()) {
        QDir().mkpath(QString::fromUtf8(dir));
        w->grab().save(QString::fromUtf8(dir) + "/robot-run.png");
    }

    // Stop, clicked: STOP then RELEASE reach the robot.
    QAbstractButton* stop = tool_button(*w, "Stop");
    ASSERT_TRUE(stop && stop->isEnabled());
    QSignalSpy finished(w.get(), &MainWindow::run_finished);
    const std::size_t before = emulator_->packets().size();
    const double clicked = seconds_of(Clock::now());
    QTest::mouseClick(stop, Qt::LeftButton);
    ASSERT_TRUE(finished.wait(10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return emulator_->packets().size() > before + 1; }, 5000));
    QTest::qWait(300);  // anything the robot still takes in after RELEASE
    // What robot 0 took in after the click: the first STOP, then RELEASE, and no drive after the STOP.
    const auto packets = emulator_->packets();
    std::vector<LoggedPacket> after;
    for (std::size_t i = before; i < packets.size(); ++i)
        if (packets[i].event == "recv" && packets[i].robot == 0) after.push_back(packets[i]);
    auto named = [&](const char* name, std::size_t from) {
        std::size_t i = from;
        while (i < after.size() && after[i].name != name) ++i;
        return i;
    };
    const std::size_t stop_at = named("STOP", 0), release_at = named("RELEASE", stop_at);
    ASSERT_LT(stop_at, after.size()) << "no STOP";
    ASSERT_LT(release_at, after.size()) << "no RELEASE after the STOP";
    for (std::size_t i = stop_at; i < after.size(); ++i)
        EXPECT_FALSE(after[i].name.startsWith("DRIVE")) << "a drive after the STOP";
    // Within 100 ms of the click. The emulator's times count from its start on
    // the same monotonic clock; its start is bounded by each log line read as
    // it was written (the log reader polls every millisecond), so this is an
    // upper bound of the delay, not an estimate.
    const double delay = emulator_->start_at_most() + after[stop_at].t - clicked;
    std::fprintf(stderr, "click to STOP: at most %.1f ms\n", delay * 1000);
    EXPECT_LT(delay, 0.100) << delay;
    EXPECT_GT(delay, -0.005) << "the clocks are not comparable";
    EXPECT_FALSE(w->robot()->banner()->isVisible()) << w->robot()->banner_text().toStdString() << "\n" << console_text(*w).toStdString();
    EXPECT_FALSE(w->robot()->status_label()->isVisible());
}

TEST_F(RobotStudioTest, ASimulatorRunHasNoBannerAndARobotFailureSaysWhy) {
    auto w = window("for i in range(3):\n    print(i)\n", false);
    // On FROG-14 with a dongle that is not there: said in the banner, red, and in the console.
    ASSERT_TRUE(w->robot()->selector()->choose(w->robot()->roster()->robots()[0].id));
    QSignalSpy finished(w.get(), &MainWindow::run_finished);
    QTest::keyClick(w.get(), Qt::Key_F5);
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_TRUE(w->robot()->banner()->isVisible());
    EXPECT_TRUE(w->robot()->banner_text().contains("The run on FROG-14 (real robot) failed: RuntimeError: cannot open /dev/no-such-dongle"))
        << w->robot()->banner_text().toStdString();
    EXPECT_TRUE(console_text(*w).contains("RuntimeError: cannot open /dev/no-such-dongle")) << console_text(*w).toStdString();
    // Back on the simulator: no banner, from the first moment of the run to its end.
    ASSERT_TRUE(w->robot()->selector()->choose(QString()));
    bool banner_seen = false;
    QObject::connect(w->runs(), &RunController::model_grew, w.get(), [&] { banner_seen |= w->robot()->banner()->isVisible(); });
    QTest::keyClick(w.get(), Qt::Key_F5);
    banner_seen |= w->robot()->banner()->isVisible();
    EXPECT_EQ(w->runs()->state(), RunState::Running);
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_FALSE(banner_seen);
    EXPECT_FALSE(w->robot()->banner()->isVisible());
    EXPECT_TRUE(console_text(*w).contains("0\n1\n2")) << console_text(*w).toStdString();
}

TEST_F(RobotStudioTest, OpeningTheSelectorScansAndSaysWhenThereIsNoDongle) {
    auto w = window("print(1)\n", false);
    RobotSelector* s = w->robot()->selector();
    QTest::qWait(300);  // the quiet first scan, with no dongle: not said
    EXPECT_FALSE(w->status_text().contains("Robot scan")) << w->status_text().toStdString();
    QTest::mouseClick(s, Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->status_text().contains("Robot scan: "); }, 10000)) << w->status_text().toStdString();
    EXPECT_TRUE(w->status_text().contains("/dev/no-such-dongle")) << w->status_text().toStdString();
    s->hidePopup();
}

TEST_F(RobotStudioTest, RunningAgainOnTheSimulatorReleasesTheRobotAndDropsTheBanner) {
    auto w = window(kSpinAndRead);
    ASSERT_TRUE(w->robot()->selector()->choose(w->robot()->roster()->robots()[0].id));
    QTest::keyClick(w.get(), Qt::Key_F5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return console_text(*w).contains("distance"); }, 30000)) << console_text(*w).toStdString();
    ASSERT_TRUE(w->robot()->banner()->isVisible());
    // Run again, now on the simulator, while the robot's run goes on: it replaces it.
    ASSERT_TRUE(w->robot()->selector()->choose(QString()));
    QTest::keyClick(w.get(), Qt::Key_F5);
    EXPECT_TRUE(QTest::qWaitFor([&] { return !w->robot()->banner()->isVisible(); }, 5000));
    auto got = [&](const char* name) {
        for (const LoggedPacket& p : emulator_->packets())
            if (p.event == "recv" && p.robot == 0 && p.name == name) return true;
        return false;
    };
    EXPECT_TRUE(QTest::qWaitFor([&] { return got("RELEASE"); }, 5000));
    EXPECT_TRUE(got("STOP"));
    EXPECT_FALSE(w->robot()->status_label()->isVisible());
    QSignalSpy finished(w.get(), &MainWindow::run_finished);
    QTest::keyClick(w.get(), Qt::Key_Escape);
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_FALSE(w->robot()->banner()->isVisible());
}

// A robot whose battery runs low: the banner says it while the run goes on, from the run's warning event.
TEST_F(RobotStudioTest, ALowBatteryIsSaidOnTheBannerWhileTheRunGoesOn) {
    auto w = window("from bugbot import *\ngo()\nwait(1.5)\n", true, {"low-battery"});
    RobotSelector* s = w->robot()->selector();
    ASSERT_TRUE(QTest::qWaitFor([s] { return s->itemText(1).endsWith(" %"); }, 10000));  // the first scan heard it
    ASSERT_TRUE(s->choose(w->robot()->roster()->robots()[0].id));
    QSignalSpy finished(w.get(), &MainWindow::run_finished);
    QTest::keyClick(w.get(), Qt::Key_F5);
    EXPECT_TRUE(QTest::qWaitFor([&] { return w->robot()->banner_text().contains("its battery at 4 %: charge it soon"); },
                                10000))
        << w->robot()->banner_text().toStdString() << "\n" << console_text(*w).toStdString();
    EXPECT_TRUE(w->runs()->running());  // said during the run, not after it
    if (const QByteArray dir = qgetenv("STUDIO_SCREENSHOT_DIR"); !dir.isEmpty()) {
        QDir().mkpath(QString::fromUtf8(dir));
        w->grab().save(QString::fromUtf8(dir) + "/robot-low-battery.png");
    }
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_EQ(console_text(*w).count("battery is at 4 %"), 1) << console_text(*w).toStdString();  // said once
}

// Run pressed while a scan holds the dongle (the first scan, or the Robots
// dialog's): the scan has ended before the run's process opens the dongle.
TEST_F(RobotStudioTest, ARunOnTheRobotEndsAScanInProgressBeforeItOpensTheDongle) {
    auto w = window(kSpinAndRead);
    RobotRoster* roster = w->robot()->roster();
    ASSERT_TRUE(QTest::qWaitFor([roster] { return !roster->busy(); }, 10000));  // the first scan
    roster->scan(20);
    ASSERT_TRUE(QTest::qWaitFor([&] { return dongle_locked(emulator_->device()); }, 10000)) << "the scan never opened the dongle";
    int starts = 0;
    bool free_at_start = false;
    QObject::connect(w->runs(), &RunController::robot_run_starting, w.get(), [&] {  // after the studio's own slot
        ++starts;
        free_at_start = !dongle_locked(emulator_->device());
    });
    ASSERT_TRUE(w->robot()->selector()->choose(roster->robots()[0].id));
    QTest::keyClick(w.get(), Qt::Key_F5);
    EXPECT_EQ(starts, 1);
    EXPECT_TRUE(free_at_start);
    EXPECT_TRUE(QTest::qWaitFor([&] { return console_text(*w).count("distance") >= 2; }, 30000))
        << console_text(*w).toStdString() << "\n" << w->robot()->banner_text().toStdString();
    QSignalSpy finished(w.get(), &MainWindow::run_finished);
    QTest::keyClick(w.get(), Qt::Key_Escape);
    ASSERT_TRUE(finished.wait(10000));
}

// The robot library's errors, said on the banner; a robot re-paired elsewhere
// leaves the roster and the selector, and Run goes to the simulator again.
TEST_F(RobotStudioTest, ABusyRobotIsSaidOnTheBanner) {
    auto w = window("print(distance())\n", true, {"busy"});
    ASSERT_TRUE(w->robot()->selector()->choose(w->robot()->roster()->robots()[0].id));
    QSignalSpy finished(w.get(), &MainWindow::run_finished);
    QTest::keyClick(w.get(), Qt::Key_F5);
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_TRUE(w->robot()->banner_text().contains("failed: RobotBusyError: FROG-14 is busy")) << w->robot()->banner_text().toStdString();
    EXPECT_EQ(w->robot()->selector()->currentIndex(), 1);  // still there: busy is not gone
    if (const QByteArray dir = qgetenv("STUDIO_SCREENSHOT_DIR"); !dir.isEmpty()) {
        QDir().mkpath(QString::fromUtf8(dir));
        w->grab().save(QString::fromUtf8(dir) + "/robot-busy.png");
    }
}

TEST_F(RobotStudioTest, ARobotRePairedElsewhereLeavesTheSelector) {
    auto w = window("print(distance())\n", true, {"re-paired"});
    RobotSelector* s = w->robot()->selector();
    ASSERT_TRUE(s->choose(w->robot()->roster()->robots()[0].id));
    QSignalSpy finished(w.get(), &MainWindow::run_finished);
    QTest::keyClick(w.get(), Qt::Key_F5);
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_TRUE(w->robot()->banner_text().contains("FROG-14 was re-paired to another host and removed from your list."))
        << w->robot()->banner_text().toStdString();
    ASSERT_TRUE(QTest::qWaitFor([s] { return s->count() == 2; }, 10000));  // the roster, listed again
    EXPECT_TRUE(s->itemText(1).startsWith("NEWT-7"));
    EXPECT_EQ(s->currentIndex(), 0);
    EXPECT_FALSE(w->runs()->target().on_robot());
}

}  // namespace
