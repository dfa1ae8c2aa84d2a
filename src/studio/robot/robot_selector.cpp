#include "studio/robot/robot_selector.h"

#include "studio/robot/robot_roster.h"

namespace bugbot::studio {

RobotSelector::RobotSelector(RobotRoster* roster, QWidget* parent) : QComboBox(parent), roster_(roster) {
    setObjectName("robot_selector");
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    setToolTip(tr("Where Run sends the program: the simulator, or a real robot over the dongle (Robot > Robots…)"));
    setAccessibleName(tr("Run on"));
    addItem(tr("Simulator"), QString());
    connect(roster_, &RobotRoster::changed, this, &RobotSelector::rebuild);
    connect(this, &QComboBox::currentIndexChanged, this, &RobotSelector::on_chosen);
    // The scan the popup asked for, when it fails, says why (no dongle...); the
    // quiet one at startup does not, nor one a robot run stopped.
    connect(roster_, &RobotRoster::done, this, [this](const QString& what, bool ok, const QString& text) {
        if (what != "scan" || !scan_asked_) return;
        scan_asked_ = false;
        if (!ok && !roster_->radio_held()) emit message(tr("Robot scan: %1").arg(text), 8000);
    });
}

QString RobotSelector::chosen_id() const { return currentData().toString(); }

bool RobotSelector::choose(const QString& id) {
    const int i = findData(id);
    if (i < 0) return false;
    setCurrentIndex(i);
    return true;
}

QString RobotSelector::label(const RosterRobot& r) {
    return r.battery >= 0 ? tr("%1 · %2 %").arg(r.name).arg(r.battery) : tr("%1 · battery ?").arg(r.name);
}

void RobotSelector::showPopup() {
    if (!roster_->busy()) {
        roster_->reload();
        if (!roster_->radio_held() && !roster_->robots().isEmpty()) {
            scan_asked_ = true;
            roster_->scan();
        }
    }
    QComboBox::showPopup();
}

void RobotSelector::rebuild() {
    const QString was = chosen_id();
    rebuilding_ = true;
    while (count() > 1) removeItem(count() - 1);
    for (const RosterRobot& r : roster_->robots()) {
        addItem(label(r), r.id);
        setItemData(count() - 1, tr("%1 (id %2): a real robot").arg(r.name, r.id), Qt::ToolTipRole);
    }
    const int i = findData(was);
    setCurrentIndex(i < 0 ? 0 : i);
    rebuilding_ = false;
    if (i < 0 && !was.isEmpty()) {
        // Forgotten, or purged after it was re-paired elsewhere: Run goes to the simulator again.
        emit message(tr("That robot is no longer in the roster: Run goes to the simulator."), 8000);
        on_chosen(0);
    }
}

void RobotSelector::on_chosen(int index) {
    if (rebuilding_ || index < 0) return;
    const QString id = itemData(index).toString();
    emit target_chosen(roster_->target_for(id));
    if (const RosterRobot* r = roster_->find(id))
        emit message(tr("Run now drives %1, a real robot. Keep it on the floor, away from table edges.").arg(r->name), 8000);
}

}  // namespace bugbot::studio
