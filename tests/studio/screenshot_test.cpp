// Under Xvfb: the window on a real X server, its pixels read back from the
// screen, and the pictures docs/studio.md shows saved to $STUDIO_SCREENSHOT_DIR.
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QTextBrowser>
#include <QDir>
#include <QLineEdit>
#include <QGuiApplication>
#include <QMouseEvent>
#include <QScreen>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWindow>
#include <gtest/gtest.h>

#include "studio/views/console.h"
#include "studio/views/console_input.h"
#include "studio/window/lesson_panel.h"
#include "studio/views/run_panel.h"
#include "studio/views/variables_pane.h"
#include "studio/views/strip_chart.h"
#include "studio/work/workspace.h"
#include "studio/editor/editor.h"
#include "studio/views/moment_colors.h"
#include "emulator_process.h"
#include "studio/robot/robot_controls.h"
#include "studio/robot/robot_roster.h"
#include "studio/robot/robot_selector.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
// What the X server shows of the window.
QImage screen_of(MainWindow& w) {
    QApplication::processEvents();
    w.repaint();
    QApplication::processEvents();
    return w.screen()->grabWindow(w.winId()).toImage();
}
void save(const QImage& img, const QString& name) {
    const QString dir = qEnvironmentVariable("STUDIO_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    ASSERT_TRUE(img.save(dir + "/" + name, "PNG"));
}
void show(MainWindow& w) {
    w.resize(1600, 980);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w, 10000));
}
// A laptop's screen (1366 x 768), or the whole screen when it is smaller.
void show_small(MainWindow& w) {
    const QSize room = QGuiApplication::primaryScreen()->availableSize().boundedTo(QSize(1366, 768));
    w.move(0, 0);
    w.resize(room);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w, 10000));
}
void move_mouse(QWidget* w, QPoint at) {
    QMouseEvent move(QEvent::MouseMove, QPointF(at), w->mapToGlobal(QPointF(at)), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(w, &move);
}
// Pixels near colour c in the screen image, inside r (widget w's coordinates).
int count_near(const QImage& img, QWidget* w, QWidget* window, const QRect& r, const QColor& c) {
    int n = 0;
    const QRect on_screen = r.translated(w->mapTo(window, QPoint(0, 0)));
    for (int y = on_screen.top(); y <= on_screen.bottom(); ++y)
        for (int x = on_screen.left(); x <= on_screen.right(); ++x) {
            if (!img.rect().contains(x, y)) continue;
            const QColor px = img.pixelColor(x, y);
            n += std::abs(px.red() - c.red()) + std::abs(px.green() - c.green()) + std::abs(px.blue() - c.blue()) < 60;
        }
    return n;
}
}  // namespace

TEST(Screenshots, ThePagesProgramsInTheWindow) {
    for (const char* file : {"0-readings.py", "1-scores.py", "2-values.py", "3-sharpness.py", "4-position.py"}) {
        SCOPED_TRACE(file);
        MainWindow w;
        show(w);
        ASSERT_TRUE(w.open_target(lesson_file(file)));
        ASSERT_TRUE(run_to_end(w));
        ASSERT_TRUE(w.model()->end());
        const QImage img = screen_of(w);
        ASSERT_FALSE(img.isNull());
        // The robot, where the engine's last frame says, in the screen's pixels.
        const FrameEvent pose = w.model()->frames().back();
        const QPoint robot = w.mat_view()->mapTo(&w, w.mat_view()->mat_to_widget().map(on_body(pose, 5)).toPoint());
        EXPECT_TRUE(is_robot_blue(img.pixel(robot))) << std::hex << img.pixel(robot);
        if (QString(file) == "1-scores.py") {
            // The darkest weight-strip cell at the best key, 11 steps back.
            const QPoint origin = w.weight_strip()->mapTo(&w, QPoint(0, 0));
            EXPECT_EQ(darkest_cell(img, *w.weight_strip(), 0, origin), 9);
        }
        save(img, QString("studio-%1.png").arg(QString(file).section('.', 0, 0)));
    }
}

TEST(Screenshots, LiveModeAfterScrubbingTheDivisor) {
    MainWindow w;
    show(w);
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    QSignalSpy updated(&w, &MainWindow::live_picture_updated);
    w.set_live(true);
    ASSERT_TRUE(updated.wait(30000));
    // Put the cursor on the divisor, as a teacher about to drag it, and change it.
    Editor* e = w.editor();
    int line = -1;
    for (int i = 0; i < e->lines(); ++i) {
        if (e->text(i).startsWith("DIVISOR = ")) line = i;
    }
    ASSERT_GE(line, 0);
    e->setCursorPosition(line, 11);
    e->scrub()->follow_cursor();  // Scintilla reports a cursor moved by a call only when it paints
    ASSERT_TRUE(e->scrub()->held());
    ASSERT_TRUE(e->scrub()->set_value(1.5));
    ASSERT_TRUE(updated.wait(30000));
    while (updated.wait(300)) {}
    const QImage img = screen_of(w);
    // Flatter than the lesson's 0.5: no cell near black.
    const QPoint origin = w.weight_strip()->mapTo(&w, QPoint(0, 0));
    double darkest = 1e9;
    for (int i = 0; i < w.weight_strip()->cell_count(); ++i)
        darkest = std::min(darkest, mean_luminance(img, w.weight_strip()->cell_rect(0, i).translated(origin)));
    EXPECT_GT(darkest, 60);
    save(img, "studio-live.png");
}

TEST(Screenshots, PresentationMode) {
    MainWindow w;
    show(w);
    ASSERT_TRUE(w.open_target(lesson_file("3-sharpness.py")));
    w.set_presentation(true);
    ASSERT_TRUE(run_to_end(w));
    const QImage img = screen_of(w);
    const QPoint origin = w.weight_strip()->mapTo(&w, QPoint(0, 0));
    EXPECT_EQ(darkest_cell(img, *w.weight_strip(), 2, origin), 9);
    save(img, "studio-presentation.png");
    // The code is enlarged only as far as its lines (up to 72 columns) still
    // fit the editor: measured by Scintilla, on this screen's full width.
    Editor* e = w.editor();
    ASSERT_GE(e->longest_line(), 60);  // the sharpness program has long lines
    EXPECT_GE(e->SendScintilla(QsciScintilla::SCI_GETZOOM), 1);
    e->SendScintilla(QsciScintilla::SCI_SETXOFFSET, 0L);
    for (int line = 0; line < e->lines(); ++line) {
        const long start = e->SendScintilla(QsciScintilla::SCI_POSITIONFROMLINE, static_cast<unsigned long>(line));
        const long end = e->SendScintilla(QsciScintilla::SCI_GETLINEENDPOSITION, static_cast<unsigned long>(line));
        if (end - start > 72) continue;
        const long x = e->SendScintilla(QsciScintilla::SCI_POINTXFROMPOSITION, 0UL, end);
        EXPECT_LE(x, e->viewport()->width()) << "line " << line + 1 << " runs off the editor";
    }
}

// A projector's 1280x720, on X with the studio's real fonts: a run in Presentation
// (three strip rows, the most a page's strip takes) keeps the window within the
// screen; its least height once put the status bar 18 px below it.
TEST(Screenshots, PresentationAt1280x720KeepsTheWindowOnTheScreen) {
    MainWindow w;
    w.resize(1280, 720);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    ASSERT_TRUE(w.open_target(lesson_file("3-sharpness.py")));
    w.set_presentation(true);
    ASSERT_TRUE(run_to_end(w));
    QTest::qWait(300);
    EXPECT_LE(w.minimumSizeHint().height(), 720);
    EXPECT_LE(w.height(), 720);
    EXPECT_GE(w.charts()->height(), 100);
}

TEST(Screenshots, AChartMomentOnTheMat) {
    MainWindow w;
    show(w);
    ASSERT_TRUE(w.open_target(lesson_file("2-values.py")));
    ASSERT_TRUE(run_to_end(w));
    StripChart* chart = w.charts();
    const QRect r = chart->chart_rect(0);
    const QPoint at(r.left() + static_cast<int>(8.0 / std::max(w.model()->end_time(), 1.0) * r.width()), r.center().y());
    QMouseEvent move(QEvent::MouseMove, QPointF(at), chart->mapToGlobal(QPointF(at)), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(chart, &move);
    const QImage img = screen_of(w);
    // The outline of the robot at that moment, in the screen's pixels.
    const FrameEvent then = w.model()->pose_at(w.mat_view()->moment());
    const QTransform m = w.mat_view()->mat_to_widget();
    const QPoint edge = w.mat_view()->mapTo(&w, m.map(QPointF(then.x, then.y - w.model()->world()->radius)).toPoint());
    int orange = 0;
    for (int dy = -2; dy <= 2; ++dy) {
        const QColor px = img.pixelColor(edge + QPoint(0, dy));
        orange += px.red() > 200 && px.green() > 90 && px.green() < 170 && px.blue() < 60;
    }
    EXPECT_GT(orange, 0);
    save(img, "studio-linked.png");
}

TEST(Screenshots, TwoRobotsOnTheTwoRobotWorld) {
    // As `bugbot-studio two-robots.py --world two-robots --run` shows it.
    QTemporaryDir dir;
    const QString script = dir.filePath("two-robots.py");
    ASSERT_TRUE(write_text(script,
                           "from bugbot import Robot\n"
                           "a = Robot(0)\n"
                           "b = Robot(1)\n"
                           "a.led(255, 60, 0)\n"
                           "b.servo(0, 45)\n"
                           "a.forward(50, distance=15)\n"
                           "b.turn(90)\n"
                           "b.forward(50, distance=20)\n"
                           "a.turn(60)\n"
                           "print(a.distance(), b.distance())\n"));
    MainWindow w;
    show(w);
    w.set_script_world("two-robots");
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    ASSERT_EQ(w.model()->robot_count(), 2);
    const QImage img = screen_of(w);
    // Robot 1 (no LED set) in its own colour where its last frame says.
    const FrameEvent b = w.model()->frames(1).back();
    const QPoint at = w.mat_view()->mapTo(&w, w.mat_view()->mat_to_widget().map(on_body(b, 5)).toPoint());
    const QColor px = img.pixelColor(at), want = MatView::robot_color(1);
    EXPECT_LT(std::abs(px.red() - want.red()) + std::abs(px.green() - want.green()) + std::abs(px.blue() - want.blue()), 40)
        << px.name().toStdString();
    save(img, "studio-two-robots.png");
}

TEST(Screenshots, TheAttentionLessonsLinksToItsLessons) {
    MainWindow w;
    show(w);
    ASSERT_TRUE(w.open_target("attention"));
    ASSERT_TRUE(w.lessons_panel()->show_section(QString(), "Where this is taught"));
    save(screen_of(w), "studio-lesson-links.png");
}

TEST(Screenshots, AStripCellsMomentInTheChartAndOnTheMat) {
    MainWindow w;
    show_small(w);
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    ASSERT_TRUE(run_to_end(w));
    QApplication::processEvents();
    move_mouse(w.weight_strip(), w.weight_strip()->cell_rect(0, 9).center());  // the darkest cell, 11 steps back
    const QImage img = screen_of(w);
    ASSERT_EQ(w.charts()->marks().size(), 2u);
    // The orange mark in the chart and on the mat, on the screen.
    EXPECT_GT(count_near(img, w.charts(), &w, w.charts()->rect(), QColor(240, 130, 0)), 50);
    EXPECT_GT(count_near(img, w.mat_view(), &w, w.mat_view()->rect(), QColor(240, 130, 0)), 50);
    save(img, "studio-strip-hover.png");
}

TEST(Screenshots, TheTrailsMomentInTheCharts) {
    // A robot that drives a curve, reading as it goes: its trail is a line to point along.
    QTemporaryDir dir;
    const QString script = dir.filePath("curve.py");
    ASSERT_TRUE(write_text(script, "from bugbot import *\n\ndrive(50, 25)\nfor step in range(60):\n"
                                   "    plot('distance, cm', distance())\n    wait(0.1)\nstop()\n"));
    MainWindow w;
    show_small(w);
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    QApplication::processEvents();
    // Point at the trail 1.5 s before the end.
    const auto& frames = w.model()->frames();
    const FrameEvent& then = frames[w.model()->frames_until(w.model()->end_time() - 1.5) - 1];
    move_mouse(w.mat_view(), w.mat_view()->mat_to_widget().map(QPointF(then.x, then.y)).toPoint());
    const QImage img = screen_of(w);
    ASSERT_EQ(w.charts()->marks().size(), 1u);
    EXPECT_NEAR(w.charts()->marks()[0].t, then.t, 0.1);
    EXPECT_GT(count_near(img, w.charts(), &w, w.charts()->rect(), QColor(240, 130, 0)), 30);
    save(img, "studio-trail-hover.png");
}

TEST(Screenshots, TheVariablesPaneAndTheRunLine) {
    QTemporaryDir dir;
    const QString script = dir.filePath("closest.py");
    ASSERT_TRUE(write_text(script,
                           "from bugbot import *\n"
                           "\n"
                           "speed = 40\n"
                           "readings = []\n"
                           "closest = None\n"
                           "for step in range(12):\n"
                           "    cm = distance()\n"
                           "    readings.append(cm)\n"
                           "    if closest is None or cm < closest:\n"
                           "        closest = cm\n"
                           "    plot('closest', closest)\n"
                           "    print('step', step, 'read', cm, 'cm')\n"
                           "    forward(speed, 3)\n"
                           "    turn(30)\n"
                           "print('closest:', closest, 'cm')\n"));
    MainWindow w;
    show_small(w);
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    // Step back from the end, robot call by robot call, to the middle of the run.
    w.show_time(w.model()->end_time() / 2);
    w.run_panel()->step_call(1);
    const QImage img = screen_of(w);
    const QStringList printed = w.console()->toPlainText().trimmed().split('\n');
    ASSERT_TRUE(printed.last().startsWith("step "));
    EXPECT_EQ(w.variables()->value_of("step"), printed.last().section(' ', 1, 1));
    EXPECT_GT(w.editor()->run_line(), 6);
    save(img, "studio-variables.png");
}

TEST(Screenshots, InputAsksInTheConsole) {
    QTemporaryDir dir;
    const QString script = dir.filePath("ask.py");
    ASSERT_TRUE(write_text(script, "from bugbot import *\n\nprint('How far should the robot go?')\n"
                                   "cm = int(input('cm: '))\nforward(50, cm)\nprint('went', cm, 'cm')\n"));
    MainWindow w;
    show_small(w);
    ASSERT_TRUE(w.open_target(script));
    w.run(0);
    for (int i = 0; i < 300 && !w.console_input()->isVisible(); ++i) QTest::qWait(20);
    ASSERT_TRUE(w.console_input()->isVisible());
    QTest::keyClicks(w.console_input()->line(), "30");
    const QImage img = screen_of(w);
    save(img, "studio-input.png");
    QSignalSpy done(&w, &MainWindow::run_finished);
    QTest::keyClick(w.console_input()->line(), Qt::Key_Return);
    ASSERT_TRUE(done.wait(30000));
    EXPECT_TRUE(w.console()->toPlainText().contains("went 30 cm"));
}

TEST(Screenshots, ATwinRunOfTheScoresOnTheSimulatorAndARobot) {
    // Run on both (docs/robot.md, "Twin run"): the lesson's spin-and-read
    // program in the simulator and on an emulated FROG-14 at once.
    Emulator emulator(1);
    ASSERT_TRUE(emulator.ok());
    qputenv("BUGBOT_ROSTER", emulator.roster().toUtf8());  // the roster the selector lists
    MainWindow w;
    w.robot()->roster()->set_dongle(emulator.device());
    show(w);
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    // FROG-14 chosen beside Run, as a teacher would.
    RobotSelector* selector = w.robot()->selector();
    ASSERT_TRUE(QTest::qWaitFor([selector] { return selector->count() == 2; }, 10000));
    ASSERT_TRUE(selector->choose(w.robot()->roster()->robots()[0].id));
    ASSERT_TRUE(w.runs()->target().on_robot());
    QSignalSpy done(&w, &MainWindow::run_finished);
    w.findChild<QAction*>("run_on_both")->trigger();
    ASSERT_TRUE(done.wait(90000));
    ASSERT_TRUE(w.model()->end() && w.runs()->twin() && w.runs()->twin()->end());
    ASSERT_EQ(w.runs()->twin()->end()->status, "done") << w.console()->toPlainText().toStdString();
    EXPECT_EQ(w.runs()->twin_label(), "FROG-14 (real)");  // named as the roster names it, where it was chosen
    const QImage img = screen_of(w);
    // The robot's traces in their own colour on the screen: in the charts and its strip's label.
    StripChart* charts = w.charts();
    EXPECT_GT(count_near(img, charts, &w, charts->chart_rect(0), twin_color()), 40);
    WeightStrip* twin_strip = w.run_panel()->twin_strip();
    ASSERT_TRUE(twin_strip->isVisible());
    EXPECT_GT(count_near(img, twin_strip, &w, twin_strip->rect(), twin_color()), 20);
    save(img, "studio-twin.png");
    qunsetenv("BUGBOT_ROSTER");
}

TEST(Screenshots, TheReferenceSearchedAndTheKeyboardShortcuts) {
    MainWindow w;
    show_small(w);
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    w.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w, 10000));  // the keys' shortcuts
    QTest::keyClick(w.editor(), Qt::Key_F1);
    QTest::keyClicks(w.reference_search(), "servo");
    ASSERT_TRUE(w.reference_view()->toPlainText().contains("servo(index, angle)"));
    EXPECT_FALSE(w.reference_view()->toPlainText().contains("wait(seconds)"));
    save(screen_of(w), "studio-reference-search.png");
    // Help > Keyboard shortcuts (Ctrl+F1): a table made from the window's actions.
    QTest::keyClick(w.editor(), Qt::Key_F1, Qt::ControlModifier);
    auto* dialog = w.findChild<QDialog*>("shortcuts");
    ASSERT_NE(dialog, nullptr);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(dialog, 10000));
    QApplication::processEvents();
    save(dialog->screen()->grabWindow(dialog->winId()).toImage(), "studio-shortcuts.png");
    dialog->close();
}
