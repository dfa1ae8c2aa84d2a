// The class's database on both engines: a version-1 database is migrated with
// its rows kept; a submission is stored once; a token reads only its own.
#include <gtest/gtest.h>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include "classroom/database.h"
#include "postgres_cluster.h"

using namespace bugbot::classroom;

namespace {

// The engines to test: SQLite always; PostgreSQL where it is installed.
class Engines : public ::testing::TestWithParam<const char*> {
protected:
    void SetUp() override {
        if (QString(GetParam()) == "sqlite") {
            location_ = dir_.filePath("class.sqlite");
            return;
        }
        postgres_ = std::make_unique<classroom_test::Postgres>();
        if (postgres_->url().isEmpty()) GTEST_SKIP() << postgres_->why_not().toStdString();
        location_ = postgres_->url();
    }
    QTemporaryDir dir_;
    std::unique_ptr<classroom_test::Postgres> postgres_;
    QString location_;
};

}  // namespace

TEST_P(Engines, AnOldDatabaseIsUpgradedWithItsRowsKept) {
    QString error;
    {
        auto old = ClassDatabase::open(location_, &error, 1);  // as the first release left it
        ASSERT_TRUE(old) << error.toStdString();
        EXPECT_EQ(old->schema_version(), 1);
        old->list_students({"Ada"});
        const JoinOutcome ada = old->join("Ada");
        ASSERT_EQ(ada.kind, JoinOutcome::welcome);
        ASSERT_TRUE(old->submit(old->student_for_token(ada.token)->id, "first-submission", "attention", "", "x = 1"));
    }
    auto db = ClassDatabase::open(location_, &error);
    ASSERT_TRUE(db) << error.toStdString();
    EXPECT_EQ(db->schema_version(), kSchemaVersion);
    const auto records = db->all_submissions();
    ASSERT_EQ(records.size(), 1u);
    EXPECT_EQ(records[0].student, "Ada");
    EXPECT_EQ(records[0].attempts, 0);  // version 2's column, on a row of version 1
    const auto jobs = db->take_jobs(10);
    ASSERT_EQ(jobs.size(), 1u);
    EXPECT_EQ(db->all_submissions()[0].attempts, 1);
}

TEST_P(Engines, ASubmissionIsStoredOnceAndReadOnlyByItsStudent) {
    QString error;
    auto db = ClassDatabase::open(location_, &error);
    ASSERT_TRUE(db) << error.toStdString();
    db->list_students({"Ada", "Bob"});
    const auto ada = db->student_for_token(db->join("Ada").token);
    const auto bob = db->student_for_token(db->join("Bob").token);
    ASSERT_TRUE(ada && bob);
    EXPECT_TRUE(db->submit(ada->id, "ada-00001", "attention", "", "x = 1"));
    EXPECT_FALSE(db->submit(ada->id, "ada-00001", "attention", "", "x = 1"));  // a resend
    EXPECT_EQ(db->all_submissions().size(), 1u);
    EXPECT_TRUE(db->submission(ada->id, "ada-00001"));
    EXPECT_FALSE(db->submission(bob->id, "ada-00001"));
    // A name joined again (another PC) waits for the teacher; its old token still works.
    EXPECT_EQ(db->join("Ada").kind, JoinOutcome::pending);
    EXPECT_TRUE(db->approve("Ada"));
    EXPECT_EQ(db->join("Ada").kind, JoinOutcome::welcome);
    EXPECT_EQ(db->join("Mallory").kind, JoinOutcome::pending);  // not on the list
}

TEST_P(Engines, WhatAKilledServerWasMarkingIsQueuedAgainThenGivenUp) {
    QString error;
    auto db = ClassDatabase::open(location_, &error);
    ASSERT_TRUE(db) << error.toStdString();
    db->list_students({"Ada"});
    const auto ada = db->student_for_token(db->join("Ada").token);
    ASSERT_TRUE(db->submit(ada->id, "ada-00001", "attention", "", "x = 1"));
    for (int attempt = 1; attempt <= kMaxMarkingAttempts; ++attempt) {
        ASSERT_EQ(db->take_jobs(10).size(), 1u) << attempt;
        EXPECT_TRUE(db->take_jobs(10).empty());  // being marked: not taken twice
        db->requeue_interrupted();  // the server was killed and started again
    }
    const auto record = db->submission(ada->id, "ada-00001");
    EXPECT_EQ(record->state, "marked");
    EXPECT_EQ(record->marks.value("status").toString(), "error");
    db->record_result(1, {{"status", "marked"}});  // a late marker's answer changes nothing
    EXPECT_EQ(db->submission(ada->id, "ada-00001")->marks.value("status").toString(), "error");
}

TEST_P(Engines, WhatTheMarkerCouldNotMarkIsTakenAgainWithItsAttemptsCounted) {
    QString error;
    auto db = ClassDatabase::open(location_, &error);
    ASSERT_TRUE(db) << error.toStdString();
    db->list_students({"Ada"});
    const auto ada = db->student_for_token(db->join("Ada").token);
    ASSERT_TRUE(db->submit(ada->id, "ada-00001", "attention", "de", "x = 1"));
    auto jobs = db->take_jobs(10);
    ASSERT_EQ(jobs.size(), 1u);
    EXPECT_EQ(jobs[0].attempts, 1);
    EXPECT_EQ(jobs[0].language, "de");
    db->requeue(jobs[0].row);
    jobs = db->take_jobs(10);
    ASSERT_EQ(jobs.size(), 1u);
    EXPECT_EQ(jobs[0].attempts, 2);
}

INSTANTIATE_TEST_SUITE_P(Class, Engines, ::testing::Values("sqlite", "postgresql"));
