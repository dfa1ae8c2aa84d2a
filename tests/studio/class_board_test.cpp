// The teacher's board (issue 45) fed boards and histories as the teacher's
// client holds them: the marks said three ways, who is here, the sorts,
// Presentation's hidden names, the keys, and a history's changed lines.
#include <gtest/gtest.h>
#include <QAccessible>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

#include "studio/class/attempt_history.h"
#include "studio/class/class_board.h"
#include "studio/class/hand_out_dialog.h"
#include "studio/class/program_changes.h"
#include "studio/window/submissions_dialog.h"

using namespace bugbot::studio;
using namespace bugbot::classroom;

namespace {

constexpr qint64 kNine = 1796630400000;  // 2026-12-07 09:00 UTC

Attempt marked(const QString& id, double first, double second, qint64 when, const QString& program = {}) {
    Attempt a;
    a.id = id;
    a.lesson = "attention";
    a.state = "marked";
    a.received_ms = when;
    a.marked_ms = when + 2000;
    a.tasks = {{"The scores", first, 10}, {"Sharpness", second, 20}};
    a.score = first + second;
    a.out_of = 30;
    a.program = program;
    a.has_record = true;
    return a;
}

BoardStudent student(const QString& name, bool connected, std::vector<BoardCell> cells,
                     const QString& state = "approved") {
    BoardStudent s;
    s.name = name;
    s.state = state;
    s.connected = connected;
    for (const BoardCell& c : cells) s.last_attempt_ms = std::max(s.last_attempt_ms, c.counted.received_ms);
    s.cells = std::move(cells);
    return s;
}

// Ada all done (3 attempts, at 9:20), Bea partly (at 9:40), Cy nothing yet, Dee asks to join.
Board a_class() {
    Board b;
    b.lessons = {"attention", "sharpness"};
    b.students.push_back(student("Ada Lovelace", true, {{"attention", 3, marked("a3", 10, 20, kNine + 20 * 60000)}}));
    b.students.push_back(student("Bea Brown", false,
                                 {{"attention", 1, marked("b1", 10, 0, kNine + 40 * 60000)},
                                  {"sharpness", 1, marked("b2", 5, 5, kNine + 45 * 60000)}}));
    b.students.push_back(student("Cy Chen", true, {}));
    b.students.push_back(student("Dee Diaz", false, {}, "pending"));
    return b;
}

QList<Lesson> lessons() {
    Lesson attention;
    attention.id = "attention";
    attention.title = "Attention";
    attention.tasks = {{"scores", "The scores", 10}, {"sharpness", "Sharpness", 20}};
    Lesson sharpness;
    sharpness.id = "sharpness";
    sharpness.title = "Sharper";
    return {attention, sharpness};
}

QStringList names(const BoardTable& t) {
    QStringList out;
    for (int r = 0; r < t.rowCount(); ++r) out << t.data(t.index(r, BoardTable::kNameColumn)).toString();
    return out;
}

QString text(const BoardTable& t, int row, int column, int role = Qt::DisplayRole) {
    return t.data(t.index(row, column), role).toString();
}

}  // namespace

TEST(ClassBoard, EachMarkIsANumberASymbolAndAColourAndSaidInWords) {
    BoardTable t;
    t.set_board(a_class());
    t.set_lesson("attention", lessons()[0].tasks);
    ASSERT_EQ(t.columnCount(), 2 + 2 + 3);  // student, here, two tasks, total, attempts, last attempt
    ASSERT_EQ(names(t), QStringList({"Dee Diaz", "Ada Lovelace", "Bea Brown", "Cy Chen"}));  // asks to join: first
    EXPECT_EQ(text(t, 1, 2), "✓ 10/10");
    EXPECT_EQ(text(t, 2, 3), "✗ 0/20");
    EXPECT_EQ(text(t, 2, 4), "◑ 10/30");
    EXPECT_EQ(text(t, 3, 4), "–");  // not submitted
    EXPECT_EQ(text(t, 1, 5), "3");
    EXPECT_NE(t.data(t.index(1, 4), Qt::BackgroundRole), t.data(t.index(2, 4), Qt::BackgroundRole));
    EXPECT_EQ(text(t, 2, 4, Qt::AccessibleTextRole), "Bea Brown, Total: 10 of 30 points, partly done; 1 attempt(s)");
    EXPECT_EQ(text(t, 3, 4, Qt::AccessibleTextRole), "Cy Chen, Total: not submitted");
    EXPECT_EQ(text(t, 0, 1), "⚑ asks to join");
    EXPECT_EQ(text(t, 1, 1), "● here");
    EXPECT_EQ(text(t, 2, 1), "○ away");
    EXPECT_EQ(t.summary(), "3 student(s): 2 connected, 1 not submitted, 1 ask(s) to join");
    EXPECT_EQ(t.headerData(2, Qt::Horizontal).toString(), "1. The scores");
    EXPECT_EQ(t.headerData(3, Qt::Horizontal).toString(), "2. Sharpness");
    Board long_titles = a_class();
    BoardTable u;
    u.set_board(long_titles);
    u.set_lesson("attention", {{"plot", "Plot the twenty attention weights of your last guess", 10}});
    EXPECT_EQ(u.headerData(2, Qt::Horizontal).toString(), "1. Plot the…");
    EXPECT_EQ(u.headerData(2, Qt::Horizontal, Qt::ToolTipRole).toString(),
              "Plot the twenty attention weights of your last guess");
}

TEST(ClassBoard, AnAttemptBeingMarkedShowsAsSuchNotAsNoMarks) {
    Board b = a_class();
    b.students[2].cells.push_back({"attention", 1, marked("c1", 0, 0, kNine + 50 * 60000)});
    b.students[2].cells.back().counted.state = "marking";
    BoardTable t;
    t.set_board(b);
    t.set_lesson("attention", lessons()[0].tasks);
    EXPECT_EQ(text(t, 3, 4), "…");
    EXPECT_EQ(text(t, 3, 4, Qt::AccessibleTextRole), "Cy Chen, Total: sent, being marked");
}

TEST(ClassBoard, SortsByNameByMarkAndByTheLastAttempt) {
    BoardTable t;
    t.set_board(a_class());
    t.set_lesson("attention", lessons()[0].tasks);
    t.set_sort(BoardSort::mark);
    EXPECT_EQ(names(t), QStringList({"Dee Diaz", "Ada Lovelace", "Bea Brown", "Cy Chen"}));
    t.set_sort(BoardSort::last_attempt);
    EXPECT_EQ(names(t), QStringList({"Dee Diaz", "Bea Brown", "Ada Lovelace", "Cy Chen"}));
    t.set_sort(BoardSort::name);
    EXPECT_EQ(names(t), QStringList({"Dee Diaz", "Ada Lovelace", "Bea Brown", "Cy Chen"}));
    Board b = a_class();  // Ada now below Bea on marks
    b.students[0].cells[0].counted = marked("a4", 0, 5, kNine);
    t.set_board(b);
    t.set_sort(BoardSort::mark);
    EXPECT_EQ(names(t), QStringList({"Dee Diaz", "Bea Brown", "Ada Lovelace", "Cy Chen"}));
}

TEST(ClassBoard, TheOverviewHasALessonAColumnAndCountsWhoNeverSubmitted) {
    BoardTable t;
    t.set_board(a_class());
    t.set_titles(lessons());
    t.set_lesson({}, {});
    ASSERT_EQ(t.columnCount(), 2 + 2 + 1);
    EXPECT_EQ(t.headerData(3, Qt::Horizontal).toString(), "Sharper");
    EXPECT_EQ(text(t, 2, 3), "◑ 10/30");  // Bea's sharpness
    EXPECT_EQ(t.lesson_at(t.index(2, 3)), "sharpness");
    EXPECT_EQ(t.summary(), "3 student(s): 2 connected, 1 not submitted, 1 ask(s) to join");
    t.set_sort(BoardSort::mark);  // Ada 1.0 of one lesson, Bea 0.33 + 0.33
    EXPECT_EQ(names(t), QStringList({"Dee Diaz", "Ada Lovelace", "Bea Brown", "Cy Chen"}));
}

TEST(ClassBoard, PresentationShowsNoNameAnywhere) {
    ClassBoard board;
    board.set_lessons(lessons(), "attention");
    board.set_board(a_class());
    board.set_anonymous(true);
    for (BoardTable* t : {board.lesson_table(), board.overview_table()}) {
        for (int r = 0; r < t->rowCount(); ++r)
            for (int c = 0; c < t->columnCount(); ++c)
                for (int role : {int(Qt::DisplayRole), int(Qt::AccessibleTextRole), int(Qt::ToolTipRole)})
                    for (const char* name : {"Ada", "Bea", "Cy", "Dee"})
                        EXPECT_FALSE(text(*t, r, c, role).contains(name)) << text(*t, r, c, role).toStdString();
    }
    EXPECT_EQ(text(*board.lesson_table(), 1, 0), "Student 1");  // numbered by name, whatever the sort
    board.sort_box()->setCurrentIndex(board.sort_box()->findData(int(BoardSort::last_attempt)));
    EXPECT_EQ(text(*board.lesson_table(), 1, 0), "Student 2");  // Bea, the newest
    History h;
    h.student = "Bea Brown";
    h.lesson = "attention";
    h.attempts = {marked("b1", 10, 0, kNine)};
    board.show_history(h);
    EXPECT_FALSE(board.history()->findChild<QLabel*>()->text().contains("Bea"));
    board.set_anonymous(false);
    EXPECT_EQ(text(*board.lesson_table(), 1, 0), "Bea Brown");
}

TEST(ClassBoard, EnterOnAMarkAsksForThatStudentsHistoryAndApproveLetsAPendingStudentIn) {
    ClassBoard board;
    board.set_lessons(lessons(), "attention");
    board.set_board(a_class());
    board.resize(1024, 700);
    board.show();
    QSignalSpy wanted(&board, &ClassBoard::history_wanted);
    QSignalSpy approve(&board, &ClassBoard::approve_wanted);
    QTableView* view = board.lesson_view();
    view->setFocus();
    view->setCurrentIndex(view->model()->index(2, 4));  // Bea's total
    QTest::keyClick(view, Qt::Key_Return);
    ASSERT_EQ(wanted.count(), 1);
    EXPECT_EQ(wanted.at(0).at(0).toString(), "Bea Brown");
    EXPECT_EQ(wanted.at(0).at(1).toString(), "attention");
    EXPECT_FALSE(board.approve_button()->isEnabled());
    QTest::keyClick(view, Qt::Key_Up);
    QTest::keyClick(view, Qt::Key_Up);  // Dee, who asks to join
    EXPECT_TRUE(board.approve_button()->isEnabled());
    board.approve_button()->click();
    ASSERT_EQ(approve.count(), 1);
    EXPECT_EQ(approve.at(0).at(0).toString(), "Dee Diaz");
    Board approved = a_class();  // the next board: the same cell stays chosen
    approved.students[3].state = "approved";
    board.set_board(approved);
    EXPECT_EQ(board.lesson_table()->student_at(view->currentIndex().row())->name, "Dee Diaz");
    EXPECT_FALSE(board.approve_button()->isEnabled());
    board.tabs()->setCurrentIndex(1);  // the overview: a lesson's column asks for that lesson
    board.open_cell(board.overview_view()->model()->index(2, 3));
    EXPECT_EQ(wanted.last().at(1).toString(), "sharpness");
    EXPECT_LE(board.minimumSizeHint().width(), 1024);
    EXPECT_LE(board.minimumSizeHint().height(), 700);
}

TEST(ClassBoard, ChangedLinesAreTheLinesAddedOrEdited) {
    EXPECT_EQ(changed_lines("a\nb\nc", "a\nB\nc\nd"), QList<bool>({false, true, false, true}));
    EXPECT_EQ(changed_lines("a\nb\nc", "a\nc"), QList<bool>({false, false}));  // removed: nothing to mark
    EXPECT_EQ(changed_lines("x\ny", "y\nx\ny"), QList<bool>({true, false, false}));
    EXPECT_EQ(changed_lines(QString(), "a\nb"), QList<bool>({true, true}));
}

TEST(ClassBoard, AHistoryMarksTheChangedLinesSendsACommentAndAsksForAReplay) {
    AttemptHistory history;
    History h;
    h.student = "Ada Lovelace";
    h.lesson = "attention";
    h.attempts = {marked("a1", 0, 0, kNine, "d = 2.24\nprint(d)\n"),
                  marked("a2", 10, 20, kNine + 60000, "d = 0.5\nprint(d)\n")};
    h.attempts[0].has_record = false;
    h.attempts[1].comment = "Well done";
    history.show_history(h, "Ada Lovelace");
    ASSERT_EQ(history.list()->count(), 2);
    EXPECT_EQ(history.current(), 1);  // the newest
    const QString shown = history.detail()->toPlainText();
    EXPECT_TRUE(shown.contains("+   1  d = 0.5")) << shown.toStdString();
    EXPECT_TRUE(shown.contains("    2  print(d)")) << shown.toStdString();
    EXPECT_TRUE(shown.contains("Well done"));
    EXPECT_TRUE(history.replay_button()->isEnabled());
    QSignalSpy replay(&history, &AttemptHistory::replay_requested);
    history.replay_button()->click();
    ASSERT_EQ(replay.count(), 1);
    EXPECT_EQ(replay.at(0).at(1).toString(), "a2");
    history.choose(0);
    EXPECT_FALSE(history.replay_button()->isEnabled());  // no record kept
    EXPECT_FALSE(history.detail()->toPlainText().contains("+ "));  // the first attempt: nothing marked
    QSignalSpy comment(&history, &AttemptHistory::comment_requested);
    history.comment_edit()->setText("Try a smaller divisor");
    QTest::keyClick(history.comment_edit(), Qt::Key_Return);
    ASSERT_EQ(comment.count(), 1);
    EXPECT_EQ(comment.at(0).at(1).toString(), "a1");
    EXPECT_EQ(comment.at(0).at(2).toString(), "Try a smaller divisor");
}

TEST(ClassBoard, AScreenReaderMeetsARealTableWithCellsInWordsAndEveryControlNamed) {
    ClassBoard board;
    board.set_lessons(lessons(), "attention");
    board.set_board(a_class());
    board.resize(1024, 700);
    board.show();
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(board.lesson_view());
    ASSERT_NE(table, nullptr);
    EXPECT_EQ(table->role(), QAccessible::Table);
    EXPECT_EQ(table->text(QAccessible::Name), "Class board: the lesson's tasks");
    QAccessibleTableInterface* cells = table->tableInterface();
    ASSERT_NE(cells, nullptr);
    EXPECT_EQ(cells->rowCount(), 4);
    EXPECT_EQ(cells->columnDescription(4), "Total");
    EXPECT_EQ(cells->cellAt(2, 4)->text(QAccessible::Name),
              "Bea Brown, Total: 10 of 30 points, partly done; 1 attempt(s)");
    // Every control that takes the keys says what it is (as atspi_test.py asks of the window).
    QStringList unnamed;
    for (QWidget* w : board.findChildren<QWidget*>()) {
        if (w->focusPolicy() == Qt::NoFocus || !w->isVisible()) continue;
        QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
        if (a && a->text(QAccessible::Name).trimmed().isEmpty()) unnamed << w->metaObject()->className();
    }
    EXPECT_TRUE(unnamed.isEmpty()) << unnamed.join(", ").toStdString();
}

TEST(ClassBoard, AHandOutGoesToTheStudentsTickedWithItsDeadline) {
    HandOutDialog dialog(lessons(), {{"Ada Lovelace", "Student 1"}, {"Bea Brown", "Student 2"}}, false);
    EXPECT_EQ(dialog.student_list()->item(1)->text(), "Student 2");  // as the board shows them
    dialog.choose_lesson("sharpness");
    EXPECT_EQ(dialog.hand_out().lesson, "sharpness");
    EXPECT_TRUE(dialog.hand_out().students.isEmpty());  // the whole class
    EXPECT_EQ(dialog.hand_out().deadline_ms, 0);
    dialog.set_students({"Bea Brown"});
    const QDateTime when(QDate(2026, 12, 18), QTime(14, 0));
    dialog.set_deadline(when);
    dialog.set_program("faster.py", "print('faster')\n");
    const HandOut h = dialog.hand_out();
    EXPECT_EQ(h.students, QStringList({"Bea Brown"}));
    EXPECT_EQ(h.deadline_ms, when.toMSecsSinceEpoch());
    EXPECT_EQ(h.title, "faster.py");
    EXPECT_EQ(h.program, "print('faster')\n");
    EXPECT_EQ(dialog.problem(), "");
    dialog.student_list()->item(1)->setCheckState(Qt::Unchecked);  // only the ticked, and none is
    EXPECT_FALSE(dialog.problem().isEmpty());
    dialog.accept();
    EXPECT_NE(dialog.result(), QDialog::Accepted);
}

TEST(ClassBoard, TheStudentsSubmissionsListShowsTheTeachersCommentBesideTheClassSubmission) {
    StoredSubmission practice;  // the gradebook's own
    practice.id = 1;
    practice.lesson = "attention";
    practice.file = "starter.py";
    practice.when = QDateTime::fromMSecsSinceEpoch(kNine);
    practice.mark.max = 30;
    StoredSubmission sent = practice;  // the class's, commented
    sent.id = 0;
    sent.class_id = "7f3c2a10-aaaa";
    sent.when = QDateTime::fromMSecsSinceEpoch(kNine + 60000);
    sent.mark.score = 30;
    sent.comment = "Well done";
    SubmissionsDialog dialog("Attention", {sent, practice}, lessons()[0].tasks);
    QListWidget* list = dialog.findChild<QListWidget*>();
    ASSERT_EQ(list->count(), 2);
    EXPECT_TRUE(list->item(0)->text().contains("30/30  (the class's marks)\n    Your teacher: Well done"))
        << list->item(0)->text().toStdString();
    EXPECT_FALSE(list->item(1)->text().contains("teacher"));
    list->setCurrentRow(0);
    EXPECT_TRUE(dialog.findChild<QTextBrowser*>()->toPlainText().startsWith("Your teacher's comment: Well done"));
}
