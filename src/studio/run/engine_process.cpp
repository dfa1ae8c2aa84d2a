#include "studio/run/engine_process.h"

#include <QFile>
#include <QFileInfo>
#include <QTimer>
#include <csignal>
#include <sys/types.h>

#include "engine/record_reading.h"
#include "files/gate.h"

namespace bugbot::studio {

namespace {
// At most this much output is parsed per turn of the event loop, so a flood
// of output cannot freeze the window.
constexpr qint64 kSlice = 256 * 1024;
// How long a run on a robot has, after Stop's SIGTERM, to stop and release the
// robot before it is killed (the robot stops itself 500 ms after a lost host).
constexpr int kRobotGraceMs = 2000;

// Sends `sig` to a process and everything it started: a sandboxed run is
// bwrap, which runs the engine as its grandchild in a session of its own, so
// pausing bwrap alone would not pause the program.
void signal_tree(pid_t pid, int sig) {
    ::kill(pid, sig);
    QFile children(QStringLiteral("/proc/%1/task/%1/children").arg(pid));
    if (!children.open(QIODevice::ReadOnly)) return;
    for (const QByteArray& child : children.readAll().split(' '))
        if (const pid_t c = static_cast<pid_t>(child.trimmed().toLong()); c > 0) signal_tree(c, sig);
}

// SIGKILL works inside a long C call and never waits; but `bugbot run --robot`
// gets SIGTERM, so it ends the script and sends STOP, then RELEASE, first.
void end_process(QProcess* process, bool on_robot) {
    if (!on_robot) {
        process->kill();
        return;
    }
    process->terminate();
    QTimer::singleShot(kRobotGraceMs, process, [process] {
        if (process->state() != QProcess::NotRunning) process->kill();
    });
}
}  // namespace

bool EngineProcess::sandboxed() { return qEnvironmentVariable("BUGBOT_STUDIO_NO_SANDBOX") != QLatin1String("1"); }

EngineProcess::EngineProcess(QObject* parent) : QObject(parent) {}

EngineProcess::~EngineProcess() {
    if (process_ && process_->state() != QProcess::NotRunning) {
        disconnect(process_, nullptr, this, nullptr);
        if (paused_) signal_tree(static_cast<pid_t>(process_->processId()), SIGCONT);
        if (on_robot_) {  // the window closes: the robot is stopped and released first
            process_->terminate();
            process_->waitForFinished(kRobotGraceMs);
        }
        process_->kill();
        process_->waitForFinished(500);  // reap; the process is already dead
    }
}

void EngineProcess::set_sink(Sink sink, BadLine bad_line) {
    sink_ = std::move(sink);
    bad_line_ = std::move(bad_line);
}

QStringList EngineProcess::arguments_for(const RunOptions& o, const QString& record) {
    QStringList args{"run", o.script, "--stream"};
    if (o.console_input) args << "--control";
    args << "--pace" << QString::number(o.pace) << "--seed" << QString::number(o.seed);
    if (!record.isEmpty()) args << "--record" << record;
    if (!o.world.isEmpty()) args << "--world" << o.world;
    if (o.max_memory_mb > 0) args << "--max-memory" << QString::number(o.max_memory_mb);
    args << "--max-record" << QString::number(o.max_record_mb);
    if (o.thin_record) args << "--thin-record";
    if (o.robot_time_s > 0 && !o.target.on_robot()) args << "--max-sim-time" << QString::number(o.robot_time_s);
    if (o.target.on_robot()) {
        args << "--robot" << QString::fromStdString(o.target.robot);
        if (!o.target.dongle.empty()) args << "--dongle" << QString::fromStdString(o.target.dongle);
        if (!o.target.roster.empty()) args << "--roster" << QString::fromStdString(o.target.roster);
    }
    if (sandboxed()) args << "--sandbox";
    return args;
}

void EngineProcess::start(const RunOptions& options) {
    active_ = true;
    if (process_) {
        // A new run replaces the old one: kill it and forget it.
        disconnect(process_, nullptr, this, nullptr);
        if (process_->state() != QProcess::NotRunning) {
            if (paused_) signal_tree(static_cast<pid_t>(process_->processId()), SIGCONT);
            end_process(process_, on_robot_);
            QProcess* old = process_;
            connect(old, &QProcess::finished, old, &QObject::deleteLater);
        } else {
            process_->deleteLater();
        }
        process_ = nullptr;
    }
    carry_.clear();
    stderr_.clear();
    record_tail_.clear();
    record_at_ = 0;
    events_seen_ = 0;
    ended_ = false;
    last_t_ = 0;
    stopping_ = paused_ = read_scheduled_ = failed_ = false;

    record_dir_ = std::make_unique<QTemporaryDir>();
    sandboxed_ = sandboxed();
    on_robot_ = options.target.on_robot();
    process_ = new QProcess(this);
    process_->setProgram(options.engine);
    process_->setArguments(arguments_for(options, record_path()));
    // What the engine may leave on disk, with slack for the lines written while it thinned.
    record_cap_ = static_cast<std::size_t>(options.max_record_mb * 2 * 1024 * 1024);
    process_->setWorkingDirectory(options.working_dir.isEmpty() ? QFileInfo(options.script).absolutePath()
                                                                : options.working_dir);
    connect(process_, &QProcess::readyReadStandardOutput, this, &EngineProcess::read_some);
    connect(process_, &QProcess::readyReadStandardError, this, [this] {
        if (stderr_.size() < 64 * 1024) stderr_ += QString::fromUtf8(process_->readAllStandardError());
        else process_->readAllStandardError();
    });
    connect(process_, &QProcess::started, this, &EngineProcess::started);
    connect(process_, &QProcess::finished, this, &EngineProcess::on_finished);
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) {
            failed_ = true;
            stderr_ = QStringLiteral("could not start the engine %1: %2").arg(process_->program(), process_->errorString());
            active_ = false;
            emit finished(RunOutcome::FailedToStart, -1);
        }
    });
    process_->start(QIODevice::ReadWrite);
}

void EngineProcess::stop() {
    if (!running()) return;
    stopping_ = true;
    if (paused_) signal_tree(static_cast<pid_t>(process_->processId()), SIGCONT);
    end_process(process_, on_robot_);
}

void EngineProcess::set_paused(bool paused) {
    if (!running() || paused == paused_ || on_robot_) return;
    signal_tree(static_cast<pid_t>(process_->processId()), paused ? SIGSTOP : SIGCONT);
    paused_ = paused;
}

void EngineProcess::set_pace(double pace) {
    if (!running()) return;
    process_->write(QStringLiteral("pace %1\n").arg(pace).toUtf8());
}

void EngineProcess::type_line(const QString& text) {
    if (!running()) return;
    QString line = text;
    line.replace('\n', ' ').replace('\r', ' ');
    process_->write(("input " + line + "\n").toUtf8());
}

bool EngineProcess::running() const { return process_ && process_->state() != QProcess::NotRunning; }

QString EngineProcess::record_path() const {
    return record_dir_ && record_dir_->isValid() ? record_dir_->filePath("record.jsonl") : QString();
}

qint64 EngineProcess::pid() const { return process_ ? process_->processId() : 0; }

void EngineProcess::read_some() {
    read_scheduled_ = false;
    if (!process_ || process_->state() == QProcess::NotRunning) return;  // drain() takes over
    const QByteArray chunk = process_->read(kSlice);
    if (!chunk.isEmpty()) consume(chunk.constData(), chunk.size());
    if (process_->bytesAvailable() > 0 && !read_scheduled_) {
        read_scheduled_ = true;
        QTimer::singleShot(0, this, &EngineProcess::read_some);
    }
}

void EngineProcess::consume(const char* data, qsizetype size) {
    std::string_view view(data, static_cast<std::size_t>(size));
    while (!view.empty()) {
        const auto nl = view.find('\n');
        if (nl == std::string_view::npos) {
            carry_.append(view);
            if (carry_.size() > (16u << 20)) carry_.clear();  // a runaway line: drop it
            return;
        }
        std::string_view line = view.substr(0, nl);
        view.remove_prefix(nl + 1);
        std::string problem;
        std::optional<Event> event;
        if (!carry_.empty()) {
            carry_.append(line);
            event = parse_event(carry_, &problem);
            carry_.clear();
        } else {
            event = parse_event(line, &problem);
        }
        if (event) {
            ++events_seen_;
            std::visit([this](const auto& e) { last_t_ = e.t; }, *event);
            if (std::holds_alternative<EndEvent>(*event)) ended_ = true;
            if (sink_) sink_(std::move(*event));
        } else if (!problem.empty() && bad_line_) {
            bad_line_(problem);
        }
    }
}

void EngineProcess::on_finished(int code, QProcess::ExitStatus status) {
    if (failed_) return;
    paused_ = false;
    outcome_ = RunOutcome::Finished;
    if (stopping_) outcome_ = RunOutcome::Stopped;
    else if (status == QProcess::CrashExit) outcome_ = RunOutcome::Crashed;
    // bwrap reports a run killed by a signal as 128 + the signal (the engine's own statuses are small).
    else if (sandboxed_ && code > 128 && code <= 128 + 64) outcome_ = RunOutcome::Crashed;
    exit_code_ = code;
    if (stopping_) {
        // What stdout still holds is in the record too, whole: take it from there.
        process_->readAll();
        carry_.clear();
        take_record();
        return;
    }
    drain();
}

void EngineProcess::drain() {
    if (!process_) return;
    // Everything the run wrote before it ended is shown, a slice per turn of
    // the event loop.
    const QByteArray chunk = process_->read(kSlice);
    if (!chunk.isEmpty()) consume(chunk.constData(), chunk.size());
    if (process_->bytesAvailable() > 0) {
        QTimer::singleShot(0, this, &EngineProcess::drain);
        return;
    }
    stderr_ += QString::fromUtf8(process_->readAllStandardError());
    if (outcome_ == RunOutcome::Finished && carry_.empty()) {
        finish();
        return;
    }
    // The engine died before it could say everything: a torn last line, or
    // events it still held, are whole in the record.
    carry_.clear();
    take_record();
}

void EngineProcess::take_record() {
    if (!ended_ && record_dir_) {
        // The run could have swapped its record for a link or a FIFO: through
        // the gate, within what thinning keeps a record.
        std::string bytes, error;
        files::ReadRule rule;
        rule.cap = record_cap_;
        if (files::read_file(record_path().toStdString(), bytes, error, rule) == files::Read::ok) {
            const auto record = engine::whole_record_lines(bytes);
            // Skip the events stdout carried; the rest is what it did not. A
            // thinned record's `thinned` line stands for the events left out
            // before it (engine/record_thinning.h).
            std::string_view rest = record.lines;
            for (long long i = 0; i < events_seen_ && !rest.empty();) {
                const auto nl = rest.find('\n');
                const std::string_view line = rest.substr(0, nl);
                rest.remove_prefix(nl == std::string_view::npos ? rest.size() : nl + 1);
                const auto event = line.starts_with(R"({"ev":"thinned")") ? parse_event(line) : std::nullopt;
                const auto* thinned = event ? std::get_if<ThinnedEvent>(&*event) : nullptr;
                i += thinned ? thinned->dropped : 1;
            }
            record_tail_ = QByteArray(rest.data(), static_cast<qsizetype>(rest.size()));
            record_at_ = 0;
        }
    }
    deliver_record_slice();
}

void EngineProcess::deliver_record_slice() {
    if (record_at_ < record_tail_.size()) {
        const qsizetype size = std::min<qsizetype>(kSlice, record_tail_.size() - record_at_);
        // A slice ends at a line's end, or the line is carried to the next.
        consume(record_tail_.constData() + record_at_, size);
        record_at_ += size;
        if (record_at_ < record_tail_.size()) {
            QTimer::singleShot(0, this, &EngineProcess::deliver_record_slice);
            return;
        }
    }
    record_tail_.clear();
    carry_.clear();
    if (!ended_ && outcome_ != RunOutcome::Finished && sink_) {
        // The engine could not say why the run ended: say what we saw.
        sink_(EndEvent{last_t_, outcome_ == RunOutcome::Stopped ? "stopped" : "killed", exit_code_});
        ended_ = true;
    }
    finish();
}

void EngineProcess::finish() {
    if (!carry_.empty()) {
        std::string problem;
        if (auto event = parse_event(carry_, &problem); event && sink_) sink_(std::move(*event));
        carry_.clear();
    }
    // Everything the run made has been shown: its record is not needed again.
    record_dir_.reset();
    active_ = false;
    emit finished(outcome_, exit_code_);
}

}  // namespace bugbot::studio
