#pragma once
// A run that shows nothing still says that it runs: once a run has sent no
// event for a few seconds (a silent endless loop, a long computation), the
// status bar says for how long it has run and how to stop it, every second,
// until something arrives or the run ends. No widgets: it only says.
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <cstdint>

namespace bugbot::studio {

class RunController;

class RunHeartbeat : public QObject {
    Q_OBJECT
public:
    static constexpr int kQuietMs = 3000;  // this long without an event, and the run is said to run

    RunHeartbeat(RunController* runs, QString stop_key, QObject* parent = nullptr);
    bool saying() const { return saying_; }

signals:
    void message(const QString& text);  // "" takes the last one away

private:
    void tick();
    void state_changed();

    RunController* runs_;
    QString stop_key_;
    QTimer ticker_;
    QElapsedTimer running_, quiet_;
    std::uint64_t seen_ = 0;  // events a student could see, at the last tick
    bool saying_ = false;
};

}  // namespace bugbot::studio
