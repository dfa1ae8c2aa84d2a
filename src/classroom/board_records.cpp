// The teacher's board and a student's history from the class database
// (database.h). The board is one query that reads one row a cell, not every
// attempt (cells_query); the index submissions_cells serves it and a history.
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

// The columns read_attempt reads, in its order, from a table `s`.
constexpr const char* kAttemptColumns =
    "s.client_id, s.lesson, s.language, s.state, s.received_ms, s.marked_ms, s.score, s.out_of, s.result,"
    " s.comment";
constexpr int kAttemptColumnCount = 10;

// Each (student, lesson)'s cell: its count, its newest time and the row of
// its counted attempt: the best marked one (the newest of equal scores) or
// the newest marked one, else the newest. All from the index
// submissions_cells: the counts from it alone, the best by one seek a cell
// that reads it backwards (its order is the ORDER BY's). Marked rows always
// have a score (record_result, the migration). A window function ranking
// every attempt instead sorted a school's 160,000: ten times slower.
QString cells_query(CountedAttempt counted) {
    const QString counted_row =
        counted == CountedAttempt::best
            ? "(SELECT b.id FROM submissions b WHERE b.student_id = c.student_id AND b.lesson = c.lesson"
              " AND b.state = 'marked' ORDER BY b.score DESC, b.received_ms DESC, b.id DESC LIMIT 1)"
            : "c.last_marked";
    return QStringLiteral(
               "SELECT c.student_id, c.lesson, c.attempts, c.last_ms, COALESCE(%1, c.newest) FROM"
               " (SELECT student_id, lesson, COUNT(*) AS attempts, MAX(received_ms) AS last_ms, MAX(id) AS newest,"
               " MAX(CASE WHEN state = 'marked' THEN id END) AS last_marked FROM submissions"
               " GROUP BY student_id, lesson) AS c")
        .arg(counted_row);
}

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
    // The cells, then their counted rows by id: joined in one statement,
    // PostgreSQL read the whole table to hash it.
    query.prepare(cells_query(board.counted));
    if (!run_statement(query, last_error_)) return board;
    std::map<qint64, std::pair<size_t, size_t>> counted_rows;  // row -> (student, cell)
    QStringList attempted, rows;
    while (query.next()) {
        const auto found = index.find(query.value(0).toLongLong());
        if (found == index.end()) continue;
        BoardStudent& student = board.students[found->second];
        const QString lesson = query.value(1).toString();
        student.cells.push_back({lesson, query.value(2).toInt(), {}});
        student.last_attempt_ms = std::max(student.last_attempt_ms, query.value(3).toLongLong());
        counted_rows[query.value(4).toLongLong()] = {found->second, student.cells.size() - 1};
        rows << QString::number(query.value(4).toLongLong());  // numbers the database made: no text in the SQL
        if (!attempted.contains(lesson)) attempted << lesson;
    }
    if (!rows.isEmpty()) {
        query.prepare(QStringLiteral("SELECT %1, s.id FROM submissions s WHERE s.id IN (%2)")
                          .arg(QLatin1String(kAttemptColumns), rows.join(',')));
        if (run_statement(query, last_error_))
            while (query.next())
                if (const auto cell = counted_rows.find(query.value(kAttemptColumnCount).toLongLong());
                    cell != counted_rows.end())
                    board.students[cell->second.first].cells[cell->second.second].counted = read_attempt(query);
    }
    attempted.sort();
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
