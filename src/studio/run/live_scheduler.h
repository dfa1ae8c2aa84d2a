#pragma once
// When live mode re-runs: a burst of edits is debounced, but a long burst (a
// number being dragged) still re-runs at least every max_wait_ms; one live run
// is in flight at a time and the newest text always gets its run.
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace bugbot::studio {

class LiveScheduler : public QObject {
    Q_OBJECT
public:
    explicit LiveScheduler(QObject* parent = nullptr, int debounce_ms = 15, int max_wait_ms = 100);

    void poke();          // the text changed
    void run_finished();  // the live run that start_run asked for is over
    void cancel();        // live mode off: forget what is pending
    bool in_flight() const { return in_flight_; }
    bool waiting() const { return timer_.isActive() || pending_; }

signals:
    void start_run();

private:
    void fire();

    QTimer timer_;
    QElapsedTimer first_poke_;
    int debounce_ms_, max_wait_ms_;
    bool in_flight_ = false, pending_ = false;
};

}  // namespace bugbot::studio
