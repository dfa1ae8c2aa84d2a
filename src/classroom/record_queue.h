#pragma once
// The record of each marked submission's run on the lesson's own world, the
// one the student's studio runs (the lesson's world, seed 1), so the
// teacher's studio replays what the student saw: the mat, the charts, the
// weight strip. The marker's runs are on hidden variations the student never
// saw, so this is one run more: `bugbot run --sandbox --record`, under the
// lesson's limits (the marker's), the record thinned within kMaxRecordBytes
// as the studio thins its own (engine/record_thinning.h), stored compressed
// with the attempt (ClassDatabase::store_record). One run at a time, after
// the results went out: a record never delays a mark.
#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>
#include <memory>

#include "classroom/database.h"

namespace bugbot::classroom {

class RecordQueue : public QObject {
    Q_OBJECT
public:
    // `bugbot`: the program that runs; `lesson_args`: --lessons DIR... as
    // the marker gets them (the lessons are found on the same path).
    // `marking`: whether the marker runs now (a record waits for it).
    RecordQueue(ClassDatabase& database, QString bugbot, const QStringList& lesson_args, std::function<bool()> marking,
                QObject* parent = nullptr);
    ~RecordQueue() override;

    // Starts the next record unless one is being made or the marker runs.
    void poke();

signals:
    void recorded(qint64 row);

private:
    bool start(const ClassDatabase::RecordJob& job, QString* problem);
    void finish();

    ClassDatabase& database_;
    QString bugbot_;
    std::function<bool()> marking_;
    QProcess* process_ = nullptr;
    std::unique_ptr<QTemporaryDir> work_;
    qint64 row_ = 0;
};

}  // namespace bugbot::classroom
