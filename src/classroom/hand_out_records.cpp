// Hand-outs, deadlines and the marked runs' records in the class database
// (database.h).
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

// A hand-out's id on the wire: its row.
QString hand_out_id(qint64 row) { return QStringLiteral("h%1").arg(row); }

}  // namespace

QString ClassDatabase::add_hand_out(const HandOut& hand_out) {
    QSqlDatabase db = QSqlDatabase::database(connection_);
    QSqlQuery query(db);
    std::vector<qint64> students;
    for (const QString& name : hand_out.students) {
        query.prepare("SELECT id FROM students WHERE name = ?");
        query.addBindValue(name);
        if (!run_statement(query, last_error_)) return {};
        if (!query.next()) return last_error_ = QStringLiteral("no student of the class is called %1").arg(name), "";
        students.push_back(query.value(0).toLongLong());
    }
    db.transaction();
    query.prepare(
        "INSERT INTO hand_outs (lesson, title, program, everyone, made_ms) VALUES (?, ?, ?, ?, ?) RETURNING id");
    // A null QString binds as NULL: empty text is written as such.
    const auto text = [](const QString& s) { return QVariant(s.isNull() ? QString("") : s); };
    for (const QVariant& value : {text(hand_out.lesson), text(hand_out.title), text(hand_out.program),
                                  QVariant(students.empty() ? 1 : 0), QVariant(now_ms())})
        query.addBindValue(value);
    if (!run_statement(query, last_error_) || !query.next()) return db.rollback(), "";
    const qint64 row = query.value(0).toLongLong();
    query.finish();
    QSqlQuery each(db);
    each.prepare("INSERT INTO hand_out_students (hand_out_id, student_id) VALUES (?, ?) ON CONFLICT DO NOTHING");
    for (const qint64 student : students) {
        each.addBindValue(row);
        each.addBindValue(student);
        if (!run_statement(each, last_error_)) return db.rollback(), "";
    }
    if (!db.commit()) return last_error_ = db.lastError().text(), "";
    if (hand_out.deadline_ms > 0) set_deadline(hand_out.lesson, hand_out.deadline_ms);
    return hand_out_id(row);
}

std::vector<HandOut> ClassDatabase::hand_outs() const { return hand_outs_for(0); }

std::vector<HandOut> ClassDatabase::hand_outs_for(qint64 student) const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.setForwardOnly(true);
    // 0: every hand-out (the teacher's); else those for the whole class or this student.
    query.prepare(
        "SELECT h.id, h.lesson, h.title, h.program, COALESCE(d.deadline_ms, 0) FROM hand_outs h"
        " LEFT JOIN deadlines d ON d.lesson = h.lesson WHERE ? = 0 OR h.everyone = 1"
        " OR EXISTS (SELECT 1 FROM hand_out_students hs WHERE hs.hand_out_id = h.id AND hs.student_id = ?)"
        " ORDER BY h.id");
    query.addBindValue(student);
    query.addBindValue(student);
    std::vector<HandOut> all;
    std::map<qint64, size_t> index;
    if (!run_statement(query, last_error_)) return all;
    while (query.next()) {
        index[query.value(0).toLongLong()] = all.size();
        all.push_back({hand_out_id(query.value(0).toLongLong()),
                       query.value(1).toString(),
                       query.value(2).toString(),
                       query.value(3).toString(),
                       {},
                       query.value(4).toLongLong()});
    }
    if (student != 0) return all;  // a student is told only that it is theirs
    query.prepare(
        "SELECT hs.hand_out_id, students.name FROM hand_out_students hs"
        " JOIN students ON students.id = hs.student_id ORDER BY students.name");
    if (run_statement(query, last_error_))
        while (query.next())
            if (const auto found = index.find(query.value(0).toLongLong()); found != index.end())
                all[found->second].students << query.value(1).toString();
    return all;
}

void ClassDatabase::set_deadline(const QString& lesson, qint64 deadline_ms) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    if (deadline_ms <= 0) {
        query.prepare("DELETE FROM deadlines WHERE lesson = ?");
        query.addBindValue(lesson);
    } else {
        query.prepare(
            "INSERT INTO deadlines (lesson, deadline_ms) VALUES (?, ?)"
            " ON CONFLICT (lesson) DO UPDATE SET deadline_ms = excluded.deadline_ms");
        query.addBindValue(lesson);
        query.addBindValue(deadline_ms);
    }
    run_statement(query, last_error_);
}

qint64 ClassDatabase::deadline(const QString& lesson) const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("SELECT deadline_ms FROM deadlines WHERE lesson = ?");
    query.addBindValue(lesson);
    if (!run_statement(query, last_error_) || !query.next()) return 0;
    return query.value(0).toLongLong();
}

std::vector<ClassDatabase::RecordJob> ClassDatabase::records_to_make(int limit) const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare(
        "SELECT s.id, s.lesson, s.program FROM submissions s LEFT JOIN run_records r ON r.submission_id = s.id"
        " WHERE s.state = 'marked' AND r.submission_id IS NULL ORDER BY s.id LIMIT ?");
    query.addBindValue(limit);
    std::vector<RecordJob> jobs;
    if (run_statement(query, last_error_))
        while (query.next())
            jobs.push_back({query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString()});
    return jobs;
}

void ClassDatabase::store_record(qint64 row, const QByteArray& compressed, qint64 bytes, const QString& problem) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare(
        "INSERT INTO run_records (submission_id, record, bytes, problem, made_ms) VALUES (?, ?, ?, ?, ?)"
        " ON CONFLICT (submission_id) DO NOTHING");
    query.addBindValue(row);
    query.addBindValue(compressed.isEmpty() ? QVariant(QMetaType(QMetaType::QByteArray)) : QVariant(compressed));
    query.addBindValue(bytes);
    query.addBindValue(problem.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(problem));
    query.addBindValue(now_ms());
    run_statement(query, last_error_);
}

std::optional<QByteArray> ClassDatabase::record(const QString& student, const QString& id) const {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare(
        "SELECT r.record FROM run_records r JOIN submissions s ON s.id = r.submission_id"
        " JOIN students ON students.id = s.student_id WHERE students.name = ? AND s.client_id = ?"
        " AND r.record IS NOT NULL");
    query.addBindValue(student);
    query.addBindValue(id);
    if (!run_statement(query, last_error_) || !query.next()) return std::nullopt;
    return query.value(0).toByteArray();
}

}  // namespace bugbot::classroom
