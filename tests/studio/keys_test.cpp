// The keys people expect, every screen, the API in the editor (issue 22).
// Real key and mouse events on a shown window.
#include <QAccessible>
#include <QCheckBox>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QSlider>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>
#include <QToolBar>
#include <QTextBrowser>

#include "studio/views/console.h"
#include "studio/editor/find_bar.h"
#include "studio/window/lesson_panel.h"
#include "studio/editor/program_tabs.h"
#include "studio/editor/scrub_bar.h"
#include "studio/run/run_heartbeat.h"
#include "studio/views/run_panel.h"
#include "studio/views/strip_chart.h"
#include "studio/work/workspace.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
class KeysTest : public WindowTest {
protected:
    void show(QSize size = {1366, 768}) {
        w_.resize(size);
        w_.show();
        w_.activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&w_));
    }
    void open_text(const QString& text) {
        script_ = dir_.filePath("mine.py");
        ASSERT_TRUE(write_text(script_, text));
        show();
        ASSERT_TRUE(w_.open_target(script_));
        e()->setFocus();
        QApplication::processEvents();
    }
    Editor* e() { return w_.editor(); }
    void key(Qt::Key k, Qt::KeyboardModifiers m = Qt::NoModifier) { QTest::keyClick(QApplication::focusWidget(), k, m); }
    QTemporaryDir dir_;
    QString script_;
    MainWindow w_;
};
}  // namespace

TEST_F(KeysTest, CtrlPlusAndCtrlEqualsZoomAndTypeNothing) {
    open_text("a = 1\n");
    const int zoom = e()->SendScintilla(QsciScintilla::SCI_GETZOOM);
    // Ctrl++ (a keypad's +, or Ctrl+Shift+= on a US keyboard, which X's key map also offers as Ctrl++).
    key(Qt::Key_Plus, Qt::ControlModifier);
    EXPECT_EQ(e()->SendScintilla(QsciScintilla::SCI_GETZOOM), zoom + 1);
    key(Qt::Key_Equal, Qt::ControlModifier);
    EXPECT_EQ(e()->SendScintilla(QsciScintilla::SCI_GETZOOM), zoom + 2);
    key(Qt::Key_Minus, Qt::ControlModifier);
    EXPECT_EQ(e()->SendScintilla(QsciScintilla::SCI_GETZOOM), zoom + 1);
    // Ctrl+0: the usual size again, and no 0 typed.
    key(Qt::Key_0, Qt::ControlModifier);
    EXPECT_EQ(e()->SendScintilla(QsciScintilla::SCI_GETZOOM), zoom);
    EXPECT_EQ(e()->text(), "a = 1\n");
}

TEST_F(KeysTest, TheTimelineScrubsByKeys) {
    show();
    ASSERT_TRUE(w_.open_target(lesson_file("2-values.py")));
    ASSERT_TRUE(run_to_end(w_));
    QSlider* t = w_.timeline();
    t->setFocus();
    QApplication::processEvents();
    const double end = w_.run_panel()->shown_time();
    ASSERT_GT(end, 1);
    key(Qt::Key_Home);
    EXPECT_NEAR(w_.run_panel()->shown_time(), 0, 0.01) << "Home: the run's start";
    key(Qt::Key_PageUp);  // Qt's sliders: Page Up goes on, Page Down back
    EXPECT_NEAR(w_.run_panel()->shown_time(), end / 10, end / 100) << "Page Up: a tenth on";
    key(Qt::Key_Right);
    EXPECT_NEAR(w_.run_panel()->shown_time(), end * 11 / 100, end / 100) << "an arrow: a hundredth on";
    key(Qt::Key_End);
    EXPECT_NEAR(w_.run_panel()->shown_time(), end, 0.01) << "End: the run's end";
}

TEST_F(KeysTest, CtrlTabMovesBetweenPanesAndTypesNothing) {
    open_text("a = 1\n");
    ASSERT_EQ(QApplication::focusWidget(), e());
    key(Qt::Key_Tab, Qt::ControlModifier);
    EXPECT_NE(QApplication::focusWidget(), e());
    EXPECT_EQ(e()->text(), "a = 1\n");
    key(Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(QApplication::focusWidget(), e());
    // Round every pane and back to the program: the console, the timeline, the speed, the lesson text on the way.
    QSet<QWidget*> seen;
    for (int i = 0; i < 14; ++i) {
        key(Qt::Key_Tab, Qt::ControlModifier);
        seen << QApplication::focusWidget();
    }
    EXPECT_TRUE(seen.contains(w_.console()));
    EXPECT_TRUE(seen.contains(w_.timeline()));
    EXPECT_TRUE(seen.contains(w_.lessons_panel()->text_view()));
    EXPECT_TRUE(seen.contains(w_.lessons_panel()->list()));
    EXPECT_TRUE(seen.contains(e()));
    EXPECT_EQ(e()->text(), "a = 1\n");
}

TEST_F(KeysTest, CtrlPageUpAndDownSwitchPrograms) {
    show();
    ASSERT_TRUE(w_.open_target(lesson_file("1-scores.py")));
    QTabWidget* tabs = w_.program_tabs()->tab_widget();
    ASSERT_GT(tabs->count(), 2);
    const int at = tabs->currentIndex();
    e()->setFocus();
    key(Qt::Key_PageDown, Qt::ControlModifier);
    EXPECT_EQ(tabs->currentIndex(), (at + 1) % tabs->count());
    key(Qt::Key_PageUp, Qt::ControlModifier);
    key(Qt::Key_PageUp, Qt::ControlModifier);
    EXPECT_EQ(tabs->currentIndex(), (at - 1 + tabs->count()) % tabs->count());
}

TEST_F(KeysTest, OpeningAScriptPutsTheKeysInItsEditor) {
    show();
    w_.lessons_panel()->list()->setFocus();
    script_ = dir_.filePath("mine.py");
    ASSERT_TRUE(write_text(script_, "a = 1\n"));
    ASSERT_TRUE(w_.open_target(script_));
    EXPECT_EQ(QApplication::focusWidget(), e());
}

TEST_F(KeysTest, EnterAfterReturnPassBreakContinueRaiseDedents) {
    open_text("");
    for (const char* last : {"return x", "pass", "break", "continue", "raise ValueError"}) {
        e()->setText(QString());
        QTest::keyClicks(e(), "def f(x):");
        key(Qt::Key_Return);
        QTest::keyClicks(e(), last);
        key(Qt::Key_Return);
        QTest::keyClicks(e(), "y = 1");
        EXPECT_EQ(e()->text(), QStringLiteral("def f(x):\n    %1\ny = 1").arg(last)) << last;
    }
}

TEST_F(KeysTest, CommentingKeepsTheSelection) {
    open_text("a = 1\nb = 2\nc = 3\n");
    e()->setSelection(0, 0, 1, 5);
    key(Qt::Key_Slash, Qt::ControlModifier);
    EXPECT_TRUE(e()->text().startsWith("# a = 1\n# b = 2\nc = 3"));
    ASSERT_TRUE(e()->hasSelectedText());
    key(Qt::Key_Slash, Qt::ControlModifier);  // the same lines, back
    EXPECT_EQ(e()->text(), "a = 1\nb = 2\nc = 3\n");
}

TEST_F(KeysTest, TheFindBarCountsReplacesAllAndMatchesCase) {
    open_text("speed = 1\nSpeed = 2\nprint(speed)\n");
    key(Qt::Key_H, Qt::ControlModifier);
    FindBar* bar = w_.program_tabs()->find_bar();
    ASSERT_TRUE(bar->isVisible());
    // Labelled for the eye and for a screen reader.
    QStringList labels;
    for (QLabel* l : bar->findChildren<QLabel*>()) labels << l->text();
    EXPECT_TRUE(labels.contains("&Find:")) << labels.join('|').toStdString();
    EXPECT_TRUE(labels.contains("Replace &with:"));
    QTest::keyClicks(bar->find_box(), "speed");
    EXPECT_EQ(bar->count_text(), "3 matches");
    bar->case_box()->setChecked(true);
    EXPECT_EQ(bar->count_text(), "2 matches");
    key(Qt::Key_Return);
    EXPECT_EQ(bar->count_text(), "1 of 2");
    bar->replace_box()->setFocus();
    QTest::keyClicks(bar->replace_box(), "pace");
    EXPECT_EQ(bar->replace_all(), 2);
    EXPECT_EQ(e()->text(), "pace = 1\nSpeed = 2\nprint(pace)\n");
    e()->setFocus();
    key(Qt::Key_Z, Qt::ControlModifier);  // all of it, one undo
    EXPECT_EQ(e()->text(), "speed = 1\nSpeed = 2\nprint(speed)\n");
}

TEST_F(KeysTest, CtrlSSaysSaved) {
    open_text("a = 1\n");
    QTest::keyClicks(e(), "b");
    key(Qt::Key_S, Qt::ControlModifier);
    EXPECT_TRUE(w_.status_text().startsWith("Saved")) << w_.status_text().toStdString();
    QString saved;
    ASSERT_TRUE(read_text(script_, &saved));
    EXPECT_EQ(saved, "ba = 1\n");
    EXPECT_EQ(e()->text(), "ba = 1\n");
}

TEST_F(KeysTest, NewKeepsTheLessonOpen) {
    show();
    ASSERT_TRUE(w_.open_target("attention"));
    const int lesson = w_.lesson_index();
    const int tabs = w_.program_tabs()->tab_widget()->count();
    e()->setFocus();
    key(Qt::Key_N, Qt::ControlModifier);
    EXPECT_EQ(w_.lesson_index(), lesson);
    EXPECT_EQ(w_.program_tabs()->tab_widget()->count(), tabs + 1);
    EXPECT_TRUE(QFileInfo(w_.current_path()).fileName().startsWith("untitled-"));
    EXPECT_EQ(QApplication::focusWidget(), e());
}

TEST_F(KeysTest, DoubleClickOnANumberSelectsAllOfIt) {
    open_text("x = 0.5\n");
    const long pos = e()->positionFromLineIndex(0, 5);
    const QPoint at(static_cast<int>(e()->SendScintilla(QsciScintilla::SCI_POINTXFROMPOSITION, 0UL, pos)) + 2,
                    static_cast<int>(e()->SendScintilla(QsciScintilla::SCI_POINTYFROMPOSITION, 0UL, pos)) + 4);
    QTest::mouseDClick(e()->viewport(), Qt::LeftButton, Qt::NoModifier, at);
    EXPECT_EQ(e()->selectedText(), "0.5");
}

TEST_F(KeysTest, CopyInTheConsoleCopiesTheConsole) {
    open_text("print('from the console')\n");
    ASSERT_TRUE(run_to_end(w_));
    e()->selectAll();
    w_.console()->setFocus();
    w_.console()->selectAll();
    QAction* copy = nullptr;  // Edit > Copy, as the menu gives it
    for (QAction* a : w_.actions()) {
        if (a->text() == "Copy") copy = a;
    }
    ASSERT_TRUE(copy);
    QApplication::clipboard()->clear();
    copy->trigger();
    EXPECT_TRUE(QApplication::clipboard()->text().contains("from the console"));
    EXPECT_FALSE(QApplication::clipboard()->text().contains("print("));
}

TEST_F(KeysTest, EveryControlHasAnAccessibleName) {
    show();
    ASSERT_TRUE(w_.open_target("attention"));
    QList<QWidget*> parts;
    parts << w_.console() << w_.timeline() << w_.lessons_panel()->list() << w_.lessons_panel()->text_view() << w_.weight_strip()
          << w_.mat_view() << w_.charts() << w_.scrub_bar()->slider() << e();
    for (QWidget* w : parts) {
        QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
        ASSERT_TRUE(a) << w->metaObject()->className();
        EXPECT_FALSE(a->text(QAccessible::Name).isEmpty()) << w->metaObject()->className();
    }
}

// ---------------------------------------------------------------- every screen

TEST_F(KeysTest, ARestoredWindowFromALargerScreenFitsThisOne) {
    const QRect avail = QApplication::primaryScreen()->availableGeometry();
    {
        MainWindow big;
        big.setWindowState(Qt::WindowNoState);
        big.show();
        big.resize(avail.width() + 600, avail.height() + 400);
        big.move(avail.topLeft() + QPoint(300, 200));
        QApplication::processEvents();
        big.close();
    }
    MainWindow again;
    again.show();
    QApplication::processEvents();
    EXPECT_LE(again.frameGeometry().width(), avail.width());
    EXPECT_LE(again.frameGeometry().height(), avail.height());
    EXPECT_TRUE(avail.contains(again.frameGeometry())) << again.frameGeometry().x() << "," << again.frameGeometry().y();
    // Leaving Presentation gives back a window that fits.
    again.set_presentation(true);
    QTest::qWait(150);
    again.set_presentation(false);
    QTest::qWait(150);
    EXPECT_LE(again.frameGeometry().width(), avail.width());
    EXPECT_LE(again.frameGeometry().height(), avail.height());
    QSettings().clear();
}

TEST_F(KeysTest, At1024x768TheEditorHasSixtyColumnsAndTheRunStaysInView) {
    QSettings().clear();
    show({1024, 768});
    ASSERT_TRUE(w_.open_target(lesson_file("3-sharpness.py")));
    ASSERT_TRUE(run_to_end(w_));  // the strip shows once there are weights
    QTest::qWait(100);
    const QFontMetrics fm(Editor::text_font());
    EXPECT_GE(e()->viewport()->width(), fm.horizontalAdvance(QString(60, '0')) + e()->marginWidth(0));
    EXPECT_GE(w_.timeline()->width(), 100) << "a drag on a narrower timeline jumps to an end";
    QList<QWidget*> parts;
    parts << w_.mat_view() << w_.weight_strip() << w_.console();
    for (QWidget* part : parts) {
        EXPECT_TRUE(part->isVisible()) << part->metaObject()->className();
        EXPECT_GE(part->width(), 200) << part->metaObject()->className();
        const QRect on_window(part->mapTo(&w_, QPoint(0, 0)), part->size());
        EXPECT_TRUE(w_.rect().contains(on_window.center())) << part->metaObject()->className();
    }
}

// A projector's 1280x720 in Presentation: the chart reads as a chart, the strip shows, and
// the toolbar's key actions (Presentation itself among them) are not behind its ».
TEST_F(KeysTest, PresentationAt1280x720KeepsTheChartTheStripAndTheKeyActions) {
    QSettings().clear();
    show({1280, 720});
    ASSERT_TRUE(w_.open_target(lesson_file("3-sharpness.py")));  // three strip rows: the most a page's strip takes
    ASSERT_TRUE(run_to_end(w_));
    w_.set_presentation(true);
    QTest::qWait(300);
    EXPECT_GE(w_.charts()->height(), 100);
    EXPECT_TRUE(w_.weight_strip()->isVisible());
    auto* bar = w_.findChild<QToolBar*>("run");
    ASSERT_NE(bar, nullptr);
    for (const char* name : {"Run", "Stop", "Live", "Presentation"}) {
        QAction* a = nullptr;
        for (QAction* candidate : bar->actions())
            if (candidate->text() == name) a = candidate;
        ASSERT_NE(a, nullptr) << name;
        QWidget* button = bar->widgetForAction(a);
        EXPECT_TRUE(button && button->isVisible()) << name << " is behind the toolbar's »";
    }
    w_.set_presentation(false);
}

// A silent endless loop: the status bar says it runs, for how long, and which key stops it; then what was seen.
TEST_F(KeysTest, ASilentLoopSaysItRunsAndHowToStopIt) {
    open_text("while True:\n    pass\n");
    auto* said = w_.findChild<QLabel*>("run_heartbeat");
    ASSERT_NE(said, nullptr);
    w_.run(0);
    QTest::qWait(RunHeartbeat::kQuietMs + 1500);
    ASSERT_TRUE(w_.running());
    EXPECT_TRUE(said->isVisible());
    EXPECT_TRUE(said->text().startsWith("Running for ")) << said->text().toStdString();
    EXPECT_TRUE(said->text().contains("Shift+F5")) << said->text().toStdString();
    QSignalSpy done(&w_, &MainWindow::run_finished);
    w_.stop();
    ASSERT_TRUE(done.wait(10000));
    EXPECT_TRUE(said->text().startsWith("The run ended after ")) << said->text().toStdString();
}

// Issue 41: typing on in a script of one's own while the autosave writes it. The
// file watcher then sees the studio's own save, which is no change on disk
// (Autosaver::last_saved); the student was told "changed on disk; your unsaved
// edits are kept" 2 tries of 3.
TEST_F(KeysTest, TypingWhileTheAutosaveWritesIsNoChangeOnDisk) {
    open_text("a = 1\n");
    QStringList said;
    QObject::connect(w_.statusBar(), &QStatusBar::messageChanged, &w_, [&said](const QString& m) {
        if (!m.isEmpty()) said << m;
    });
    auto* tabs = w_.findChild<ProgramTabs*>();
    ASSERT_TRUE(tabs && tabs->current());
    QSignalSpy saves(tabs->current()->saver, &Autosaver::saved);
    e()->setCursorPosition(1, 0);
    // Three seconds of keys, one each 30 ms: the saves (a second after the first unsaved key) come mid-typing.
    for (int i = 0; i < 100; ++i) {
        QTest::keyClick(e(), Qt::Key_X);
        QTest::qWait(30);
    }
    QTest::qWait(1500);  // the last save, and the watcher's word on it
    EXPECT_GE(saves.size(), 2);
    for (const QString& m : said) EXPECT_FALSE(m.contains("changed on disk")) << m.toStdString();
    QString on_disk;
    ASSERT_TRUE(read_text(script_, &on_disk));
    EXPECT_EQ(on_disk, e()->text());  // nothing reloaded over the typing
    EXPECT_EQ(e()->text().count('x'), 100);
}

// A program that prints at once is not said to be silent.
TEST_F(KeysTest, ARunThatPrintsIsNotSaidToBeSilent) {
    open_text("import time\nwhile True:\n    print('tick')\n    time.sleep(0.2)\n");
    w_.run(0);
    QTest::qWait(RunHeartbeat::kQuietMs + 1500);
    auto* said = w_.findChild<QLabel*>("run_heartbeat");
    ASSERT_NE(said, nullptr);
    EXPECT_FALSE(said->isVisible()) << said->text().toStdString();
    w_.stop();
}

// ---------------------------------------------------------------- the API in the editor

TEST_F(KeysTest, TheApiIsCompletedWithItsSignatures) {
    open_text("from bugbot import *\n\n");
    QTest::qWait(1500);
    e()->setCursorPosition(2, 0);
    QTest::keyClicks(e(), "dri");
    QTest::qWait(50);
    ASSERT_TRUE(e()->isListActive());
    QByteArray chosen(256, '\0');
    e()->SendScintilla(QsciScintilla::SCI_AUTOCGETCURRENTTEXT, 0UL, chosen.data());
    EXPECT_STREQ(chosen.constData(), "drive");
    key(Qt::Key_Tab);
    QTest::keyClicks(e(), "(");
    QTest::qWait(50);
    EXPECT_TRUE(e()->isCallTipActive());
    EXPECT_TRUE(e()->text().contains("drive("));
}

TEST_F(KeysTest, ARobotsMethodsAreOfferedAfterItsName) {
    open_text("from bugbot import *\n\nbot = Robot(1)\n");
    e()->setCursorPosition(3, 0);
    QTest::keyClicks(e(), "bot.");
    QTest::qWait(50);
    ASSERT_TRUE(e()->isListActive());
    QTest::keyClicks(e(), "serv");
    key(Qt::Key_Tab);
    EXPECT_TRUE(e()->text().endsWith("bot.servo")) << e()->text().toStdString();
    // Not after a name that is no robot.
    key(Qt::Key_Return);
    QTest::keyClicks(e(), "math.");
    QTest::qWait(50);
    EXPECT_FALSE(e()->isListActive());
}
