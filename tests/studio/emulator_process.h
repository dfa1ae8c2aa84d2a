#pragma once
// `bugbot robots emulate` as a real process on a real pseudo-terminal, for the
// studio's robot tests (tests/robot/emulated.py is its Python twin), and a
// reader of its --log that follows it as it grows.
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <atomic>
#include <chrono>
#include <fstream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "studio/run/engine_process.h"
#include "studio/work/paths.h"

namespace bugbot::studio::testing {

using Clock = std::chrono::steady_clock;  // CLOCK_MONOTONIC, as the emulator's

inline double seconds_of(Clock::time_point t) { return std::chrono::duration<double>(t.time_since_epoch()).count(); }

struct LoggedPacket {
    double t = 0;  // the emulator's time: seconds since it started, on the monotonic clock
    int robot = -1;
    QString event, name;  // event "recv": name is the packet's (or the COMMAND's sub-type's) name
};

class Emulator {
public:
    explicit Emulator(int robots = 2, const QStringList& faults = {}) {
        roster_ = dir_.filePath("robots.json");
        log_ = dir_.filePath("log.jsonl");
        process_.setProgram(engine_path());
        QStringList args{"robots", "emulate", "--robots", QString::number(robots), "--roster", roster_, "--log", log_};
        for (const QString& fault : faults) args << "--fault" << fault;
        process_.setArguments(args);
        process_.start();
        if (!process_.waitForStarted(10000)) return;
        while (!process_.canReadLine() && process_.waitForReadyRead(10000)) {
        }
        const QString first = QString::fromUtf8(process_.readLine()).trimmed();
        if (first.startsWith("dongle: ")) device_ = first.mid(8);
        reader_ = std::thread([this] { follow(); });
    }
    ~Emulator() {
        done_ = true;
        if (reader_.joinable()) reader_.join();
        process_.terminate();
        if (!process_.waitForFinished(10000)) process_.kill();
    }
    QString device() const { return device_; }
    QString roster() const { return roster_; }
    QString folder() const { return dir_.path(); }
    bool ok() const { return !device_.isEmpty(); }
    // Where a run goes to drive the first robot, FROG-14, named as the selector names it.
    RobotTarget target() const { return {"0", device_.toStdString(), roster_.toStdString(), "FROG-14"}; }
    // The packets robot 0 took in, by name (STOP, RELEASE, DRIVE_VEC...), in order.
    QStringList received() {
        QStringList names;
        for (const LoggedPacket& p : packets())
            if (p.event == "recv" && p.robot == 0) names << p.name;
        return names;
    }

    std::vector<LoggedPacket> packets() {
        std::lock_guard lock(mutex_);
        return packets_;
    }
    // The latest the emulator can have started, on the monotonic clock: each
    // line was written no later than it was read, so start <= read - t.
    double start_at_most() {
        std::lock_guard lock(mutex_);
        return start_at_most_;
    }

private:
    void follow() {
        std::ifstream in;
        std::string line, partial;
        while (!done_) {
            if (!in.is_open()) in.open(log_.toStdString());
            while (in.is_open() && std::getline(in, line)) {
                if (in.eof()) {  // a line still being written: read it whole next time
                    partial += line;
                    break;
                }
                take(partial + line, seconds_of(Clock::now()));
                partial.clear();
            }
            in.clear();
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
    }
    void take(const std::string& text, double read_at) {
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
        LoggedPacket p{o.value("t").toDouble(), o.value("robot").toInt(-1), o.value("event").toString(),
                       o.value("sub").toString(o.value("type").toString())};
        std::lock_guard lock(mutex_);
        packets_.push_back(p);
        start_at_most_ = std::min(start_at_most_, read_at - p.t);
    }

    QTemporaryDir dir_;
    QString roster_, log_, device_;
    QProcess process_;
    std::thread reader_;
    std::atomic<bool> done_{false};
    std::mutex mutex_;
    std::vector<LoggedPacket> packets_;
    double start_at_most_ = 1e18;
};

}  // namespace bugbot::studio::testing
