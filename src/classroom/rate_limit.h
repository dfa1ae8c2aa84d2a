#pragma once
// A token bucket: `burst` at once, then one more each `refill_ms`. Used for
// each connection's messages and each student's submissions (server.cpp).
#include <QDateTime>
#include <QtGlobal>

#include <algorithm>

namespace bugbot::classroom {

// The wall clock in milliseconds: what the limits and the database's times count in.
inline qint64 now_ms() { return QDateTime::currentMSecsSinceEpoch(); }

class RateLimit {
public:
    RateLimit(double burst, qint64 refill_ms) : burst_(burst), refill_ms_(refill_ms), tokens_(burst) {}

    // True, and one token spent, when the bucket has one at `now_ms`.
    bool take(qint64 now_ms) {
        if (last_ms_ >= 0) tokens_ = std::min(burst_, tokens_ + double(now_ms - last_ms_) / double(refill_ms_));
        last_ms_ = now_ms;
        if (tokens_ < 1.0) return false;
        tokens_ -= 1.0;
        return true;
    }

private:
    double burst_;
    qint64 refill_ms_;
    double tokens_;
    qint64 last_ms_ = -1;
};

}  // namespace bugbot::classroom
