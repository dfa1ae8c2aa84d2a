// Studio benchmarks. Figures only: no assertion on speed.
#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QMouseEvent>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "studio/editor/editor.h"
#include "studio/window/main_window.h"
#include "studio/work/paths.h"
#include "studio/views/run_panel.h"
#include "studio/views/strip_chart.h"
#include "studio/views/variables_pane.h"
#include "studio/views/weight_strip.h"
#include "build_paths.h"

using namespace bugbot::studio;

namespace {
struct Stats {
    double median = 0, p95 = 0, max = 0;
    std::size_t n = 0;
};
Stats stats(std::vector<double> v) {
    Stats s;
    if (v.empty()) return s;
    std::sort(v.begin(), v.end());
    s.n = v.size();
    s.median = v[v.size() / 2];
    s.p95 = v[std::min(v.size() - 1, v.size() * 95 / 100)];
    s.max = v.back();
    return s;
}
void print(const char* what, const Stats& s, const char* goal) {
    std::printf("%-58s median %7.2f ms  p95 %7.2f ms  max %7.2f ms  (n=%zu; goal %s)\n", what, s.median, s.p95, s.max, s.n, goal);
    std::fflush(stdout);
}
QString lesson(const char* f) { return installed_data_dir() + "/lessons/attention/" + f; }

// Frame time at 1x: each 60 Hz frame's refresh + repaint of the mat, strip and
// charts, and of the variables pane (the studio's runs always record the line
// and the variables: the engine's script watch is on whenever it streams).
void frame_time(double seconds) {
    MainWindow w;
    w.resize(1600, 980);
    w.show();
    w.open_target(lesson("2-values.py"));
    w.run(1);
    std::vector<double> frames, with_variables;
    QImage image(w.run_panel()->size(), QImage::Format_ARGB32_Premultiplied);
    QImage vars_image(w.variables()->size(), QImage::Format_ARGB32_Premultiplied);
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        QElapsedTimer t;
        t.start();
        w.refresh_views();
        w.run_panel()->render(&image);
        frames.push_back(t.nsecsElapsed() / 1e6);
        w.variables()->render(&vars_image);
        with_variables.push_back(t.nsecsElapsed() / 1e6);
    });
    tick.start(16);
    QElapsedTimer wall;
    wall.start();
    while (wall.elapsed() < seconds * 1000 && w.running()) QApplication::processEvents(QEventLoop::AllEvents, 5);
    tick.stop();
    w.stop();
    print("frame time at 1x, 2-values.py (refresh + repaint)", stats(frames), "< 4 ms");
    print("  the same and the variables pane repainted", stats(with_variables), "< 4 ms");
}

// A strip chart with a million points, repainting.
void million_points() {
    RunModel model;
    for (int i = 0; i < 1000000; ++i) model.add(PlotEvent{i * 0.01, "noise", std::sin(i * 0.001) * 50 + (i % 7), PlotKind::Chart});
    StripChart chart;
    chart.resize(640, 260);
    chart.show();
    chart.bind(&model, {{0}});
    chart.set_time(model.end_time());
    std::vector<double> times;
    QImage image(chart.size(), QImage::Format_ARGB32_Premultiplied);
    for (int i = 0; i < 30; ++i) {
        QElapsedTimer t;
        t.start();
        chart.render(&image);  // the whole paintEvent, into an image
        times.push_back(t.nsecsElapsed() / 1e6);
    }
    std::printf("(series holds %zu points of %zu plotted)\n", model.series()[0].size(), model.series()[0].appended());
    print("strip chart, 1,000,000 points, 640x260 repaint", stats(times), "< 16 ms");
}

// Launch to window on screen: the studio's own figure (main() to first
// paint once exposed) and the whole process, launch to exit, around it.
void launch(int runs) {
    std::vector<double> inside, whole;
    for (int i = 0; i < runs; ++i) {
        QProcess p;
        QElapsedTimer t;
        t.start();
        p.start(QString::fromStdString(bugbot::build_paths::program("bugbot-studio")), {"attention", "--report-startup", "--quit"});
        p.waitForFinished(30000);
        whole.push_back(t.nsecsElapsed() / 1e6);
        const auto m = QRegularExpression("after ([0-9.]+) ms").match(QString::fromUtf8(p.readAllStandardOutput()));
        if (m.hasMatch()) inside.push_back(m.captured(1).toDouble());
    }
    print("launch: main() to window painted on screen", stats(inside), "< 1000 ms");
    print("launch: process start to exit (--quit), an upper bound", stats(whole), "< 1000 ms");
}

// Keystroke to repaint in live mode: an edit, the debounce, the engine run,
// the model swap and the repaint of the mat, strip and charts.
void live_latency(int edits) {
    for (const char* file : {"0-readings.py", "1-scores.py", "2-values.py", "3-sharpness.py", "4-position.py"}) {
        MainWindow w;
        w.resize(1600, 980);
        w.show();
        w.open_target(lesson(file));
        QSignalSpy updated(&w, &MainWindow::live_picture_updated);
        w.set_live(true);
        updated.wait(30000);
        std::vector<double> times;
        Editor* e = w.editor();
        const int last = e->lines() - 1;
        for (int i = 0; i < edits; ++i) {
            QElapsedTimer t;
            t.start();
            // A keystroke: a space typed at the end (then taken away next time).
            if (i % 2 == 0) e->insertAt(" ", last, 0);
            else {
                e->setSelection(last, 0, last, 1);
                e->removeSelectedText();
            }
            if (!updated.wait(30000)) break;
            QImage image(w.run_panel()->size(), QImage::Format_ARGB32_Premultiplied);
            w.run_panel()->render(&image);
            QImage vars_image(w.variables()->size(), QImage::Format_ARGB32_Premultiplied);
            w.variables()->render(&vars_image);
            times.push_back(t.nsecsElapsed() / 1e6);
            QApplication::processEvents();
        }
        print(qPrintable(QString("keystroke to repaint, live mode, %1").arg(file)), stats(times), "< 150 ms");
    }
}
// Pointing at a strip cell: the mouse moves onto each of 1-scores.py's twenty
// cells in turn; the chart and the mat take its moment and repaint.
void cell_hover(int rounds) {
    MainWindow w;
    w.resize(1600, 980);
    w.show();
    w.open_target(lesson("1-scores.py"));
    QSignalSpy done(&w, &MainWindow::run_finished);
    w.run(0);
    done.wait(30000);
    QApplication::processEvents();
    WeightStrip* strip = w.weight_strip();
    QImage image(w.run_panel()->size(), QImage::Format_ARGB32_Premultiplied);
    std::vector<double> times;
    for (int r = 0; r < rounds; ++r) {
        for (int i = 0; i < strip->cell_count(); ++i) {
            QElapsedTimer t;
            t.start();
            const QPointF at = strip->cell_rect(0, i).center();
            QMouseEvent move(QEvent::MouseMove, at, strip->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
            QApplication::sendEvent(strip, &move);
            w.run_panel()->render(&image);
            times.push_back(t.nsecsElapsed() / 1e6);
        }
    }
    print("pointing at a strip cell: chart and mat repaint (1-scores)", stats(times), "< 16 ms");
}
}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir data;
    qputenv("XDG_DATA_HOME", data.path().toUtf8());
    QApplication app(argc, argv);
    const bool quick = argc > 1 && QString(argv[1]) == "--quick";
    std::printf("studio_bench on the %s platform\n", qPrintable(QApplication::platformName()));
    million_points();
    frame_time(quick ? 4 : 12);
    cell_hover(quick ? 2 : 5);
    live_latency(quick ? 6 : 20);
    launch(quick ? 3 : 8);
    return 0;
}
