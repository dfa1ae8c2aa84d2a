// The class's database on both engines: a version-1 database is migrated with
// its rows kept; a submission is stored once; a token reads only its own.
#include <gtest/gtest.h>
#include <QJsonArray>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

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
        // Marked as version 1 marked it: the score only in the result's JSON.
        QSqlQuery marked(QSqlDatabase::database(old->connection()));
        ASSERT_TRUE(marked.exec(
            "UPDATE submissions SET state = 'marked', marked_ms = 1, result = '{\"score\":20,\"max\":30}'"));
    }
    auto db = ClassDatabase::open(location_, &error);
    ASSERT_TRUE(db) << error.toStdString();
    EXPECT_EQ(db->schema_version(), kSchemaVersion);
    const auto records = db->all_submissions();
    ASSERT_EQ(records.size(), 1u);
    EXPECT_EQ(records[0].student, "Ada");
    EXPECT_EQ(records[0].attempts, 0);  // version 2's column, on a row of version 1
    // Version 3's score columns, filled from the result by the migration.
    const Board board = db->board();
    ASSERT_EQ(board.students.size(), 1u);
    ASSERT_EQ(board.students[0].cells.size(), 1u);
    EXPECT_EQ(board.students[0].cells[0].counted.score, 20);
    EXPECT_EQ(board.students[0].cells[0].counted.out_of, 30);
}

TEST_P(Engines, AVersionTwoQueueIsStillTakenAfterTheUpgrade) {
    QString error;
    {
        auto old = ClassDatabase::open(location_, &error, 2);
        ASSERT_TRUE(old) << error.toStdString();
        old->list_students({"Ada"});
        ASSERT_TRUE(old->submit(old->student_for_token(old->join("Ada").token)->id, "first-submission", "attention", "",
                                "x = 1"));
    }
    auto db = ClassDatabase::open(location_, &error);
    ASSERT_TRUE(db) << error.toStdString();
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

namespace {

struct BoardClass {
    std::unique_ptr<ClassDatabase> db;
    qint64 ada = 0, bob = 0;
};

// Ada: attention three times marked (10, 25, 15 of 30) and once waiting; Bob: 8.1 once.
BoardClass a_marked_class(const QString& location) {
    QString error;
    BoardClass c;
    c.db = ClassDatabase::open(location, &error);
    if (!c.db) return c;
    c.db->list_students({"Ada", "Bob", "Cleo"});
    c.ada = c.db->student_for_token(c.db->join("Ada").token)->id;
    c.bob = c.db->student_for_token(c.db->join("Bob").token)->id;
    const std::vector<std::tuple<qint64, QString, QString, double>> attempts = {{c.ada, "ada-first", "attention", 10},
                                                                                {c.ada, "ada-second", "attention", 25},
                                                                                {c.ada, "ada-third", "attention", 15},
                                                                                {c.bob, "bob-first", "8.1", 3}};
    for (const auto& [student, id, lesson, score] : attempts) {
        c.db->submit(student, id, lesson, "", "print('" + id + "')");
        for (const MarkingJob& job : c.db->take_jobs(1))
            c.db->record_result(job.row,
                                {{"status", "marked"},
                                 {"score", score},
                                 {"max", 30},
                                 {"tasks", QJsonArray{QJsonObject{{"title", "Plot"}, {"score", score}, {"max", 30}}}},
                                 {"notes", QJsonArray{"note of " + id}}});
    }
    c.db->submit(c.ada, "ada-fourth", "attention", "", "print('waiting')");
    return c;
}

const BoardCell* cell_of(const Board& board, const QString& student, const QString& lesson) {
    for (const BoardStudent& s : board.students)
        if (s.name == student)
            for (const BoardCell& cell : s.cells)
                if (cell.lesson == lesson) return &cell;
    return nullptr;
}

}  // namespace

TEST_P(Engines, TheBoardCountsTheBestOrTheLastMarkedAttempt) {
    BoardClass c = a_marked_class(location_);
    ASSERT_TRUE(c.db);
    Board board = c.db->board();
    EXPECT_EQ(board.counted, CountedAttempt::best);
    ASSERT_EQ(board.students.size(), 3u);
    EXPECT_EQ(board.students[2].name, "Cleo");
    EXPECT_TRUE(board.students[2].cells.empty());  // has not submitted
    EXPECT_EQ(board.students[2].last_attempt_ms, 0);
    const BoardCell* ada = cell_of(board, "Ada", "attention");
    ASSERT_TRUE(ada);
    EXPECT_EQ(ada->attempts, 4);
    EXPECT_EQ(ada->counted.id, "ada-second");
    EXPECT_EQ(ada->counted.score, 25);
    ASSERT_EQ(ada->counted.tasks.size(), 1u);
    EXPECT_EQ(ada->counted.tasks[0].task, "Plot");
    EXPECT_EQ(ada->counted.notes, QStringList{"note of ada-second"});
    EXPECT_GT(board.students[0].last_attempt_ms, 0);
    EXPECT_EQ(cell_of(board, "Bob", "8.1")->counted.score, 3);
    EXPECT_EQ(board.lessons, (QStringList{"8.1", "attention"}));

    c.db->set_counted(CountedAttempt::last);
    board = c.db->board();
    EXPECT_EQ(board.counted, CountedAttempt::last);
    EXPECT_EQ(cell_of(board, "Ada", "attention")->counted.id, "ada-third");  // the newest marked one

    // Of equal best scores, the newest counts.
    c.db->set_counted(CountedAttempt::best);
    for (const MarkingJob& job : c.db->take_jobs(1)) c.db->record_result(job.row, {{"score", 25}, {"max", 30}});
    EXPECT_EQ(cell_of(c.db->board(), "Ada", "attention")->counted.id, "ada-fourth");
}

TEST_P(Engines, AHistoryHasEveryAttemptWithItsProgramCommentAndRecord) {
    BoardClass c = a_marked_class(location_);
    ASSERT_TRUE(c.db);
    EXPECT_EQ(c.db->set_comment("Ada", "ada-second", "Good: now line 12"), c.ada);
    EXPECT_EQ(c.db->set_comment("Bob", "ada-second", "not Bob's"), 0);
    const auto rows = c.db->records_to_make(10);
    ASSERT_EQ(rows.size(), 4u);  // each marked attempt, not the one waiting
    c.db->store_record(rows[1].row, qCompress("{\"e\":\"world\"}\n"), 14, {});
    c.db->store_record(rows[2].row, {}, 0, "the run left no record");
    EXPECT_EQ(c.db->records_to_make(10).size(), 2u);

    const auto history = c.db->history("Ada", "attention");
    ASSERT_TRUE(history);
    ASSERT_EQ(history->attempts.size(), 4u);
    const QStringList ids{"ada-first", "ada-second", "ada-third", "ada-fourth"};
    for (int i = 0; i < 4; ++i) {
        EXPECT_EQ(history->attempts[i].id, ids[i]);
        EXPECT_EQ(history->attempts[i].program, "print('" + (i < 3 ? ids[i] : QString("waiting")) + "')");
        EXPECT_EQ(history->attempts[i].has_record, i == 1) << i;
    }
    EXPECT_EQ(history->attempts[1].comment, "Good: now line 12");
    EXPECT_EQ(history->attempts[3].state, "queued");
    EXPECT_EQ(qUncompress(*c.db->record("Ada", "ada-second")), "{\"e\":\"world\"}\n");
    EXPECT_FALSE(c.db->record("Bob", "ada-second"));
    EXPECT_FALSE(c.db->record("Ada", "ada-third"));  // its run left none
    EXPECT_TRUE(c.db->history("Cleo", "attention")->attempts.empty());
    EXPECT_FALSE(c.db->history("Nobody", "attention"));
    const auto comments = c.db->comments(c.ada);
    ASSERT_EQ(comments.size(), 1u);
    EXPECT_EQ(comments[0].first, "ada-second");
}

TEST_P(Engines, HandOutsReachTheirStudentsAndDeadlinesAreKept) {
    BoardClass c = a_marked_class(location_);
    ASSERT_TRUE(c.db);
    const QString everyone = c.db->add_hand_out({{}, "attention", {}, {}, {}, 0});
    const QString bobs = c.db->add_hand_out({{}, "8.2", "A start", "print(1)\n", {"Bob"}, 1'900'000'000'000});
    EXPECT_FALSE(everyone.isEmpty());
    EXPECT_FALSE(bobs.isEmpty());
    EXPECT_TRUE(c.db->add_hand_out({{}, "8.2", {}, {}, {"Nobody"}, 0}).isEmpty());
    EXPECT_TRUE(c.db->last_error().contains("Nobody"));
    ASSERT_EQ(c.db->hand_outs_for(c.ada).size(), 1u);
    const auto for_bob = c.db->hand_outs_for(c.bob);
    ASSERT_EQ(for_bob.size(), 2u);
    EXPECT_EQ(for_bob[1].id, bobs);
    EXPECT_EQ(for_bob[1].program, "print(1)\n");
    EXPECT_EQ(for_bob[1].deadline_ms, 1'900'000'000'000);
    EXPECT_TRUE(for_bob[1].students.isEmpty());  // a student is not told who else has it
    const auto all = c.db->hand_outs();
    ASSERT_EQ(all.size(), 2u);
    EXPECT_EQ(all[1].students, QStringList{"Bob"});
    EXPECT_EQ(c.db->deadline("8.2"), 1'900'000'000'000);
    c.db->set_deadline("8.2", 0);
    EXPECT_EQ(c.db->deadline("8.2"), 0);
    c.db->set_deadline("attention", 5);
    EXPECT_EQ(c.db->deadline("attention"), 5);
    // The board lists the lessons handed out first, in their order.
    EXPECT_EQ(c.db->board().lessons, (QStringList{"attention", "8.2", "8.1"}));
}
