#pragma once
// One run of `bugbot run SCRIPT --stream --control --record FILE` as a child
// process. The GUI thread never waits on it: output is read as it arrives, in
// bounded slices, and Stop kills the process (SIGKILL) and returns at once.
// A run that was stopped or died still shows every event it made: what its
// stdout did not carry is read from its record, which a kill cannot cut short.
// The record lives in a folder of its own that goes when the run has been
// shown, when the next run starts, or with this object (the tab closes).
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <functional>
#include <memory>
#include <string>

#include "engine/run_limits.h"
#include "robot/target.h"
#include "studio/run/run_events.h"

namespace bugbot::studio {

// Where a run's calls go: the simulator, or a real BugBot (`bugbot run
// --robot`, docs/robot.md). On a robot the script stays in its sandbox; only
// the trusted `bugbot run` opens the dongle.
// Where a run goes: the one description the command line and the studio share.
using RobotTarget = robot::RobotTarget;

struct RunOptions {
    QString engine;         // path of the bugbot program
    QString script;         // the .py file to run
    QString working_dir;    // the run's current directory ("" = the script's folder)
    double pace = 1;        // 1 = real time, 0 = as fast as possible
    bool console_input = true;  // input() reads a line typed in the console (--control); else it raises
    long long seed = 1;
    QString world;          // --world NAME|FILE ("" = the default)
    // The limits of a run in the studio (engine/run_limits.h): `bugbot run`'s,
    // so the memory guard and the process limit hold; the record is kept
    // within studio_record_mb on disk by thinning its older part (--thin-record).
    int max_memory_mb = static_cast<int>(engine::interactive_limits().memory_mb);
    double max_record_mb = engine::interactive_limits().studio_record_mb;
    bool thin_record = true;
    double robot_time_s = 0;  // simulated seconds, 0 = none (the studio's settings)
    RobotTarget target;     // the simulator, or a real BugBot
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
    // A run on a robot gets SIGTERM first, so `bugbot run` sends STOP and
    // RELEASE at once (the kill follows if it has not ended within kRobotGrace).
    void stop();
    // A run on a robot is never paused: its heartbeat would stop, the robot
    // would stop on its own and, 10 s later, let itself go.
    void set_paused(bool paused);
    void set_pace(double pace);
    // A line typed in the console, for the script's input() (RunOptions::console_input).
    void type_line(const QString& text);

    bool running() const;
    // Started, and its finished() not emitted yet (a run that ended is still being read until then).
    bool active() const { return active_; }
    bool paused() const { return paused_; }
    bool on_robot() const { return on_robot_; }  // the run (or the last) is on a real robot
    bool stopped() const { return stopping_; }   // the run (or the last) was ended by stop()
    qint64 pid() const;
    QString engine_stderr() const { return stderr_; }
    // The run's record file ("" once it is gone: the run has been shown).
    QString record_path() const;
    // `record`: where the run writes its record ("" = nowhere).
    // Runs go through `bugbot run --sandbox` (bubblewrap: no network, no other
    // processes, the gradebook out of reach) unless BUGBOT_STUDIO_NO_SANDBOX=1.
    static bool sandboxed();
    static QStringList arguments_for(const RunOptions& options, const QString& record = {});

signals:
    void started();
    // exit_code is the engine's exit status when outcome is Finished.
    void finished(bugbot::studio::RunOutcome outcome, int exit_code);

private:
    void read_some();
    void consume(const char* data, qsizetype size);
    void on_finished(int code, QProcess::ExitStatus status);
    void drain();
    void take_record();
    void deliver_record_slice();
    void finish();

    QProcess* process_ = nullptr;
    Sink sink_;
    BadLine bad_line_;
    std::string carry_;
    std::unique_ptr<QTemporaryDir> record_dir_;
    std::size_t record_cap_ = 0;  // the most take_record reads of it
    QByteArray record_tail_;     // the record's lines stdout did not carry, delivered a slice at a time
    qsizetype record_at_ = 0;
    // Events read from stdout: the record's first as many lines are the same
    // (a line the script wrote to fd 1 itself is no event, and not in the record).
    long long events_seen_ = 0;
    bool ended_ = false;         // an `end` event was delivered
    bool active_ = false;        // active()
    double last_t_ = 0;
    QString stderr_;
    RunOutcome outcome_ = RunOutcome::Finished;
    int exit_code_ = 0;
    bool on_robot_ = false;
    bool stopping_ = false, paused_ = false, read_scheduled_ = false, failed_ = false, sandboxed_ = false;
};

}  // namespace bugbot::studio
