// bugbot-studio [LESSON|SCRIPT] [--run] [--screenshot FILE.png] [--quit]
#include <QApplication>
#include <QFileInfo>
#include <QProcess>
#include <QCoreApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTimer>
#include <QWindow>
#include <cstdio>

#include "lessons/lesson.h"
#include "studio/views/console.h"
#include "studio/work/language.h"
#include "studio/window/main_window.h"

using bugbot::studio::MainWindow;

namespace {
// The command line, parsed the same way with or without a display.
struct Options {
    Q_DECLARE_TR_FUNCTIONS(Options)
public:
    QCommandLineOption run{"run", tr("run the program (to the end, as fast as possible, with --screenshot or --quit)")};
    QCommandLineOption shot{"screenshot", tr("save a picture of the whole window to FILE.png (after --run, when given)"), "FILE.png"};
    QCommandLineOption quit{"quit", tr("exit when done (after --run and --screenshot)")};
    QCommandLineOption present{"presentation", tr("open in presentation mode")};
    QCommandLineOption live{"live", tr("open in live mode (re-run on every edit)")};
    QCommandLineOption time{"time", tr("with --screenshot: show the run at simulated time SECONDS"), "SECONDS"};
    QCommandLineOption size{"size", tr("window size, WIDTHxHEIGHT (default: fit the screen, as last time)"), "WxH"};
    QCommandLineOption startup{"report-startup", tr("print how long the window took to be on screen")};
    QCommandLineOption world{"world", tr("run a script that is not a lesson's on this world: a built-in one (two-robots) or a world file, as `bugbot run --world` takes it"), "NAME|FILE"};
    QCommandLineOption lessons{"lessons", tr("read lessons from DIR too (may be repeated); `bugbot lessons --help` says where lessons are found"), "DIR"};

    void add_to(QCommandLineParser& parser) {
        parser.setApplicationDescription(
            tr("The BugBot Studio window: read a lesson, edit its programs, run them against the simulated robot.\n"
               "With no LESSON or SCRIPT it opens the lesson and program of last time (at first, the attention lesson)."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument("LESSON|SCRIPT", tr("a lesson id or folder, a program in a lesson folder, or a .py script"));
        parser.addOptions({lessons, world, run, shot, quit, present, live, time, size, startup});
    }
};

void name_the_application() {
    QCoreApplication::setApplicationName("bugbot-studio");
    QCoreApplication::setOrganizationName("BugBot");
    QCoreApplication::setApplicationVersion("0.1");
}


// --help and --version need no display: answered before the GUI starts (true when answered).
bool answered_without_display(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "-h" || a == "--help" || a == "--help-all" || a == "-v" || a == "--version") {
            QCoreApplication core(argc, argv);
            name_the_application();
            bugbot::studio::install_translators(core);
            QCommandLineParser parser;
            Options o;
            o.add_to(parser);
            parser.process(core);  // prints and exits
            return true;
        }
    }
    return false;
}

// The window as the options ask: the world for scripts, the size, shown, the target open.
bool open_window(MainWindow& window, const QCommandLineParser& parser, const Options& o) {
    if (const QString world = parser.value(o.world); !world.isEmpty()) {
        // A file is named for the engine, which runs elsewhere; a name it resolves itself.
        window.set_script_world(QFileInfo(world).isFile() ? QFileInfo(world).absoluteFilePath() : world);
    }
    window.fit_screen();
    const QStringList wh = parser.value(o.size).split('x');
    if (wh.size() == 2 && wh[0].toInt() > 0 && wh[1].toInt() > 0) {
        window.setWindowState(Qt::WindowNoState);
        window.resize(wh[0].toInt(), wh[1].toInt());
    }
    window.show();
    const QString target = parser.positionalArguments().value(0);
    const bool opened = target.isEmpty() ? window.open_last() : window.open_target(target);
    if (parser.isSet(o.present)) window.set_presentation(true);
    if (!opened && !target.isEmpty()) {
        // In a batch run (--screenshot, --quit) nobody sees the window's own message.
        std::fprintf(stderr, "%s\n", qPrintable(QCoreApplication::translate("main", "bugbot-studio: cannot open %1: %2").arg(target, window.console()->toPlainText())));
    }
    return opened;
}

void report_startup(MainWindow& window, const QElapsedTimer& launched) {
    QTimer::singleShot(0, &window, [&window, &launched] {
        while (window.windowHandle() && !window.windowHandle()->isExposed()) QApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
        window.repaint();
        std::printf("window on screen after %.1f ms\n", launched.nsecsElapsed() / 1e6);
        std::fflush(stdout);
    });
}

// What a batch run (--screenshot, --quit) does at its end, and its exit status.
struct Batch {
    QString shot;
    bool quit = false;
    double at = -1;  // --time
    int status = 0;
    bool on() const { return quit || !shot.isEmpty(); }
    void finish(MainWindow& window) {
        if (at >= 0) window.show_time(at);
        window.refresh_views();
        QApplication::processEvents();
        if (!shot.isEmpty() && !window.grab().save(shot, "PNG")) {
            std::fprintf(stderr, "%s\n", qPrintable(QCoreApplication::translate("main", "bugbot-studio: cannot write %1").arg(shot)));
            status = 1;
        }
        if (quit) QApplication::exit(status);
    }
};

// --run, --live and the batch's end, once the event loop turns.
void start(MainWindow& window, const QCommandLineParser& parser, const Options& o, Batch& batch, bool opened) {
    auto finish = [&window, &batch] { batch.finish(window); };
    if (parser.isSet(o.run) && opened) {
        QObject::connect(&window, &MainWindow::run_finished, &window, finish, Qt::SingleShotConnection);
        QTimer::singleShot(0, &window, [&window, &batch] { window.run(batch.on() ? 0 : -1); });
    } else if (parser.isSet(o.live) && opened) {
        QObject::connect(&window, &MainWindow::live_picture_updated, &window, finish, Qt::SingleShotConnection);
        QObject::connect(&window, &MainWindow::live_run_failed, &window, finish, Qt::SingleShotConnection);
        window.set_live(true);
    } else if (batch.on()) {
        QTimer::singleShot(0, &window, finish);
    } else if (parser.isSet(o.live)) {
        window.set_live(true);
    }
    if (parser.isSet(o.live) && parser.isSet(o.run)) window.set_live(true);
}
}  // namespace

int main(int argc, char** argv) {
    QElapsedTimer launched;
    launched.start();
    if (answered_without_display(argc, argv)) return 0;
    QApplication app(argc, argv);
    name_the_application();
    bugbot::studio::install_translators(app);

    QCommandLineParser parser;
    Options o;
    o.add_to(parser);
    parser.process(app);
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "%s\n", qPrintable(QCoreApplication::translate("main", "bugbot-studio: give one lesson or script, not %1")
                                                     .arg(parser.positionalArguments().size())));
        return 2;
    }
    for (const QString& dir : parser.values(o.lessons)) bugbot::marking::add_lesson_folder(dir.toStdString());

    MainWindow window;
    QObject::connect(&window, &MainWindow::restart_requested, &window, [&window, &parser, &o] {
        // Started again without a target, so it reopens the lesson and program of now.
        QStringList args;
        for (const QString& dir : parser.values(o.lessons)) args << "--lessons" << dir;
        if (!parser.value(o.world).isEmpty()) args << "--world" << parser.value(o.world);
        if (QProcess::startDetached(QCoreApplication::applicationFilePath(), args)) window.close();
    });
    const bool opened = open_window(window, parser, o);
    if (parser.isSet(o.startup)) report_startup(window, launched);
    Batch batch;
    batch.shot = parser.value(o.shot);
    batch.quit = parser.isSet(o.quit);
    batch.at = parser.value(o.time).isEmpty() ? -1 : parser.value(o.time).toDouble();
    batch.status = opened ? 0 : 1;
    start(window, parser, o, batch, opened);
    return app.exec();
}
