#pragma once
// Helpers of the class's window tests (class_window_test, class_board_window_test).
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QScreen>
#include <QTest>
#include <QWidget>
#include <functional>
#include <gtest/gtest.h>

namespace bugbot::studio::testing {

// Turns the event loop until `done` or `ms` have passed; whether it is done.
inline bool wait_until(const std::function<bool()>& done, int ms) {
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < ms) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return done();
}

// With $STUDIO_SCREENSHOT_DIR (under Xvfb, QT_QPA_PLATFORM=xcb): the X
// server's pixels of `w`'s screen area, saved for docs/class.md.
inline void shoot(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("STUDIO_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    w->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w));
    QTest::qWait(500);
    const QRect r = w->frameGeometry();
    ASSERT_TRUE(w->screen()->grabWindow(0, r.x(), r.y(), r.width(), r.height()).save(dir + "/" + name, "PNG"));
}

}  // namespace bugbot::studio::testing
