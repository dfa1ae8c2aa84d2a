// Issue 9 in the window: editor keys as in Thonny, Mu and IDLE, Esc and focus,
// each program's own run, Submit, settings, files, tabs, zoom. Driven with
// real key and mouse events (QTest) on a shown window.
#include <QComboBox>
#include <QFontMetrics>
#include <QScreen>
#include <QScrollBar>
#include <QSplitter>
#include <QLineEdit>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
#include <gtest/gtest.h>

#include "studio/views/console.h"
#include "studio/window/lesson_panel.h"
#include "studio/editor/program_tabs.h"
#include "studio/editor/scrub_bar.h"
#include "studio/window/submissions_dialog.h"
#include "studio/window/submit_controller.h"
#include "studio/work/workspace.h"
#include "window_helpers.h"
#include "build_paths.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
// A shown, active window on a script with `text`, the editor focused.
class EditingTest : public WindowTest {
protected:
    void open(const QString& text) {
        script_ = dir_.filePath("mine.py");
        ASSERT_TRUE(write_text(script_, text));
        w_.resize(1400, 900);
        w_.show();
        ASSERT_TRUE(w_.open_target(script_));
        w_.activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&w_));
        e()->setFocus();
        QApplication::processEvents();
    }
    Editor* e() { return w_.editor(); }
    void type(const QString& keys) { QTest::keyClicks(e(), keys); }
    void key(Qt::Key k, Qt::KeyboardModifiers m = Qt::NoModifier) { QTest::keyClick(QApplication::focusWidget(), k, m); }
    void end_of_text() { e()->setCursorPosition(e()->lines() - 1, e()->text(e()->lines() - 1).size()); }

    QTemporaryDir dir_;
    QString script_;
    MainWindow w_;
};
int tab_index(MainWindow& w, const QString& file) {
    const auto& tabs = w.program_tabs()->tabs();
    for (std::size_t i = 0; i < tabs.size(); ++i) {
        if (tabs[i]->path.endsWith("/" + file)) return w.program_tabs()->tab_widget()->indexOf(tabs[i]->editor);
    }
    return -1;
}
}  // namespace

TEST_F(EditingTest, EnterWithTheCompletionListOnTheWordTypedIsANewLine) {
    open("readings = []\n");
    end_of_text();
    type("x = readings");
    QTest::qWait(50);
    ASSERT_TRUE(e()->isListActive());  // the list offers "readings", already typed
    key(Qt::Key_Return);
    type("y = 1");
    EXPECT_EQ(e()->text(), "readings = []\nx = readings\ny = 1");
}

TEST_F(EditingTest, EnterOnAnUnfinishedWordStillCompletesIt) {
    open("readings = []\n");
    end_of_text();
    type("x = readi");
    QTest::qWait(50);
    ASSERT_TRUE(e()->isListActive());
    key(Qt::Key_Return);
    EXPECT_EQ(e()->text(), "readings = []\nx = readings");
}

TEST_F(EditingTest, BackspaceAfterAutoIndentRemovesAWholeLevel) {
    open("");
    type("if True:");
    key(Qt::Key_Return);
    EXPECT_EQ(e()->text(1), "    ");
    key(Qt::Key_Backspace);
    EXPECT_EQ(e()->text(1), "");
    type("x = 1");
    EXPECT_EQ(e()->text(), "if True:\nx = 1");
}

// Issue 29: in leading whitespace typed (or pasted) by hand, not only after an
// auto-indent, Backspace takes one level (4 spaces), as IDLE and Thonny do.
TEST_F(EditingTest, BackspaceInLeadingWhitespaceRemovesOneIndentLevel) {
    open("if True:\n        x = 1\n");
    e()->setCursorPosition(1, 8);  // just before "x"
    key(Qt::Key_Backspace);
    EXPECT_EQ(e()->text(1), "    x = 1\n");
    EXPECT_EQ(e()->SendScintilla(QsciScintilla::SCI_GETCOLUMN, e()->SendScintilla(QsciScintilla::SCI_GETCURRENTPOS)), 4);
    key(Qt::Key_Backspace);
    EXPECT_EQ(e()->text(1), "x = 1\n");
    // Inside the whitespace too: a level, not the space before the caret.
    e()->setText("if True:\n        y = 2\n");
    e()->setCursorPosition(1, 4);
    key(Qt::Key_Backspace);
    EXPECT_EQ(e()->text(1), "    y = 2\n");
    // Off a level (6 spaces): back to the level below it.
    e()->setText("if True:\n      z = 3\n");
    e()->setCursorPosition(1, 6);
    key(Qt::Key_Backspace);
    EXPECT_EQ(e()->text(1), "    z = 3\n");
    // After the first character, one character, as ever.
    e()->setCursorPosition(1, 8);  // after "z = "
    key(Qt::Key_Backspace);
    EXPECT_EQ(e()->text(1), "    z =3\n");
}

TEST_F(EditingTest, TabAndShiftTabIndentAndDedentTheSelectedLines) {
    open("a = 1\nb = 2\nc = 3\n");
    e()->setSelection(0, 0, 1, 3);
    key(Qt::Key_Tab);
    EXPECT_EQ(e()->text(), "    a = 1\n    b = 2\nc = 3\n");
    key(Qt::Key_Backtab, Qt::ShiftModifier);
    EXPECT_EQ(e()->text(), "a = 1\nb = 2\nc = 3\n");
    // Without a selection, Shift+Tab dedents the cursor's line.
    e()->setText("    d = 4\n");
    e()->setCursorPosition(0, 6);
    key(Qt::Key_Backtab, Qt::ShiftModifier);
    EXPECT_EQ(e()->text(), "d = 4\n");
}

TEST_F(EditingTest, EscInTheEditorStopsTheRun) {
    open("from bugbot import *\nconnect()\nwhile True:\n    pass\n");
    QSignalSpy done(&w_, &MainWindow::run_finished);
    w_.run(1);
    QTest::qWait(300);
    ASSERT_TRUE(w_.running());
    e()->setFocus();
    key(Qt::Key_Escape);
    ASSERT_TRUE(done.wait(3000));
    EXPECT_FALSE(w_.running());
    EXPECT_TRUE(w_.console()->toPlainText().contains("stopped"));
    EXPECT_EQ(QApplication::focusWidget(), e());
}

TEST_F(EditingTest, FindThenEscGivesTheKeysBackToTheEditor) {
    open("a = 1\nDIVISOR = 0.5\n");
    key(Qt::Key_F, Qt::ControlModifier);
    QLineEdit* find = w_.program_tabs()->find_box();
    ASSERT_EQ(QApplication::focusWidget(), find);
    QTest::keyClicks(find, "DIVISOR");
    key(Qt::Key_Return);
    EXPECT_EQ(e()->selectedText(), "DIVISOR");
    key(Qt::Key_Escape);
    EXPECT_FALSE(find->isVisible());
    EXPECT_EQ(QApplication::focusWidget(), e());
    type("MY_");  // typing goes to the program again
    EXPECT_TRUE(e()->text().contains("MY_ = 0.5"));
}

TEST_F(EditingTest, ReplaceReplacesTheMatchAndFindsTheNext) {
    open("x = 1\ny = x + x\n");
    key(Qt::Key_H, Qt::ControlModifier);
    QTest::keyClicks(w_.program_tabs()->find_box(), "x");
    key(Qt::Key_Return);
    QLineEdit* with = w_.program_tabs()->replace_box();
    ASSERT_TRUE(with->isVisible());
    with->setFocus();
    QTest::keyClicks(with, "z");
    key(Qt::Key_Return);
    key(Qt::Key_Return);
    EXPECT_EQ(e()->text(), "z = 1\ny = z + x\n");
}

TEST_F(EditingTest, CommentUncommentAndUndoFromTheKeys) {
    open("a = 1\n    b = 2\n");
    e()->selectAll();
    key(Qt::Key_Slash, Qt::ControlModifier);
    EXPECT_EQ(e()->text(), "# a = 1\n    # b = 2\n");
    e()->selectAll();
    key(Qt::Key_Slash, Qt::ControlModifier);
    EXPECT_EQ(e()->text(), "a = 1\n    b = 2\n");
    key(Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(e()->text(), "# a = 1\n    # b = 2\n");
}

TEST_F(EditingTest, AnErrorIsClearedWhenItsLineChangesAndOnlyThen) {
    open("from bugbot import *\nconnect()\nprint(1 / 0)\n");
    ASSERT_TRUE(run_to_end(w_));
    ASSERT_EQ(e()->error_line(), 3);
    // An edit above moves the mark with its line.
    e()->setCursorPosition(0, 0);
    key(Qt::Key_Return);
    EXPECT_EQ(e()->error_line(), 4);
    // Fixing the line clears it.
    e()->setCursorPosition(3, 10);
    key(Qt::Key_Backspace);
    type("2");
    EXPECT_EQ(e()->error_line(), 0);
}

TEST_F(EditingTest, TheZoomKeysZoomEveryTextPane) {
    open("a = 1\n");
    const double console_before = w_.console()->font().pointSizeF();
    const double lesson_before = w_.lessons_panel()->text_view()->font().pointSizeF();
    key(Qt::Key_Equal, Qt::ControlModifier);
    key(Qt::Key_Equal, Qt::ControlModifier);
    EXPECT_EQ(e()->SendScintilla(QsciScintilla::SCI_GETZOOM), 2);
    EXPECT_DOUBLE_EQ(w_.console()->font().pointSizeF(), console_before + 2);
    EXPECT_DOUBLE_EQ(w_.lessons_panel()->text_view()->font().pointSizeF(), lesson_before + 2);
}

TEST_F(EditingTest, TabsCloseAndShowUnsavedEdits) {
    open("a = 1\n");
    QTabWidget* tabs = w_.program_tabs()->tab_widget();
    EXPECT_TRUE(tabs->tabsClosable());
    EXPECT_EQ(tabs->tabText(0), "mine.py");
    end_of_text();
    type("b = 2");
    EXPECT_EQ(tabs->tabText(0), "• mine.py");
    w_.program_tabs()->flush();
    EXPECT_EQ(tabs->tabText(0), "mine.py");
    QString saved;
    ASSERT_TRUE(read_text(script_, &saved));
    EXPECT_EQ(saved, "a = 1\nb = 2");
    // Closing saves and removes the tab.
    type("c");
    w_.program_tabs()->close_tab(0);
    EXPECT_EQ(tabs->count(), 0);
    ASSERT_TRUE(read_text(script_, &saved));
    EXPECT_EQ(saved, "a = 1\nb = 2c");
}

TEST_F(EditingTest, NewAndSaveAsOpenTheFileTheyWrote) {
    open("a = 1\n");
    const QString fresh = dir_.filePath("fresh.py");
    ASSERT_TRUE(w_.new_script(fresh));
    EXPECT_EQ(w_.current_path(), fresh);
    EXPECT_TRUE(e()->text().startsWith("from bugbot import *"));
    type("# mine");
    QTest::keyClick(e(), Qt::Key_Return);
    const QString copy = dir_.filePath("copy.py");
    ASSERT_TRUE(w_.save_as(copy));
    EXPECT_EQ(w_.current_path(), copy);
    QString text;
    ASSERT_TRUE(read_text(copy, &text));
    EXPECT_TRUE(text.startsWith("# mine\nfrom bugbot import *"));
    const QStringList recent = QSettings().value("recent").toStringList();
    ASSERT_GE(recent.size(), 2);
    EXPECT_EQ(recent[0], copy);
    EXPECT_EQ(recent[1], fresh);
}

TEST_F(EditingTest, CtrlDragOnANumberScrubsItAndTheBarFollowsAReset) {
    w_.resize(1400, 900);
    w_.show();
    ASSERT_TRUE(w_.open_target(lesson_file("1-scores.py")));
    Editor* ed = w_.editor();
    int line = -1;
    for (int i = 0; i < ed->lines(); ++i) {
        if (ed->text(i).startsWith("DIVISOR = ")) line = i;
    }
    ASSERT_GE(line, 0);
    const long pos = ed->positionFromLineIndex(line, 11);
    const QPoint at(static_cast<int>(ed->SendScintilla(QsciScintilla::SCI_POINTXFROMPOSITION, 0UL, pos)),
                    static_cast<int>(ed->SendScintilla(QsciScintilla::SCI_POINTYFROMPOSITION, 0UL, pos)) + 4);
    QTest::mousePress(ed->viewport(), Qt::LeftButton, Qt::ControlModifier, at);
    QTest::mouseMove(ed->viewport(), at + QPoint(120, 0));
    QTest::mouseRelease(ed->viewport(), Qt::LeftButton, Qt::ControlModifier, at + QPoint(120, 0));
    EXPECT_FALSE(ed->text(line).startsWith("DIVISOR = 0.5\n")) << ed->text(line).toStdString();
    // The scrub bar, on the number, then Reset: the bar shows the lesson's number again.
    ed->setCursorPosition(line, 11);
    ed->scrub()->follow_cursor();
    EXPECT_NE(w_.scrub_bar()->label_text(), "scrub 0.5");
    w_.reset_to_lesson();
    ed->setCursorPosition(line, 11);
    ed->scrub()->follow_cursor();
    EXPECT_EQ(w_.scrub_bar()->label_text(), "scrub 0.5");
    const int mid = w_.scrub_bar()->slider()->value();
    EXPECT_NEAR(mid, 500, 2);  // 0.5 sits in the middle of its log range
}

TEST_F(WindowTest, EachProgramShowsItsOwnLastRunAndGhost) {
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    ASSERT_TRUE(run_to_end(w));
    const RunModel* scores = w.model();
    ASSERT_TRUE(w.console()->toPlainText().contains("11 steps back"));
    QTabWidget* tabs = w.program_tabs()->tab_widget();
    tabs->setCurrentIndex(tab_index(w, "2-values.py"));
    // Nothing run yet for this program: nothing of the other one shows.
    EXPECT_EQ(w.model(), nullptr);
    EXPECT_EQ(w.console()->toPlainText(), "");
    EXPECT_FALSE(w.weight_strip()->isVisibleTo(&w));
    ASSERT_TRUE(run_to_end(w));
    EXPECT_EQ(w.ghost(), nullptr);  // not the other program's run
    EXPECT_TRUE(w.console()->toPlainText().contains("20 keys: off by"));
    tabs->setCurrentIndex(tab_index(w, "1-scores.py"));
    EXPECT_EQ(w.model(), scores);
    EXPECT_TRUE(w.console()->toPlainText().contains("11 steps back"));
    EXPECT_TRUE(w.weight_strip()->isVisibleTo(&w));
    // The lesson text follows the program in view.
    EXPECT_GT(w.lessons_panel()->text_view()->verticalScrollBar()->value(), 0);
}

TEST_F(WindowTest, SubmitSendsTheYourTurnProgramWhicheverTabIsOpen) {
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.open_target(lesson_file("3-sharpness.py")));
    w.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
    EXPECT_TRUE(w.current_path().endsWith("3-sharpness.py"));
    EXPECT_TRUE(w.submit_target().endsWith("/starter.py"));
    QSignalSpy submitted(&w, &MainWindow::submitted);
    w.editor()->setFocus();
    const QString shown = w.editor()->text();
    QTest::keyClick(w.editor(), Qt::Key_Return, Qt::ControlModifier);  // BUGBOT_STUDIO_NO_DIALOGS: no question asked
    EXPECT_EQ(w.editor()->text(), shown);  // Ctrl+Enter is Submit, not a new line
    ASSERT_EQ(submitted.count() + (w.submitter()->busy() ? 1 : 0), 1);
    ASSERT_TRUE(submitted.wait(90000));
    const auto subs = w.gradebook()->submissions("attention");
    ASSERT_EQ(subs.size(), 1);
    EXPECT_EQ(subs[0].file, "starter.py");
}

TEST_F(WindowTest, CodeThatDoesNotParseIsNotMarkedAndItsLineIsShown) {
    MainWindow w;
    ASSERT_TRUE(w.open_target(lesson_file("starter.py")));
    w.editor()->setText("from bugbot import *\nconnect()\nx = (\nprint(x)\n");
    QSignalSpy submitted(&w, &MainWindow::submitted);
    w.submit();
    ASSERT_TRUE(submitted.wait(30000));
    EXPECT_FALSE(submitted.at(0).at(0).toBool());
    EXPECT_EQ(w.gradebook()->submissions("attention").size(), 0);  // nothing recorded
    EXPECT_EQ(w.editor()->error_line(), 3);
    EXPECT_TRUE(w.status_text().contains("Not marked")) << w.status_text().toStdString();
}

TEST_F(WindowTest, MarkingCanBeCancelledAndRecordsNothing) {
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.open_target(lesson_file("starter.py")));
    w.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
    w.editor()->setText("from bugbot import *\nconnect()\nwhile True:\n    pass\n");
    QSignalSpy submitted(&w, &MainWindow::submitted);
    QSignalSpy progress(w.submitter(), &SubmitController::progress);
    w.submit();
    QTest::qWait(1500);
    ASSERT_TRUE(w.submitter()->busy());
    EXPECT_GE(progress.count(), 2);
    EXPECT_TRUE(progress.last().at(0).toString().contains("Marking starter.py"));
    w.editor()->setFocus();
    QTest::keyClick(w.editor(), Qt::Key_Escape);  // Esc cancels marking, from the editor too
    ASSERT_EQ(submitted.count(), 1);
    EXPECT_FALSE(submitted.at(0).at(0).toBool());
    EXPECT_FALSE(w.submitter()->busy());
    EXPECT_EQ(w.gradebook()->submissions("attention").size(), 0);
}

TEST(MarksInWords, PointsPerTaskAndNoJargon) {
    SubmissionMark mark;
    mark.file = "starter.py";
    mark.status = "marked";
    mark.score = 20;
    mark.max = 30;
    mark.tasks = {{"weights", true, 10, "Good.", 10}, {"beat", false, 0, "Not yet.", 10}};
    const QString html = marks_html(mark, {{"weights", "Plot the weights", 10}, {"beat", "Beat it", 10}});
    EXPECT_TRUE(html.contains("20 of 30 points"));
    EXPECT_TRUE(html.contains("Plot the weights</b> (10 of 10 points)"));
    EXPECT_TRUE(html.contains("Beat it</b> (0 of 10 points)"));
    EXPECT_FALSE(html.contains("marked"));
    mark.notes = {"Every run: your program stopped with SyntaxError on line 2 & <3."};
    EXPECT_TRUE(marks_html(mark, {}).contains("SyntaxError on line 2 &amp; &lt;3."));  // the note, once, escaped
    mark.status = "timeout";
    EXPECT_TRUE(marks_html(mark, {}).contains("ran too long"));
    // Points and a stopped run, explained in one sentence (issue 22).
    mark.score = 30;
    const QString both = marks_html(mark, {});
    EXPECT_TRUE(both.contains("<p><b>starter.py</b>: you got <b>full marks, 30 of 30 points</b>: the tasks marked done were done "
                              "before your program ran too long and was stopped.</p>"))
        << both.toStdString();
    EXPECT_EQ(both.count("ran too long"), 1);
    mark.score = 0;
    mark.status = "error";
    EXPECT_TRUE(marks_html(mark, {}).contains("0 of 30 points</b>, because your program stopped with an error in at least one run"));
}

TEST_F(WindowTest, SettingsBringBackTheLessonProgramSpeedAndLayout) {
    QByteArray split;
    {
        MainWindow w;
        w.resize(1300, 800);
        w.show();
        ASSERT_TRUE(w.open_target(lesson_file("2-values.py")));
        w.findChild<QComboBox*>()->setCurrentIndex(2);  // 5x
        auto* main_split = w.findChild<QSplitter*>("main");
        ASSERT_TRUE(main_split);
        main_split->setSizes({200, 700, 400});
        split = main_split->saveState();
        w.close();
    }
    MainWindow again;
    ASSERT_TRUE(again.open_last());
    EXPECT_TRUE(again.current_path().endsWith("2-values.py"));
    EXPECT_EQ(again.findChild<QComboBox*>()->currentIndex(), 2);
    EXPECT_EQ(again.findChild<QSplitter*>("main")->saveState(), split);
    // As it was, as far as this screen holds it (fitted into its available geometry).
    EXPECT_EQ(again.size(), QSize(1300, 800).boundedTo(QApplication::primaryScreen()->availableGeometry().size()));
    QSettings().clear();
}

TEST_F(WindowTest, TheFirstLaunchFitsTheScreenAndGivesTheEditorEightyColumns) {
    QSettings().clear();
    MainWindow w;
    w.fit_screen();
    const QRect avail = QApplication::primaryScreen()->availableGeometry();
    EXPECT_LE(w.width(), avail.width());
    EXPECT_LE(w.height(), avail.height());
    EXPECT_EQ(avail.width() < 1400, w.isMaximized() || (w.windowState() & Qt::WindowMaximized));
    // On a wide window the editor gets its 80 columns.
    MainWindow wide;
    wide.setWindowState(Qt::WindowNoState);
    wide.resize(1920, 1080);
    wide.show();
    ASSERT_TRUE(wide.open_target("attention"));
    QTest::qWait(50);
    const QFontMetrics fm(Editor::text_font());
    EXPECT_GE(wide.editor()->width(), fm.horizontalAdvance(QString(80, '0')));
}

TEST(CommandLine, HelpAndVersionNeedNoDisplay) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("DISPLAY");
    env.remove("WAYLAND_DISPLAY");
    env.remove("QT_QPA_PLATFORM");
    p.setProcessEnvironment(env);
    p.start(QString::fromStdString(bugbot::build_paths::program("bugbot-studio")), {"--help"});
    ASSERT_TRUE(p.waitForFinished(10000));
    EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    EXPECT_TRUE(p.readAllStandardOutput().contains("--screenshot"));
    p.start(QString::fromStdString(bugbot::build_paths::program("bugbot-studio")), {"--version"});
    ASSERT_TRUE(p.waitForFinished(10000));
    EXPECT_EQ(p.exitCode(), 0);
    EXPECT_TRUE(p.readAllStandardOutput().contains("bugbot-studio 0.1"));
}

TEST_F(WindowTest, LiveModeRerunsTheProgramInViewWhenTheTabChanges) {
    MainWindow w;
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    QSignalSpy updated(&w, &MainWindow::live_picture_updated);
    w.set_live(true);
    ASSERT_TRUE(updated.wait(30000));
    ASSERT_TRUE(w.model() && w.model()->find_series("weight"));
    w.program_tabs()->tab_widget()->setCurrentIndex(tab_index(w, "3-sharpness.py"));
    EXPECT_EQ(w.model(), nullptr);  // not run yet
    ASSERT_TRUE(updated.wait(30000));
    ASSERT_NE(w.model(), nullptr);
    EXPECT_TRUE(w.model()->find_series("divide by 0.5"));  // this program's run, not the other's
}
