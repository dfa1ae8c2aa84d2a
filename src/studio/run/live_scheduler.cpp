#include "studio/run/live_scheduler.h"

#include <algorithm>

namespace bugbot::studio {

LiveScheduler::LiveScheduler(QObject* parent, int debounce_ms, int max_wait_ms)
    : QObject(parent), debounce_ms_(debounce_ms), max_wait_ms_(max_wait_ms) {
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &LiveScheduler::fire);
}

void LiveScheduler::poke() {
    if (!timer_.isActive()) first_poke_.start();
    const qint64 waited = first_poke_.elapsed();
    const int left = static_cast<int>(std::max<qint64>(0, max_wait_ms_ - waited));
    timer_.start(std::min(debounce_ms_, left));
}

void LiveScheduler::fire() {
    if (in_flight_) {
        pending_ = true;  // run again with the newest text when this run ends
        return;
    }
    in_flight_ = true;
    emit start_run();
}

void LiveScheduler::run_finished() {
    in_flight_ = false;
    if (pending_) {
        pending_ = false;
        fire();
    }
}

void LiveScheduler::cancel() {
    timer_.stop();
    pending_ = false;
    in_flight_ = false;
}

}  // namespace bugbot::studio
