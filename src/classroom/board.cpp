// The board, a history and a hand-out in JSON and back (board.h). The
// server writes them; the teacher's and the student's clients read them
// after read_message has checked the envelope. A reader takes only the
// shape it knows: a field of the wrong JSON type reads as empty.
#include "classroom/board.h"

#include <QJsonArray>

namespace bugbot::classroom {

namespace {

QJsonArray strings(const QStringList& list) { return QJsonArray::fromStringList(list); }

QStringList strings(const QJsonValue& value) {
    QStringList list;
    for (const QJsonValue item : value.toArray())
        if (item.isString()) list << item.toString();
    return list;
}

// Empty and zero fields are left out: a board of 1,000 students stays small.
void put(QJsonObject& json, const char* key, const QString& text) {
    if (!text.isEmpty()) json.insert(QLatin1String(key), text);
}

void put(QJsonObject& json, const char* key, qint64 number) {
    if (number != 0) json.insert(QLatin1String(key), number);
}

}  // namespace

QString counted_name(CountedAttempt counted) { return counted == CountedAttempt::last ? "last" : "best"; }

std::optional<CountedAttempt> counted_from_name(const QString& name) {
    if (name == "best") return CountedAttempt::best;
    if (name == "last") return CountedAttempt::last;
    return std::nullopt;
}

QJsonObject attempt_to_json(const Attempt& attempt) {
    QJsonObject json{{"id", attempt.id},
                     {"lesson", attempt.lesson},
                     {"state", attempt.state},
                     {"score", attempt.score},
                     {"out_of", attempt.out_of}};
    put(json, "language", attempt.language);
    put(json, "received_ms", attempt.received_ms);
    put(json, "marked_ms", attempt.marked_ms);
    QJsonArray tasks;
    for (const TaskPoints& task : attempt.tasks)
        tasks.append(QJsonObject{{"task", task.task}, {"points", task.points}, {"out_of", task.out_of}});
    if (!tasks.isEmpty()) json.insert("tasks", tasks);
    if (!attempt.notes.isEmpty()) json.insert("notes", strings(attempt.notes));
    put(json, "comment", attempt.comment);
    put(json, "program", attempt.program);
    if (attempt.has_record) json.insert("has_record", true);
    return json;
}

Attempt attempt_from_json(const QJsonObject& json) {
    Attempt attempt;
    attempt.id = json.value("id").toString();
    attempt.lesson = json.value("lesson").toString();
    attempt.language = json.value("language").toString();
    attempt.state = json.value("state").toString();
    attempt.received_ms = json.value("received_ms").toInteger();
    attempt.marked_ms = json.value("marked_ms").toInteger();
    attempt.score = json.value("score").toDouble();
    attempt.out_of = json.value("out_of").toDouble();
    for (const QJsonValue item : json.value("tasks").toArray()) {
        const QJsonObject task = item.toObject();
        attempt.tasks.push_back(
            {task.value("task").toString(), task.value("points").toDouble(), task.value("out_of").toDouble()});
    }
    attempt.notes = strings(json.value("notes"));
    attempt.comment = json.value("comment").toString();
    attempt.program = json.value("program").toString();
    attempt.has_record = json.value("has_record").toBool();
    return attempt;
}

QJsonObject board_to_json(const Board& board) {
    QJsonArray students;
    for (const BoardStudent& student : board.students) {
        QJsonArray cells;
        for (const BoardCell& cell : student.cells)
            cells.append(QJsonObject{
                {"lesson", cell.lesson}, {"attempts", cell.attempts}, {"counted", attempt_to_json(cell.counted)}});
        QJsonObject json{{"name", student.name}, {"state", student.state}, {"cells", cells}};
        if (student.connected) json.insert("connected", true);
        put(json, "last_attempt_ms", student.last_attempt_ms);
        students.append(json);
    }
    return {{"counted", counted_name(board.counted)}, {"lessons", strings(board.lessons)}, {"students", students}};
}

Board board_from_json(const QJsonObject& json) {
    Board board;
    board.counted = counted_from_name(json.value("counted").toString()).value_or(CountedAttempt::best);
    board.lessons = strings(json.value("lessons"));
    for (const QJsonValue item : json.value("students").toArray()) {
        const QJsonObject object = item.toObject();
        BoardStudent student;
        student.name = object.value("name").toString();
        student.state = object.value("state").toString();
        student.connected = object.value("connected").toBool();
        student.last_attempt_ms = object.value("last_attempt_ms").toInteger();
        for (const QJsonValue value : object.value("cells").toArray()) {
            const QJsonObject cell = value.toObject();
            student.cells.push_back({cell.value("lesson").toString(), cell.value("attempts").toInt(),
                                     attempt_from_json(cell.value("counted").toObject())});
        }
        board.students.push_back(std::move(student));
    }
    return board;
}

QJsonObject history_to_json(const History& history) {
    QJsonArray attempts;
    for (const Attempt& attempt : history.attempts) attempts.append(attempt_to_json(attempt));
    return {{"student", history.student}, {"lesson", history.lesson}, {"attempts", attempts}};
}

History history_from_json(const QJsonObject& json) {
    History history;
    history.student = json.value("student").toString();
    history.lesson = json.value("lesson").toString();
    for (const QJsonValue item : json.value("attempts").toArray())
        history.attempts.push_back(attempt_from_json(item.toObject()));
    return history;
}

QJsonObject hand_out_to_json(const HandOut& hand_out) {
    QJsonObject json{{"lesson", hand_out.lesson}};
    put(json, "id", hand_out.id);
    put(json, "title", hand_out.title);
    put(json, "program", hand_out.program);
    if (!hand_out.students.isEmpty()) json.insert("students", strings(hand_out.students));
    put(json, "deadline_ms", hand_out.deadline_ms);
    return json;
}

HandOut hand_out_from_json(const QJsonObject& json) {
    HandOut hand_out;
    hand_out.id = json.value("id").toString();
    hand_out.lesson = json.value("lesson").toString();
    hand_out.title = json.value("title").toString();
    hand_out.program = json.value("program").toString();
    hand_out.students = strings(json.value("students"));
    hand_out.deadline_ms = json.value("deadline_ms").toInteger();
    return hand_out;
}

QJsonArray hand_outs_to_json(const std::vector<HandOut>& hand_outs) {
    QJsonArray array;
    for (const HandOut& hand_out : hand_outs) array.append(hand_out_to_json(hand_out));
    return array;
}

std::vector<HandOut> hand_outs_from_json(const QJsonArray& array) {
    std::vector<HandOut> hand_outs;
    for (const QJsonValue item : array) hand_outs.push_back(hand_out_from_json(item.toObject()));
    return hand_outs;
}

}  // namespace bugbot::classroom
