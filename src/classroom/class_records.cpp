// The class database's records: the roster, the queue, the results (database.h).
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include "classroom/database.h"
#include "classroom/rate_limit.h"

namespace bugbot::classroom {

namespace {

QJsonObject parse_marks(const QVariant& text) { return QJsonDocument::fromJson(text.toString().toUtf8()).object(); }

// SELECT's columns for read_record, in this order.
constexpr const char* kRecordColumns =
    "students.name, submissions.client_id, submissions.lesson, submissions.state, submissions.result,"
    " submissions.received_ms, submissions.marked_ms, submissions.attempts";

SubmissionRecord read_record(const QSqlQuery& query) {
    SubmissionRecord record;
    record.student = query.value(0).toString();
    record.id = query.value(1).toString();
    record.lesson = query.value(2).toString();
    record.state = query.value(3).toString();
    record.marks = parse_marks(query.value(4));
    record.received_ms = query.value(5).toLongLong();
    record.marked_ms = query.value(6).toLongLong();
    record.attempts = query.value(7).toInt();
    return record;
}

// Runs a prepared statement; on failure keeps the reason for last_error().
bool run(QSqlQuery& query, QString& error) {
    if (query.exec()) return true;
    error = query.lastError().text();
    qWarning("class database: %s", qPrintable(error));
    return false;
}

}  // namespace

void ClassDatabase::list_students(const QStringList& names) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare(
        "INSERT INTO students (name, state, joined_ms) VALUES (?, 'listed', ?) ON CONFLICT (name) DO NOTHING");
    for (const QString& name : names) {
        query.addBindValue(name);
        query.addBindValue(now_ms());
        run(query, last_error_);
    }
}

JoinOutcome ClassDatabase::join(const QString& name) {
    QSqlDatabase db = QSqlDatabase::database(connection_);
    QSqlQuery query(db);
    query.prepare("SELECT state FROM students WHERE name = ?");
    query.addBindValue(name);
    if (!run(query, last_error_)) return {};
    if (!query.next()) {  // a name the teacher has not seen: they approve it first
        query.prepare("INSERT INTO students (name, state, joined_ms) VALUES (?, 'pending', ?)");
        query.addBindValue(name);
        query.addBindValue(now_ms());
        run(query, last_error_);
        return {};
    }
    if (query.value(0).toString() != "listed") {
        // Approved before: a second PC (or someone else) asks for the name's
        // token; the teacher approves it again.
        query.prepare("UPDATE students SET state = 'pending' WHERE name = ? AND state = 'approved'");
        query.addBindValue(name);
        run(query, last_error_);
        return {};
    }
    const QString token = new_token();
    query.prepare("UPDATE students SET state = 'approved', token_hash = ? WHERE name = ? AND state = 'listed'");
    query.addBindValue(token_hash(token));
    query.addBindValue(name);
    if (!run(query, last_error_) || query.numRowsAffected() != 1) return {};
    return {JoinOutcome::welcome, token};
}

bool ClassDatabase::approve(const QString& name) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("UPDATE students SET state = 'listed' WHERE name = ?");
    query.addBindValue(name);
    return run(query, last_error_) && query.numRowsAffected() == 1;
}

std::optional<Student> ClassDatabase::student_for_token(const QString& token) const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("SELECT id, name, state FROM students WHERE token_hash = ?");
    query.addBindValue(token_hash(token));
    if (!run(query, last_error_) || !query.next()) return std::nullopt;
    return Student{query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString()};
}

std::vector<Student> ClassDatabase::students() const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("SELECT id, name, state FROM students ORDER BY name");
    std::vector<Student> all;
    if (run(query, last_error_))
        while (query.next())
            all.push_back({query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString()});
    return all;
}

bool ClassDatabase::submit(qint64 student, const QString& id, const QString& lesson, const QString& language,
                           const QString& program) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare(
        "INSERT INTO submissions (student_id, client_id, lesson, language, program, state, received_ms)"
        " VALUES (?, ?, ?, ?, ?, 'queued', ?) ON CONFLICT (student_id, client_id) DO NOTHING");
    for (const QVariant& value :
         {QVariant(student), QVariant(id), QVariant(lesson), QVariant(language.isNull() ? QString("") : language),
          QVariant(program), QVariant(now_ms())})
        query.addBindValue(value);
    return run(query, last_error_) && query.numRowsAffected() == 1;
}

int ClassDatabase::requeue_interrupted() {
    QSqlDatabase db = QSqlDatabase::database(connection_);
    QSqlQuery query(db);
    // What has killed the server kMaxMarkingAttempts times is not tried again.
    const QJsonObject gave_up{
        {"status", "error"},
        {"score", 0},
        {"max", 0},
        {"tasks", QJsonArray()},
        {"notes", QJsonArray{"marking this submission stopped the class server every time it was tried"}}};
    query.prepare(
        "UPDATE submissions SET state = 'marked', result = ?, marked_ms = ?, score = 0, out_of = 0"
        " WHERE state = 'marking' AND attempts >= ?");
    query.addBindValue(QString::fromUtf8(QJsonDocument(gave_up).toJson(QJsonDocument::Compact)));
    query.addBindValue(now_ms());
    query.addBindValue(kMaxMarkingAttempts);
    run(query, last_error_);
    query.prepare("UPDATE submissions SET state = 'queued' WHERE state = 'marking'");
    return run(query, last_error_) ? query.numRowsAffected() : 0;
}

std::vector<MarkingJob> ClassDatabase::take_jobs(int limit) {
    QSqlDatabase db = QSqlDatabase::database(connection_);
    QSqlQuery query(db);
    query.prepare("SELECT lesson, language FROM submissions WHERE state = 'queued' ORDER BY id LIMIT 1");
    if (!run(query, last_error_) || !query.next()) return {};
    const QString lesson = query.value(0).toString(), language = query.value(1).toString();
    std::vector<MarkingJob> jobs;
    db.transaction();
    query.prepare(
        "SELECT id, program, attempts FROM submissions WHERE state = 'queued' AND lesson = ? AND language = ?"
        " ORDER BY id LIMIT ?");
    query.addBindValue(lesson);
    query.addBindValue(language);
    query.addBindValue(limit);
    if (run(query, last_error_))
        while (query.next())
            jobs.push_back(
                {query.value(0).toLongLong(), lesson, language, query.value(1).toString(), query.value(2).toInt() + 1});
    QSqlQuery claim(db);
    claim.prepare("UPDATE submissions SET state = 'marking', attempts = attempts + 1 WHERE id = ?");
    for (const auto& job : jobs) {
        claim.addBindValue(job.row);
        run(claim, last_error_);
    }
    db.commit();
    return jobs;
}

void ClassDatabase::record_result(qint64 row, const QJsonObject& marks) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    // Only a submission being marked takes a result: one result each, ever.
    query.prepare(
        "UPDATE submissions SET state = 'marked', result = ?, marked_ms = ?, score = ?, out_of = ?"
        " WHERE id = ? AND state = 'marking'");
    query.addBindValue(QString::fromUtf8(QJsonDocument(marks).toJson(QJsonDocument::Compact)));
    query.addBindValue(now_ms());
    query.addBindValue(marks.value("score").toDouble());  // the board ranks attempts by these (board_records.cpp)
    query.addBindValue(marks.value("max").toDouble());
    query.addBindValue(row);
    run(query, last_error_);
}

void ClassDatabase::requeue(qint64 row) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("UPDATE submissions SET state = 'queued' WHERE id = ? AND state = 'marking'");
    query.addBindValue(row);
    run(query, last_error_);
}

std::vector<SubmissionRecord> ClassDatabase::undelivered_results(qint64 student) const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare(QStringLiteral("SELECT %1 FROM submissions JOIN students ON students.id = submissions.student_id"
                                 " WHERE student_id = ? AND submissions.state = 'marked' AND delivered = 0"
                                 " ORDER BY submissions.id")
                      .arg(kRecordColumns));
    query.addBindValue(student);
    std::vector<SubmissionRecord> records;
    if (run(query, last_error_))
        while (query.next()) records.push_back(read_record(query));
    return records;
}

std::optional<SubmissionRecord> ClassDatabase::submission(qint64 student, const QString& id) const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    // The student's id is part of the key: another student's id finds nothing.
    query.prepare(QStringLiteral("SELECT %1 FROM submissions JOIN students ON students.id = submissions.student_id"
                                 " WHERE student_id = ? AND client_id = ?")
                      .arg(kRecordColumns));
    query.addBindValue(student);
    query.addBindValue(id);
    if (!run(query, last_error_) || !query.next()) return std::nullopt;
    return read_record(query);
}

void ClassDatabase::mark_delivered(qint64 student, const QString& id) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("UPDATE submissions SET delivered = 1 WHERE student_id = ? AND client_id = ? AND state = 'marked'");
    query.addBindValue(student);
    query.addBindValue(id);
    run(query, last_error_);
}

std::vector<SubmissionRecord> ClassDatabase::all_submissions() const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare(QStringLiteral("SELECT %1 FROM submissions JOIN students ON students.id = submissions.student_id"
                                 " ORDER BY submissions.id")
                      .arg(kRecordColumns));
    std::vector<SubmissionRecord> records;
    if (run(query, last_error_))
        while (query.next()) records.push_back(read_record(query));
    return records;
}

}  // namespace bugbot::classroom
