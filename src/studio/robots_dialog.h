#pragma once
// Robot > Robots…: the robots this computer is paired with (name, id, last
// seen, battery when a scan heard it), and what a teacher does with them:
// Scan (robots heard by BEACON), Blink (the robot's light flashes white),
// Forget (after a confirmation), Add (pair a robot over its own USB cable),
// and the dongle's port (kept in the studio's settings; empty = found by its
// USB vendor id; the emulator's /dev/pts/N for a rehearsal). Every command is
// `bugbot robots ...` (RobotRoster); every failure is said under the list.
#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace bugbot::studio {

class RobotRoster;

class RobotsDialog : public QDialog {
    Q_OBJECT
public:
    explicit RobotsDialog(RobotRoster* roster, QWidget* parent = nullptr);

    QTableWidget* table() const { return table_; }
    QLabel* message() const { return message_; }
    QString selected_id() const;

signals:
    void dongle_changed();

private:
    QWidget* make_buttons();
    QWidget* make_add_row();
    void fill();
    void forget_selected();
    void on_done(const QString& what, bool ok, const QString& text);
    static QString in_this_dialog(QString text);  // bugbot's command-line advice, as this dialog's
    void update_buttons();

    RobotRoster* roster_;
    QTableWidget* table_ = nullptr;
    QLabel* message_ = nullptr;
    QLineEdit *dongle_ = nullptr, *port_ = nullptr, *name_ = nullptr;
    QPushButton *scan_ = nullptr, *blink_ = nullptr, *forget_ = nullptr, *add_ = nullptr;
};

}  // namespace bugbot::studio
