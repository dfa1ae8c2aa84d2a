// The board, a history and hand-outs on the wire (board.h): each written by
// the server's writer, read back by the clients' reader, field for field; and
// the teacher's messages through the one gate (protocol.h).
#include <gtest/gtest.h>
#include <QJsonArray>
#include <QJsonDocument>

#include "classroom/board.h"
#include "classroom/protocol.h"

using namespace bugbot::classroom;

namespace {

Attempt an_attempt(const QString& id, double score) {
    Attempt attempt;
    attempt.id = id;
    attempt.lesson = "attention";
    attempt.language = "de";
    attempt.state = "marked";
    attempt.received_ms = 1'700'000'000'000;
    attempt.marked_ms = 1'700'000'001'500;
    attempt.score = score;
    attempt.out_of = 30;
    attempt.tasks = {{"Plot the weights", 10, 10}, {"Guess", 5, 10}, {"Beat it", 0, 10}};
    attempt.notes = {"run 2 ended with an error", "Füße"};
    attempt.comment = "Look at line 12 again";
    return attempt;
}

void expect_same(const Attempt& a, const Attempt& b) {
    EXPECT_EQ(a.id, b.id);
    EXPECT_EQ(a.lesson, b.lesson);
    EXPECT_EQ(a.language, b.language);
    EXPECT_EQ(a.state, b.state);
    EXPECT_EQ(a.received_ms, b.received_ms);
    EXPECT_EQ(a.marked_ms, b.marked_ms);
    EXPECT_EQ(a.score, b.score);
    EXPECT_EQ(a.out_of, b.out_of);
    ASSERT_EQ(a.tasks.size(), b.tasks.size());
    for (size_t i = 0; i < a.tasks.size(); ++i) {
        EXPECT_EQ(a.tasks[i].task, b.tasks[i].task);
        EXPECT_EQ(a.tasks[i].points, b.tasks[i].points);
        EXPECT_EQ(a.tasks[i].out_of, b.tasks[i].out_of);
    }
    EXPECT_EQ(a.notes, b.notes);
    EXPECT_EQ(a.comment, b.comment);
    EXPECT_EQ(a.program, b.program);
    EXPECT_EQ(a.has_record, b.has_record);
}

// Through the wire: the writer's JSON as bytes, parsed again.
QJsonObject over_the_wire(const QJsonObject& json) {
    return QJsonDocument::fromJson(QJsonDocument(json).toJson(QJsonDocument::Compact)).object();
}

ReadMessage teacher_sends(QJsonObject message) {
    message.insert("v", kVersion);
    return read_message(QJsonDocument(message).toJson(QJsonDocument::Compact), Direction::to_server);
}

}  // namespace

TEST(Board, ABoardRoundTripsFieldForField) {
    Board board;
    board.counted = CountedAttempt::last;
    board.lessons = {"attention", "8.1"};
    BoardStudent ada{"Ada Lovelace", "approved", true, 1'700'000'000'000, {}};
    ada.cells.push_back({"attention", 3, an_attempt("a1b2c3d4e5", 15)});
    board.students.push_back(ada);
    board.students.push_back({"Zoë", "pending", false, 0, {}});

    const Board read = board_from_json(over_the_wire(board_to_json(board)));
    EXPECT_EQ(read.counted, CountedAttempt::last);
    EXPECT_EQ(read.lessons, board.lessons);
    ASSERT_EQ(read.students.size(), 2u);
    EXPECT_EQ(read.students[0].name, "Ada Lovelace");
    EXPECT_EQ(read.students[0].state, "approved");
    EXPECT_TRUE(read.students[0].connected);
    EXPECT_EQ(read.students[0].last_attempt_ms, 1'700'000'000'000);
    ASSERT_EQ(read.students[0].cells.size(), 1u);
    EXPECT_EQ(read.students[0].cells[0].lesson, "attention");
    EXPECT_EQ(read.students[0].cells[0].attempts, 3);
    expect_same(read.students[0].cells[0].counted, ada.cells[0].counted);
    EXPECT_EQ(read.students[1].name, "Zoë");
    EXPECT_FALSE(read.students[1].connected);
    EXPECT_TRUE(read.students[1].cells.empty());
}

TEST(Board, AHistoryRoundTripsWithItsProgramsAndRecords) {
    History history{"Ada Lovelace", "attention", {an_attempt("first-one", 10), an_attempt("second-one", 20)}};
    history.attempts[0].program = "print('one')\n";
    history.attempts[1].program = "print('two')\n";
    history.attempts[1].has_record = true;
    const History read = history_from_json(over_the_wire(history_to_json(history)));
    EXPECT_EQ(read.student, history.student);
    EXPECT_EQ(read.lesson, history.lesson);
    ASSERT_EQ(read.attempts.size(), 2u);
    for (size_t i = 0; i < 2; ++i) expect_same(read.attempts[i], history.attempts[i]);
}

TEST(Board, HandOutsRoundTrip) {
    const std::vector<HandOut> hand_outs = {
        {"h1", "attention", "", "", {}, 0},
        {"h2", "attention", "A start", "print('go')\n", {"Ada Lovelace", "Zoë"}, 1'800'000'000'000}};
    const auto read = hand_outs_from_json(hand_outs_to_json(hand_outs));
    ASSERT_EQ(read.size(), 2u);
    for (size_t i = 0; i < 2; ++i) {
        EXPECT_EQ(read[i].id, hand_outs[i].id);
        EXPECT_EQ(read[i].lesson, hand_outs[i].lesson);
        EXPECT_EQ(read[i].title, hand_outs[i].title);
        EXPECT_EQ(read[i].program, hand_outs[i].program);
        EXPECT_EQ(read[i].students, hand_outs[i].students);
        EXPECT_EQ(read[i].deadline_ms, hand_outs[i].deadline_ms);
    }
}

TEST(Board, AReaderTakesOnlyTheShapeItKnows) {
    const Board board = board_from_json(
        QJsonObject{{"counted", "worst"}, {"lessons", 7}, {"students", QJsonArray{42, QJsonObject{{"name", 3}}}}});
    EXPECT_EQ(board.counted, CountedAttempt::best);
    EXPECT_TRUE(board.lessons.isEmpty());
    ASSERT_EQ(board.students.size(), 2u);
    EXPECT_TRUE(board.students[1].name.isEmpty());
}

TEST(Board, TheTeachersMessagesPassTheGateWithTheirCaps) {
    EXPECT_TRUE(teacher_sends({{"type", "comment"}, {"student", "Ada"}, {"id", "a1b2c3d4e5"}, {"text", "Good!"}}).ok());
    EXPECT_TRUE(teacher_sends({{"type", "hand_out"},
                               {"lesson", "attention"},
                               {"students", QJsonArray{"Ada", "Zoë"}},
                               {"deadline_ms", qint64(1'800'000'000'000)}})
                    .ok());
    const std::vector<std::pair<QJsonObject, QString>> refused = {
        {{{"type", "comment"}, {"student", "Ada"}, {"id", "a1b2c3d4e5"}, {"text", QString(kMaxComment + 1, 'x')}},
         "longer than 2000"},
        {{{"type", "hand_out"}, {"lesson", "attention"}, {"students", QJsonArray{"Ada", 7}}}, "not a name"},
        {{{"type", "hand_out"}, {"lesson", "attention"}, {"students", "Ada"}}, "not a list"},
        {{{"type", "deadline"}, {"lesson", "attention"}, {"deadline_ms", 1.5}}, "not a whole number"},
        {{{"type", "counted"}, {"counted", "a best"}}, "may hold only"},
        {{{"type", "record"}, {"student", "Ada"}, {"id", "a1b2c3d4e5"}, {"record", "x"}}, "unknown field"},
    };
    for (const auto& [message, reason] : refused) {
        const ReadMessage read = teacher_sends(message);
        EXPECT_FALSE(read.ok());
        EXPECT_TRUE(read.refusal.contains(reason)) << read.refusal.toStdString() << " lacks " << reason.toStdString();
    }
}

TEST(Board, OnlyTheTeachersDirectionTakesALargeMessage) {
    Board board;
    BoardStudent student{"Ada", "approved", false, 0, {}};
    Attempt attempt = an_attempt("a1b2c3d4e5", 10);
    attempt.notes = QStringList(200, QString(400, 'n'));
    student.cells.push_back({"attention", 1, attempt});
    for (int i = 0; i < 5; ++i) board.students.push_back(student);
    QJsonObject message{{"v", kVersion}, {"type", "board"}, {"board", board_to_json(board)}};
    const QByteArray bytes = QJsonDocument(message).toJson(QJsonDocument::Compact);
    ASSERT_GT(bytes.size(), kMaxMessageBytes);
    EXPECT_FALSE(read_message(bytes, Direction::to_client).ok());
    EXPECT_TRUE(read_message(bytes, Direction::to_client, kMaxTeacherMessageBytes).ok());
}
