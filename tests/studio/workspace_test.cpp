#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

#include "studio/workspace.h"

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
