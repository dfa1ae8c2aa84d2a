// The class's database on both engines: a version-1 database is migrated with
// its rows kept; a submission is stored once; a token reads only its own.
#include <gtest/gtest.h>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QUrl>

#include "classroom/database.h"
#include "postgres_cluster.h"

using namespace bugbot::classroom;

namespace {

// One PostgreSQL cluster for every test of this program (tests/classroom/
// CMakeLists.txt runs them in one process): each test gets its own database.
class Cluster : public ::testing::Environment {
public:
    static classroom_test::Postgres* get() {
        if (!cluster) cluster = std::make_unique<classroom_test::Postgres>();
        return cluster.get();
    }
    void TearDown() override { cluster.reset(); }  // while the application still runs
    static inline std::unique_ptr<classroom_test::Postgres> cluster;
};
const auto* const kCluster = ::testing::AddGlobalTestEnvironment(new Cluster);

// The engines to test: SQLite always; PostgreSQL where it is installed.
class Engines : public ::testing::TestWithParam<const char*> {
protected:
    void SetUp() override {
        if (QString(GetParam()) == "sqlite") {
            location_ = dir_.filePath("class.sqlite");
            return;
        }
        if (Cluster::get()->url().isEmpty()) GTEST_SKIP() << Cluster::get()->why_not().toStdString();
        location_ = Cluster::get()->new_database();
        ASSERT_FALSE(location_.isEmpty()) << "createdb failed";
    }
    QTemporaryDir dir_;
    QString location_;
};

bool any_marking(const ClassDatabase& db) {
    const auto all = db.all_submissions();
    return std::any_of(all.begin(), all.end(), [](const SubmissionRecord& r) { return r.state == "marking"; });
}

// The server killed and started again: a new connection takes back what the
// old one was marking (on PostgreSQL once the old session has ended, which
// the database notices a moment after the close).
std::unique_ptr<ClassDatabase> restarted(std::unique_ptr<ClassDatabase> db, const QString& location) {
    db.reset();
    QString error;
    db = ClassDatabase::open(location, &error);
    EXPECT_TRUE(db) << error.toStdString();
    QElapsedTimer clock;
    clock.start();
    while (db && (db->requeue_interrupted(), any_marking(*db)) && clock.elapsed() < 5000) QThread::msleep(20);
    return db;
}

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
    const QString ada_token = db->join("Ada").token;
    const auto ada = db->student_for_token(ada_token);
    const auto bob = db->student_for_token(db->join("Bob").token);
    ASSERT_TRUE(ada && bob);
    EXPECT_TRUE(db->submit(ada->id, "ada-00001", "attention", "", "x = 1"));
    EXPECT_FALSE(db->submit(ada->id, "ada-00001", "attention", "", "x = 1"));  // a resend
    EXPECT_EQ(db->all_submissions().size(), 1u);
    EXPECT_TRUE(db->submission(ada->id, "ada-00001"));
    EXPECT_FALSE(db->submission(bob->id, "ada-00001"));
    // A name joined again (another PC) waits for the teacher.
    EXPECT_EQ(db->join("Ada").kind, JoinOutcome::pending);
    EXPECT_TRUE(db->student_for_token(ada_token));  // the first PC is not locked out
    EXPECT_TRUE(db->approve("Ada"));
    const JoinOutcome second = db->join("Ada");
    EXPECT_EQ(second.kind, JoinOutcome::welcome);
    EXPECT_FALSE(db->student_for_token(ada_token));  // the second PC's token replaces it
    EXPECT_TRUE(db->student_for_token(second.token));
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
        db = restarted(std::move(db), location_);
        ASSERT_TRUE(db);
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

// Markers on several machines share PostgreSQL's queue: what one marks no
// other takes, what a marker whose session ended was marking is taken again,
// and the server sees whether a worker is there.
TEST_P(Engines, MarkersSharingTheQueueTakeEachRowOnceAndTakeBackALostMarkersRows) {
    if (QString(GetParam()) == "sqlite") GTEST_SKIP() << "one marker on SQLite: the server";
    QString error;
    auto server = ClassDatabase::open(location_, &error);
    ASSERT_TRUE(server) << error.toStdString();
    server->list_students({"Ada"});
    const auto ada = server->student_for_token(server->join("Ada").token);
    for (int i = 1; i <= 4; ++i)
        ASSERT_TRUE(server->submit(ada->id, QStringLiteral("ada-0000%1").arg(i), "attention", "", "x = 1"));
    EXPECT_FALSE(server->workers_present());
    auto first = ClassDatabase::open(location_, &error), second = ClassDatabase::open(location_, &error);
    ASSERT_TRUE(first && second) << error.toStdString();
    ASSERT_TRUE(first->become_worker() && second->become_worker()) << first->last_error().toStdString();
    EXPECT_TRUE(server->workers_present());
    EXPECT_TRUE(server->take_jobs(10, 60000).empty());  // the server leaves fresh ones to the workers
    // ... and takes one that has waited (the workers busy or stuck), only that one.
    ASSERT_TRUE(server->submit(ada->id, "ada-00005", "attention", "", "x = 1"));
    {
        auto direct = QSqlDatabase::addDatabase("QPSQL", "aging");
        const QUrl url(location_);
        direct.setHostName(url.host());
        direct.setPort(url.port());
        direct.setUserName(url.userName());
        direct.setDatabaseName(url.path().mid(1));
        ASSERT_TRUE(direct.open());
        QSqlQuery query(direct);
        ASSERT_TRUE(
            query.exec("UPDATE submissions SET received_ms = received_ms - 120000 WHERE client_id = 'ada-00005'"));
    }
    QSqlDatabase::removeDatabase("aging");
    const auto waited = server->take_jobs(10, 60000);
    ASSERT_EQ(waited.size(), 1u);
    EXPECT_TRUE(server->record_result(waited[0].row, {{"status", "marked"}}));
    const auto taken_first = first->take_jobs(2);
    ASSERT_EQ(taken_first.size(), 2u);
    const auto taken_second = second->take_jobs(10);
    ASSERT_EQ(taken_second.size(), 2u);  // the other two, not the first's
    EXPECT_GT(taken_second.front().row, taken_first.back().row);
    EXPECT_EQ(server->requeue_interrupted(), 0);  // both markers are there: nothing is lost
    EXPECT_TRUE(second->record_result(taken_second[0].row, {{"status", "marked"}}));
    EXPECT_FALSE(first->record_result(taken_second[0].row, {{"status", "marked"}}));  // one result, ever
    // The first worker is gone (killed: its session ends): its two are taken again.
    first.reset();
    std::vector<MarkingJob> again;
    QElapsedTimer clock;
    clock.start();
    while (again.empty() && clock.elapsed() < 5000) {
        again = second->take_jobs(10);
        QThread::msleep(20);
    }
    ASSERT_EQ(again.size(), 2u);
    EXPECT_EQ(again[0].row, taken_first[0].row);
    EXPECT_EQ(again[0].attempts, 2);
    second.reset();
    clock.restart();
    while (server->workers_present() && clock.elapsed() < 5000) QThread::msleep(20);
    EXPECT_FALSE(server->workers_present());
}

INSTANTIATE_TEST_SUITE_P(Class, Engines, ::testing::Values("sqlite", "postgresql"));
