// Issue 22: the editor's sideways scroll, closing tabs, restoring a
// submission, the Help menu, the World menu and the reference's search,
// driven with real key and mouse events on a shown window.
#include <QDialog>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include "studio/views/console.h"
#include "studio/work/gradebook.h"
#include "studio/window/lesson_panel.h"
#include "studio/editor/program_tabs.h"
#include "studio/window/submissions_dialog.h"
#include "studio/work/workspace.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
class MenusTest : public WindowTest {
protected:
    void show(QSize size = {1024, 768}) {
        QSettings().clear();
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
    long x_offset() { return e()->SendScintilla(QsciScintilla::SCI_GETXOFFSET); }
    // The point of the editor's viewport at (line, column), as Scintilla draws it.
    QPoint at(int line, int column) {
        const long pos = e()->positionFromLineIndex(line, column);
        return {static_cast<int>(e()->SendScintilla(QsciScintilla::SCI_POINTXFROMPOSITION, 0UL, pos)),
                static_cast<int>(e()->SendScintilla(QsciScintilla::SCI_POINTYFROMPOSITION, 0UL, pos)) + 4};
    }
    QMenu* menu(const QString& title) {
        for (QAction* a : w_.menuBar()->actions())
            if (a->text().remove('&') == title) return a->menu();
        return nullptr;
    }
    QAction* action(QMenu* m, const QString& text) {
        for (QAction* a : m->actions())
            if (a->text() == text) return a;
        return nullptr;
    }
    // After a dialog: the window active again, the keys to the program.
    void back_to_window() {
        w_.activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&w_));
        e()->setFocus();
    }
    QToolButton* tool_button(const QString& text) {
        QToolBar* bar = w_.findChild<QToolBar*>("run");
        for (QAction* a : bar->actions())
            if (a->text() == text) return qobject_cast<QToolButton*>(bar->widgetForAction(a));
        return nullptr;
    }
    QTemporaryDir dir_;
    QString script_;
    MainWindow w_;
};

// Dialogs are shown in this scope (the tests run without them otherwise).
struct WithDialogs {
    WithDialogs() { qunsetenv("BUGBOT_STUDIO_NO_DIALOGS"); }
    ~WithDialogs() { qputenv("BUGBOT_STUDIO_NO_DIALOGS", "1"); }
};

// Clicks the button of the next message box whose text contains `button`;
// `asked` gets the box's text ("" when none came). A later call ends the
// watch of an earlier one.
int question_watch = 0;
void answer_next_question(const QString& button, QString* asked) {
    asked->clear();
    const int watch = ++question_watch;
    auto tries = std::make_shared<int>(0);
    auto poll = std::make_shared<std::function<void()>>();
    *poll = [button, asked, tries, poll, watch] {
        if (watch != question_watch) return;
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || !box->isVisible() || box->buttons().value(0)->width() == 0) {  // none, or not laid out yet
            if (++*tries < 100) QTimer::singleShot(20, *poll);
            return;
        }
        *asked = box->text();
        ++question_watch;  // answered: this watch ends
        for (QAbstractButton* b : box->buttons()) {
            if (b->text().remove('&').contains(button)) {
                QTest::mouseClick(b, Qt::LeftButton);
                if (box->isVisible()) ADD_FAILURE() << "the click on " << button.toStdString() << " did not close the box";
                return;
            }
        }
        ADD_FAILURE() << "no button " << button.toStdString() << " in " << asked->toStdString();
        box->reject();
    };
    QTimer::singleShot(20, *poll);
}
}  // namespace

// ---------------------------------------------------------------- the editor's sideways scroll

TEST_F(MenusTest, ALongLineSelectedLeavesNoSidewaysScrollOnceTheCaretIsOnALineThatFits) {
    open_text("x = 1\ny = [" + QString("10, ").repeated(80) + "0]\nz = 2\n");
    // Shift+End selects the long line to its end: the view scrolls sideways to show it.
    e()->setCursorPosition(1, 0);
    QTest::keyClick(e(), Qt::Key_End, Qt::ShiftModifier);
    ASSERT_GT(x_offset(), 0);
    // A click on a short line: the view is back at column 0.
    QTest::mouseClick(e()->viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(e()->viewport()->width() / 2, at(0, 0).y()));
    EXPECT_EQ(x_offset(), 0);
    EXPECT_FALSE(e()->hasSelectedText());
    // A selection dragged with the mouse past the side of the view scrolls it...
    QTest::mousePress(e()->viewport(), Qt::LeftButton, Qt::NoModifier, at(1, 0));
    QTest::mouseMove(e()->viewport(), QPoint(e()->viewport()->width() + 40, at(1, 0).y()));
    QTest::qWait(300);  // Scintilla scrolls on while the mouse is past the side
    QTest::mouseRelease(e()->viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(e()->viewport()->width() - 2, at(1, 0).y()));
    EXPECT_TRUE(e()->hasSelectedText());
    const long scrolled = x_offset();
    EXPECT_GT(scrolled, 0);  // the caret is far along the long line: it stays in view
    // ...and a key that takes the caret to a short line brings it back.
    QTest::keyClick(e(), Qt::Key_Down);
    EXPECT_EQ(x_offset(), 0);
    int line = -1, index = -1;
    e()->getCursorPosition(&line, &index);
    EXPECT_EQ(line, 2);
}

// ---------------------------------------------------------------- closing tabs

TEST_F(MenusTest, ClosingALessonProgramAsksNothingAndKeepsItsEdits) {
    show();
    ASSERT_TRUE(w_.open_target(lesson_file("1-scores.py")));
    const QString copy = w_.current_path();
    const int before = w_.program_tabs()->tab_widget()->count();
    e()->setFocus();
    e()->setCursorPosition(0, 0);
    QTest::keyClicks(e(), "# mine");
    QTest::keyClick(e(), Qt::Key_Return);
    WithDialogs dialogs;
    QString asked;
    answer_next_question("Cancel", &asked);  // were a question to come
    QTabBar* bar = w_.program_tabs()->tab_widget()->tabBar();
    QWidget* close = bar->tabButton(bar->currentIndex(), QTabBar::RightSide);
    ASSERT_NE(close, nullptr);
    QTest::mouseClick(close, Qt::LeftButton);
    QTest::qWait(100);
    EXPECT_TRUE(asked.isEmpty()) << asked.toStdString();
    EXPECT_EQ(w_.program_tabs()->tab_widget()->count(), before - 1);
    EXPECT_EQ(w_.program_tabs()->find_path(copy), nullptr);
    QString saved;
    ASSERT_TRUE(read_text(copy, &saved));
    EXPECT_TRUE(saved.startsWith("# mine\n"));
    EXPECT_TRUE(w_.status_text().contains(copy)) << w_.status_text().toStdString();
}

TEST_F(MenusTest, ClosingANewUntitledScriptAsksOnlyWhenItWasWrittenIn) {
    show();
    ASSERT_TRUE(w_.open_target("attention"));
    const int lesson_tabs = w_.program_tabs()->tab_widget()->count();
    WithDialogs dialogs;
    QString asked;
    // Untouched: Ctrl+W closes it and nothing is left behind.
    QTest::keyClick(e(), Qt::Key_N, Qt::ControlModifier);
    const QString untouched = w_.current_path();
    ASSERT_TRUE(untouched.contains("untitled-"));
    answer_next_question("Cancel", &asked);
    QTest::keyClick(e(), Qt::Key_W, Qt::ControlModifier);
    QTest::qWait(100);
    EXPECT_TRUE(asked.isEmpty()) << asked.toStdString();
    EXPECT_EQ(w_.program_tabs()->tab_widget()->count(), lesson_tabs);
    EXPECT_FALSE(QFileInfo::exists(untouched));
    // Written in: Ctrl+W asks; Cancel keeps the tab.
    QTest::keyClick(e(), Qt::Key_N, Qt::ControlModifier);
    const QString written = w_.current_path();
    QTest::keyClicks(e(), "x = 42");
    EXPECT_FALSE(e()->isListActive());
    answer_next_question("Cancel", &asked);
    QTest::keyClick(e(), Qt::Key_W, Qt::ControlModifier);
    EXPECT_TRUE(asked.contains("without a name")) << asked.toStdString();
    EXPECT_EQ(w_.current_path(), written);
    back_to_window();
    // Delete it: the tab and the file go.
    answer_next_question("Delete it", &asked);
    QTest::keyClick(e(), Qt::Key_W, Qt::ControlModifier);
    EXPECT_FALSE(asked.isEmpty());
    EXPECT_EQ(w_.program_tabs()->find_path(written), nullptr);
    EXPECT_FALSE(QFileInfo::exists(written));
    back_to_window();
    // Keep: the tab goes, the file stays with what was typed.
    QTest::keyClick(e(), Qt::Key_N, Qt::ControlModifier);
    const QString kept = w_.current_path();
    QTest::keyClicks(e(), "y = 7");
    answer_next_question("Keep", &asked);
    QTest::keyClick(e(), Qt::Key_W, Qt::ControlModifier);
    EXPECT_EQ(w_.program_tabs()->find_path(kept), nullptr);
    QString text;
    ASSERT_TRUE(read_text(kept, &text));
    EXPECT_TRUE(text.startsWith("y = 7")) << text.toStdString();
    EXPECT_EQ(w_.program_tabs()->tab_widget()->count(), lesson_tabs);  // the lesson's programs stayed
}

// ---------------------------------------------------------------- restoring a submission

TEST_F(MenusTest, ASubmittedVersionCanBeRestoredAsOneUndoStep) {
    show({1366, 768});
    ASSERT_TRUE(w_.open_target(lesson_file("starter.py")));
    const QString copy = w_.current_path();
    const QString submitted = e()->text() + "# as submitted\n";
    SubmissionMark mark;
    mark.file = "starter.py";
    mark.status = "marked";
    ASSERT_GT(w_.gradebook()->add("attention", "starter.py", submitted, mark), 0) << w_.gradebook()->error().toStdString();
    // Edited since.
    e()->setFocus();
    e()->setCursorPosition(0, 0);
    QTest::keyClicks(e(), "# later");
    QTest::keyClick(e(), Qt::Key_Return);
    const QString edited = e()->text();
    // Submissions…, then Open this submission.
    QToolButton* history = tool_button("Submissions…");
    ASSERT_NE(history, nullptr);
    QTest::mouseClick(history, Qt::LeftButton);
    auto* dialog = w_.findChild<SubmissionsDialog*>();
    ASSERT_NE(dialog, nullptr);
    QPushButton* open = nullptr;
    for (QPushButton* b : dialog->findChildren<QPushButton*>())
        if (b->text() == "Open this submission") open = b;
    ASSERT_NE(open, nullptr);
    QTest::mouseClick(open, Qt::LeftButton);
    ASSERT_TRUE(w_.program_tabs()->current()->read_only);
    EXPECT_EQ(e()->text(), submitted);
    // Restore this version: asked first; No leaves the copy alone.
    QToolButton* restore = tool_button("Restore this version");
    ASSERT_NE(restore, nullptr);
    QTest::qWait(50);  // the toolbar lays the button out
    ASSERT_TRUE(restore->isVisible());
    WithDialogs dialogs;
    QString asked;
    answer_next_question("No", &asked);
    QTest::mouseClick(restore, Qt::LeftButton);
    EXPECT_TRUE(asked.contains("starter.py")) << asked.toStdString();
    EXPECT_EQ(w_.program_tabs()->find_path(copy)->editor->text(), edited);
    answer_next_question("Yes", &asked);
    QTest::mouseClick(restore, Qt::LeftButton);
    ASSERT_EQ(w_.current_path(), copy);  // the student's copy, in view
    EXPECT_EQ(e()->text(), submitted);
    QString on_disk;
    ASSERT_TRUE(read_text(copy, &on_disk));
    EXPECT_EQ(on_disk, submitted);
    QTest::qWait(50);
    EXPECT_FALSE(restore->isVisible());  // not for the copy itself
    // One Ctrl+Z: the edits before the restore.
    e()->setFocus();
    QTest::keyClick(e(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(e()->text(), edited);
}

// ---------------------------------------------------------------- the Help menu

TEST_F(MenusTest, EveryHelpActionDoesSomethingReal) {
    show({1366, 768});
    ASSERT_TRUE(w_.open_target(lesson_file("1-scores.py")));
    QMenu* help = menu("Help");
    ASSERT_NE(help, nullptr);
    QStringList checked;
    for (QAction* a : help->actions()) {
        if (a->isSeparator()) continue;
        const QString what = a->text();
        checked << what;
        if (what == "API reference") {
            QTest::keyClick(e(), Qt::Key_F1);  // its key
            EXPECT_TRUE(w_.reference_dock()->isVisible());
            EXPECT_TRUE(w_.reference_view()->toPlainText().contains("drive(left, right, turn=0)"));
        } else if (what == "Lesson text") {
            a->trigger();
            EXPECT_EQ(QApplication::focusWidget(), w_.lessons_panel()->text_view());
            EXPECT_TRUE(w_.lessons_panel()->text_view()->toPlainText().contains("The scores"));
        } else if (what == "Keyboard shortcuts") {
            a->trigger();
            auto* dialog = w_.findChild<QDialog*>("shortcuts");
            ASSERT_NE(dialog, nullptr);
            EXPECT_TRUE(dialog->isVisible());
            auto* table = dialog->findChild<QTableWidget*>();
            QStringList rows;
            for (int r = 0; r < table->rowCount(); ++r) rows << table->item(r, 0)->text().replace('\n', ' ') + " " + table->item(r, 1)->text();
            EXPECT_TRUE(rows.contains("F5 Run")) << rows.join(" | ").toStdString();
            EXPECT_TRUE(rows.contains("F11 Presentation")) << rows.join(" | ").toStdString();
            dialog->close();
        } else if (what == "Documents") {
            QMenu* docs = a->menu();
            docs->popup(QPoint(0, 0));
            QTest::qWait(50);
            QAction* studio = action(docs, "studio");
            ASSERT_NE(studio, nullptr) << "the docs folder has studio.md";
            QTest::mouseClick(docs, Qt::LeftButton, Qt::NoModifier, docs->actionGeometry(studio).center());
            EXPECT_EQ(w_.reference_dock()->windowTitle(), "studio");
            EXPECT_TRUE(w_.reference_view()->toPlainText().contains("Presentation"));
        } else if (what == "About BugBot Studio") {
            a->trigger();
            auto* box = w_.findChild<QMessageBox*>("about");
            ASSERT_NE(box, nullptr);
            EXPECT_TRUE(box->isVisible());
            EXPECT_TRUE(box->text().contains("GPL-3.0-or-later"));
            EXPECT_TRUE(box->text().contains(QApplication::applicationVersion().isEmpty() ? "0.1" : QApplication::applicationVersion()));
            box->close();
        } else {
            ADD_FAILURE() << "a Help action this test does not check: " << what.toStdString();
        }
    }
    EXPECT_EQ(checked.size(), 5) << checked.join(", ").toStdString();
}

TEST_F(MenusTest, TheReferenceSearchKeepsTheSectionsThatMentionWhatIsTyped) {
    show({1366, 768});
    ASSERT_TRUE(w_.open_target(lesson_file("1-scores.py")));
    QTest::keyClick(e(), Qt::Key_F1);
    QTextBrowser* view = w_.reference_view();
    ASSERT_TRUE(view->toPlainText().contains("beep(freq, ms=200)"));
    QLineEdit* search = w_.reference_search();
    QTest::mouseClick(search, Qt::LeftButton);
    QTest::keyClicks(search, "motors work");
    const QString shown = view->toPlainText();
    EXPECT_TRUE(shown.contains("battery()")) << shown.toStdString();
    EXPECT_TRUE(shown.contains("Sensors"));  // the part it is in
    EXPECT_FALSE(shown.contains("beep(freq, ms=200)"));
    EXPECT_FALSE(shown.contains("drive(left, right, turn=0)"));
    EXPECT_FALSE(shown.contains("Wheel powers in percent"));  // the list of calls: only the lines that mention it
    // Nothing mentions it: said.
    search->clear();
    QTest::keyClicks(search, "zzqx");
    EXPECT_TRUE(view->toPlainText().contains("Nothing here mentions")) << view->toPlainText().toStdString();
    // Cleared: the whole reference again.
    search->clear();
    EXPECT_TRUE(view->toPlainText().contains("beep(freq, ms=200)"));
    // A '#' in a code block is code, not a heading.
    const QString md = "# A\n\n```python\n# not a heading\nservo(0, 1)\n```\n\n## B\n\nled\n";
    EXPECT_TRUE(filter_sections(md, "servo").contains("# not a heading"));
    EXPECT_FALSE(filter_sections(md, "servo").contains("## B"));
    // Of a section whose heading does not mention it, only the items that do.
    const QString list = "# A\n\n## Calls\n\n- **led**: a light\n- **servo**: an arm\n\nAll of them.\n\n## servo\n\nMoves it.\n";
    const QString found = filter_sections(list, "servo");
    EXPECT_TRUE(found.contains("- **servo**: an arm")) << found.toStdString();
    EXPECT_FALSE(found.contains("led")) << found.toStdString();
    EXPECT_FALSE(found.contains("All of them")) << found.toStdString();
    EXPECT_TRUE(found.contains("## servo\n\nMoves it.")) << found.toStdString();
    // A table's rows are list items, each cell named by its column.
    EXPECT_EQ(tables_as_lists("| call | does | answers |\n|---|---|---|\n| `f()` | a thing | - |\n| `g(x)` | another | number |\n"),
              "- **`f()`**: a thing\n- **`g(x)`**: another; answers: number\n");
}

// ---------------------------------------------------------------- the World menu

TEST_F(MenusTest, TheWorldMenuRunsARobot1ScriptOnTheTwoRobotWorld) {
    QTemporaryDir dir;
    const QString script = dir.filePath("two.py");
    ASSERT_TRUE(write_text(script, "from bugbot import Robot\nb = Robot(1)\nb.forward(50, distance=10)\nprint('moved', round(b.distance()))\n"));
    show({1366, 768});
    QMenu* run = menu("Run");
    ASSERT_NE(run, nullptr);
    QAction* worlds_entry = action(run, "World for scripts");
    ASSERT_TRUE(worlds_entry && worlds_entry->menu());
    QMenu* worlds = worlds_entry->menu();
    worlds->popup(QPoint(0, 0));
    QTest::qWait(50);
    QAction* two = action(worlds, "two-robots");
    ASSERT_NE(two, nullptr);
    QTest::mouseClick(worlds, Qt::LeftButton, Qt::NoModifier, worlds->actionGeometry(two).center());
    ASSERT_TRUE(w_.open_target(script));
    ASSERT_TRUE(run_to_end(w_));
    ASSERT_TRUE(w_.model() && w_.model()->end());
    EXPECT_EQ(w_.model()->end()->status, "done") << w_.console()->toPlainText().toStdString();
    EXPECT_EQ(w_.model()->robot_count(), 2);
    EXPECT_TRUE(w_.console()->toPlainText().contains("moved")) << w_.console()->toPlainText().toStdString();
    // The menu shows the choice.
    worlds->popup(QPoint(0, 0));
    QTest::qWait(50);
    ASSERT_NE(action(worlds, "two-robots"), nullptr);
    EXPECT_TRUE(action(worlds, "two-robots")->isChecked());
    worlds->close();
}
