#pragma once
// The studio's view of the real robots: the roster and what the last scan
// heard, kept by running the `bugbot robots` command line as child processes
// (the CLI is the one place the roster, the dongle and the radio protocol are
// handled: docs/robot.md). Nothing here waits: each command's answer arrives
// as a signal. One command runs at a time, in the order asked; a command that
// needs the dongle (scan, blink) is refused while a run holds it.
//
// Where things are:
//   the roster   what the CLI says: $BUGBOT_ROSTER, else ~/.bugbot/robots.json
//   the dongle   the studio's setting robot/dongle (QSettings), "" = found by
//                its USB vendor id; a teacher sets it for the emulator's /dev/pts/N
#include <QList>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <functional>

#include "studio/run/engine_process.h"

namespace bugbot::studio {

struct RosterRobot {
    QString id, name, last_seen;  // as `bugbot robots --json` lists them
    int battery = -1;             // % at the last scan that heard it; -1 = not known
    QString heard;                // "free" or "claimed" at the last scan; "" = not heard
};

struct HeardRobot {  // a robot `bugbot robots scan --json` heard
    QString id, name, status;
    int battery = -1, rssi = 0;
};

// The robots `bugbot robots scan` printed (its table's rows; other lines skipped).
QList<HeardRobot> parse_scan(const QByteArray& json);
// The roster `bugbot robots --json` printed, in file order; false (with `error`) when it is not one.
bool parse_roster(const QByteArray& json, QList<RosterRobot>& out, QString* error);

class RobotRoster : public QObject {
    Q_OBJECT
public:
    explicit RobotRoster(QObject* parent = nullptr);
    ~RobotRoster() override;

    const QList<RosterRobot>& robots() const { return robots_; }
    const RosterRobot* find(const QString& id) const;
    // The target for a run on robot `id` ("" = the simulator).
    RobotTarget target_for(const QString& id) const;

    QString dongle() const;  // the setting; "" = found by vendor id
    void set_dongle(const QString& port);

    // A run on a robot holds the dongle: scan and blink wait for it to end
    // (a scan already running is stopped, and has ended when this returns:
    // two readers of one dongle steal each other's frames, and its lock would turn the run away).
    void set_radio_held(bool held);
    bool radio_held() const { return radio_held_; }
    bool busy() const { return busy_; }

    // Each runs `bugbot robots ...`; done(what, ok, message) follows.
    void reload();                    // the roster list
    void scan(double seconds = 1.5);  // robots heard by BEACON: their batteries
    // A scan's "free" or "claimed" in the user's language (the JSON keeps the protocol's words).
    static QString status_words(const QString& status);
    void blink(const QString& id);
    void forget(const QString& id);
    void add(const QString& port, const QString& name);  // `init` over the robot's own USB

signals:
    void changed();  // robots() changed
    void busy_changed(bool busy);
    void started(const QString& what);  // a command began: "list", "scan", "blink", "forget", "add"
    void done(const QString& what, bool ok, const QString& message);

private:
    struct Command {
        QString what;
        QStringList args;
        bool radio = false;
        std::function<QString(const QString& out)> then;  // on success: the message to show
    };
    void enqueue(Command command);
    void next();
    void finished(int code, QProcess::ExitStatus status);
    QString take_scan(const QString& out, double seconds);
    QStringList with_dongle(QStringList args) const;

    QList<RosterRobot> robots_;
    QList<Command> queue_;
    Command current_;
    QProcess* process_ = nullptr;
    bool radio_held_ = false, busy_ = false;
};

}  // namespace bugbot::studio
