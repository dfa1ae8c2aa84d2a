// The server's limits (docs/class.md, "Threat model"): one student's flood of
// submissions, one connection's flood of messages, more connections than the
// class takes. Each flood is refused with its reason while the others are served.
#include <gtest/gtest.h>
#include <QTemporaryDir>

#include "class_fixture.h"
#include "classroom/client.h"

using bugbot::classroom::ClassClient;
using namespace classroom_test;

namespace {

QJsonObject message(const QString& type, QJsonObject fields) {
    fields.insert("v", 1);
    fields.insert("type", type);
    return fields;
}

// A raw socket that joined as `name` (on the class list): welcomed.
std::unique_ptr<RawSocket> joined(const ServerProcess& server, const QString& name) {
    auto socket = std::make_unique<RawSocket>(server.address());
    if (!socket->connected()) return nullptr;
    socket->send(message("join", {{"code", server.code()}, {"name", name}}));
    return socket->next("welcome").isEmpty() ? nullptr : std::move(socket);
}

bool accepted(ClassClient& client, const QString& id) {
    bool got = false;
    QObject scope;  // the connection ends with this function
    QObject::connect(&client, &ClassClient::accepted, &scope, [&](const QString& which) { got = got || which == id; });
    return wait_until([&] { return got; }, 20);
}

}  // namespace

TEST(ClassLimits, AStudentsFloodOfSubmissionsIsRefusedWithAReasonWhileOthersAreServed) {
    QTemporaryDir dir;
    ServerProcess server(dir.filePath("server"), {}, write_roster(dir.path(), 2));
    ASSERT_TRUE(server.start()) << server.log().toStdString();
    ClassClient honest(dir.filePath("honest"));
    honest.join(server.address(), server.code(), "Student 2");
    auto flood = joined(server, "Student 1");
    ASSERT_TRUE(flood) << server.log().toStdString();
    ASSERT_TRUE(wait_until([&] { return honest.state() == ClassClient::State::joined; }, 20));
    // 25 at once (a lesson that does not exist: the marker refuses each quickly).
    for (int i = 0; i < 25; ++i)
        flood->send(message("submit", {{"id", QStringLiteral("flood-%1").arg(i, 4, 10, QLatin1Char('0'))},
                                       {"lesson", "no-such-lesson"},
                                       {"program", "pass"}}));
    ASSERT_TRUE(wait_until([&] { return flood->count("accepted") + flood->count("refused") == 25; }, 20));
    EXPECT_EQ(flood->count("accepted"), 20);  // the burst; then one each 3 s
    EXPECT_TRUE(flood->next("refused").value("reason").toString().contains("too many submissions"));
    EXPECT_FALSE(flood->closed());  // refused, not thrown out: the studio sends it again later
    const QString id = honest.submit("no-such-lesson", "pass");
    EXPECT_TRUE(accepted(honest, id)) << server.log().toStdString();
}

TEST(ClassLimits, AFloodOfMessagesIsRefusedAndClosedWhileOthersAreServed) {
    QTemporaryDir dir;
    ServerProcess server(dir.filePath("server"), {}, write_roster(dir.path(), 2));
    ASSERT_TRUE(server.start()) << server.log().toStdString();
    auto flood = joined(server, "Student 1");
    ASSERT_TRUE(flood) << server.log().toStdString();
    for (int i = 0; i < 60; ++i) flood->send(message("result", {{"id", "nothing-of-mine"}}));
    EXPECT_TRUE(flood->next("refused").value("reason").toString().contains("too many messages"));
    EXPECT_TRUE(wait_until([&] { return flood->closed(); }, 10));
    EXPECT_LT(flood->count("unknown"), 60);  // it was not answered to the end
    ClassClient honest(dir.filePath("honest"));
    honest.join(server.address(), server.code(), "Student 2");
    ASSERT_TRUE(wait_until([&] { return honest.state() == ClassClient::State::joined; }, 20));
    const QString id = honest.submit("no-such-lesson", "pass");
    EXPECT_TRUE(accepted(honest, id)) << server.log().toStdString();
}

TEST(ClassLimits, ConnectionsBeyondTheCapAreRefusedWithAReasonWhileThoseInAreServed) {
    constexpr int kCap = 8, kFlood = 12;
    QTemporaryDir dir;
    ServerProcess server(dir.filePath("server"), {}, write_roster(dir.path(), 2));
    server.add_arguments({"--max-connections", QString::number(kCap)});
    ASSERT_TRUE(server.start()) << server.log().toStdString();
    ClassClient honest(dir.filePath("honest"));
    honest.join(server.address(), server.code(), "Student 1");
    ASSERT_TRUE(wait_until([&] { return honest.state() == ClassClient::State::joined; }, 20));
    std::vector<std::unique_ptr<RawSocket>> flood;
    for (int i = 0; i < kFlood; ++i) flood.push_back(std::make_unique<RawSocket>(server.address()));
    // Before the strangers' 10 s to say who they are run out: the ones beyond the cap are closed.
    const auto closed = [&] {
        return int(std::count_if(flood.begin(), flood.end(), [](const auto& s) { return s->closed(); }));
    };
    ASSERT_TRUE(wait_until([&] { return closed() == kFlood - (kCap - 1); }, 8)) << closed();
    for (const auto& socket : flood) {
        if (socket->closed()) {
            EXPECT_TRUE(socket->next("refused", 0).value("reason").toString().contains("connections already"));
        }
    }
    const QString id = honest.submit("no-such-lesson", "pass");
    EXPECT_TRUE(accepted(honest, id)) << server.log().toStdString();
    flood.clear();  // the flood goes: the class takes students again
    ClassClient later(dir.filePath("later"));
    later.set_retry_ms(200);  // refused while the server still counts the flood: again soon
    later.join(server.address(), server.code(), "Student 2");
    EXPECT_TRUE(wait_until([&] { return later.state() == ClassClient::State::joined; }, 20))
        << later.refusal().toStdString();
}
