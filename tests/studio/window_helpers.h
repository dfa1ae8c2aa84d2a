#pragma once
// Helpers shared by the window tests.
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <gtest/gtest.h>

#include "studio/editor/editor.h"
#include "studio/window/main_window.h"
#include "studio/views/mat_view.h"
#include "studio/work/paths.h"
#include "studio/views/weight_strip.h"

namespace bugbot::studio::testing {

// Each test gets its own data folder (student copies, gradebook), so tests
// run in one process do not see each other's edits.
class WindowTest : public ::testing::Test {
protected:
    void SetUp() override { qputenv("XDG_DATA_HOME", data_.path().toUtf8()); }
    QTemporaryDir data_;
};

inline QString lesson_file(const char* file) { return installed_data_dir() + "/lessons/attention/" + file; }

// A teacher's lesson `id` made in `folder` by `bugbot lessons --new`: "" when made, else what went wrong.
inline std::string new_lesson(const QString& folder, const QString& id) {
    QProcess make;
    make.start(engine_path(), {"lessons", "--new", id, "--lessons", folder});
    if (!make.waitForFinished(30000)) return "bugbot lessons --new did not finish";
    return make.exitCode() == 0 ? std::string() : make.readAllStandardError().toStdString();
}

// Runs the current program as fast as possible and waits for the end.
inline bool run_to_end(MainWindow& w, int timeout_ms = 30000) {
    QSignalSpy done(&w, &MainWindow::run_finished);
    w.run(0);
    return done.wait(timeout_ms);
}

inline double luminance(QRgb c) { return 0.299 * qRed(c) + 0.587 * qGreen(c) + 0.114 * qBlue(c); }

// Mean luminance of a rectangle of an image.
inline double mean_luminance(const QImage& img, const QRect& r) {
    double sum = 0;
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x) {
            if (!img.rect().contains(x, y)) continue;
            sum += luminance(img.pixel(x, y));
            ++n;
        }
    }
    return n ? sum / n : 1e9;
}

// The index of the darkest cell of a strip row, from the pixels of `img`
// (an image of the strip widget at offset `origin`).
inline int darkest_cell(const QImage& img, const WeightStrip& strip, int row, QPoint origin = {}) {
    int best = -1;
    double darkest = 1e9;
    for (int i = 0; i < strip.cell_count(); ++i) {
        const double l = mean_luminance(img, strip.cell_rect(row, i).translated(origin));
        if (l < darkest) {
            darkest = l;
            best = i;
        }
    }
    return best;
}

// A point on the robot's body, clear of its heading line, in mat cm.
inline QPointF on_body(const FrameEvent& pose, double radius) {
    const double h = pose.heading * M_PI / 180.0;
    // perpendicular to the heading, half a radius out
    return {pose.x + std::cos(h) * radius * 0.55, pose.y - std::sin(h) * radius * 0.55};
}

inline bool is_robot_blue(QRgb c) { return qBlue(c) > 140 && qRed(c) < 110 && qGreen(c) < 140; }

}  // namespace bugbot::studio::testing
