#pragma once
// One run of `bugbot run SCRIPT --stream --control` as a child process. The
// GUI thread never waits on it: output is read as it arrives, in bounded
// slices, and Stop kills the process (SIGKILL) and returns at once.
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <functional>
#include <string>

#include "studio/run_events.h"

namespace bugbot::studio {

struct RunOptions {
    QString engine;         // path of the bugbot program
    QString script;         // the .py file to run
    QString working_dir;    // the run's current directory ("" = the script's folder)
    double pace = 1;        // 1 = real time, 0 = as fast as possible
    long long seed = 1;
    QString world;          // --world NAME|FILE ("" = the default)
    int max_memory_mb = 1536;
};

enum class RunOutcome { Finished, Stopped, Crashed, FailedToStart };

class EngineProcess : public QObject {
    Q_OBJECT
public:
    using Sink = std::function<void(Event&&)>;
    using BadLine = std::function<void(const std::string&)>;

    explicit EngineProcess(QObject* parent = nullptr);
    ~EngineProcess() override;

    // Every event of the run goes to `sink`, in order, on the GUI thread.
    void set_sink(Sink sink, BadLine bad_line = {});
    void start(const RunOptions& options);
    // Kills the run now. finished(Stopped, ...) follows when the OS reports it.
    void stop();
    void set_paused(bool paused);
    void set_pace(double pace);

    bool running() const;
    bool paused() const { return paused_; }
    qint64 pid() const;
    QString engine_stderr() const { return stderr_; }
    static QStringList arguments_for(const RunOptions& options);

signals:
    void started();
    // exit_code is the engine's exit status when outcome is Finished.
    void finished(bugbot::studio::RunOutcome outcome, int exit_code);

private:
    void read_some();
    void consume(const char* data, qsizetype size);
    void on_finished(int code, QProcess::ExitStatus status);
    void drain();

    QProcess* process_ = nullptr;
    Sink sink_;
    BadLine bad_line_;
    std::string carry_;
    QString stderr_;
    RunOutcome outcome_ = RunOutcome::Finished;
    int exit_code_ = 0;
    bool stopping_ = false, paused_ = false, read_scheduled_ = false, failed_ = false;
};

}  // namespace bugbot::studio
