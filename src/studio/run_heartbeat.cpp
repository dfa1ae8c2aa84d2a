#include "studio/run_heartbeat.h"

#include "studio/run_controller.h"

namespace bugbot::studio {

namespace {
// What a student can see of a run: printed lines, plotted values, the robot's
// moves, drawings. The variables' snapshots (four a second, whatever the
// program does) are not news.
std::uint64_t seen_events(const RunModel* m) {
    if (!m) return 0;
    std::uint64_t n = m->console().size() + m->reads().size() + m->layers().size();
    for (const Series& s : m->series()) n += s.appended();
    for (int r = 0; r < m->robot_count(); ++r) n += m->frames(r).size();
    return n;
}
}  // namespace

RunHeartbeat::RunHeartbeat(RunController* runs, QString stop_key, QObject* parent)
    : QObject(parent), runs_(runs), stop_key_(std::move(stop_key)) {
    ticker_.setInterval(1000);
    connect(&ticker_, &QTimer::timeout, this, &RunHeartbeat::tick);
    connect(runs_, &RunController::state_changed, this, &RunHeartbeat::state_changed);
    connect(runs_, &RunController::model_replaced, this, [this] { quiet_.restart(); });
}

void RunHeartbeat::state_changed() {
    const RunState s = runs_->state();
    if (s == RunState::Running || s == RunState::Twin) {
        if (!ticker_.isActive()) {
            running_.start();
            quiet_.start();
            seen_ = seen_events(runs_->model());
            ticker_.start();
        }
        return;
    }
    ticker_.stop();
    if (!saying_) return;
    saying_ = false;
    // Paused: the window says so. Ended (stopped, or done at last): what was seen, until the next run.
    if (s == RunState::Paused) return emit message(QString());
    const auto seconds = [](const QElapsedTimer& t) { return QString::number(t.elapsed() / 1000); };
    emit message(tr("The run ended after %1 s; in its last %2 s it printed, plotted and moved nothing.")
                     .arg(seconds(running_), seconds(quiet_)));
}

void RunHeartbeat::tick() {
    if (const std::uint64_t seen = seen_events(runs_->model()); seen != seen_) {
        seen_ = seen;
        quiet_.restart();
    }
    if (quiet_.elapsed() < kQuietMs) {
        if (saying_) emit message(QString());
        saying_ = false;
        return;
    }
    saying_ = true;
    const auto seconds = [](const QElapsedTimer& t) { return QString::number(t.elapsed() / 1000); };
    emit message(tr("Running for %1 s; nothing printed, plotted or moved for %2 s. %3 stops it.")
                     .arg(seconds(running_), seconds(quiet_), stop_key_));
}

}  // namespace bugbot::studio
