#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "studio/work/gradebook.h"
#include "studio/work/mark_result.h"

using namespace bugbot::studio;

TEST(MarkResult, ParsesTheMarkersJson) {
    MarkResult r;
    QString error;
    ASSERT_TRUE(parse_mark_result(R"({"lesson":"attention","submissions":[{"file":"starter.py","score":20,"max":30,"status":"marked",
        "tasks":[{"id":"weights","passed":true,"score":10,"feedback":"good"},{"id":"beat","passed":false,"score":0,"feedback":"off by 13 cm"}]}]})",
                                  &r, &error))
        << error.toStdString();
    ASSERT_EQ(r.submissions.size(), 1);
    EXPECT_EQ(r.submissions[0].tasks.size(), 2);
    EXPECT_FALSE(r.submissions[0].tasks[1].passed);
    EXPECT_FALSE(parse_mark_result("Traceback (most recent call last)", &r, &error));
    EXPECT_TRUE(error.contains("not JSON"));
    EXPECT_FALSE(parse_mark_result(R"({"lesson":"x"})", &r, &error));
}

TEST(Gradebook, StoresSubmissionsAndProgressSurvivesReopening) {
    QTemporaryDir dir;
    const QString path = dir.filePath("sub/gradebook.sqlite");
    SubmissionMark first{"starter.py", "marked", 10, 30, {{"weights", true, 10, "good"}, {"beat", false, 0, "not yet"}}, {}};
    SubmissionMark second{"starter.py", "marked", 20, 30, {{"weights", true, 10, ""}, {"beat", true, 10, "well done"}}, {}};
    qint64 id1 = 0;
    {
        Gradebook book(path);
        ASSERT_TRUE(book.ok()) << book.error().toStdString();
        id1 = book.add("attention", "starter.py", "print(1)\n", first);
        EXPECT_GT(id1, 0);
        EXPECT_GT(book.add("attention", "starter.py", "print(2)\n", second), id1);
        book.add("other", "a.py", "x", first);
    }
    Gradebook book(path);
    const auto subs = book.submissions("attention");
    ASSERT_EQ(subs.size(), 2);
    EXPECT_EQ(subs[0].source, "print(2)\n");  // newest first
    EXPECT_EQ(subs[1].mark.tasks.size(), 2);
    EXPECT_EQ(subs[1].mark.tasks[1].feedback, "not yet");
    const LessonProgress p = book.progress("attention");
    EXPECT_EQ(p.submissions, 2);
    EXPECT_EQ(p.tasks_passed, 2);
    EXPECT_DOUBLE_EQ(p.best_score, 20);
    EXPECT_EQ(book.submission(id1).source, "print(1)\n");
}

TEST(Gradebook, AnUnwritablePlaceSaysSo) {
    Gradebook book("/proc/no/such/place/gradebook.sqlite");
    EXPECT_FALSE(book.ok());
    EXPECT_TRUE(book.error().contains("gradebook"));
}

TEST(Gradebook, TheClasssMarksAreKeptOnceLabelledAsTheClasss) {
    QTemporaryDir dir;
    const QString path = dir.filePath("gradebook.sqlite");
    {  // a gradebook from before the class: its rows were marked here
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "old-gradebook");
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        QSqlQuery q(db);
        ASSERT_TRUE(q.exec("CREATE TABLE submissions (id INTEGER PRIMARY KEY AUTOINCREMENT, lesson TEXT NOT NULL,"
                           " file TEXT NOT NULL, submitted_at TEXT NOT NULL, source TEXT NOT NULL, status TEXT NOT NULL,"
                           " score REAL NOT NULL, max REAL NOT NULL, tasks TEXT NOT NULL)"));
        ASSERT_TRUE(q.exec("INSERT INTO submissions (lesson, file, submitted_at, source, status, score, max, tasks)"
                           " VALUES ('attention', 'starter.py', '2026-12-01T10:00:00.000', 'print(0)', 'marked', 0, 30,"
                           " '[]')"));
    }
    QSqlDatabase::removeDatabase("old-gradebook");
    Gradebook book(path);
    ASSERT_TRUE(book.ok()) << book.error().toStdString();
    const SubmissionMark mark{"", "marked", 30, 30, {{"weights", true, 10, "good"}}, {}};
    const qint64 id = book.add_class_marks("0b1c-class-id", "attention", "starter.py", "print(1)", mark);
    ASSERT_GT(id, 0) << book.error().toStdString();
    EXPECT_EQ(book.add_class_marks("0b1c-class-id", "attention", "starter.py", "print(1)", mark), id);  // once
    book.add("attention", "starter.py", "print(1)", mark);  // the practice marks, here
    const auto subs = book.submissions("attention");
    ASSERT_EQ(subs.size(), 3);
    EXPECT_EQ(subs[0].marked_by, kMarkedHere);
    EXPECT_EQ(subs[1].marked_by, kMarkedByClass);
    EXPECT_EQ(subs[1].class_id, "0b1c-class-id");
    EXPECT_EQ(subs[1].source, "print(1)");
    EXPECT_DOUBLE_EQ(subs[1].mark.score, 30);
    EXPECT_EQ(subs[2].marked_by, kMarkedHere);  // the old row
    EXPECT_EQ(book.progress("attention").submissions, 3);
}
