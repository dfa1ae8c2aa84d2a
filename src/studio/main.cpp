// bugbot-studio [LESSON|SCRIPT] [--run] [--screenshot FILE.png] [--quit]
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTimer>
#include <QWindow>
#include <cstdio>

#include "marking/lesson.h"
#include "studio/main_window.h"

using bugbot::studio::MainWindow;

int main(int argc, char** argv) {
    QElapsedTimer launched;
    launched.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName("bugbot-studio");
    QApplication::setOrganizationName("BugBot");
    QApplication::setApplicationVersion("0.1");

    QCommandLineParser parser;
    parser.setApplicationDescription(
        "The BugBot Studio window: read a lesson, edit its programs, run them against the simulated robot.\n"
        "With no LESSON or SCRIPT it opens on the attention lesson.");
    parser.addHelpOption();
    parser.addPositionalArgument("LESSON|SCRIPT", "a lesson id or folder, a program in a lesson folder, or a .py script");
    QCommandLineOption run_opt("run", "run the program (to the end, as fast as possible, with --screenshot or --quit)");
    QCommandLineOption shot_opt("screenshot", "save a picture of the whole window to FILE.png (after --run, when given)", "FILE.png");
    QCommandLineOption quit_opt("quit", "exit when done (after --run and --screenshot)");
    QCommandLineOption present_opt("presentation", "open in presentation mode");
    QCommandLineOption live_opt("live", "open in live mode (re-run on every edit)");
    QCommandLineOption time_opt("time", "with --screenshot: show the run at simulated time SECONDS", "SECONDS");
    QCommandLineOption size_opt("size", "window size, WIDTHxHEIGHT", "WxH", "1600x980");
    QCommandLineOption startup_opt("report-startup", "print how long the window took to be on screen");
    QCommandLineOption lessons_opt("lessons", "read lessons from DIR too (may be repeated); `bugbot lessons --help` says where lessons are found", "DIR");
    parser.addOptions({lessons_opt, run_opt, shot_opt, quit_opt, present_opt, live_opt, time_opt, size_opt, startup_opt});
    parser.process(app);
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "bugbot-studio: give one lesson or script, not %lld\n",
                     static_cast<long long>(parser.positionalArguments().size()));
        return 2;
    }

    for (const QString& dir : parser.values(lessons_opt)) bugbot::marking::add_lesson_folder(dir.toStdString());

    MainWindow window;
    const QStringList wh = parser.value(size_opt).split('x');
    if (wh.size() == 2 && wh[0].toInt() > 0 && wh[1].toInt() > 0) window.resize(wh[0].toInt(), wh[1].toInt());
    window.show();
    const bool opened = window.open_target(parser.positionalArguments().value(0));
    if (parser.isSet(present_opt)) window.set_presentation(true);

    if (parser.isSet(startup_opt)) {
        QTimer::singleShot(0, &window, [&] {
            while (window.windowHandle() && !window.windowHandle()->isExposed()) QApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
            window.repaint();
            std::printf("window on screen after %.1f ms\n", launched.nsecsElapsed() / 1e6);
            std::fflush(stdout);
        });
    }

    const QString shot = parser.value(shot_opt);
    const bool quit = parser.isSet(quit_opt);
    const double at = parser.value(time_opt).isEmpty() ? -1 : parser.value(time_opt).toDouble();
    int status = opened ? 0 : 1;
    auto finish = [&] {
        if (at >= 0) window.show_time(at);
        window.refresh_views();
        QApplication::processEvents();
        if (!shot.isEmpty()) {
            if (!window.grab().save(shot, "PNG")) {
                std::fprintf(stderr, "bugbot-studio: cannot write %s\n", qPrintable(shot));
                status = 1;
            }
        }
        if (quit) QApplication::exit(status);
    };
    const bool batch = quit || !shot.isEmpty();
    if (parser.isSet(run_opt) && opened) {
        QObject::connect(&window, &MainWindow::run_finished, &window, finish, Qt::SingleShotConnection);
        QTimer::singleShot(0, &window, [&] { window.run(batch ? 0 : -1); });
    } else if (parser.isSet(live_opt) && opened) {
        QObject::connect(&window, &MainWindow::live_picture_updated, &window, finish, Qt::SingleShotConnection);
        QObject::connect(&window, &MainWindow::live_run_failed, &window, finish, Qt::SingleShotConnection);
        window.set_live(true);
    } else if (batch) {
        QTimer::singleShot(0, &window, finish);
    } else if (parser.isSet(live_opt)) {
        window.set_live(true);
    }
    if (parser.isSet(live_opt) && parser.isSet(run_opt)) window.set_live(true);
    return app.exec();
}
