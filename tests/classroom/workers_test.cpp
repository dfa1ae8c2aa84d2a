// Marking on several machines (docs/class.md, "Marking on a school's
// machines"): a real PostgreSQL, a real server and two real workers (`bugbot
// class worker`), one killed with SIGKILL while it marks. Every submission is
// marked exactly once; with no worker left, the server marks by itself.
#include <gtest/gtest.h>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <map>

#include "class_fixture.h"
#include "classroom/client.h"
#include "classroom/database.h"
#include "build_paths.h"

using bugbot::classroom::ClassClient;
using bugbot::classroom::ClassDatabase;
using namespace classroom_test;

namespace {

// A lesson that costs one short run to mark (a real lesson, a real sandbox):
// a program that prints a number passes. Its folder under `root`.
QString write_quick_lesson(const QString& root) {
    const QString folder = root + "/quick";
    QDir().mkpath(folder);
    const std::pair<const char*, const char*> files[] = {
        {"lesson.json",
         R"({"id": "quick", "title": "A quick lesson", "text": "lesson.md", "marking": "marking.py",
             "tasks": [{"id": "prints", "title": "Print a number", "points": 1}], "variations": [{"seed": 1}]})"},
        {"lesson.md", "# Quick\n"},
        {"marking.py",
         "from bugbot_marking import task, passed, failed, numbers_in\n\n@task(\"prints\")\ndef prints(run):\n"
         "    return passed(\"a number\") if numbers_in(run.output) else failed(\"no number\")\n"}};
    for (const auto& [name, text] : files) {
        QFile file(folder + "/" + name);
        if (!file.open(QIODevice::WriteOnly)) return {};
        file.write(text);
    }
    return root;
}

// A submission that takes a second or so of CPU to mark (the sandbox's clock
// is the simulation's, so no sleep would do): long enough to be killed mid-job.
const QString kSlowProgram = "n = 0\nfor i in range(2000000):\n    n += i\nprint(4)\n";

// `bugbot-class worker` as a process, its output kept.
class WorkerProcess {
public:
    WorkerProcess(const QString& database, const QString& lessons) {
        process_.setProcessChannelMode(QProcess::MergedChannels);
        QObject::connect(&process_, &QProcess::readyRead, [this] { log_ += QString::fromUtf8(process_.readAll()); });
        process_.start(QString::fromStdString(bugbot::build_paths::program("bugbot-class")), {"worker", "--db", database, "--batch", "2", "--lessons", lessons});
    }
    ~WorkerProcess() {
        process_.terminate();
        if (!process_.waitForFinished(3000)) process_.kill(), process_.waitForFinished(3000);
    }
    bool ready() {
        return wait_until([this] { return log_.contains("class worker: ready"); }, 20);
    }
    void kill_hard() {
        process_.kill();
        process_.waitForFinished(5000);
    }
    void stop() {
        process_.terminate();
        process_.waitForFinished(5000);
    }
    // The rows of each "class worker: WHAT rows ..." line, in order.
    std::vector<std::vector<qint64>> rows(const QString& what) const {
        std::vector<std::vector<qint64>> lines;
        const QRegularExpression line("^class worker: " + what + " rows ([0-9 ]+)$",
                                      QRegularExpression::MultilineOption);
        for (auto it = line.globalMatch(log_); it.hasNext();) {
            lines.emplace_back();
            for (const QString& n : it.next().captured(1).split(' ', Qt::SkipEmptyParts))
                lines.back().push_back(n.toLongLong());
        }
        return lines;
    }
    QString log() const { return log_; }

private:
    QProcess process_;
    QString log_;
};

}  // namespace

TEST(ClassWorkers, TwoWorkersOneKilledMidJobMarkEverySubmissionOnceThenTheServerMarksAlone) {
    Postgres postgres;
    if (postgres.url().isEmpty()) GTEST_SKIP() << postgres.why_not().toStdString();
    QTemporaryDir dir;
    constexpr int kStudents = 4;
    const QString lessons = write_quick_lesson(dir.filePath("lessons"));
    ServerProcess server(dir.filePath("server"), postgres.url(), write_roster(dir.path(), kStudents));
    server.add_lessons(lessons);
    ASSERT_TRUE(server.start()) << server.log().toStdString();
    WorkerProcess first(postgres.url(), lessons), second(postgres.url(), lessons);
    ASSERT_TRUE(first.ready() && second.ready()) << first.log().toStdString() << second.log().toStdString();
    std::vector<std::unique_ptr<ClassClient>> clients;
    std::map<QString, int> results;
    QStringList ids;
    for (int i = 0; i < kStudents; ++i) {
        clients.push_back(std::make_unique<ClassClient>(dir.filePath(QStringLiteral("student%1").arg(i))));
        clients.back()->join(server.address(), server.code(), QStringLiteral("Student %1").arg(i + 1));
        QObject::connect(clients.back().get(), &ClassClient::result_arrived, [&](const QString& id) { ++results[id]; });
    }
    ASSERT_TRUE(wait_until(
        [&] {
            return std::all_of(clients.begin(), clients.end(),
                               [](const auto& c) { return c->state() == ClassClient::State::joined; });
        },
        20));
    for (auto& client : clients) ids << client->submit("quick", kSlowProgram);

    // Whichever worker takes first is killed while it marks.
    ASSERT_TRUE(wait_until([&] { return !first.rows("marking").empty() || !second.rows("marking").empty(); }, 20));
    WorkerProcess& killed = first.rows("marking").empty() ? second : first;
    WorkerProcess& survivor = &killed == &first ? second : first;
    killed.kill_hard();
    const std::vector<qint64> lost = killed.rows("marking").back();
    ASSERT_TRUE(wait_until([&] { return int(results.size()) == ids.size(); }, 60))
        << server.log().toStdString() << survivor.log().toStdString();

    // Each row's result stored once, by a worker (the server left the queue to them).
    std::map<qint64, int> stored;
    for (const WorkerProcess* worker : {&killed, &survivor})
        for (const auto& line : worker->rows("marked"))
            for (const qint64 row : line) ++stored[row];
    EXPECT_EQ(int(stored.size()), kStudents) << survivor.log().toStdString();
    for (const auto& [row, count] : stored) EXPECT_EQ(count, 1) << "row " << row;
    for (const qint64 row : lost) EXPECT_EQ(stored.count(row), 1u) << "the killed worker's row " << row;
    EXPECT_FALSE(server.log().contains("class: marked")) << server.log().toStdString();
    for (const auto& [id, count] : results) EXPECT_EQ(count, 1) << id.toStdString();
    QString error;
    auto db = ClassDatabase::open(postgres.url(), &error);
    ASSERT_TRUE(db) << error.toStdString();
    for (const auto& record : db->all_submissions()) {
        EXPECT_EQ(record.state, "marked");
        EXPECT_EQ(record.marks.value("status").toString(), "marked") << record.id.toStdString();
    }
    int taken_again = 0;
    for (const auto& record : db->all_submissions()) taken_again += record.attempts == 2;
    EXPECT_EQ(taken_again, int(lost.size()));

    // No worker left: the server marks by itself.
    survivor.stop();
    const QString last = clients.front()->submit("quick", "print(2)\n");
    ASSERT_TRUE(wait_until([&] { return results.count(last) == 1; }, 30)) << server.log().toStdString();
    EXPECT_TRUE(server.log().contains("class: marked 1 submissions")) << server.log().toStdString();
}
