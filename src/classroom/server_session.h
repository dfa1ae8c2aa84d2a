#pragma once
// One connection to the class server (server.cpp, server_teacher.cpp).
#include <QString>
#include <QTimer>

#include "classroom/rate_limit.h"
#include "classroom/server.h"

class QWebSocket;

namespace bugbot::classroom {

inline constexpr double kMessageBurst = 30;  // messages at once on one connection,
inline constexpr qint64 kMessageRefillMs = 100;  // then ten a second

struct ClassServer::Session {
    QWebSocket* socket = nullptr;
    enum Role { stranger, waiting, student, teacher } role = stranger;
    qint64 student_id = 0;
    QString name;  // waiting or student
    RateLimit messages{kMessageBurst, kMessageRefillMs};
    QTimer identify;
};

}  // namespace bugbot::classroom
