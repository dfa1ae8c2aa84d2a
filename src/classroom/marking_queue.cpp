#include "classroom/marking_queue.h"

#include <sys/prctl.h>

#include <csignal>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <map>

namespace bugbot::classroom {

MarkingQueue::MarkingQueue(ClassDatabase& database, QString bugbot, QStringList lesson_args, QObject* parent)
    : QObject(parent), database_(database), bugbot_(std::move(bugbot)), lesson_args_(std::move(lesson_args)) {}

MarkingQueue::~MarkingQueue() {
    if (process_) {
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(5000);
    }
}

void MarkingQueue::poke() {
    if (process_) return;
    jobs_ = database_.take_jobs(batch_, defer_to_workers_ && database_.workers_present() ? kWorkersFirstMs : 0);
    if (jobs_.empty()) return;
    std::vector<qint64> rows;
    for (const auto& job : jobs_) rows.push_back(job.row);
    emit taken(rows);
    work_ = std::make_unique<QTemporaryDir>();
    QStringList args = lesson_args_;
    args.prepend("mark");
    args << jobs_.front().lesson << "--json"
         << "--quiet"
         << "--";
    for (const auto& job : jobs_) {
        // The file's name is the row: how the marker's answer finds its submission.
        const QString path = work_->filePath(QStringLiteral("%1.py").arg(job.row));
        QFile file(path);
        if (file.open(QIODevice::WriteOnly)) file.write(job.program.toUtf8());
        args << path;
    }
    process_ = new QProcess(this);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (!jobs_.front().language.isEmpty()) environment.insert("BUGBOT_LANGUAGE", jobs_.front().language);
    process_->setProcessEnvironment(environment);
    // The marker dies with its marker's process (a worker killed mid-job):
    // the job is taken again elsewhere, so it would only burn a lab PC's cores.
    process_->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
    connect(process_, &QProcess::finished, this, &MarkingQueue::finish);
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) finish(-1, QProcess::CrashExit);
    });
    process_->start(bugbot_, args);
}

QJsonObject MarkingQueue::failure(const QString& why) const {
    return {{"status", "error"}, {"score", 0}, {"max", 0}, {"tasks", QJsonArray()}, {"notes", QJsonArray{why}}};
}

void MarkingQueue::finish(int exit_code, QProcess::ExitStatus status) {
    QProcess* process = process_;
    const QJsonObject sheet = QJsonDocument::fromJson(process->readAllStandardOutput()).object();
    std::map<qint64, QJsonObject> by_row;
    for (const QJsonValue entry : sheet.value("submissions").toArray()) {
        const QJsonObject marks = entry.toObject();
        bool ok = false;
        const qint64 row = QFileInfo(marks.value("file").toString()).completeBaseName().toLongLong(&ok);
        if (ok) by_row[row] = marks;
    }
    // The marker's own message (an unknown lesson, a missing sandbox) is the
    // result of each submission it did not mark.
    QString why = QString::fromUtf8(process->readAllStandardError()).trimmed().section('\n', 0, 0).left(300);
    if (why.isEmpty())
        why = QStringLiteral("the marker stopped (%1 %2)")
                  .arg(status == QProcess::CrashExit ? "crashed" : "exit status")
                  .arg(exit_code);
    std::vector<qint64> rows;
    for (const auto& job : jobs_) {
        const auto found = by_row.find(job.row);
        QJsonObject marks = found != by_row.end() ? found->second : failure(why);
        // "not-marked": the marker could not mark it (docs/marking.md); it is
        // marked again, up to kMaxMarkingAttempts times in all.
        if (marks.value("status").toString() == "not-marked" && job.attempts < kMaxMarkingAttempts) {
            database_.requeue(job.row);
            continue;
        }
        marks.remove("file");  // the server's own temporary file, nothing of the student's
        marks.remove("name");
        if (database_.record_result(job.row, marks)) rows.push_back(job.row);
    }
    process_ = nullptr;
    process->deleteLater();
    work_.reset();
    jobs_.clear();
    emit marked(rows);
    poke();
}

}  // namespace bugbot::classroom
