#include <QDir>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "studio/lesson_catalog.h"
#include "studio/workspace.h"

using namespace bugbot::studio;

TEST(LessonCatalog, ParsesBugbotLessonsJson) {
    QString error;
    const auto lessons = parse_lessons_json(R"([{"id":"attention","title":"How transformers work","track":"Robot club",
        "folder":"/x/lessons/attention","text":"lesson.md","programs":[{"file":"1-scores.py","title":"The scores"}],
        "tasks":[{"id":"weights","title":"Plot the weights"}]}])", &error);
    ASSERT_EQ(lessons.size(), 1) << error.toStdString();
    EXPECT_EQ(lessons[0].text_path(), "/x/lessons/attention/lesson.md");
    EXPECT_EQ(lessons[0].program_path(0), "/x/lessons/attention/1-scores.py");
    EXPECT_EQ(lessons[0].tasks[0].id, "weights");
    EXPECT_TRUE(parse_lessons_json("usage: bugbot ...", &error).isEmpty());
    EXPECT_FALSE(error.isEmpty());
}

TEST(LessonCatalog, ScansFoldersWhenTheCommandIsNotThere) {
    QTemporaryDir dir;
    QDir(dir.path()).mkpath("demo");
    QDir(dir.path()).mkpath("_private");
    write_text(dir.filePath("demo/2-b.py"), "");
    write_text(dir.filePath("demo/1-a.py"), "");
    write_text(dir.filePath("demo/text.md"), "# A demo lesson\n\nhello\n");
    write_text(dir.filePath("_private/x.py"), "");
    const auto lessons = scan_lessons(dir.path());
    ASSERT_EQ(lessons.size(), 1);
    EXPECT_EQ(lessons[0].id, "demo");
    EXPECT_EQ(lessons[0].title, "A demo lesson");
    ASSERT_EQ(lessons[0].programs.size(), 2);
    EXPECT_EQ(lessons[0].programs[0].file, "1-a.py");
    EXPECT_EQ(find_lesson(lessons, "demo"), 0);
    EXPECT_EQ(find_lesson(lessons, dir.filePath("demo")), 0);
    EXPECT_EQ(find_lesson(lessons, "nope"), -1);
}
