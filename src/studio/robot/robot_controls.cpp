#include "studio/robot/robot_controls.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>
#include <QToolButton>

#include "studio/robot/robot_roster.h"
#include "studio/robot/robot_selector.h"
#include "studio/robot/robots_dialog.h"

namespace bugbot::studio {

namespace {
const char kRealRobot[] = "#e8700a";  // orange: a real robot is moving
const char kFailed[] = "#c62828";     // red: a run on a robot failed

}  // namespace

RobotControls::RobotControls(RunController* runs, QStatusBar* status, QWidget* window)
    : QObject(window), runs_(runs), status_bar_(status), window_(window) {
    roster_ = new RobotRoster(this);
    selector_ = new RobotSelector(roster_, window);
    banner_ = new QFrame(window);
    banner_->setObjectName("robot_banner");
    auto* row = new QHBoxLayout(banner_);
    row->setContentsMargins(12, 6, 6, 6);
    banner_label_ = new QLabel(banner_);
    banner_label_->setWordWrap(true);
    banner_label_->setTextFormat(Qt::PlainText);  // it holds a robot's name (plain_text.h)
    banner_label_->setAccessibleName(tr("Real robot"));
    banner_close_ = new QToolButton(banner_);
    banner_close_->setText(QStringLiteral("✕"));
    banner_close_->setToolTip(tr("Hide"));
    row->addWidget(banner_label_, 1);
    row->addWidget(banner_close_);
    connect(banner_close_, &QToolButton::clicked, banner_, &QWidget::hide);
    banner_->hide();
    status_ = new QLabel(window);
    status_->setObjectName("robot_status");
    status_->setTextFormat(Qt::PlainText);
    status_bar_->addPermanentWidget(status_);
    status_->hide();

    connect(selector_, &RobotSelector::target_chosen, runs_, &RunController::set_target);
    connect(selector_, &RobotSelector::message, status_bar_, &QStatusBar::showMessage);
    // A run begins (Running), or a Run replaces the run in progress (no state
    // changes, a new process starts): the banner follows where it goes.
    connect(runs_, &RunController::state_changed, this, [this](RunState s) {
        if (s == RunState::Running || s == RunState::Twin) follow_run(false);
    });
    for (EngineProcess* engine : {runs_->engine(), runs_->twin_engine()})
        connect(engine, &EngineProcess::started, this, [this] { follow_run(true); });
    connect(runs_, &RunController::robot_run_starting, this, [this] { roster_->set_radio_held(true); });
    connect(runs_, &RunController::finished, this, &RobotControls::on_finished);
    connect(runs_, &RunController::model_grew, this, &RobotControls::note_battery);
    // The batteries for the selector, once the roster is known (a run started meanwhile stops the scan).
    connect(roster_, &RobotRoster::changed, this, [this] {
        if (scanned_ || roster_->robots().isEmpty() || roster_->radio_held()) return;
        scanned_ = true;
        roster_->scan();
    });
    roster_->reload();
}

QString RobotControls::banner_text() const { return banner_->isVisible() ? banner_label_->text() : QString(); }

void RobotControls::fill_menu(QMenu* menu) {
    QAction* robots = menu->addAction(tr("Robots…"), this, [this] { show_dialog(); });
    robots->setToolTip(tr("The robots this computer is paired with: scan, blink, forget, add; the dongle's port"));
}

RobotsDialog* RobotControls::show_dialog() {
    if (!dialog_) {
        dialog_ = new RobotsDialog(roster_, window_);
        // A dongle port set here is where the next Run goes too.
        connect(dialog_, &RobotsDialog::dongle_changed, this,
                [this] { runs_->set_target(roster_->target_for(selector_->chosen_id())); });
    }
    dialog_->show();
    dialog_->raise();
    dialog_->activateWindow();
    return dialog_;
}

QString RobotControls::robot_words(const QString& id) const {
    const RosterRobot* r = roster_->find(id);
    const QString name = r ? r->name : id;
    if (!r || r->battery < 0) return tr("%1, battery not known yet").arg(name);
    return tr("%1, battery %2 %").arg(name).arg(r->battery);
}

void RobotControls::follow_run(bool started) {
    if (!runs_->running()) return;
    if (!runs_->robot_engine()) {
        if (run_target_.on_robot()) roster_->set_radio_held(false);  // a Run replaced the robot's run
        run_target_ = {};
        banner_->hide();  // a simulated run: no banner, not even an old failure's
        status_->hide();
        return;
    }
    if (run_target_.on_robot() && !started) return;  // already said
    run_target_ = runs_->target();
    said_battery_ = -1;
    roster_->set_radio_held(true);
    const QString name = QString::fromStdString(run_target_.label());
    show_banner(tr("Running on %1 (real robot). Esc stops it.").arg(name), kRealRobot, false);
    status_->setText(tr("Robot: %1").arg(robot_words(QString::fromStdString(run_target_.robot))));
    status_->show();
}

void RobotControls::note_battery() {
    const RunModel* model = run_target_.on_robot() ? runs_->robot_model() : nullptr;
    if (!model || model->low_battery() < 0 || model->low_battery() == said_battery_) return;
    said_battery_ = model->low_battery();
    show_banner(tr("Running on %1 (real robot), its battery at %2 %: charge it soon. Esc stops it.")
                    .arg(QString::fromStdString(run_target_.label()))
                    .arg(said_battery_),
                kRealRobot, false);
}

void RobotControls::on_finished() {
    if (!run_target_.on_robot()) {
        roster_->set_radio_held(false);  // what robot_run_starting held, for a run on a robot that never started
        return;
    }
    const QString name = QString::fromStdString(run_target_.label());
    run_target_ = {};
    roster_->set_radio_held(false);
    roster_->reload();  // last seen; a robot re-paired elsewhere was removed
    status_->hide();
    const RunModel* model = runs_->robot_model();
    const EngineProcess* engine = runs_->robot_engine();
    const bool done = model && model->end() && model->end()->status == "done";
    const bool stopped = engine && engine->stopped();
    // Why, from the run's own `error` event (its kind and message), as the robot library names it.
    // A KeyboardInterrupt after Stop is the stop itself reaching the script (its interruption
    // may come in before the engine's own end, when the machine is busy): not a failure.
    QString reason;
    if (model && model->error() && !(stopped && model->error()->kind == "KeyboardInterrupt"))
        reason = QString::fromStdString(model->error()->kind + ": " + model->error()->message);
    if (reason.isEmpty() && (done || stopped)) {
        banner_->hide();
        status_bar_->showMessage(stopped ? tr("Stopped %1: it was sent STOP, then RELEASE.").arg(name)
                                         : tr("The run on %1 ended; the robot was stopped and released.").arg(name),
                                 8000);
        return;
    }
    if (reason.isEmpty()) reason = tr("the run ended without finishing (see the console)");
    show_banner(tr("The run on %1 (real robot) failed: %2").arg(name, reason), kFailed, true);
    status_bar_->showMessage(tr("%1: %2").arg(name, reason), 15000);
}

void RobotControls::show_banner(const QString& text, const QString& colour, bool closable) {
    banner_label_->setText(text);
    banner_->setStyleSheet(QStringLiteral("#robot_banner { background: %1; } QLabel { color: white; font-weight: bold; "
                                          "font-size: 15px; }").arg(colour));
    banner_close_->setVisible(closable);
    banner_->show();
}

}  // namespace bugbot::studio
