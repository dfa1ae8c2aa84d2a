#pragma once
// The real robot in the window: the selector beside Run, the Robot menu and
// its Robots dialog, the status bar's robot and battery during a robot run,
// and the banner that makes such a run unmistakable ("Running on FROG-14
// (real robot)", orange, over the panes), red with the reason when a run on a
// robot could not start or failed. The window only places these parts; the
// run itself is RunController's (set_target chooses where Run's calls go).
//
// Pause is off during a robot run (EngineProcess::set_paused refuses it): a
// paused `bugbot run` sends no heartbeat, so the robot would stop on its own
// and let itself go, and the run could not go on where it was.
#include <QObject>
#include <QPointer>

#include "studio/run/run_controller.h"

class QLabel;
class QMenu;
class QStatusBar;
class QToolButton;

namespace bugbot::studio {

class RobotRoster;
class RobotSelector;
class RobotsDialog;

class RobotControls : public QObject {
    Q_OBJECT
public:
    RobotControls(RunController* runs, QStatusBar* status, QWidget* window);

    RobotRoster* roster() const { return roster_; }
    RobotSelector* selector() const { return selector_; }
    QWidget* banner() const { return banner_; }
    QString banner_text() const;
    QLabel* status_label() const { return status_; }
    void fill_menu(QMenu* menu);  // Robot > Robots…
    RobotsDialog* show_dialog();

private:
    void follow_run(bool started);  // started: a new process, perhaps replacing the last
    void on_finished();
    void note_battery();  // the robot run's battery runs low (its warning event): the banner says so
    void show_banner(const QString& text, const QString& colour, bool closable);
    QString robot_words(const QString& id) const;  // "FROG-14, battery 87 %"

    RunController* runs_;
    QStatusBar* status_bar_;
    QWidget* window_;
    RobotRoster* roster_;
    RobotSelector* selector_;
    QWidget* banner_;
    QLabel* banner_label_;
    QToolButton* banner_close_;
    QLabel* status_;
    QPointer<RobotsDialog> dialog_;
    RobotTarget run_target_;  // the robot run in progress ("" = none)
    int said_battery_ = -1;   // the low battery the banner says (-1: none)
    bool scanned_ = false;    // the first scan, for the batteries, is asked for
};

}  // namespace bugbot::studio
