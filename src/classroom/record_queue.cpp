#include "classroom/record_queue.h"

#include <cmath>
#include <string>

#include "classroom/protocol.h"
#include "files/gate.h"
#include "lessons/lesson.h"

namespace bugbot::classroom {

namespace {

// The run's own arguments: as the studio runs a lesson's program (its world,
// seed 1, the record thinned within a cap), under the marker's limits.
QStringList run_arguments(const marking::Lesson& lesson, const QString& program, const QString& record) {
    QStringList args{"run", program, "--seed", "1", "--record", record, "--thin-record", "--sandbox"};
    args << "--max-record" << QString::number(double(kMaxRecordBytes) / (1 << 20));
    const std::string world = marking::world_path(lesson, lesson.world);
    if (!world.empty()) args << "--world" << QString::fromStdString(world);
    args << "--max-sim-time" << QString::number(lesson.limits.robot_time_s) << "--timeout"
         << QString::number(lesson.limits.timeout_s) << "--max-cpu" << QString::number(lesson.limits.cpu_s);
    if (lesson.limits.memory_mb > 0) args << "--max-memory" << QString::number(std::ceil(lesson.limits.memory_mb));
    return args;
}

}  // namespace

RecordQueue::RecordQueue(ClassDatabase& database, QString bugbot, const QStringList& lesson_args,
                         std::function<bool()> marking, QObject* parent)
    : QObject(parent), database_(database), bugbot_(std::move(bugbot)), marking_(std::move(marking)) {
    for (qsizetype i = 0; i + 1 < lesson_args.size(); ++i)
        if (lesson_args[i] == "--lessons") marking::add_lesson_folder(lesson_args[i + 1].toStdString());
}

RecordQueue::~RecordQueue() {
    if (process_) {
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(5000);
    }
}

void RecordQueue::poke() {
    while (!process_ && !marking_()) {
        const auto jobs = database_.records_to_make(1);
        if (jobs.empty()) return;
        QString problem;
        if (start(jobs.front(), &problem)) return;
        // Nothing to run (an unknown lesson): the problem is kept instead, so
        // the queue moves on.
        database_.store_record(jobs.front().row, {}, 0, problem);
    }
}

bool RecordQueue::start(const ClassDatabase::RecordJob& job, QString* problem) {
    const marking::LoadResult found = marking::find_lesson(job.lesson.toStdString());
    if (!found.lesson) {
        *problem = QStringLiteral("no lesson %1 on this machine").arg(job.lesson);
        return false;
    }
    work_ = std::make_unique<QTemporaryDir>();
    const QString program = work_->filePath("program.py");
    std::string error = "no temporary folder";
    if (!work_->isValid() || !files::save_file(program.toStdString(), job.program.toStdString(), error)) {
        *problem = QStringLiteral("cannot write the program to run: %1").arg(QString::fromStdString(error));
        return false;
    }
    row_ = job.row;
    process_ = new QProcess(this);
    process_->setWorkingDirectory(work_->path());
    process_->setStandardOutputFile(QProcess::nullDevice());  // what it prints is in its record
    process_->setStandardErrorFile(QProcess::nullDevice());
    connect(process_, &QProcess::finished, this, &RecordQueue::finish);
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) finish();
    });
    process_->start(bugbot_, run_arguments(*found.lesson, program, work_->filePath("record.jsonl")));
    return true;
}

void RecordQueue::finish() {
    QProcess* process = process_;
    std::string text, error;
    files::ReadRule rule;
    rule.cap = std::size_t(kMaxRecordBytes);
    const files::Read read = files::read_file(work_->filePath("record.jsonl").toStdString(), text, error, rule);
    const QByteArray record = QByteArray::fromStdString(text);
    const QByteArray packed = read == files::Read::ok ? qCompress(record, 9) : QByteArray();
    QString problem;
    if (read != files::Read::ok)
        problem = QStringLiteral("the run left no record: %1").arg(QString::fromStdString(error));
    else if (packed.size() > kMaxRecordBytes) problem = QStringLiteral("the run's record does not compress");
    database_.store_record(row_, problem.isEmpty() ? packed : QByteArray(), record.size(), problem);
    process_ = nullptr;
    process->deleteLater();
    work_.reset();
    emit recorded(row_);
    poke();
}

}  // namespace bugbot::classroom
