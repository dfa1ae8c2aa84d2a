// The teacher's board and a student's history from the class database
// (database.h). The board is one query: each (student, lesson)'s attempts
// ranked in SQL by a window function (the counted one first), so the server
// reads one row a cell, not every attempt; the index submissions_board
// (student_id, lesson, id) serves it and a history.
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <map>

#include "classroom/database.h"
#include "classroom/database_query.h"
#include "classroom/rate_limit.h"

namespace bugbot::classroom {

namespace {

// The attempt that counts comes first: a marked one before one still
// waiting, then the best score (the newest of equal scores) or the newest.
QString counted_order(CountedAttempt counted) {
    const QString marked_first = "CASE WHEN state = 'marked' THEN 0 ELSE 1 END";
    return counted == CountedAttempt::best ? marked_first + ", COALESCE(score, 0) DESC, id DESC"
                                           : marked_first + ", id DESC";
}

// The columns read_attempt reads, in its order, from a table `s`.
constexpr const char* kAttemptColumns =
    "s.client_id, s.lesson, s.language, s.state, s.received_ms, s.marked_ms, s.score, s.out_of, s.result,"
    " s.comment";
constexpr int kAttemptColumnCount = 10;

Attempt read_attempt(const QSqlQuery& query) {
    Attempt attempt;
    attempt.id = query.value(0).toString();
    attempt.lesson = query.value(1).toString();
    attempt.language = query.value(2).toString();
    attempt.state = query.value(3).toString();
    attempt.received_ms = query.value(4).toLongLong();
    attempt.marked_ms = query.value(5).toLongLong();
    attempt.score = query.value(6).toDouble();
    attempt.out_of = query.value(7).toDouble();
    const QJsonObject marks = QJsonDocument::fromJson(query.value(8).toString().toUtf8()).object();
    for (const QJsonValue item : marks.value("tasks").toArray()) {
        const QJsonObject task = item.toObject();
        attempt.tasks.push_back(
            {task.value("title").toString(), task.value("score").toDouble(), task.value("max").toDouble()});
    }
    for (const QJsonValue note : marks.value("notes").toArray()) attempt.notes << note.toString();
    attempt.comment = query.value(9).toString();
    return attempt;
}

}  // namespace

CountedAttempt ClassDatabase::counted() const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("SELECT value FROM class_settings WHERE name = 'counted'");
    if (!run_statement(query, last_error_) || !query.next()) return CountedAttempt::best;
    return counted_from_name(query.value(0).toString()).value_or(CountedAttempt::best);
}

void ClassDatabase::set_counted(CountedAttempt counted) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare(
        "INSERT INTO class_settings (name, value) VALUES ('counted', ?)"
        " ON CONFLICT (name) DO UPDATE SET value = excluded.value");
    query.addBindValue(counted_name(counted));
    run_statement(query, last_error_);
}

Board ClassDatabase::board() const {
    Board board;
    board.counted = counted();
    QSqlDatabase db = QSqlDatabase::database(connection_);
    QSqlQuery query(db);
    query.setForwardOnly(true);
    std::map<qint64, size_t> index;  // student id -> board.students
    query.prepare("SELECT id, name, state FROM students ORDER BY name");
    if (!run_statement(query, last_error_)) return board;
    while (query.next()) {
        index[query.value(0).toLongLong()] = board.students.size();
        board.students.push_back({query.value(1).toString(), query.value(2).toString(), false, 0, {}});
    }
    // Lessons handed out, in the order they were, then those only attempted, by name.
    query.prepare(
        "SELECT lesson FROM (SELECT lesson, MIN(id) AS first FROM hand_outs GROUP BY lesson) AS h ORDER BY first");
    if (run_statement(query, last_error_))
        while (query.next()) board.lessons << query.value(0).toString();
    query.prepare(
        QStringLiteral("SELECT %1, ranked.attempts, ranked.last_ms, s.student_id FROM"
                       " (SELECT id, ROW_NUMBER() OVER (PARTITION BY student_id, lesson ORDER BY %2) AS place,"
                       " COUNT(*) OVER (PARTITION BY student_id, lesson) AS attempts,"
                       " MAX(received_ms) OVER (PARTITION BY student_id, lesson) AS last_ms FROM submissions) AS ranked"
                       " JOIN submissions s ON s.id = ranked.id WHERE ranked.place = 1 ORDER BY s.lesson")
            .arg(QLatin1String(kAttemptColumns), counted_order(board.counted)));
    if (!run_statement(query, last_error_)) return board;
    QStringList attempted;
    while (query.next()) {
        const auto found = index.find(query.value(kAttemptColumnCount + 2).toLongLong());
        if (found == index.end()) continue;
        BoardStudent& student = board.students[found->second];
        BoardCell cell{query.value(1).toString(), query.value(kAttemptColumnCount).toInt(), read_attempt(query)};
        student.last_attempt_ms = std::max(student.last_attempt_ms, query.value(kAttemptColumnCount + 1).toLongLong());
        if (attempted.isEmpty() || attempted.back() != cell.lesson) attempted << cell.lesson;
        student.cells.push_back(std::move(cell));
    }
    for (const QString& lesson : attempted)
        if (!board.lessons.contains(lesson)) board.lessons << lesson;
    return board;
}

std::optional<History> ClassDatabase::history(const QString& student, const QString& lesson) const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT %1, s.program, r.submission_id FROM students"
                                 " JOIN submissions s ON s.student_id = students.id"
                                 " LEFT JOIN run_records r ON r.submission_id = s.id AND r.record IS NOT NULL"
                                 " WHERE students.name = ? AND s.lesson = ? ORDER BY s.id")
                      .arg(QLatin1String(kAttemptColumns)));
    query.addBindValue(student);
    query.addBindValue(lesson);
    if (!run_statement(query, last_error_)) return std::nullopt;
    History history{student, lesson, {}};
    while (query.next()) {
        Attempt attempt = read_attempt(query);
        attempt.program = query.value(kAttemptColumnCount).toString();
        attempt.has_record = !query.value(kAttemptColumnCount + 1).isNull();
        history.attempts.push_back(std::move(attempt));
    }
    if (history.attempts.empty()) {
        // No attempt: a student of the class, or nobody?
        query.prepare("SELECT id FROM students WHERE name = ?");
        query.addBindValue(student);
        if (!run_statement(query, last_error_) || !query.next()) return std::nullopt;
    }
    return history;
}

qint64 ClassDatabase::set_comment(const QString& student, const QString& id, const QString& text) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare(
        "SELECT submissions.id, students.id FROM submissions JOIN students ON students.id = submissions.student_id"
        " WHERE students.name = ? AND submissions.client_id = ?");
    query.addBindValue(student);
    query.addBindValue(id);
    if (!run_statement(query, last_error_) || !query.next()) return 0;
    const qint64 row = query.value(0).toLongLong(), student_row = query.value(1).toLongLong();
    query.prepare("UPDATE submissions SET comment = ?, comment_ms = ? WHERE id = ?");
    query.addBindValue(text.isEmpty() ? QVariant() : QVariant(text));
    query.addBindValue(now_ms());
    query.addBindValue(row);
    return run_statement(query, last_error_) ? student_row : 0;
}

std::vector<std::pair<QString, QString>> ClassDatabase::comments(qint64 student) const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare(
        "SELECT client_id, comment FROM submissions WHERE student_id = ? AND comment_ms IS NOT NULL ORDER BY id");
    query.addBindValue(student);
    std::vector<std::pair<QString, QString>> all;
    if (run_statement(query, last_error_))
        while (query.next()) all.emplace_back(query.value(0).toString(), query.value(1).toString());
    return all;
}

}  // namespace bugbot::classroom
