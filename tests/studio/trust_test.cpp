// What a studio run may do to the desktop, tried with real runs under the
// real sandbox (issue #17): links planted in place of the program's file.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

#include "studio/console.h"
#include "studio/editor.h"
#include "studio/workspace.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
// Waits (the event loop running) until `done` holds, at most `ms`; QTRY_VERIFY
// would return silently from a gtest test instead of failing it.
template <typename Done>
bool wait_until(Done done, int ms = 5000) {
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < ms) QTest::qWait(20);
    return done();
}

// A home folder of the test's own: Debian's .bashrc sources ~/.bash_aliases,
// usually absent, so a file planted there runs at the next terminal.
class LinkAttack : public WindowTest {
protected:
    void SetUp() override {
        WindowTest::SetUp();
        old_home_ = qgetenv("HOME");
        qputenv("HOME", home_.path().toUtf8());
    }
    void TearDown() override { qputenv("HOME", old_home_); }
    QString aliases() const { return home_.filePath(".bash_aliases"); }
    // A program that replaces its own file with a link to ~/.bash_aliases.
    QString planting_program() const {
        return QStringLiteral("import os\nos.remove(__file__)\nos.symlink(%1, __file__)\n"
                              "from bugbot import *\nconnect()\nprint('planted')\n")
            .arg("'" + aliases() + "'");
    }
    QTemporaryDir home_;
    QByteArray old_home_;
};
}  // namespace

TEST_F(LinkAttack, ARunThatPlantsALinkIsReportedAndTheSaveDoesNotFollowIt) {
    QTemporaryDir dir;
    const QString script = dir.filePath("demo.py");
    ASSERT_TRUE(write_text(script, planting_program()));
    MainWindow w;
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    ASSERT_TRUE(w.console()->toPlainText().contains("planted")) << w.console()->toPlainText().toStdString();
    ASSERT_TRUE(QFileInfo(script).isSymLink()) << "the run could not plant its link: the test tries nothing";
    // The watcher reports the link instead of following it.
    ASSERT_TRUE(wait_until([&] { return w.status_text().contains("symbolic link"); })) << w.status_text().toStdString();
    // The student goes on typing: the autosave refuses, says why, writes nothing.
    w.editor()->setText(w.editor()->text() + "# my edit\n");
    ASSERT_TRUE(wait_until([&] { return w.status_text().contains("was not saved"); })) << w.status_text().toStdString();
    EXPECT_TRUE(w.status_text().contains(aliases())) << w.status_text().toStdString();
    EXPECT_FALSE(QFileInfo::exists(aliases()));
    EXPECT_TRUE(w.editor()->text().contains("# my edit"));
}

TEST_F(LinkAttack, ALessonProgramThatPlantsALinkInTheStudentsCopyIsNotFollowed) {
    QTemporaryDir dir;
    const QString folder = dir.filePath("planter");
    QDir().mkpath(folder);
    ASSERT_TRUE(write_text(folder + "/lesson.json", R"({"id": "planter", "title": "Plants a link", "text": "lesson.md",
        "programs": [{"file": "demo.py", "title": "Demo"}], "marking": "marking.py",
        "tasks": [{"id": "t", "title": "t"}]})"));
    ASSERT_TRUE(write_text(folder + "/lesson.md", "# Plants a link\n"));
    ASSERT_TRUE(write_text(folder + "/marking.py", ""));
    ASSERT_TRUE(write_text(folder + "/demo.py", planting_program()));
    MainWindow w;
    ASSERT_TRUE(w.open_target(folder)) << w.status_text().toStdString();
    const QString copy = w.current_path();
    ASSERT_TRUE(run_to_end(w));
    ASSERT_TRUE(QFileInfo(copy).isSymLink()) << copy.toStdString();
    ASSERT_TRUE(wait_until([&] { return w.status_text().contains("symbolic link"); })) << w.status_text().toStdString();
    w.editor()->setText(w.editor()->text() + "# my edit\n");
    ASSERT_TRUE(wait_until([&] { return w.status_text().contains("was not saved"); })) << w.status_text().toStdString();
    EXPECT_FALSE(QFileInfo::exists(aliases()));
}
