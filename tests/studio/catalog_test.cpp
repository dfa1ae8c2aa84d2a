// The studio's lessons come from the marker's loader (lessons/lesson.h); these
// tests check the mapping to the studio's Lesson and the folder cases the
// window relies on.
#include <QDir>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "lessons/lesson_translation.h"
#include "studio/work/lesson_catalog.h"
#include "studio/work/paths.h"
#include "studio/work/workspace.h"

using namespace bugbot;
using namespace bugbot::studio;

namespace {

// A small valid lesson folder with its own world.
void write_lesson(const QString& folder, const QString& world = "box") {
    QDir().mkpath(folder + "/worlds");
    write_text(folder + "/lesson.json", QStringLiteral(R"({
  "id": "demo", "title": "A demo lesson", "track": "Club", "order": 3, "text": "text.md",
  "programs": [{"file": "2-b.py", "title": "Second"}, {"file": "1-a.py"}],
  "starter": "1-a.py", "solution": "solution/a.py", "marking": "marking.py", "world": "%1",
  "tasks": [{"id": "t1", "title": "Do one thing"}, {"id": "t2", "title": "Do another", "points": 2}]
})").arg(world));
    write_text(folder + "/text.md", "# A demo lesson\n");
    write_text(folder + "/1-a.py", "");
    write_text(folder + "/2-b.py", "");
    QDir().mkpath(folder + "/solution");
    write_text(folder + "/solution/a.py", "");
    write_text(folder + "/marking.py", "");
    write_text(folder + "/worlds/box.json", "{}");
}

}  // namespace

TEST(LessonCatalog, MapsTheMarkersLesson) {
    marking::Lesson m;
    m.id = "attention";
    m.title = "How transformers work";
    m.track = "Robot club";
    m.folder = "/x/lessons/attention";
    m.text = "lesson.md";
    m.programs = {{"1-scores.py", "The scores"}, {"2-values.py", ""}};
    m.starter = "starter.py";
    m.solution = "solution/attention.py";
    m.tasks = {{"weights", "Plot the weights", 10}};
    m.world = "sub/room.json";
    const Lesson l = from_marking(m);
    EXPECT_EQ(l.id, "attention");
    EXPECT_EQ(l.title, "How transformers work");
    EXPECT_EQ(l.track, "Robot club");
    EXPECT_EQ(l.text_path(), "/x/lessons/attention/lesson.md");
    ASSERT_EQ(l.programs.size(), 2);
    EXPECT_EQ(l.program_path(0), "/x/lessons/attention/1-scores.py");
    EXPECT_EQ(l.programs[0].title, "The scores");
    EXPECT_EQ(l.programs[1].title, "2-values.py");  // no title: the file's name
    EXPECT_EQ(l.path(l.starter), "/x/lessons/attention/starter.py");
    EXPECT_EQ(l.path(l.solution), "/x/lessons/attention/solution/attention.py");
    ASSERT_EQ(l.tasks.size(), 1);
    EXPECT_EQ(l.tasks[0].id, "weights");
    EXPECT_EQ(l.tasks[0].title, "Plot the weights");
    // The world, resolved as `bugbot run --world` takes it.
    EXPECT_EQ(l.world, "/x/lessons/attention/sub/room.json");
    m.world = "pillar";  // a named world, not the lesson's own: the shared worlds folder
    EXPECT_EQ(from_marking(m).world, installed_data_dir() + "/worlds/pillar.json");
    m.world = "";
    EXPECT_EQ(from_marking(m).world, "");
}

TEST(LessonCatalog, LoadsAFolderWithTheMarkersChecks) {
    QTemporaryDir dir;
    write_lesson(dir.filePath("demo"));
    QStringList problems;
    const auto l = load_lesson(dir.filePath("demo"), &problems);
    ASSERT_TRUE(l) << problems.join('\n').toStdString();
    EXPECT_EQ(l->title, "A demo lesson");
    EXPECT_EQ(l->folder, QDir(dir.filePath("demo")).absolutePath());
    ASSERT_EQ(l->programs.size(), 2);
    EXPECT_EQ(l->programs[0].file, "2-b.py");  // the lesson's order, not the files'
    EXPECT_EQ(l->programs[1].title, "1-a.py");
    EXPECT_EQ(l->world, dir.filePath("demo/worlds/box.json"));  // the lesson's own world first
    EXPECT_EQ(l->tasks.size(), 2);
    // Its lesson.json names the same lesson.
    EXPECT_TRUE(load_lesson(dir.filePath("demo/lesson.json")));

    // A folder that is not a lesson, and a lesson naming a file that is not there: why, with the file.
    problems.clear();
    QDir().mkpath(dir.filePath("scripts"));
    write_text(dir.filePath("scripts/a.py"), "");
    EXPECT_FALSE(load_lesson(dir.filePath("scripts"), &problems));
    ASSERT_FALSE(problems.isEmpty());
    EXPECT_TRUE(problems[0].contains("scripts/lesson.json")) << problems[0].toStdString();
    QFile::remove(dir.filePath("demo/marking.py"));
    problems.clear();
    EXPECT_FALSE(load_lesson(dir.filePath("demo"), &problems));
    ASSERT_FALSE(problems.isEmpty());
    EXPECT_TRUE(problems.join('\n').contains("marking.py")) << problems.join('\n').toStdString();
}

TEST(LessonCatalog, AReaderOfATranslationGetsItsPrograms) {
    QTemporaryDir dir;
    const QString folder = dir.filePath("demo");
    write_lesson(folder);
    write_text(folder + "/lesson.de.json", R"({"title": "Eine Demo", "programs": {"2-b.py": "Zweites"}})");
    QDir().mkpath(folder + "/de");
    write_text(folder + "/de/2-b.py", "# Zweites\n");  // 1-a.py, the starter, is not translated
    const auto english = marking::load_lesson(folder.toStdString());
    ASSERT_TRUE(english.lesson);
    const marking::Lesson german = marking::translated(*english.lesson, "de");
    ASSERT_EQ(german.programs.size(), 2);
    EXPECT_EQ(german.programs[0].file, "de/2-b.py");
    EXPECT_EQ(german.programs[0].title, "Zweites");
    EXPECT_EQ(german.programs[1].file, "1-a.py");  // what is not translated stays English
    EXPECT_EQ(german.starter, "1-a.py");
    write_text(folder + "/de/1-a.py", "# Du bist dran\n");
    EXPECT_EQ(marking::translated(*english.lesson, "de").starter, "de/1-a.py");
    // English, and a language with no translation, keep the lesson's own files.
    EXPECT_EQ(marking::translated(*english.lesson, "en").programs[0].file, "2-b.py");
    EXPECT_EQ(marking::translated(*english.lesson, "fr").programs[0].file, "2-b.py");
}

TEST(LessonCatalog, ListsAFolderOfLessons) {
    QTemporaryDir dir;
    write_lesson(dir.filePath("demo"));
    QDir().mkpath(dir.filePath("_private"));
    write_text(dir.filePath("_private/x.py"), "");
    QDir().mkpath(dir.filePath("broken"));
    write_text(dir.filePath("broken/lesson.json"), "{ not json");
    QStringList problems;
    const auto lessons = load_lessons(dir.path(), &problems);
    ASSERT_EQ(lessons.size(), 1);
    EXPECT_EQ(lessons[0].id, "demo");
    ASSERT_EQ(problems.size(), 1) << problems.join('\n').toStdString();
    EXPECT_TRUE(problems[0].contains("broken/lesson.json:1")) << problems[0].toStdString();
    EXPECT_EQ(find_lesson(lessons, "demo"), 0);
    EXPECT_EQ(find_lesson(lessons, dir.filePath("demo")), 0);
    EXPECT_EQ(find_lesson(lessons, dir.filePath("demo/lesson.json")), 0);
    EXPECT_EQ(find_lesson(lessons, "nope"), -1);
}

TEST(LessonCatalog, TheRealLessonsAllLoad) {
    QStringList problems;
    const auto lessons = load_lessons(installed_lessons_dir(), &problems);
    EXPECT_GE(lessons.size(), 8) << problems.join('\n').toStdString();
    ASSERT_FALSE(lessons.isEmpty());
    EXPECT_EQ(lessons[0].id, "attention");  // order 0
    for (const Lesson& l : lessons) {
        EXPECT_FALSE(l.programs.isEmpty()) << l.id.toStdString();
        EXPECT_TRUE(QFileInfo::exists(l.text_path())) << l.id.toStdString();
    }
}
