#include "studio/work/gradebook.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

namespace bugbot::studio {

namespace {
QByteArray tasks_json(const SubmissionMark& m) {
    QJsonArray tasks;
    for (const TaskMark& t : m.tasks) {
        tasks.push_back(QJsonObject{{"id", t.id}, {"passed", t.passed}, {"score", t.score}, {"feedback", t.feedback}, {"max", t.max}});
    }
    return QJsonDocument(tasks).toJson(QJsonDocument::Compact);
}
QList<TaskMark> tasks_from(const QByteArray& json) {
    QList<TaskMark> out;
    for (const QJsonValue& v : QJsonDocument::fromJson(json).array()) {
        const QJsonObject o = v.toObject();
        out.push_back({o.value("id").toString(), o.value("passed").toBool(), o.value("score").toDouble(),
                       o.value("feedback").toString(), o.value("max").toDouble()});
    }
    return out;
}
// A gradebook from before the class: who marked each row (all of them this
// computer), and the class's id of a submission, unique.
bool add_class_columns(const QSqlDatabase& db) {
    QSqlQuery q(db);
    if (!q.exec("SELECT name FROM pragma_table_info('submissions') WHERE name = 'marked_by'")) return false;
    if (q.next()) return true;
    return q.exec("ALTER TABLE submissions ADD COLUMN marked_by TEXT NOT NULL DEFAULT 'here'") &&
           q.exec("ALTER TABLE submissions ADD COLUMN class_id TEXT") &&
           q.exec("CREATE UNIQUE INDEX IF NOT EXISTS submissions_class_id ON submissions(class_id)");
}
}  // namespace

Gradebook::Gradebook(const QString& path) : connection_(QUuid::createUuid().toString()), path_(path) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", connection_);
    db.setDatabaseName(path);
    if (!db.open()) {
        error_ = QStringLiteral("cannot open the gradebook %1: %2").arg(path, db.lastError().text());
        return;
    }
    QSqlQuery q(db);
    if (!q.exec("CREATE TABLE IF NOT EXISTS submissions ("
                " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                " lesson TEXT NOT NULL, file TEXT NOT NULL, submitted_at TEXT NOT NULL,"
                " source TEXT NOT NULL, status TEXT NOT NULL, score REAL NOT NULL, max REAL NOT NULL,"
                " tasks TEXT NOT NULL)") ||
        !q.exec("CREATE INDEX IF NOT EXISTS submissions_lesson ON submissions(lesson)") || !add_class_columns(db)) {
        error_ = QStringLiteral("cannot set up the gradebook %1: %2").arg(path, q.lastError().text());
    }
}

Gradebook::~Gradebook() {
    { QSqlDatabase::database(connection_, false).close(); }
    QSqlDatabase::removeDatabase(connection_);
}

qint64 Gradebook::add(const QString& lesson, const QString& file, const QString& source, const SubmissionMark& mark,
                      const QDateTime& when) {
    return insert({0, lesson, file, when, source, mark, kMarkedHere, {}, {}, true});
}

qint64 Gradebook::add_class_marks(const QString& class_id, const QString& lesson, const QString& file,
                                  const QString& source, const SubmissionMark& mark) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare("SELECT id FROM submissions WHERE class_id = ?");
    q.addBindValue(class_id);
    if (q.exec() && q.next()) return q.value(0).toLongLong();  // arrived before
    return insert({0, lesson, file, QDateTime::currentDateTime(), source, mark, kMarkedByClass, class_id, {}, true});
}

qint64 Gradebook::insert(const StoredSubmission& s) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(
        "INSERT INTO submissions (lesson, file, submitted_at, source, status, score, max, tasks, marked_by,"
        " class_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    q.addBindValue(s.lesson);
    q.addBindValue(s.file);
    q.addBindValue(s.when.toString(Qt::ISODateWithMs));
    q.addBindValue(s.source);
    q.addBindValue(s.mark.status);
    q.addBindValue(s.mark.score);
    q.addBindValue(s.mark.max);
    q.addBindValue(QString::fromUtf8(tasks_json(s.mark)));
    q.addBindValue(s.marked_by);
    q.addBindValue(s.class_id.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(s.class_id));
    if (!q.exec()) {
        error_ = QStringLiteral("cannot store the submission: %1").arg(q.lastError().text());
        return 0;
    }
    error_.clear();
    return q.lastInsertId().toLongLong();
}

namespace {
StoredSubmission read_row(const QSqlQuery& q) {
    StoredSubmission s;
    s.id = q.value(0).toLongLong();
    s.lesson = q.value(1).toString();
    s.file = q.value(2).toString();
    s.when = QDateTime::fromString(q.value(3).toString(), Qt::ISODateWithMs);
    s.source = q.value(4).toString();
    s.mark.file = s.file;
    s.mark.status = q.value(5).toString();
    s.mark.score = q.value(6).toDouble();
    s.mark.max = q.value(7).toDouble();
    s.mark.tasks = tasks_from(q.value(8).toString().toUtf8());
    s.marked_by = q.value(9).toString();
    s.class_id = q.value(10).toString();
    return s;
}
const char* kColumns =
    "SELECT id, lesson, file, submitted_at, source, status, score, max, tasks, marked_by, class_id FROM submissions";
}  // namespace

QList<StoredSubmission> Gradebook::submissions(const QString& lesson) const {
    QList<StoredSubmission> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QString(kColumns) + " WHERE lesson = ? ORDER BY id DESC");
    q.addBindValue(lesson);
    if (!q.exec()) {
        error_ = q.lastError().text();
        return out;
    }
    while (q.next()) out.push_back(read_row(q));
    return out;
}

StoredSubmission Gradebook::submission(qint64 id) const {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QString(kColumns) + " WHERE id = ?");
    q.addBindValue(id);
    if (q.exec() && q.next()) return read_row(q);
    return {};
}

LessonProgress Gradebook::progress(const QString& lesson) const {
    LessonProgress p;
    QSet<QString> passed;
    for (const StoredSubmission& s : submissions(lesson)) {
        ++p.submissions;
        if (s.mark.score >= p.best_score) {
            p.best_score = s.mark.score;
            p.max = s.mark.max;
        }
        for (const TaskMark& t : s.mark.tasks) {
            if (t.passed) passed.insert(t.id);
        }
    }
    p.tasks_passed = static_cast<int>(passed.size());
    return p;
}

}  // namespace bugbot::studio
