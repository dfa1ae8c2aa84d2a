// Issue 45 in the studio: a real `bugbot class serve` on loopback started from
// the teacher's window, two students' windows joined by code and two headless
// students (one not on the class list, let in from the board). Results appear
// on the teacher's board as they are marked; a comment reaches the student's
// Submissions list; a hand-out reaches the student's lesson list; a deadline
// closes Submit and says why; a replay of a marked run shows the weights the
// student's own run showed.
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <cstdio>

#include "class_helpers.h"
#include "classroom/client.h"
#include "classroom/teacher_client.h"
#include "studio/class/attempt_history.h"
#include "studio/class/board_controls.h"
#include "studio/class/class_board.h"
#include "studio/class/class_controls.h"
#include "studio/class/class_dialogs.h"
#include "studio/class/class_host.h"
#include "studio/class/hand_out_dialog.h"
#include "studio/editor/program_tabs.h"
#include "studio/views/weight_strip.h"
#include "studio/window/lesson_panel.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;
using bugbot::classroom::ClassClient;

namespace {

QString read_all(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The row of `name` on a board table, or -1.
int row_of(const BoardTable* t, const QString& name) {
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->student_at(r)->name == name) return r;
    return -1;
}

QString cell(const BoardTable* t, const QString& name, int column) {
    const int r = row_of(t, name);
    return r < 0 ? QString() : t->data(t->index(r, column)).toString();
}

// Every weight the strip shows at the run's end, row by row, as it prints them.
QStringList weights(MainWindow& w) {
    w.refresh_views();
    w.show_time(-1);
    QStringList out;
    WeightStrip* strip = w.weight_strip();
    for (int row = 0; row < int(strip->rows().size()); ++row)
        for (int i = 0; i < 1000; ++i) {
            const auto text = strip->cell_text(row, i);
            if (!text) break;
            out << text->series + " " + text->weight;
        }
    return out;
}

// A student's studio window with a data folder of its own, joined to the class by code.
struct StudentWindow {
    QTemporaryDir home;
    std::unique_ptr<MainWindow> window;
    ClassControls* klass = nullptr;

    void join(ClassHost* host, const QString& name) {
        qputenv("XDG_DATA_HOME", home.path().toUtf8());
        window = std::make_unique<MainWindow>();
        klass = window->class_controls();
        JoinClassDialog* join = klass->join_dialog();
        join->address_edit()->setText(QStringLiteral("127.0.0.1:%1").arg(host->port()));
        join->code_edit()->setText(host->join_code());
        join->name_edit()->setText(name);
        join->accept();
    }
    bool joined() const { return klass->client()->state() == ClassClient::State::joined; }
};

}  // namespace

TEST_F(WindowTest, TheTeachersBoardFollowsTheClassLive) {
    QTemporaryDir files;
    const QString roster = files.filePath("class.csv");
    QFile list(roster);
    ASSERT_TRUE(list.open(QIODevice::WriteOnly));
    list.write("name\nAda Lovelace\nBea Brown\nCy Chen\n");
    list.close();
    const QString solution = read_all(lesson_file("solution/attention.py"));
    ASSERT_FALSE(solution.isEmpty());

    MainWindow teacher;
    ClassHost* host = teacher.class_controls()->host();
    teacher.class_controls()->start_class(roster, 0, "127.0.0.1");
    ASSERT_TRUE(wait_until([&] { return host->listening() || !host->running(); }, 20000)) << "no class server";
    ASSERT_TRUE(host->listening());
    ASSERT_TRUE(teacher.open_target("attention"));
    BoardControls* desk = teacher.class_controls()->board();
    ClassBoard* board = desk->open_board(teacher.lessons(), "attention");
    const BoardTable* table = board->lesson_table();
    ASSERT_TRUE(wait_until([&] { return table->rowCount() == 3; }, 10000))
        << board->summary_label()->text().toStdString();

    StudentWindow ada, bea;
    ada.join(host, "Ada Lovelace");
    bea.join(host, "Bea Brown");
    QTemporaryDir cy_home, dee_home;
    ClassClient cy(cy_home.path()), dee(dee_home.path());
    cy.join(QStringLiteral("127.0.0.1:%1").arg(host->port()), host->join_code(), "Cy Chen");
    dee.join(QStringLiteral("127.0.0.1:%1").arg(host->port()), host->join_code(), "Dee Diaz");  // not on the list
    ASSERT_TRUE(
        wait_until([&] { return ada.joined() && bea.joined() && cy.state() == ClassClient::State::joined; }, 20000));
    // Who is here, live: three connected; Dee asks to join and is let in from the board.
    ASSERT_TRUE(
        wait_until([&] { return cell(table, "Dee Diaz", BoardTable::kStateColumn).contains("asks to join"); }, 5000));
    EXPECT_TRUE(wait_until([&] { return table->summary().startsWith("3 student(s): 3 connected"); }, 5000))
        << table->summary().toStdString();
    board->lesson_view()->setCurrentIndex(table->index(row_of(table, "Dee Diaz"), 0));
    ASSERT_TRUE(board->approve_button()->isEnabled());
    board->approve_button()->click();
    ASSERT_TRUE(wait_until([&] { return dee.state() == ClassClient::State::joined; }, 10000))
        << dee.refusal().toStdString();

    // Ada runs the lesson's solution in her studio, then submits it; Cy sends a program that does nothing.
    ASSERT_TRUE(ada.window->open_target("attention"));
    QFile copy(ada.window->submit_target());
    ASSERT_TRUE(copy.open(QIODevice::WriteOnly | QIODevice::Truncate));
    copy.write(solution.toUtf8());
    copy.close();
    ASSERT_TRUE(ada.window->open_target("attention"));
    ProgramTabs* tabs = ada.window->program_tabs();
    tabs->select(tabs->find_path(ada.window->submit_target()));  // the program Submit sends
    ASSERT_TRUE(run_to_end(*ada.window));
    const QStringList own = weights(*ada.window);
    ASSERT_FALSE(own.isEmpty());
    QSignalSpy ada_marks(ada.klass, &ClassControls::result_arrived);
    QSignalSpy board_changes(desk->client(), &bugbot::classroom::TeacherClient::board_changed);
    QElapsedTimer since;
    since.start();
    ada.window->submit();
    cy.submit("attention", "print('hello')\n");
    // The lesson's tasks, then the total.
    const int total = BoardTable::kFirstMark + int(teacher.lessons()[teacher.lesson_index()].tasks.size());
    ASSERT_EQ(table->headerData(total, Qt::Horizontal).toString(), "Total");
    ASSERT_TRUE(wait_until([&] { return cell(table, "Ada Lovelace", total).startsWith("✓"); }, 60000))
        << cell(table, "Ada Lovelace", total).toStdString();
    std::printf("class board: Ada's submission on the board, marked, after %lld ms\n", since.elapsed());
    ASSERT_TRUE(wait_until([&] { return cell(table, "Cy Chen", total).startsWith("✗"); }, 60000));
    EXPECT_GT(board_changes.count(), 0);  // pushed by the class, not asked for
    EXPECT_EQ(cell(table, "Bea Brown", total), "–");  // has not submitted
    ASSERT_TRUE(ada_marks.count() > 0 || ada_marks.wait(30000));

    // Ada's history: her attempt, its program; the teacher comments on it.
    board->open_cell(table->index(row_of(table, "Ada Lovelace"), total));
    AttemptHistory* history = board->history();
    ASSERT_TRUE(wait_until([&] { return history->history().attempts.size() == 1; }, 10000));
    EXPECT_EQ(history->history().attempts[0].program, solution);
    QSignalSpy comments(ada.klass, &ClassControls::comments_changed);
    history->comment_edit()->setText("Well done: the divisor is right.");
    history->send_button()->click();
    ASSERT_TRUE(comments.count() > 0 || comments.wait(10000));
    const QList<StoredSubmission> sent = ada.klass->submissions("attention");
    ASSERT_EQ(sent.size(), 1);
    EXPECT_EQ(sent[0].comment, "Well done: the divisor is right.");
    EXPECT_EQ(sent[0].mark.score, sent[0].mark.max);
    shoot(board, "class-board.png");

    // The replay of Ada's marked run shows the weights her own run showed.
    ASSERT_TRUE(wait_until([&] { return history->replay_button()->isEnabled(); }, 10000));
    history->replay_button()->click();
    ASSERT_TRUE(wait_until([&] { return teacher.program_tabs()->current_path().startsWith("replay:"); }, 10000))
        << teacher.status_text().toStdString();
    teacher.refresh_views();
    EXPECT_EQ(weights(teacher).join(" ").toStdString(), own.join(" ").toStdString());

    // The lesson handed out to the whole class, and a program to Bea only: in their lesson lists.
    bugbot::classroom::HandOut lesson;
    lesson.lesson = "attention";
    desk->client()->hand_out(lesson);
    bugbot::classroom::HandOut program;
    program.lesson = "attention";
    program.title = "faster.py";
    program.program = "print('faster')\n";
    program.students = {"Bea Brown"};
    desk->client()->hand_out(program);
    ASSERT_TRUE(wait_until([&] { return bea.klass->hand_out_titles({}).size() == 1; }, 10000));
    QListWidget* bea_lessons = bea.window->lessons_panel()->list();
    const int attention = ada.window->lesson_index();
    EXPECT_TRUE(bea_lessons->item(bea_lessons->count() - 1)->text().startsWith("From your teacher: faster.py"))
        << bea_lessons->item(bea_lessons->count() - 1)->text().toStdString();
    EXPECT_EQ(read_all(bea.klass->hand_out_file(0)), program.program);
    ASSERT_TRUE(wait_until([&] { return ada.klass->lesson_notes().contains("attention"); }, 10000));
    EXPECT_TRUE(ada.window->lessons_panel()->list()->item(attention)->text().contains("From your teacher"));
    EXPECT_TRUE(ada.klass->hand_out_titles({}).isEmpty());  // the program was Bea's only

    // A deadline that has passed closes Ada's Submit, and it says why.
    desk->client()->set_deadline("attention", QDateTime::currentMSecsSinceEpoch() - 60000);
    ASSERT_TRUE(wait_until([&] { return !ada.klass->closed("attention").isEmpty(); }, 10000));
    EXPECT_TRUE(ada.klass->closed("attention").contains("deadline")) << ada.klass->closed("attention").toStdString();
    ada.window->submit();
    EXPECT_EQ(ada.window->status_text(), ada.klass->closed("attention"));
    EXPECT_EQ(ada.klass->awaited(), 0);  // nothing sent
    EXPECT_TRUE(ada.window->lessons_panel()->list()->item(attention)->text().contains("Submit closed"));

    teacher.set_presentation(true);
    EXPECT_EQ(cell(table, "Ada Lovelace", BoardTable::kNameColumn), "Student 1");
    shoot(board, "class-board-presentation.png");
}
