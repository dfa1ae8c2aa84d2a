// A real class on loopback: the server as a process, real TLS, real
// students' clients (ClassClient, the studio's), real marking.
#include <gtest/gtest.h>
#include <QJsonArray>
#include <QSignalSpy>
#include <QDir>
#include <QTemporaryDir>

#include "class_fixture.h"
#include "classroom/client.h"
#include "classroom/database.h"

using bugbot::classroom::ClassClient;
using bugbot::classroom::ClassDatabase;
using namespace classroom_test;

namespace {

constexpr int kStudents = 30;

struct Student {
    std::unique_ptr<ClassClient> client;
    QString id;
    QJsonObject marks;
};

// `count` students of the class list join; each submits the attention
// lesson's starter (every third its solution); all results arrive.
void a_class_submits(const QString& database) {
    QTemporaryDir dir;
    ServerProcess server(dir.filePath("server"), database, write_roster(dir.path(), kStudents));
    ASSERT_TRUE(server.start()) << server.log().toStdString();
    std::vector<Student> students(kStudents);
    for (int i = 0; i < kStudents; ++i) {
        students[i].client = std::make_unique<ClassClient>(dir.filePath(QStringLiteral("student%1").arg(i)));
        students[i].client->join(server.address(), server.code(), QStringLiteral("Student %1").arg(i + 1));
    }
    ASSERT_TRUE(wait_until(
        [&] {
            return std::all_of(students.begin(), students.end(),
                               [](const Student& s) { return s.client->state() == ClassClient::State::joined; });
        },
        30))
        << server.log().toStdString();
    for (int i = 0; i < kStudents; ++i) {
        Student& s = students[i];
        QObject::connect(s.client.get(), &ClassClient::result_arrived, [&s](const QString& id, const QJsonObject& m) {
            if (id == s.id) s.marks = m;
        });
        s.id = s.client->submit("attention", attention_program(i % 3 == 0));
    }
    ASSERT_TRUE(wait_until(
        [&] {
            return std::all_of(students.begin(), students.end(), [](const Student& s) { return !s.marks.isEmpty(); });
        },
        120))
        << server.log().toStdString();
    for (int i = 0; i < kStudents; ++i) {
        const QJsonObject& marks = students[i].marks;
        EXPECT_EQ(marks.value("status").toString(), "marked") << i;
        EXPECT_EQ(marks.value("max").toDouble(), 30.0);
        // The solution earns every mark on the hidden variations; the starter none.
        EXPECT_EQ(marks.value("score").toDouble(), i % 3 == 0 ? 30.0 : 0.0) << i;
        EXPECT_EQ(marks.value("runs").toArray().size(), 5) << i;
        EXPECT_EQ(students[i].client->waiting(), 0);
    }
}

}  // namespace

TEST(Class, ThirtyStudentsJoinSubmitAndGetTheirResultsOnSQLite) { a_class_submits({}); }

TEST(Class, ThirtyStudentsJoinSubmitAndGetTheirResultsOnPostgreSQL) {
    Postgres postgres;
    if (postgres.url().isEmpty()) GTEST_SKIP() << postgres.why_not().toStdString();
    a_class_submits(postgres.url());
}

TEST(Class, AServerWithAnotherCertificateIsRefusedAndToldWhy) {
    QTemporaryDir dir;
    ServerProcess real(dir.filePath("real")), fake(dir.filePath("fake"));
    ASSERT_TRUE(real.start() && fake.start()) << fake.log().toStdString();
    ClassClient client(dir.filePath("student"));
    client.join(fake.address(), real.code(), "Ada");  // the right code, a classmate's server
    ASSERT_TRUE(wait_until([&] { return client.state() == ClassClient::State::refused; }, 20));
    EXPECT_TRUE(client.refusal().contains("certificate does not match the code")) << client.refusal().toStdString();
    client.submit("attention", "print(1)");
    wait_until([] { return false; }, 0.5);
    EXPECT_FALSE(fake.log().contains("Ada"));  // it never heard the name
    EXPECT_EQ(client.waiting(), 1);  // nor got the program
}

// What waited for one class is never sent to the next class joined: it is set
// aside in left/, as Leave class does.
TEST(Class, JoiningAnotherClassSetsAsideWhatWaitedForTheOldOne) {
    QTemporaryDir dir;
    ClassClient client(dir.filePath("student"));
    client.set_retry_ms(60000);
    client.join("127.0.0.1:9", "AAAA-AAAA", "Ada");  // nothing listens: the submission waits
    client.submit("attention", "print(1)");
    ASSERT_EQ(client.waiting(), 1);
    client.join("127.0.0.1:9", "AAAA-AAAA", "Ada");  // the same class again: it still waits
    EXPECT_EQ(client.waiting(), 1);
    client.join("127.0.0.2:9", "BBBB-BBBB", "Ada");
    EXPECT_EQ(client.waiting(), 0);
    const QStringList left = QDir(dir.filePath("student/left")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    ASSERT_EQ(left.size(), 1);
    EXPECT_EQ(QDir(dir.filePath("student/left/" + left[0])).entryList({"*.json"}, QDir::Files).size(), 1);
    client.disconnect_from_class();
}

TEST(Class, OneStudentsTokenCannotReadAnothersResult) {
    QTemporaryDir dir;
    ServerProcess server(dir.filePath("server"), {}, write_roster(dir.path(), 2));
    ASSERT_TRUE(server.start()) << server.log().toStdString();
    ClassClient ada(dir.filePath("ada")), bob(dir.filePath("bob"));
    ada.join(server.address(), server.code(), "Student 1");
    bob.join(server.address(), server.code(), "Student 2");
    ASSERT_TRUE(wait_until(
        [&] { return ada.state() == ClassClient::State::joined && bob.state() == ClassClient::State::joined; }, 20));
    const QString id = ada.submit("attention", attention_program(false));
    ASSERT_TRUE(wait_until([&] { return !ada.result(id).isEmpty(); }, 60)) << server.log().toStdString();
    QSignalSpy unknown(&bob, &ClassClient::unknown), results(&bob, &ClassClient::result_arrived);
    bob.ask_result(id);
    ASSERT_TRUE(wait_until([&] { return unknown.count() == 1; }, 10));
    EXPECT_EQ(results.count(), 0);
    // The teacher's key reads the class: Ada's submission, with her mark.
    RawSocket teacher(server.address());
    ASSERT_TRUE(teacher.connected());
    teacher.send({{"v", 1}, {"type", "teacher"}, {"key", server.teacher_key()}});
    const QJsonArray submissions = teacher.next("class").value("submissions").toArray();
    ASSERT_EQ(submissions.size(), 1);
    EXPECT_EQ(submissions[0].toObject().value("student").toString(), "Student 1");
    // A student's token is not the teacher's key.
    RawSocket pretender(server.address());
    ASSERT_TRUE(pretender.connected());
    pretender.send({{"v", 1}, {"type", "class"}});
    EXPECT_TRUE(pretender.next("refused").value("reason").toString().contains("teacher's key"));
}

TEST(Class, ANameNotOnTheListWaitsUntilTheTeacherApprovesIt) {
    QTemporaryDir dir;
    ServerProcess server(dir.filePath("server"));
    ASSERT_TRUE(server.start()) << server.log().toStdString();
    ClassClient zoe(dir.filePath("zoe"));
    zoe.join(server.address(), server.code(), "Zoë");
    ASSERT_TRUE(wait_until([&] { return zoe.state() == ClassClient::State::waiting_for_teacher; }, 20));
    RawSocket teacher(server.address());
    ASSERT_TRUE(teacher.connected());
    teacher.send({{"v", 1}, {"type", "teacher"}, {"key", server.teacher_key()}});
    teacher.next("class");
    teacher.send({{"v", 1}, {"type", "approve"}, {"name", "Zoë"}});
    ASSERT_TRUE(wait_until([&] { return zoe.state() == ClassClient::State::joined; }, 10));
    EXPECT_EQ(teacher.next("class").value("students").toArray()[0].toObject().value("state").toString(), "approved");
    // The name asked for from a second PC: it waits; the first is not locked out.
    ClassClient second_pc(dir.filePath("zoe2"));
    second_pc.join(server.address(), server.code(), "Zoë");
    ASSERT_TRUE(wait_until([&] { return second_pc.state() == ClassClient::State::waiting_for_teacher; }, 10));
    zoe.disconnect_from_class();
    zoe.connect_to_class();
    ASSERT_TRUE(wait_until([&] { return zoe.state() == ClassClient::State::joined; }, 10));
}
