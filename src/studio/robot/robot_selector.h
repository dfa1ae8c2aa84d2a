#pragma once
// The Robot selector beside Run: "Simulator" first, then each roster robot
// with its battery at the last scan. Choosing one says where the next Run's
// calls go (target_chosen). The studio always starts on the simulator: a run
// never drives a real robot because of last week's choice.
#include <QComboBox>

#include "studio/run/engine_process.h"

namespace bugbot::studio {

class RobotRoster;

class RobotSelector : public QComboBox {
    Q_OBJECT
public:
    explicit RobotSelector(RobotRoster* roster, QWidget* parent = nullptr);

    QString chosen_id() const;  // "" = the simulator
    // Chooses robot `id` ("" = the simulator), as the student would; false when it is not listed.
    bool choose(const QString& id);
    // How a roster robot is listed: "FROG-14 · 87 %", or "FROG-14 · battery ?" before a scan heard it.
    static QString label(const struct RosterRobot& robot);

    void showPopup() override;  // a fresh look at the roster and the batteries, when idle

signals:
    void target_chosen(const bugbot::studio::RobotTarget& target);
    void message(const QString& text, int ms);

private:
    void rebuild();
    void on_chosen(int index);

    RobotRoster* roster_;
    bool rebuilding_ = false, scan_asked_ = false;
};

}  // namespace bugbot::studio
