// bugbot-studio [LESSON|SCRIPT] [--run] [--screenshot FILE.png] [--quit]
#include <QApplication>
#include <QFileInfo>
#include <QCoreApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTimer>
#include <QWindow>
#include <cstdio>

#include "lessons/lesson.h"
#include "studio/console.h"
#include "studio/main_window.h"

using bugbot::studio::MainWindow;

namespace {
// The command line, parsed the same way with or without a display.
struct Options {
    QCommandLineOption run{"run", "run the program (to the end, as fast as possible, with --screenshot or --quit)"};
    QCommandLineOption shot{"screenshot", "save a picture of the whole window to FILE.png (after --run, when given)", "FILE.png"};
    QCommandLineOption quit{"quit", "exit when done (after --run and --screenshot)"};
    QCommandLineOption present{"presentation", "open in presentation mode"};
    QCommandLineOption live{"live", "open in live mode (re-run on every edit)"};
    QCommandLineOption time{"time", "with --screenshot: show the run at simulated time SECONDS", "SECONDS"};
    QCommandLineOption size{"size", "window size, WIDTHxHEIGHT (default: fit the screen, as last time)", "WxH"};
    QCommandLineOption startup{"report-startup", "print how long the window took to be on screen"};
    QCommandLineOption world{"world", "run a script that is not a lesson's on this world: a built-in one (two-robots) or a world file, as `bugbot run --world` takes it", "NAME|FILE"};
    QCommandLineOption lessons{"lessons", "read lessons from DIR too (may be repeated); `bugbot lessons --help` says where lessons are found", "DIR"};

    void add_to(QCommandLineParser& parser) {
        parser.setApplicationDescription(
            "The BugBot Studio window: read a lesson, edit its programs, run them against the simulated robot.\n"
            "With no LESSON or SCRIPT it opens the lesson and program of last time (at first, the attention lesson).");
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument("LESSON|SCRIPT", "a lesson id or folder, a program in a lesson folder, or a .py script");
        parser.addOptions({lessons, world, run, shot, quit, present, live, time, size, startup});
    }
};

void name_the_application() {
    QCoreApplication::setApplicationName("bugbot-studio");
    QCoreApplication::setOrganizationName("BugBot");
    QCoreApplication::setApplicationVersion("0.1");
}
}  // namespace

int main(int argc, char** argv) {
    QElapsedTimer launched;
    launched.start();
    // --help and --version need no display: answer them before the GUI starts.
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "-h" || a == "--help" || a == "--help-all" || a == "-v" || a == "--version") {
            QCoreApplication core(argc, argv);
            name_the_application();
            QCommandLineParser parser;
            Options o;
            o.add_to(parser);
            parser.process(core);  // prints and exits
            return 0;
        }
    }
    QApplication app(argc, argv);
    name_the_application();

    QCommandLineParser parser;
    Options o;
    o.add_to(parser);
    parser.process(app);
    const QCommandLineOption &run_opt = o.run, &shot_opt = o.shot, &quit_opt = o.quit, &present_opt = o.present,
                             &live_opt = o.live, &time_opt = o.time, &size_opt = o.size, &startup_opt = o.startup;
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "bugbot-studio: give one lesson or script, not %lld\n",
                     static_cast<long long>(parser.positionalArguments().size()));
        return 2;
    }

    for (const QString& dir : parser.values(o.lessons)) bugbot::marking::add_lesson_folder(dir.toStdString());

    MainWindow window;
    if (const QString world = parser.value(o.world); !world.isEmpty()) {
        // A file is named for the engine, which runs elsewhere; a name it resolves itself.
        window.set_script_world(QFileInfo(world).isFile() ? QFileInfo(world).absoluteFilePath() : world);
    }
    window.fit_screen();
    const QStringList wh = parser.value(size_opt).split('x');
    if (wh.size() == 2 && wh[0].toInt() > 0 && wh[1].toInt() > 0) {
        window.setWindowState(Qt::WindowNoState);
        window.resize(wh[0].toInt(), wh[1].toInt());
    }
    window.show();
    const bool opened = parser.positionalArguments().isEmpty() ? window.open_last()
                                                               : window.open_target(parser.positionalArguments().value(0));
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
    if (!opened && !parser.positionalArguments().isEmpty()) {
        // In a batch run (--screenshot, --quit) nobody sees the window's own message.
        std::fprintf(stderr, "bugbot-studio: cannot open %s: %s\n", qPrintable(parser.positionalArguments().value(0)),
                     qPrintable(window.console()->toPlainText()));
    }
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
