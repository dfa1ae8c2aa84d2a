// For the kill -9 test: opens the studio window on a lesson program, types a
// line into the editor as a student would, says "typed", and waits to be killed.
#include <QApplication>
#include <QTest>
#include <QTimer>
#include <cstdio>

#include "studio/editor/editor.h"
#include "studio/window/main_window.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("bugbot-studio-typist");
    if (argc < 3) {
        std::fprintf(stderr, "usage: studio_typist TARGET TEXT\n");
        return 2;
    }
    bugbot::studio::MainWindow w;
    w.show();
    if (!w.open_target(QString::fromLocal8Bit(argv[1]))) return 1;
    const QString text = QString::fromLocal8Bit(argv[2]);
    QTimer::singleShot(0, &w, [&] {
        w.editor()->setFocus();
        w.editor()->setCursorPosition(0, 0);
        QTest::keyClicks(w.editor(), text);
        QTest::keyClick(w.editor(), Qt::Key_Return);
        std::printf("typed\n");
        std::fflush(stdout);
    });
    return app.exec();
}
