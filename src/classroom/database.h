#pragma once
// The class's database: students, their submissions, the marking queue and
// the results, through Qt SQL. SQLite by default (one file, WAL mode), or
// PostgreSQL through the QPSQL driver: the same schema on both, versioned in
// the table schema_version and brought up to date by migrations when opened
// (docs/class.md, "The database").
//
// Only the server's thread uses it; nothing here blocks on anything but the
// database.
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

#include "classroom/board.h"

namespace bugbot::classroom {

// The schema this build writes. Each version's statements are in database.cpp.
inline constexpr int kSchemaVersion = 3;

// Marking a submission that has killed the server this many times is given up
// on: it gets a result with status "error" instead of a fourth try.
inline constexpr int kMaxMarkingAttempts = 3;

struct Student {
    qint64 id = 0;
    QString name;
    QString state;  // "listed" (may take a token), "pending" (waits for the teacher), "approved"
};

// A submission taken from the queue to be marked.
struct MarkingJob {
    qint64 row = 0;
    QString lesson;
    QString language;
    QString program;
    int attempts = 0;  // this one included
};

struct JoinOutcome {
    enum Kind { welcome, pending } kind = pending;
    QString token;  // welcome: the student's new token (only its hash is kept)
};

struct SubmissionRecord {
    QString student;
    QString id;  // the client's submission id
    QString lesson;
    QString state;  // queued, marking, marked
    QJsonObject marks;
    qint64 received_ms = 0;
    qint64 marked_ms = 0;
    int attempts = 0;
};

class ClassDatabase {
public:
    // `location`: a postgresql://user:password@host:port/database URL, or a
    // SQLite file (made when missing). Migrates up to `version` (tests make
    // old databases with a lower one). nullptr and `error` when it cannot.
    static std::unique_ptr<ClassDatabase> open(const QString& location, QString* error, int version = kSchemaVersion);
    ~ClassDatabase();
    ClassDatabase(const ClassDatabase&) = delete;
    ClassDatabase& operator=(const ClassDatabase&) = delete;

    bool is_postgres() const { return postgres_; }
    int schema_version() const;
    QString last_error() const { return last_error_; }
    QString connection() const { return connection_; }  // Qt SQL's name of it (a test writes old rows)

    // The roster.
    void list_students(const QStringList& names);  // the class list: each may take a token once
    JoinOutcome join(const QString& name);  // a name already through student_name()
    bool approve(const QString& name);  // the teacher lets the name take a (new) token
    std::optional<Student> student_for_token(const QString& token) const;
    std::vector<Student> students() const;

    // Submissions and the queue. submit is idempotent: the same (student,
    // id) again stores nothing and returns false.
    bool submit(qint64 student, const QString& id, const QString& lesson, const QString& language,
                const QString& program);
    int requeue_interrupted();  // at start: what was being marked is queued again; returns how many
    std::vector<MarkingJob> take_jobs(int limit);  // the oldest queued of one lesson and language
    void record_result(qint64 row, const QJsonObject& marks);
    void requeue(qint64 row);  // the marker could not mark it ("not-marked"): once more

    // Results: each student reads only their own (the token's student).
    std::vector<SubmissionRecord> undelivered_results(qint64 student) const;
    std::optional<SubmissionRecord> submission(qint64 student, const QString& id) const;
    void mark_delivered(qint64 student, const QString& id);
    std::vector<SubmissionRecord> all_submissions() const;  // the teacher's view

    // The teacher's board (board_records.cpp). `connected` is left false:
    // the server knows who is connected.
    Board board() const;
    // One student's every attempt at a lesson, oldest first, with its
    // program; nullopt when there is no such student.
    std::optional<History> history(const QString& student, const QString& lesson) const;
    CountedAttempt counted() const;
    void set_counted(CountedAttempt counted);
    // The teacher's comment on a student's submission (empty: none); the
    // student's row id, 0 when there is no such submission of that student.
    qint64 set_comment(const QString& student, const QString& id, const QString& text);
    // Each of the student's submissions with a comment: (id, comment).
    std::vector<std::pair<QString, QString>> comments(qint64 student) const;

    // Hand-outs and deadlines (hand_out_records.cpp). add_hand_out returns
    // the new hand-out's id, or empty (last_error()) when a student named is
    // not in the class.
    QString add_hand_out(const HandOut& hand_out);
    std::vector<HandOut> hand_outs() const;  // all, oldest first, with their students
    std::vector<HandOut> hand_outs_for(qint64 student) const;  // for the whole class or for them
    void set_deadline(const QString& lesson, qint64 deadline_ms);  // 0: none
    qint64 deadline(const QString& lesson) const;  // 0: none

    // The record of each marked submission's run on the lesson's own world
    // (record_queue.h): stored compressed (qCompress), or the problem why
    // there is none.
    struct RecordJob {
        qint64 row = 0;
        QString lesson;
        QString program;
    };
    std::vector<RecordJob> records_to_make(int limit) const;
    void store_record(qint64 row, const QByteArray& compressed, qint64 bytes, const QString& problem);
    // The student's record of a submission (compressed), nullopt when none.
    std::optional<QByteArray> record(const QString& student, const QString& id) const;

private:
    ClassDatabase(QString connection, bool postgres);
    bool migrate(int version, QString* error);
    bool run_migration(int version, QString* error);

    QString connection_;
    bool postgres_ = false;
    mutable QString last_error_;
};

// The SHA-256 of a token, as stored: a stolen database holds no usable token.
QString token_hash(const QString& token);

// A new random token: 32 bytes from the system's CSPRNG, base64url.
QString new_token();

}  // namespace bugbot::classroom
