// Opening the class's database and migrating its schema (database.h).
#include "classroom/database.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

#include <atomic>

namespace bugbot::classroom {

namespace {

// The schema's versions, each a list of statements run in one transaction.
// %ID% is the engine's own auto-numbered key. Never edit a released version:
// add the next one (docs/class.md, "The database").
struct Migration {
    int version;
    QStringList statements;
};

const std::vector<Migration>& migrations() {
    static const std::vector<Migration> all = {
        {1,
         {"CREATE TABLE schema_version (version INTEGER NOT NULL)",
          "CREATE TABLE students (id %ID%, name TEXT NOT NULL UNIQUE, state TEXT NOT NULL,"
          " token_hash TEXT UNIQUE, joined_ms BIGINT NOT NULL)",
          "CREATE TABLE submissions (id %ID%, student_id BIGINT NOT NULL REFERENCES students(id),"
          " client_id TEXT NOT NULL, lesson TEXT NOT NULL, language TEXT NOT NULL, program TEXT NOT NULL,"
          " state TEXT NOT NULL, result TEXT, received_ms BIGINT NOT NULL, marked_ms BIGINT,"
          " delivered INTEGER NOT NULL DEFAULT 0, UNIQUE (student_id, client_id))",
          "INSERT INTO schema_version (version) VALUES (1)"}},
        // Version 2: how often marking a submission started, so one that kills
        // the server every time is given up on (kMaxMarkingAttempts); the
        // queue's index.
        {2,
         {"ALTER TABLE submissions ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0",
          "CREATE INDEX submissions_queue ON submissions (state, id)", "UPDATE schema_version SET version = 2"}},
        // Version 3, the teacher's board (issue 45): each marked attempt's
        // score in columns of its own (the board ranks attempts in SQL), the
        // teacher's comment on it, the record of its run on the lesson's own
        // world, hand-outs, deadlines, the class's settings (which attempt
        // counts); the board's and a history's index.
        {3,
         {"ALTER TABLE submissions ADD COLUMN score DOUBLE PRECISION",
          "ALTER TABLE submissions ADD COLUMN out_of DOUBLE PRECISION",
          "UPDATE submissions SET score = COALESCE(%RESULT_NUMBER(score)%, 0), out_of = COALESCE(%RESULT_NUMBER(max)%, "
          "0)"
          " WHERE result IS NOT NULL",
          "ALTER TABLE submissions ADD COLUMN comment TEXT", "ALTER TABLE submissions ADD COLUMN comment_ms BIGINT",
          // The board's: each cell's count and newest from the index alone, its
          // best attempt by a seek; a history's rows by its prefix.
          "CREATE INDEX submissions_cells ON submissions (student_id, lesson, state, score, received_ms, id)",
          "CREATE TABLE run_records (submission_id BIGINT PRIMARY KEY REFERENCES submissions(id),"
          " record %BLOB%, bytes BIGINT NOT NULL, problem TEXT, made_ms BIGINT NOT NULL)",
          "CREATE TABLE hand_outs (id %ID%, lesson TEXT NOT NULL, title TEXT NOT NULL, program TEXT NOT NULL,"
          " everyone INTEGER NOT NULL, made_ms BIGINT NOT NULL)",
          "CREATE TABLE hand_out_students (hand_out_id BIGINT NOT NULL REFERENCES hand_outs(id),"
          " student_id BIGINT NOT NULL REFERENCES students(id), PRIMARY KEY (hand_out_id, student_id))",
          "CREATE TABLE deadlines (lesson TEXT PRIMARY KEY, deadline_ms BIGINT NOT NULL)",
          "CREATE TABLE class_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
          "UPDATE schema_version SET version = 3"}},
    };
    return all;
}

QString new_connection_name() {
    static std::atomic<int> next{0};
    return QStringLiteral("bugbot-class-%1").arg(next++);
}

// postgresql://user:password@host:port/database?option=value&...
bool configure_postgres(QSqlDatabase& db, const QUrl& url, QString* error) {
    if (!url.isValid() || url.host().isEmpty() || url.path().size() < 2) {
        *error = QStringLiteral("a PostgreSQL address reads postgresql://USER@HOST[:PORT]/DATABASE");
        return false;
    }
    db.setHostName(url.host());
    if (url.port() > 0) db.setPort(url.port());
    db.setDatabaseName(url.path().mid(1));
    if (!url.userName().isEmpty()) db.setUserName(url.userName());
    if (!url.password().isEmpty()) db.setPassword(url.password());
    QStringList options;
    for (const auto& [key, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) options << key + "=" + value;
    db.setConnectOptions(options.join(';'));
    return true;
}

}  // namespace

QString token_hash(const QString& token) {
    return QString::fromLatin1(QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QString new_token() {
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(bytes.data()), bytes.size() / 4);
    return QString::fromLatin1(bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

ClassDatabase::ClassDatabase(QString connection, bool postgres)
    : connection_(std::move(connection)), postgres_(postgres) {}

ClassDatabase::~ClassDatabase() {
    QSqlDatabase::database(connection_, false).close();
    QSqlDatabase::removeDatabase(connection_);
}

std::unique_ptr<ClassDatabase> ClassDatabase::open(const QString& location, QString* error, int version) {
    const bool postgres = location.startsWith("postgresql://") || location.startsWith("postgres://");
    const QString name = new_connection_name();
    std::unique_ptr<ClassDatabase> database(new ClassDatabase(name, postgres));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(postgres ? "QPSQL" : "QSQLITE", name);
        if (!db.isValid()) {
            *error = postgres ? QStringLiteral(
                                    "Qt's PostgreSQL driver (QPSQL) is not installed: "
                                    "apt install libqt6sql6-psql")
                              : QStringLiteral("Qt's SQLite driver is not installed: apt install libqt6sql6-sqlite");
            return nullptr;
        }
        if (postgres) {
            if (!configure_postgres(db, QUrl(location), error)) return nullptr;
        } else {
            db.setDatabaseName(location);
        }
        if (!db.open()) {
            *error = QStringLiteral("cannot open the class database: %1").arg(db.lastError().text());
            return nullptr;
        }
        if (!postgres) {
            // WAL: readers never wait for the writer; FULL: a result the
            // server said it stored survives a power cut too.
            QSqlQuery pragma(db);
            for (const char* statement : {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL",
                                          "PRAGMA foreign_keys=ON", "PRAGMA busy_timeout=5000"})
                if (!pragma.exec(statement)) {
                    *error = QStringLiteral("%1: %2").arg(statement, pragma.lastError().text());
                    return nullptr;
                }
        }
    }
    if (!database->migrate(version, error)) return nullptr;
    return database;
}

int ClassDatabase::schema_version() const {
    QSqlDatabase db = QSqlDatabase::database(connection_);
    if (!db.tables().contains("schema_version")) return 0;
    QSqlQuery query(db);
    if (!query.exec("SELECT version FROM schema_version") || !query.next()) return 0;
    return query.value(0).toInt();
}

bool ClassDatabase::migrate(int version, QString* error) {
    const int current = schema_version();
    if (current > kSchemaVersion) {
        *error = QStringLiteral(
                     "the class database has schema version %1; this bugbot knows up to %2: "
                     "use a newer bugbot")
                     .arg(current)
                     .arg(kSchemaVersion);
        return false;
    }
    for (int next = current + 1; next <= version; ++next)
        if (!run_migration(next, error)) return false;
    return true;
}

bool ClassDatabase::run_migration(int version, QString* error) {
    QSqlDatabase db = QSqlDatabase::database(connection_);
    const QString id =
        postgres_ ? "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY" : "INTEGER PRIMARY KEY AUTOINCREMENT";
    db.transaction();
    QSqlQuery query(db);
    for (const auto& migration : migrations()) {
        if (migration.version != version) continue;
        for (QString statement : migration.statements) {
            statement.replace("%ID%", id);
            statement.replace("%BLOB%", postgres_ ? "BYTEA" : "BLOB");
            // A number from a result's JSON (each engine's own JSON function).
            static const QRegularExpression number("%RESULT_NUMBER\\((\\w+)\\)%");
            statement.replace(number, postgres_ ? "CAST(CAST(result AS json)->>'\\1' AS DOUBLE PRECISION)"
                                                : "CAST(json_extract(result, '$.\\1') AS REAL)");
            if (!query.exec(statement)) {
                *error = QStringLiteral("migrating the class database to version %1: %2 (%3)")
                             .arg(version)
                             .arg(query.lastError().text(), statement.left(60));
                db.rollback();
                return false;
            }
        }
    }
    return db.commit();
}

}  // namespace bugbot::classroom
