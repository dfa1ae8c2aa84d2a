#include "studio/run/run_controller.h"

#include <QFileInfo>
#include <QSettings>
#include <QTimer>
#include <algorithm>
#include <utility>

#include "engine/record_reading.h"
#include "studio/run/error_explainer.h"
#include "studio/run/live_scheduler.h"
#include "studio/work/paths.h"
#include "studio/work/workspace.h"

namespace bugbot::studio {

RunController::RunController(QObject* parent) : QObject(parent) {
    engine_ = new EngineProcess(this);
    live_engine_ = new EngineProcess(this);
    live_ = new LiveScheduler(this);
    sink_into(engine_, &RunController::filling_);
    connect(engine_, &EngineProcess::finished, this, &RunController::on_run_finished);
    twin_engine_ = new EngineProcess(this);
    sink_into(twin_engine_, &RunController::twin_filling_);
    connect(twin_engine_, &EngineProcess::finished, this, &RunController::on_twin_finished);
    live_engine_->set_sink([this](Event&& e) {
        if (pending_) pending_->add(std::move(e));
    });
    connect(live_engine_, &EngineProcess::finished, this, &RunController::on_live_finished);
    connect(live_, &LiveScheduler::start_run, this, &RunController::start_live_run);
}

RunController::~RunController() {
    filling_ = twin_filling_ = nullptr;
    pending_.reset();
}

void RunController::set_program(const QString& script) {
    if (script == program_) return;
    program_ = script;
    emit model_replaced();
}

void RunController::set_target(const RobotTarget& target) {
    target_ = target;
    emit target_changed();
}

void RunController::forget_runs() {
    engine_->stop();
    twin_engine_->stop();
    live_engine_->stop();
    live_->cancel();
    filling_ = twin_filling_ = nullptr;  // the killed runs' last events go nowhere
    pending_.reset();
    runs_.clear();
    emit model_replaced();
}

bool RunController::show_record(const QString& key, const QByteArray& record) {
    auto model = std::make_unique<RunModel>();
    // A torn last line (a record cut short) is left out, as the engine's own reader does.
    std::string_view rest = engine::whole_record_lines(std::string_view(record.constData(), std::size_t(record.size()))).lines;
    int events = 0;
    while (!rest.empty()) {
        const auto nl = rest.find('\n');
        const std::string_view line = rest.substr(0, nl);
        rest.remove_prefix(nl == std::string_view::npos ? rest.size() : nl + 1);
        if (auto event = parse_event(line)) {
            model->add(std::move(*event));
            ++events;
        }
    }
    if (events == 0) return false;
    adopt(key, std::move(model));
    return true;
}

const RunModel* RunController::model() const {
    auto it = runs_.find(program_);
    return it == runs_.end() ? nullptr : it->second.last.get();
}

const RunModel* RunController::ghost() const {
    auto it = runs_.find(program_);
    return it == runs_.end() ? nullptr : it->second.ghost.get();
}

const RunModel* RunController::twin() const {
    auto it = runs_.find(program_);
    return it == runs_.end() ? nullptr : it->second.twin.get();
}

QString RunController::twin_label() const {
    auto it = runs_.find(program_);
    return it == runs_.end() ? QString() : it->second.twin_label;
}

RunOptions RunController::options(const QString& script, double pace) const {
    RunOptions o;
    o.engine = engine_path();
    o.script = script;
    o.pace = pace;
    // The run's folder is the script's own (the student's copy), not the
    // lesson's: a program that writes a file (8.7's model.json) must not
    // write into the lesson.
    o.world = world_;
    // Optional, off unless set (runs/robot_time_s in the studio's settings):
    // a run in the studio has no time limit of its own (DESIGN.md).
    o.robot_time_s = std::max(0.0, QSettings().value(QStringLiteral("runs/robot_time_s"), 0).toDouble());
    return o;
}

void RunController::adopt(const QString& script, std::unique_ptr<RunModel> fresh) {
    Runs& runs = runs_[script];
    // The ghost is this program's previous run, when it showed anything.
    if (runs.last && (runs.last->world() || !runs.last->series().empty())) runs.ghost = std::move(runs.last);
    runs.last = std::move(fresh);
    // A twin belongs to the run it ran beside.
    if (twin_filling_ && twin_filling_ == runs.twin.get()) twin_filling_ = nullptr;
    runs.twin.reset();
    if (script == program_) emit model_replaced();
}

RunModel* RunController::begin_run(const QString& script) {
    adopt(script, std::make_unique<RunModel>());
    return runs_[script].last.get();
}

void RunController::set_state(RunState state) {
    if (state == state_) return;
    state_ = state;
    emit state_changed(state);
}

void RunController::run(const QString& script, double pace) { start_run(script, pace, target_); }

void RunController::start_run(const QString& script, double pace, const RobotTarget& target) {
    live_engine_->stop();
    twin_engine_->stop();  // a twin run's robot side: STOP, then RELEASE
    pending_.reset();
    live_->cancel();
    // start() replaces a run in progress without a finished() for it.
    filling_ = begin_run(script);
    filling_script_ = script;
    RunOptions o = options(script, pace);
    o.target = target;
    if (target.on_robot()) emit robot_run_starting();
    engine_->start(o);
    set_state(RunState::Running);
}

void RunController::run_twin(const QString& script) {
    if (!target_.on_robot()) return;
    start_run(script, 1, RobotTarget{});  // the simulator's side: model(), in real time
    // That stopped the robot side of a twin run in progress (its model is
    // forgotten); the robot's side of this one starts now.
    Runs& runs = runs_[script];
    runs.twin = std::make_unique<RunModel>();
    runs.twin_label = tr("%1 (real)").arg(QString::fromStdString(target_.label()));
    twin_filling_ = runs.twin.get();
    RunOptions o = options(script, 1);
    o.target = target_;
    o.console_input = false;  // typed lines go to the simulator's run
    emit robot_run_starting();
    twin_engine_->start(o);
    set_state(RunState::Twin);  // no longer pausable (can_pause), nor its pace changed
    if (script == program_) emit model_replaced();
}

void RunController::sink_into(EngineProcess* engine, RunModel* RunController::*into) {
    engine->set_sink(
        [this, into](Event&& e) {
            if (!(this->*into)) return;
            (this->*into)->add(std::move(e));
            grew();
        },
        [this, into](const std::string& problem) {
            if (this->*into) (this->*into)->bad_line(problem);
        });
}

EngineProcess* RunController::robot_engine() const {
    if (engine_->on_robot()) return engine_;
    return twin() ? twin_engine_ : nullptr;
}

const RunModel* RunController::robot_model() const { return engine_->on_robot() ? model() : twin(); }

void RunController::stop() {
    if (!running()) return;
    engine_->stop();
    twin_engine_->stop();
}

void RunController::set_paused(bool paused) {
    if (!running() || (paused && !can_pause())) return;
    engine_->set_paused(paused);
    set_state(engine_->paused() ? RunState::Paused : RunState::Running);
}

void RunController::set_pace(double pace) {
    // A twin run keeps real time: the simulator goes at the robot's pace.
    if (state_ == RunState::Running || state_ == RunState::Paused) engine_->set_pace(pace);
}

void RunController::grew() {
    if (grow_scheduled_) return;
    grow_scheduled_ = true;
    QTimer::singleShot(0, this, [this] {
        grow_scheduled_ = false;
        emit model_grew();
    });
}

void RunController::on_run_finished(RunOutcome outcome, int code) {
    RunModel* model = std::exchange(filling_, nullptr);
    if (model) {
        conclude(*model, *engine_, outcome, code);
        if (outcome == RunOutcome::Finished) explain(*model, filling_script_, code);
        report_error(filling_script_, *model);
    }
    end_if_done();
}

void RunController::on_twin_finished(RunOutcome outcome, int code) {
    RunModel* twin = std::exchange(twin_filling_, nullptr);
    if (twin) {
        conclude(*twin, *twin_engine_, outcome, code);
        // The console shows the simulator's run: what went wrong on the robot is said there too.
        auto it = std::find_if(runs_.begin(), runs_.end(), [twin](const auto& r) { return r.second.twin.get() == twin; });
        if (it != runs_.end() && it->second.last) {
            for (const ConsoleLine& line : twin->console())
                if (line.kind == LineKind::Error) it->second.last->note((it->second.twin_label + ": ").toStdString() + line.text, LineKind::Error);
        }
    }
    end_if_done();
}

void RunController::end_if_done() {
    emit model_grew();
    // A twin run's other side, or a robot's run being stopped, still going: not Idle yet.
    if (engine_->active() || twin_engine_->active()) return;
    set_state(RunState::Idle);
    emit finished();
}

void RunController::conclude(RunModel& model, const EngineProcess& engine, RunOutcome outcome, int code) {
    switch (outcome) {
        case RunOutcome::Stopped: model.note(tr("— stopped —").toStdString()); break;
        case RunOutcome::FailedToStart: model.note(engine.engine_stderr().toStdString(), LineKind::Error); break;
        case RunOutcome::Crashed:
            model.note(tr("The engine stopped unexpectedly (it crashed or ran out of memory). Your text is safe.%1")
                           .arg(engine.engine_stderr().isEmpty() ? QString() : "\n" + engine.engine_stderr().trimmed())
                           .toStdString(),
                       LineKind::Error);
            break;
        case RunOutcome::Finished:
            if (!model.end() && !model.error()) {
                const QString why = code == 3 ? tr("The run hit its time limit.")
                                              : tr("The run ended without finishing (exit status %1).").arg(code);
                const QString more = engine.engine_stderr().trimmed();
                model.note((why + (more.isEmpty() ? QString() : "\n" + more)).toStdString(), LineKind::Error);
            } else if (const std::string status = model.end() ? model.end()->status : std::string();
                       status == "timeout" || status == "robot-time" || status == "cpu") {
                // The engine ended it at a limit it was given (runs/robot_time_s): not "ran to the end".
                model.note(tr("The run hit its time limit.").toStdString(), LineKind::Error);
            } else if (status == "crashed" || (status == "vanished" && model.end()->exit != 0)) {
                // The program's process (inside the sandbox) died without an error of its own: killed,
                // crashed, or a sanitizer's report. Not "ran to the end"; why, when stderr says it.
                const QString why = tr("The program's process ended unexpectedly (exit status %1), without an error "
                                       "of its own. Your text is safe.").arg(model.end()->exit);
                const QString more = engine.engine_stderr().trimmed();
                model.note((why + (more.isEmpty() ? QString() : "\n" + more)).toStdString(), LineKind::Error);
            } else if (model.end() && !model.error() &&
                       std::none_of(model.console().begin(), model.console().end(), [](const ConsoleLine& l) {
                           return l.kind == LineKind::Stdout || l.kind == LineKind::Stderr;
                       })) {
                // A starter that does not print yet: say the run happened.
                model.note(tr("— the program ran to the end (%1 s) and printed nothing —")
                               .arg(model.end_time(), 0, 'f', 2)
                               .toStdString());
            }
            break;
    }
}

void RunController::explain(RunModel& model, const QString& script, int code) {
    RunFault fault;
    if (const auto& err = model.error()) {
        // An error inside a module the script imported is not the script's line.
        if (!err->file.empty() && QFileInfo(QString::fromStdString(err->file)).fileName() != QFileInfo(script).fileName()) return;
        fault.kind = QString::fromStdString(err->kind);
        fault.message = QString::fromStdString(err->message);
        fault.line = err->line;
    }
    if (model.end()) fault.end_status = QString::fromStdString(model.end()->status);
    else if (code == 3) fault.end_status = QStringLiteral("timeout");
    fault.last_line = model.line_at(model.end_time());
    // Through the file gate (read_text): the run may have left a FIFO or a link to /dev/zero in its place.
    QString text;
    if (!read_text(script, &text)) text.clear();
    const QString said = ErrorExplainer::explain(fault, text);
    if (!said.isEmpty()) model.note(said.toStdString(), LineKind::Explanation);
}

void RunController::report_error(const QString& script, const RunModel& model) {
    if (!model.error()) return;
    const ErrorEvent& err = *model.error();
    // Only an error in this file has a line to mark (not one in a module it imported).
    if (!err.file.empty() && QFileInfo(QString::fromStdString(err.file)).fileName() != QFileInfo(script).fileName()) return;
    emit error_at(script, err.line, QString::fromStdString(err.kind + ": " + err.message));
}

void RunController::set_live(bool on) {
    live_on_ = on;
    if (on) {
        stop();
        live_->poke();
    } else {
        live_->cancel();
        live_engine_->stop();
    }
}

void RunController::poke_live() { live_->poke(); }

void RunController::start_live_run() {
    const QString script = live_script_ ? live_script_() : QString();
    if (script.isEmpty()) {
        live_->run_finished();
        return;
    }
    stop();
    pending_ = std::make_unique<RunModel>();
    pending_script_ = script;
    RunOptions live = options(script, 0);
    live.console_input = false;  // re-run on every edit: nobody to type; input() says so
    live_engine_->start(live);
}

void RunController::on_live_finished(RunOutcome outcome, int) {
    std::unique_ptr<RunModel> fresh = std::move(pending_);
    if (outcome == RunOutcome::Finished && fresh && fresh->end() && fresh->end()->status != "error" && !fresh->error()) {
        emit error_at(pending_script_, 0, QString());  // line 0: the error, if any, is gone
        adopt(pending_script_, std::move(fresh));
        live_->run_finished();
        emit live_picture_updated();
        return;
    }
    // The last good picture stays; the error shows inline at its line.
    if (fresh) report_error(pending_script_, *fresh);
    live_->run_finished();
    if (outcome != RunOutcome::Stopped) emit live_run_failed();
}

}  // namespace bugbot::studio
