#pragma once
// `bugbot robots emulate` as a real process on a real pseudo-terminal, for
// the studio's tests of runs on a robot (as tests/robot/emulated.py is for
// the command line's).
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>
#include <csignal>

#include "studio/engine_process.h"
#include "studio/paths.h"

namespace bugbot::studio::testing {

// `bugbot robots emulate`: the dongle and one robot (FROG-14) on a pseudo-terminal.
class Emulator {
public:
    explicit Emulator(const QString& folder) : roster_(folder + "/robots.json"), log_(folder + "/log.jsonl") {
        process_.start(engine_path(), {"robots", "emulate", "--robots", "1", "--roster", roster_, "--log", log_});
        if (!process_.waitForStarted(10000)) return;
        while (!process_.canReadLine() && process_.waitForReadyRead(10000)) {
        }
        const QString first = QString::fromUtf8(process_.readLine()).trimmed();
        if (first.startsWith("dongle: /dev/pts/")) device_ = first.section(' ', 1);
    }
    ~Emulator() {
        ::kill(static_cast<pid_t>(process_.processId()), SIGTERM);
        if (!process_.waitForFinished(10000)) process_.kill();
    }
    RobotTarget target() const { return {"0", device_, roster_}; }
    bool ok() const { return !device_.isEmpty(); }
    // The packets the robot took in, by name (STOP, RELEASE, DRIVE_VEC...), in order.
    QStringList received() const {
        QFile f(log_);
        QStringList names;
        if (!f.open(QIODevice::ReadOnly)) return names;
        for (const QByteArray& line : f.readAll().split('\n')) {
            const QJsonObject e = QJsonDocument::fromJson(line).object();
            if (e.value("event").toString() != "recv") continue;
            names << (e.contains("sub") ? e.value("sub").toString() : e.value("type").toString());
        }
        return names;
    }

private:
    QProcess process_;
    QString roster_, log_, device_;
};

}  // namespace bugbot::studio::testing
