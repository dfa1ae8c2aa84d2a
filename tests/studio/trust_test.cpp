// What a studio run may do to the desktop, tried with real runs under the
// real sandbox (issue #17): links planted in place of the program's file.
// And (issue #27) names the studio shows: series, robots, lessons, hand-ins.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QApplication>
#include <QFrame>
#include <QLabel>
#include <QMessageBox>
#include <QTest>
#include <QTimer>
#include <gtest/gtest.h>

#include "studio/views/console.h"
#include "studio/editor/editor.h"
#include "studio/views/plain_text.h"
#include "studio/work/workspace.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
// Waits (the event loop running) until `done` holds, at most `ms`; QTRY_VERIFY
// would return silently from a gtest test instead of failing it.
template <typename Done>
bool wait_until(Done done, int ms = 15000) {
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

// ---- Issue 27: a name the studio shows is data, never markup, formula or control ----

namespace {
// The one hostile name of issue 27 (tests/marking/trust/trust_test.py's HOSTILE).
const QString kHostile = QStringLiteral("=HYPERLINK(\"http:x\");\x1b[2J\u202e" "evil\n<b>bold</b>");
const char* kHostilePython = R"('=HYPERLINK("http:x");\x1b[2J\u202eevil\n<b>bold</b>')";
}  // namespace

TEST_F(WindowTest, ExportedSeriesKeepEachNameInOneCellAndRunNoFormula) {
    QTemporaryDir dir;
    const QString script = dir.filePath("names.py");
    ASSERT_TRUE(write_text(script, QStringLiteral("from bugbot import *\nconnect()\nplot(%1, 1)\nplot('x;y', 2)\nplot('ok', 3)\n")
                                       .arg(QString::fromUtf8(kHostilePython))));
    MainWindow w;
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    QString error;
    ASSERT_TRUE(w.export_csv(dir.filePath("run.csv"), &error)) << error.toStdString();
    QString csv;
    ASSERT_TRUE(read_text(dir.filePath("run.csv"), &csv));
    const QStringList lines = csv.split('\n', Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 4) << csv.toStdString();  // a newline in a name adds no row
    for (const QString& line : lines) {
        EXPECT_FALSE(line.startsWith('=') || line.startsWith('+') || line.startsWith('-') || line.startsWith('@'))
            << line.toStdString();
        EXPECT_FALSE(line.contains(QChar(0x1b)) || line.contains(QChar(0x202e))) << line.toStdString();
    }
    EXPECT_TRUE(csv.contains("\"'=HYPERLINK(")) << csv.toStdString();  // quoted (its ';'), neutralised
    EXPECT_TRUE(csv.contains("\"x;y\",")) << csv.toStdString();       // ';' is a separator too
}

TEST_F(WindowTest, TheRobotBannerAndStatusShowANameAsPlainText) {
    MainWindow w;
    auto* banner = w.findChild<QFrame*>("robot_banner");
    ASSERT_TRUE(banner);
    auto* label = banner->findChild<QLabel*>();
    ASSERT_TRUE(label);
    EXPECT_EQ(label->textFormat(), Qt::PlainText);
    auto* status = w.findChild<QLabel*>("robot_status");
    ASSERT_TRUE(status);
    EXPECT_EQ(status->textFormat(), Qt::PlainText);
}

TEST_F(WindowTest, ALessonTitleIsShownPlainlyInTheWindowTitle) {
    QTemporaryDir dir;
    const QString folder = dir.filePath("titled");
    QDir().mkpath(folder);
    ASSERT_TRUE(write_text(folder + "/lesson.json", R"({"id": "titled", "title": "Ev[*]il \u202e<b>x</b>", "text": "lesson.md",
        "programs": [{"file": "demo.py", "title": "Demo"}], "marking": "marking.py",
        "tasks": [{"id": "t", "title": "t"}, {"id": "u", "title": "u"}]})"));
    ASSERT_TRUE(write_text(folder + "/lesson.md", "# Titled\n"));
    ASSERT_TRUE(write_text(folder + "/marking.py", ""));
    ASSERT_TRUE(write_text(folder + "/demo.py", "from bugbot import *\nconnect()\n"));
    MainWindow w;
    ASSERT_TRUE(w.open_target(folder)) << w.status_text().toStdString();
    const QString title = w.windowTitle();
    EXPECT_FALSE(title.contains(QChar(0x202e))) << title.toStdString();
    EXPECT_TRUE(title.contains("Ev[*][*]il")) << title.toStdString();  // Qt shows "[*][*]" as "[*]"
}

// Every message box that can hold a file name, a robot's name or the
// marker's words (the class marking dialog's details among them) is plain_message.
TEST_F(WindowTest, APlainMessageShowsMarkupAsWritten) {
    QString shown;
    Qt::TextFormat format = Qt::AutoText;
    QTimer::singleShot(0, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        shown = box->text();
        format = box->textFormat();
        box->done(QMessageBox::Close);
    });
    const QString details = QStringLiteral("mallory.py: 30 of 30 (marked)<br>honest.py: 0 of 30<!--\n") + kHostile;
    plain_message(nullptr, QMessageBox::Information, QStringLiteral("Submission"), details, QMessageBox::Close);
    EXPECT_EQ(format, Qt::PlainText);
    EXPECT_TRUE(shown.contains("<br>honest.py: 0 of 30<!--")) << shown.toStdString();
    EXPECT_FALSE(shown.contains(QChar(0x1b)) || shown.contains(QChar(0x202e))) << shown.toStdString();
}
