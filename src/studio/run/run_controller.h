#pragma once
// Runs: the engine processes, the live scheduler and the run models, behind
// one RunState. Each program keeps its own last run and, as its ghost, the
// run before that; the views show the runs of the program in view
// (set_program). A twin run (run_twin) is the program at once in the
// simulator (the last run) and on the target robot (its twin). No widgets:
// the window follows the signals.
#include <QObject>
#include <QString>
#include <functional>
#include <map>
#include <memory>

#include "studio/run/engine_process.h"
#include "studio/run/run_model.h"

namespace bugbot::studio {

class LiveScheduler;

// Twin: a twin run (run_twin), the program in the simulator and on the robot
// at once, in real time: never paused, Idle once both have ended.
enum class RunState { Idle, Running, Paused, Twin };

class RunController : public QObject {
    Q_OBJECT
public:
    explicit RunController(QObject* parent = nullptr);
    ~RunController() override;

    // The program in view (its file): model() and ghost() are its runs.
    void set_program(const QString& script);
    QString program() const { return program_; }
    // The world of the lesson in view ("" = the default mat).
    void set_world(const QString& world) { world_ = world; }
    // Where the next runs go (Run, not live: live runs stay in the simulator).
    void set_target(const RobotTarget& target);
    const RobotTarget& target() const { return target_; }
    // Forgets every program's runs (another lesson was opened); stops runs.
    void forget_runs();
    // A run's record (record.jsonl as the engine writes it: a marked run the
    // class kept) as `key`'s last run, nothing run: a replay. False when the
    // record holds no event.
    bool show_record(const QString& key, const QByteArray& record);

    // Runs `script` at `pace` (1 = real time, 0 = as fast as possible).
    void run(const QString& script, double pace);
    // Runs `script` at once in the simulator (real time, so both keep pace)
    // and on the target robot: model() is the simulator's run, twin() the
    // robot's. Nothing when the target is the simulator.
    void run_twin(const QString& script);
    void stop();  // the runs in progress (both of a twin run), if any; finished() follows
    void set_paused(bool paused);
    void set_pace(double pace);

    // Live mode: every poke (an edit) re-runs the program `live_script`
    // names (saved first; "" = nothing to run), as fast as possible.
    void set_live_script(std::function<QString()> live_script) { live_script_ = std::move(live_script); }
    void set_live(bool on);
    bool live() const { return live_on_; }
    void poke_live();  // the text changed (or a number was scrubbed)

    RunState state() const { return state_; }
    bool running() const { return state_ != RunState::Idle; }
    // A run on a robot, or a twin run, is never paused: the robot's heartbeat would stop.
    bool can_pause() const {
        return (state_ == RunState::Running || state_ == RunState::Paused) && !engine_->on_robot();
    }
    const RunModel* model() const;
    const RunModel* ghost() const;
    // The robot's run beside the last run, when that was a twin run (else null),
    // and what the views call it ("FROG-14 (real)": the roster's name).
    const RunModel* twin() const;
    QString twin_label() const;
    EngineProcess* engine() const { return engine_; }
    EngineProcess* twin_engine() const { return twin_engine_; }
    // What drives a real robot in the run in view (or the last): a run on a
    // robot, or a twin run's robot side; null when that run was simulated only.
    EngineProcess* robot_engine() const;
    const RunModel* robot_model() const;

signals:
    void state_changed(bugbot::studio::RunState state);
    void target_changed();  // set_target: the simulator or another robot
    // A run (or a twin run's robot side) is about to open the dongle: whatever
    // else of ours uses it must let go first (a direct connection, before the process starts).
    void robot_run_starting();
    void model_replaced();  // the program in view has another run to show (or none)
    void model_grew();      // events arrived (at most once per turn of the event loop)
    void finished();        // a Run (not live) ended, however it ended (both runs of a twin run)
    void live_picture_updated();
    void live_run_failed();
    // An error of a run (or a live run) at a 1-based line of `script`.
    void error_at(const QString& script, int line, const QString& message);

private:
    struct Runs {
        std::unique_ptr<RunModel> last, ghost;
        std::unique_ptr<RunModel> twin;  // the robot's run beside `last`
        QString twin_label;
    };
    void start_run(const QString& script, double pace, const RobotTarget& target);
    RunModel* begin_run(const QString& script);  // a fresh model for script's next run
    void adopt(const QString& script, std::unique_ptr<RunModel> fresh);
    void set_state(RunState state);
    void on_run_finished(RunOutcome outcome, int code);
    void on_twin_finished(RunOutcome outcome, int code);
    // Says in `model`'s console how its run ended, when the run did not say.
    void conclude(RunModel& model, const EngineProcess& engine, RunOutcome outcome, int code);
    void end_if_done();  // Idle and finished() once no engine of a Run (or a twin run) goes on
    void start_live_run();
    void on_live_finished(RunOutcome outcome, int code);
    void report_error(const QString& script, const RunModel& model);
    // Under the traceback (or the time limit's note), what it means (error_explainer.h).
    void explain(RunModel& model, const QString& script, int code);
    void grew();
    // Every event of `engine`'s run goes into the model the member `into` points at (none while null).
    void sink_into(EngineProcess* engine, RunModel* RunController::*into);
    RunOptions options(const QString& script, double pace) const;

    EngineProcess* engine_ = nullptr;
    EngineProcess* live_engine_ = nullptr;
    EngineProcess* twin_engine_ = nullptr;  // a twin run's robot side
    LiveScheduler* live_ = nullptr;
    std::function<QString()> live_script_;
    std::map<QString, Runs> runs_;
    QString program_, world_;
    RobotTarget target_;
    RunModel* filling_ = nullptr;  // the model the run in progress writes into
    QString filling_script_;
    RunModel* twin_filling_ = nullptr;  // the twin run's robot side writes here
    std::unique_ptr<RunModel> pending_;  // the live run's, until it ends cleanly
    QString pending_script_;
    RunState state_ = RunState::Idle;
    bool live_on_ = false, grow_scheduled_ = false;
};

}  // namespace bugbot::studio
