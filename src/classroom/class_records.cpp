// The class database's records: the roster, the queue, the results (database.h).
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include "classroom/database.h"
#include "classroom/database_query.h"
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

// The queue. On SQLite the server is the only marker: a row it was marking
// when it stopped is queued again at its next start. On PostgreSQL markers on
// other machines share the queue (docs/class.md, "Marking on a school's
// machines"): a marker takes rows with FOR UPDATE SKIP LOCKED and holds a
// session-level advisory lock on each while it marks; a row "marking" whose
// lock nobody holds lost its marker (killed, or its connection gone) and is
// queued again by whoever next takes.
namespace {

// Advisory locks' first key, this program's: (kLockSpace, row) a row being
// marked; (kLockSpace, 0) shared by every worker while it runs.
constexpr int kLockSpace = 47342;

QString gave_up_result() {
    const QJsonObject gave_up{
        {"status", "error"},
        {"score", 0},
        {"max", 0},
        {"tasks", QJsonArray()},
        {"notes", QJsonArray{"marking this submission stopped its marker every time it was tried"}}};
    return QString::fromUtf8(QJsonDocument(gave_up).toJson(QJsonDocument::Compact));
}

// The rows "marking" whose marker is gone: on PostgreSQL, those whose advisory
// lock no session of this database holds (this one's own count as held).
constexpr const char* kOrphansPostgres =
    "SELECT id FROM submissions WHERE state = 'marking' AND NOT EXISTS (SELECT 1 FROM pg_locks"
    " WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database"
    " WHERE datname = current_database()) AND classid = %1 AND objsubid = 2 AND objid::text::bigint ="
    " submissions.id) FOR UPDATE SKIP LOCKED";

}  // namespace

int ClassDatabase::requeue_interrupted() {
    QSqlDatabase db = QSqlDatabase::database(connection_);
    db.transaction();
    QSqlQuery query(db);
    query.prepare(postgres_ ? QString(kOrphansPostgres).arg(kLockSpace)
                            : QStringLiteral("SELECT id FROM submissions WHERE state = 'marking'"));
    std::vector<qint64> rows;
    if (run(query, last_error_))
        while (query.next()) rows.push_back(query.value(0).toLongLong());
    // What has stopped its marker kMaxMarkingAttempts times is not tried again.
    QSqlQuery give_up(db), requeue(db);
    give_up.prepare(
        "UPDATE submissions SET state = 'marked', result = ?, marked_ms = ?, score = 0, out_of = 0"
        " WHERE id = ? AND state = 'marking' AND attempts >= ?");
    requeue.prepare("UPDATE submissions SET state = 'queued' WHERE id = ? AND state = 'marking'");
    int taken_back = 0;
    for (const qint64 row : rows) {
        for (const QVariant& value :
             {QVariant(gave_up_result()), QVariant(now_ms()), QVariant(row), QVariant(kMaxMarkingAttempts)})
            give_up.addBindValue(value);
        if (run(give_up, last_error_) && give_up.numRowsAffected() == 1) continue;
        requeue.addBindValue(row);
        if (run(requeue, last_error_)) taken_back += requeue.numRowsAffected();
    }
    db.commit();
    return taken_back;
}

std::vector<MarkingJob> ClassDatabase::take_jobs(int limit, qint64 waited_ms) {
    if (postgres_) requeue_interrupted();
    QSqlDatabase db = QSqlDatabase::database(connection_);
    const QString lock = postgres_ ? " FOR UPDATE SKIP LOCKED" : "";
    db.transaction();
    QSqlQuery query(db);
    query.prepare(
        "SELECT lesson, language FROM submissions WHERE state = 'queued' AND received_ms <= ?"
        " ORDER BY id LIMIT 1" +
        lock);
    const qint64 received_by = now_ms() - waited_ms;
    query.addBindValue(received_by);
    if (!run(query, last_error_) || !query.next()) return db.rollback(), std::vector<MarkingJob>{};
    const QString lesson = query.value(0).toString(), language = query.value(1).toString();
    std::vector<MarkingJob> jobs;
    query.prepare(
        "SELECT id, program, attempts FROM submissions WHERE state = 'queued' AND lesson = ? AND language = ?"
        " AND received_ms <= ? ORDER BY id LIMIT ?" +
        lock);
    query.addBindValue(lesson);
    query.addBindValue(language);
    query.addBindValue(received_by);
    query.addBindValue(limit);
    if (run(query, last_error_))
        while (query.next())
            jobs.push_back(
                {query.value(0).toLongLong(), lesson, language, query.value(1).toString(), query.value(2).toInt() + 1});
    QSqlQuery claim(db);
    std::vector<MarkingJob> claimed;
    for (const auto& job : jobs) {
        // The lock says "marking now" for as long as this session lives.
        if (postgres_ && !advisory_lock(job.row, "pg_try_advisory_lock")) continue;
        if (postgres_) held_.insert(job.row);
        claim.prepare("UPDATE submissions SET state = 'marking', attempts = attempts + 1 WHERE id = ?");
        claim.addBindValue(job.row);
        if (run(claim, last_error_)) claimed.push_back(job);
    }
    db.commit();
    return claimed;
}

bool ClassDatabase::advisory_lock(qint64 row, const char* function) const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare(QStringLiteral("SELECT %1(%2, ?)").arg(QString::fromLatin1(function), QString::number(kLockSpace)));
    query.addBindValue(int(row));  // ids stay below 2^31: a class stores far fewer rows
    if (!run(query, last_error_) || !query.next()) return false;
    // pg_try_advisory_lock and pg_advisory_unlock answer; pg_advisory_lock_shared waits and answers nothing.
    return query.value(0).typeId() != QMetaType::Bool || query.value(0).toBool();
}

void ClassDatabase::release(qint64 row) {
    if (held_.erase(row)) advisory_lock(row, "pg_advisory_unlock");
}

bool ClassDatabase::record_result(qint64 row, const QJsonObject& marks) {
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
    const bool stored = run(query, last_error_) && query.numRowsAffected() == 1;
    release(row);
    return stored;
}

void ClassDatabase::requeue(qint64 row) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("UPDATE submissions SET state = 'queued' WHERE id = ? AND state = 'marking'");
    query.addBindValue(row);
    run(query, last_error_);
    release(row);
}

bool ClassDatabase::become_worker() {
    if (!postgres_) return false;
    QSqlQuery query(QSqlDatabase::database(connection_));
    // Keepalives on this session: a worker's machine that vanishes (power, a
    // cable) ends its session within about 25 s, and its rows go back to the queue.
    for (const char* statement : {"SET application_name = 'bugbot-class-worker'", "SET tcp_keepalives_idle = 10",
                                  "SET tcp_keepalives_interval = 5", "SET tcp_keepalives_count = 3"})
        if (!query.exec(statement)) return last_error_ = query.lastError().text(), false;
    return advisory_lock(0, "pg_advisory_lock_shared");
}

bool ClassDatabase::workers_present() const {
    if (!postgres_) return false;
    // Free for the exclusive lock: no worker holds its shared one.
    if (!advisory_lock(0, "pg_try_advisory_lock")) return true;
    advisory_lock(0, "pg_advisory_unlock");
    return false;
}

void ClassDatabase::notify(const QString& channel) {
    if (!postgres_) return;
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.exec("NOTIFY " + channel);
}

bool ClassDatabase::listen(const QString& channel, QObject* context, std::function<void()> handler) {
    if (!postgres_) return false;
    QSqlDriver* driver = QSqlDatabase::database(connection_).driver();
    if (!driver->subscribeToNotification(channel)) return false;
    QObject::connect(driver, &QSqlDriver::notification, context, [channel, handler](const QString& name) {
        if (name == channel) handler();
    });
    return true;
}

bool ClassDatabase::alive() const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("SELECT 1");
    return run(query, last_error_);
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

std::vector<SubmissionRecord> ClassDatabase::counted_submissions(const QString& lesson, CountedAttempt counted) const {
    last_error_.clear();  // the export tells a failed read from an empty class
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.setForwardOnly(true);
    // The kRecordColumns of `submissions` and `students`, from the board's cells.
    query.prepare(QStringLiteral("SELECT %1 FROM (%2) AS cells JOIN submissions ON submissions.id = cells.counted_id"
                                 " JOIN students ON students.id = cells.student_id"
                                 " WHERE submissions.state = 'marked'%3 ORDER BY submissions.id")
                      .arg(kRecordColumns, cells_query(counted),
                           lesson.isEmpty() ? QString() : QStringLiteral(" AND submissions.lesson = ?")));
    if (!lesson.isEmpty()) query.addBindValue(lesson);
    std::vector<SubmissionRecord> records;
    if (run(query, last_error_))
        while (query.next()) records.push_back(read_record(query));
    return records;
}

}  // namespace bugbot::classroom
