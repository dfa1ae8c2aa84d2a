#pragma once
// Runs: the engine processes, the live scheduler and the run models, behind
// one RunState. Each program keeps its own last run and, as its ghost, the
// run before that; the views show the runs of the program in view
// (set_program). No widgets: the window follows the signals.
#include <QObject>
#include <QString>
#include <functional>
#include <map>
#include <memory>

#include "studio/engine_process.h"
#include "studio/run_model.h"

namespace bugbot::studio {

class LiveScheduler;

enum class RunState { Idle, Running, Paused };

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
    void set_target(const RobotTarget& target) { target_ = target; }
    const RobotTarget& target() const { return target_; }
    // Forgets every program's runs (another lesson was opened); stops runs.
    void forget_runs();

    // Runs `script` at `pace` (1 = real time, 0 = as fast as possible).
    void run(const QString& script, double pace);
    void stop();  // the run in progress, if any; finished() follows
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
    const RunModel* model() const;
    const RunModel* ghost() const;
    EngineProcess* engine() const { return engine_; }

signals:
    void state_changed(bugbot::studio::RunState state);
    void model_replaced();  // the program in view has another run to show (or none)
    void model_grew();      // events arrived (at most once per turn of the event loop)
    void finished();        // a Run (not live) ended, however it ended
    void live_picture_updated();
    void live_run_failed();
    // An error of a run (or a live run) at a 1-based line of `script`.
    void error_at(const QString& script, int line, const QString& message);

private:
    struct Runs {
        std::unique_ptr<RunModel> last, ghost;
    };
    RunModel* begin_run(const QString& script);  // a fresh model for script's next run
    void adopt(const QString& script, std::unique_ptr<RunModel> fresh);
    void set_state(RunState state);
    void on_run_finished(RunOutcome outcome, int code);
    void start_live_run();
    void on_live_finished(RunOutcome outcome, int code);
    void report_error(const QString& script, const RunModel& model);
    void grew();
    RunOptions options(const QString& script, double pace) const;

    EngineProcess* engine_ = nullptr;
    EngineProcess* live_engine_ = nullptr;
    LiveScheduler* live_ = nullptr;
    std::function<QString()> live_script_;
    std::map<QString, Runs> runs_;
    QString program_, world_;
    RobotTarget target_;
    RunModel* filling_ = nullptr;  // the model the run in progress writes into
    QString filling_script_;
    std::unique_ptr<RunModel> pending_;  // the live run's, until it ends cleanly
    QString pending_script_;
    RunState state_ = RunState::Idle;
    bool live_on_ = false, grow_scheduled_ = false;
};

}  // namespace bugbot::studio
