#pragma once
// The class's marking: the queue is the database (ClassDatabase::take_jobs),
// the marker is the existing `bugbot mark LESSON --json -- FILES`, in its
// sandbox, started as a QProcess so the server's thread never waits for it.
// It marks on the hidden variations because the lesson path of the teacher's
// machine holds them (the teacher package, or a build tree: lesson_path.cpp).
//
// One `bugbot mark` at a time, each taking up to kBatch submissions of one
// lesson: it runs them on every core (--jobs), so 30 hand-ins arriving
// together cost a few processes, not 30.
//
// The same queue marks in the server and in each `bugbot class worker` (on
// PostgreSQL, several share the database's queue). The server's defers to
// workers: while one is connected it takes only what has waited
// kWorkersFirstMs, so it marks by itself when no worker is there.
#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>
#include <vector>

#include "classroom/database.h"

namespace bugbot::classroom {

// PostgreSQL's NOTIFY channels: a submission was queued; a worker stored results.
inline constexpr const char* kQueueChannel = "bugbot_queue";
inline constexpr const char* kMarkedChannel = "bugbot_marked";

class MarkingQueue : public QObject {
    Q_OBJECT
public:
    static constexpr int kBatch = 32;
    static constexpr qint64 kWorkersFirstMs = 30000;

    // `bugbot`: the program that marks; `lesson_args`: --lessons DIR... to pass on.
    MarkingQueue(ClassDatabase& database, QString bugbot, QStringList lesson_args, QObject* parent = nullptr);
    ~MarkingQueue() override;

    // Starts marking what is queued, unless a marker is already running
    // (it calls this again when it ends).
    void poke();
    bool busy() const { return process_ != nullptr; }
    void set_batch(int batch) { batch_ = batch; }
    void set_defer_to_workers(bool defer) { defer_to_workers_ = defer; }

signals:
    // Rows of the database just taken to be marked here.
    void taken(const std::vector<qint64>& rows);
    // Rows of the database whose results were just stored.
    void marked(const std::vector<qint64>& rows);

private:
    void finish(int exit_code, QProcess::ExitStatus status);
    QJsonObject failure(const QString& why) const;

    ClassDatabase& database_;
    QString bugbot_;
    QStringList lesson_args_;
    QProcess* process_ = nullptr;
    std::unique_ptr<QTemporaryDir> work_;
    std::vector<MarkingJob> jobs_;
    int batch_ = kBatch;
    bool defer_to_workers_ = false;
};

}  // namespace bugbot::classroom
