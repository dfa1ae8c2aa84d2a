// The teacher's board on a real class (issue 45): `bugbot-class serve` on
// loopback, real TLS, the teacher's client (TeacherClient) and students'
// clients (ClassClient), real marking and a real record of the marked run.
#include <gtest/gtest.h>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "class_fixture.h"
#include "classroom/client.h"
#include "classroom/teacher_client.h"
#include "build_paths.h"

using namespace bugbot::classroom;
using namespace classroom_test;

namespace {

// A class of `students` from the class list, its server started, each
// student joined, and the teacher connected with the board.
struct BoardClass {
    explicit BoardClass(int students, const QString& database = {})
        : server(dir.filePath("server"), database, write_roster(dir.path(), students)) {
        if (!server.start()) return;
        teacher = std::make_unique<TeacherClient>(server.address(), server.code(), server.teacher_key());
        teacher->connect_to_class();
        for (int i = 0; i < students; ++i) {
            clients.push_back(std::make_unique<ClassClient>(dir.filePath(QStringLiteral("student%1").arg(i + 1))));
            clients.back()->join(server.address(), server.code(), QStringLiteral("Student %1").arg(i + 1));
        }
    }
    bool ready() {
        return wait_until(
            [&] {
                if (!teacher || !teacher->connected()) return false;
                for (const auto& c : clients)
                    if (c->state() != ClassClient::State::joined) return false;
                return true;
            },
            30);
    }
    const BoardStudent* on_board(const QString& name) const {
        for (const BoardStudent& s : teacher->board().students)
            if (s.name == name) return &s;
        return nullptr;
    }
    // Submits and waits for the class's result.
    QString submit_marked(ClassClient& client, const QString& program) {
        const QString id = client.submit("attention", program);
        wait_until([&] { return !client.result(id).isEmpty(); }, 60);
        return id;
    }

    QTemporaryDir dir;
    ServerProcess server;
    std::unique_ptr<TeacherClient> teacher;
    std::vector<std::unique_ptr<ClassClient>> clients;
};

// The "weight" plots of a record (events.md: one JSON line each), byte for
// byte, one a line.
std::string weight_plots(const QByteArray& record) {
    std::string plots;
    for (const QByteArray& line : record.split('\n'))
        if (line.contains("\"ev\":\"plot\"") && line.contains("\"name\":\"weight\""))
            plots += line.toStdString() + "\n";
    return plots;
}

void the_board_follows_a_result(const QString& database) {
    BoardClass c(2, database);
    ASSERT_TRUE(c.ready()) << c.server.log().toStdString();
    ASSERT_TRUE(wait_until([&] { return c.on_board("Student 1") && c.on_board("Student 1")->connected; }, 5));
    EXPECT_TRUE(c.on_board("Student 1")->cells.empty());
    QSignalSpy changes(c.teacher.get(), &TeacherClient::board_changed);
    const QString id = c.submit_marked(*c.clients[0], attention_program(true));
    ASSERT_FALSE(c.clients[0]->result(id).isEmpty()) << c.server.log().toStdString();
    // Pushed by the server, not asked for: within a second of the result.
    ASSERT_TRUE(wait_until(
        [&] {
            const BoardStudent* s = c.on_board("Student 1");
            return s && !s->cells.empty() && s->cells[0].counted.state == "marked";
        },
        3));
    const BoardCell& cell = c.on_board("Student 1")->cells[0];
    EXPECT_EQ(cell.lesson, "attention");
    EXPECT_EQ(cell.attempts, 1);
    EXPECT_EQ(cell.counted.id, id);
    EXPECT_EQ(cell.counted.score, 30);
    EXPECT_EQ(cell.counted.tasks.size(), 3u);
    EXPECT_GT(c.on_board("Student 1")->last_attempt_ms, 0);
    EXPECT_TRUE(c.on_board("Student 2")->cells.empty());
    EXPECT_GE(changes.count(), 1);
    // A student who leaves is shown as gone.
    c.clients[1]->disconnect_from_class();
    EXPECT_TRUE(wait_until([&] { return !c.on_board("Student 2")->connected; }, 3));
}

}  // namespace

TEST(ClassBoard, TheTeacherSeesTheBoardUpdateWhenAResultArrivesOnSQLite) { the_board_follows_a_result({}); }

TEST(ClassBoard, TheTeacherSeesTheBoardUpdateWhenAResultArrivesOnPostgreSQL) {
    Postgres postgres;
    if (postgres.url().isEmpty()) GTEST_SKIP() << postgres.why_not().toStdString();
    the_board_follows_a_result(postgres.url());
}

TEST(ClassBoard, ACommentReachesItsStudentAndIsKept) {
    BoardClass c(2);
    ASSERT_TRUE(c.ready()) << c.server.log().toStdString();
    const QString id = c.submit_marked(*c.clients[0], attention_program(false));
    QSignalSpy ada(c.clients[0].get(), &ClassClient::comment_arrived);
    QSignalSpy bob(c.clients[1].get(), &ClassClient::comment_arrived);
    c.teacher->comment("Student 1", id, "Plot the weights after the loop, not in it.");
    ASSERT_TRUE(wait_until([&] { return ada.count() == 1; }, 5)) << c.server.log().toStdString();
    EXPECT_EQ(ada[0][0].toString(), id);
    EXPECT_EQ(ada[0][1].toString(), "Plot the weights after the loop, not in it.");
    EXPECT_EQ(bob.count(), 0);
    // Kept in the student's folder; a studio started again has it, and is
    // not told it again as new when the class sends it at the next hello.
    ClassClient restarted(c.dir.filePath("student1"));
    EXPECT_EQ(restarted.comment(id), "Plot the weights after the loop, not in it.");
    c.clients[0]->disconnect_from_class();
    c.clients[0]->connect_to_class();
    ASSERT_TRUE(wait_until([&] { return c.clients[0]->state() == ClassClient::State::joined; }, 10));
    wait_until([] { return false; }, 0.5);
    EXPECT_EQ(ada.count(), 1);
    // The board and the history carry it too.
    ASSERT_TRUE(wait_until([&] { return c.on_board("Student 1")->cells[0].counted.comment.startsWith("Plot"); }, 3));
}

TEST(ClassBoard, AHandOutReachesTheStudentsItNamesOnly) {
    BoardClass c(3);
    ASSERT_TRUE(c.ready()) << c.server.log().toStdString();
    c.teacher->hand_out({{}, "attention", {}, {}, {}, 0});
    c.teacher->hand_out({{}, "8.1", "Start here", "print('hello')\n", {"Student 2"}, 0});
    const auto has = [&](int student, int count) { return int(c.clients[student]->hand_outs().size()) == count; };
    ASSERT_TRUE(wait_until([&] { return has(0, 1) && has(1, 2) && has(2, 1); }, 5)) << c.server.log().toStdString();
    wait_until([] { return false; }, 0.3);
    EXPECT_TRUE(has(0, 1) && has(2, 1));  // the one for Student 2 went nowhere else
    const auto second = c.clients[1]->hand_outs();
    EXPECT_EQ(second[0].lesson, "attention");
    EXPECT_EQ(second[1].lesson, "8.1");
    EXPECT_EQ(second[1].title, "Start here");
    EXPECT_EQ(second[1].program, "print('hello')\n");
    EXPECT_TRUE(second[1].students.isEmpty());  // not told who else has it
    // Kept: a studio started again still lists them.
    EXPECT_EQ(ClassClient(c.dir.filePath("student2")).hand_outs().size(), 2u);
    EXPECT_EQ(c.teacher->board().lessons.mid(0, 2), (QStringList{"attention", "8.1"}));
    QSignalSpy refused(c.teacher.get(), &TeacherClient::refused);
    c.teacher->hand_out({{}, "no-such-lesson", {}, {}, {}, 0});
    ASSERT_TRUE(wait_until([&] { return refused.count() == 1; }, 5));
    EXPECT_TRUE(refused[0][0].toString().contains("no lesson no-such-lesson"))
        << refused[0][0].toString().toStdString();
    EXPECT_TRUE(c.teacher->connected());  // a refusal, not a goodbye
}

TEST(ClassBoard, ADeadlineRefusesALateSubmitWithItsReason) {
    BoardClass c(1);
    ASSERT_TRUE(c.ready()) << c.server.log().toStdString();
    QSignalSpy hand_outs(c.clients[0].get(), &ClassClient::hand_outs_changed);
    c.teacher->hand_out({{}, "attention", {}, {}, {}, 0});
    ASSERT_TRUE(wait_until([&] { return hand_outs.count() == 1; }, 5));
    c.teacher->set_deadline("attention", QDateTime::currentMSecsSinceEpoch() - 1000);
    ASSERT_TRUE(wait_until([&] { return hand_outs.count() == 2; }, 5));  // the students see the deadline
    EXPECT_GT(c.clients[0]->hand_outs()[0].deadline_ms, 0);
    QSignalSpy refused(c.clients[0].get(), &ClassClient::submission_refused);
    const QString id = c.clients[0]->submit("attention", "print(1)\n");
    ASSERT_TRUE(wait_until([&] { return refused.count() == 1; }, 5)) << c.server.log().toStdString();
    EXPECT_EQ(refused[0][0].toString(), id);
    EXPECT_TRUE(refused[0][1].toString().contains("closed")) << refused[0][1].toString().toStdString();
    EXPECT_EQ(c.clients[0]->waiting(), 0);  // not sent again and again
    // Another lesson is still open.
    const QString other = c.clients[0]->submit("8.1", "print(1)\n");
    EXPECT_TRUE(wait_until([&] { return c.clients[0]->waiting() == 0; }, 5));
    EXPECT_EQ(refused.count(), 1);
    EXPECT_FALSE(other.isEmpty());
}

TEST(ClassBoard, AHistoryHasEveryAttemptAndTheRecordReplaysTheStudentsOwnRun) {
    BoardClass c(1);
    ASSERT_TRUE(c.ready()) << c.server.log().toStdString();
    const QString first = c.submit_marked(*c.clients[0], attention_program(false));
    const QString second = c.submit_marked(*c.clients[0], attention_program(true));
    ASSERT_FALSE(c.clients[0]->result(second).isEmpty()) << c.server.log().toStdString();
    QSignalSpy histories(c.teacher.get(), &TeacherClient::history_arrived);
    History history;
    // The records are made after the marks went out: ask until the second has one.
    for (int tries = 0; tries < 60 && !(history.attempts.size() == 2 && history.attempts[1].has_record); ++tries) {
        if (tries > 0) wait_until([] { return false; }, 0.5);
        c.teacher->ask_history("Student 1", "attention");
        ASSERT_TRUE(wait_until([&] { return !histories.isEmpty(); }, 5));
        history = histories.takeFirst()[0].value<History>();
    }
    ASSERT_EQ(history.attempts.size(), 2u);
    ASSERT_TRUE(history.attempts[1].has_record) << c.server.log().toStdString();
    EXPECT_EQ(history.attempts[0].id, first);
    EXPECT_EQ(history.attempts[0].program, attention_program(false));
    EXPECT_EQ(history.attempts[1].id, second);
    EXPECT_EQ(history.attempts[1].program, attention_program(true));
    EXPECT_EQ(history.attempts[1].score, 30);

    QSignalSpy records(c.teacher.get(), &TeacherClient::record_arrived);
    c.teacher->ask_record("Student 1", second);
    ASSERT_TRUE(wait_until([&] { return records.count() == 1; }, 10));
    const QByteArray record = records[0][2].toByteArray();
    // The student's own run of the same program, as `bugbot run` makes it.
    QFile program(c.dir.filePath("attention.py"));
    ASSERT_TRUE(program.open(QIODevice::WriteOnly));
    program.write(attention_program(true).toUtf8());
    program.close();
    QProcess run;
    run.start(QString::fromStdString(bugbot::build_paths::program("bugbot")), {"run", program.fileName(), "--record", c.dir.filePath("own.jsonl")});
    ASSERT_TRUE(run.waitForFinished(30000));
    QFile own(c.dir.filePath("own.jsonl"));
    ASSERT_TRUE(own.open(QIODevice::ReadOnly));
    const std::string expected = weight_plots(own.readAll());
    ASSERT_EQ(std::count(expected.begin(), expected.end(), '\n'), 20);  // the lesson's twenty weights
    EXPECT_EQ(weight_plots(record), expected);
}

TEST(ClassBoard, AStudentCannotSendTheTeachersMessages) {
    BoardClass c(1);
    ASSERT_TRUE(c.ready()) << c.server.log().toStdString();
    QFile saved(c.dir.filePath("student1/class.json"));
    ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
    const QString token = QJsonDocument::fromJson(saved.readAll()).object().value("token").toString();
    const std::vector<QJsonObject> teachers = {
        {{"type", "board"}},
        {{"type", "history"}, {"student", "Student 1"}, {"lesson", "attention"}},
        {{"type", "record"}, {"student", "Student 1"}, {"id", "a1b2c3d4e5"}},
        {{"type", "comment"}, {"student", "Student 1"}, {"id", "a1b2c3d4e5"}, {"text", "hi"}},
        {{"type", "hand_out"}, {"lesson", "attention"}},
        {{"type", "deadline"}, {"lesson", "attention"}, {"deadline_ms", 1}},
        {{"type", "counted"}, {"counted", "last"}}};
    for (QJsonObject message : teachers) {
        RawSocket student(c.server.address());
        ASSERT_TRUE(student.connected());
        student.send({{"v", 1}, {"type", "hello"}, {"token", token}});
        ASSERT_FALSE(student.next("welcome").isEmpty());
        message.insert("v", 1);
        student.send(message);
        EXPECT_TRUE(student.next("refused").value("reason").toString().contains("teacher's key"))
            << message.value("type").toString().toStdString();
        EXPECT_TRUE(student.next("board", 0.3).isEmpty());
    }
}

TEST(ClassBoard, TheTeachersCommandLineCommentsAndReadsTheBoard) {
    BoardClass c(1);
    ASSERT_TRUE(c.ready()) << c.server.log().toStdString();
    const QString id = c.submit_marked(*c.clients[0], attention_program(false));
    const auto teacher = [&](QStringList args) {
        args << "--data" << c.dir.filePath("server") << "--address" << c.server.address();
        QProcess cli;
        cli.start(QString::fromStdString(bugbot::build_paths::program("bugbot-class")), args);
        cli.waitForFinished(30000);
        return std::make_pair(cli.exitCode(),
                              QString::fromUtf8(cli.readAllStandardOutput() + cli.readAllStandardError()));
    };
    QSignalSpy comments(c.clients[0].get(), &ClassClient::comment_arrived);
    const auto [status, said] = teacher({"comment", "Student 1", id, "See line 3"});
    EXPECT_EQ(status, 0) << said.toStdString();
    ASSERT_TRUE(wait_until([&] { return comments.count() == 1; }, 5));
    EXPECT_EQ(comments[0][1].toString(), "See line 3");
    const auto [board_status, board] = teacher({"board", "--json"});
    ASSERT_EQ(board_status, 0) << board.toStdString();
    const Board read = board_from_json(QJsonDocument::fromJson(board.toUtf8()).object());
    ASSERT_EQ(read.students.size(), 1u);
    ASSERT_EQ(read.students[0].cells.size(), 1u);
    EXPECT_EQ(read.students[0].cells[0].counted.comment, "See line 3");
    const auto [refused, why] = teacher({"comment", "Student 1", "no-such-submission", "x"});
    EXPECT_EQ(refused, 1);
    EXPECT_TRUE(why.contains("no submission with that id")) << why.toStdString();
}
