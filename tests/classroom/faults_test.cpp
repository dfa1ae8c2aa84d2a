// The class when things go wrong: the server killed mid-marking, a
// connection cut mid-upload, 200 hostile connections beside honest students.
#include <gtest/gtest.h>
#include <QJsonDocument>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTemporaryDir>

#include "class_fixture.h"
#include "classroom/client.h"
#include "classroom/database.h"
#include "classroom/protocol.h"

using bugbot::classroom::ClassClient;
using bugbot::classroom::ClassDatabase;
using namespace classroom_test;

namespace {

std::vector<std::unique_ptr<ClassClient>> join_class(const QTemporaryDir& dir, const ServerProcess& server,
                                                     const QString& address, int count) {
    std::vector<std::unique_ptr<ClassClient>> clients;
    for (int i = 0; i < count; ++i) {
        clients.push_back(std::make_unique<ClassClient>(dir.filePath(QStringLiteral("student%1").arg(i))));
        clients.back()->set_retry_ms(200);
        clients.back()->join(address, server.code(), QStringLiteral("Student %1").arg(i + 1));
    }
    return clients;
}

bool all_joined(const std::vector<std::unique_ptr<ClassClient>>& clients) {
    return std::all_of(clients.begin(), clients.end(),
                       [](const auto& c) { return c->state() == ClassClient::State::joined; });
}

}  // namespace

TEST(ClassFaults, AServerKilledMidMarkingMarksTheRestOnceAfterARestart) {
    QTemporaryDir dir;
    const QString data = dir.filePath("server");
    ServerProcess server(data, {}, write_roster(dir.path(), 6));
    ASSERT_TRUE(server.start()) << server.log().toStdString();
    auto clients = join_class(dir, server, server.address(), 6);
    ASSERT_TRUE(wait_until([&] { return all_joined(clients); }, 20));
    QStringList ids;
    std::map<QString, int> results;
    for (auto& client : clients) {
        QObject::connect(client.get(), &ClassClient::result_arrived, [&](const QString& id) { ++results[id]; });
        ids << client->submit("attention", attention_program(false));
    }
    // Killed while the marker holds submissions (the queue's state says so).
    QString error;
    auto db = ClassDatabase::open(data + "/class.sqlite", &error);
    ASSERT_TRUE(db) << error.toStdString();
    ASSERT_TRUE(wait_until(
        [&] {
            const auto all = db->all_submissions();
            return std::any_of(all.begin(), all.end(), [](const auto& r) { return r.state == "marking"; });
        },
        30));
    server.kill_hard();
    ASSERT_TRUE(server.start(server.port())) << server.log().toStdString();
    EXPECT_TRUE(server.log().contains("marking them again")) << server.log().toStdString();
    ASSERT_TRUE(wait_until([&] { return int(results.size()) == ids.size(); }, 60)) << server.log().toStdString();
    const auto all = db->all_submissions();
    ASSERT_EQ(int(all.size()), ids.size());  // no submission twice
    int marked_again = 0;
    for (const auto& record : all) {
        EXPECT_EQ(record.state, "marked");
        EXPECT_EQ(record.marks.value("status").toString(), "marked") << record.id.toStdString();
        marked_again += record.attempts == 2;
    }
    EXPECT_GE(marked_again, 1);  // the kill did stop a marking
    for (const auto& [id, count] : results) EXPECT_EQ(count, 1) << id.toStdString();
}

TEST(ClassFaults, AClientCutMidUploadSendsAgainAndIsCountedOnce) {
    QTemporaryDir dir;
    const QString data = dir.filePath("server");
    ServerProcess server(data, {}, write_roster(dir.path(), 1));
    ASSERT_TRUE(server.start()) << server.log().toStdString();
    Relay relay(server.port());
    auto clients = join_class(dir, server, relay.address(), 1);
    ClassClient& client = *clients.front();
    ASSERT_TRUE(wait_until([&] { return all_joined(clients); }, 20));
    // A program of 40 kB, cut after 20 kB of it went out.
    const QString program = attention_program(false) + "\n#" + QString(40000, 'x') + "\n";
    relay.cut_after(0);  // the next connection; this one goes on
    client.disconnect_from_class();
    relay.cut_after(20000);
    client.connect_to_class();
    ASSERT_TRUE(wait_until([&] { return client.state() == ClassClient::State::joined; }, 20));
    const QString id = client.submit("attention", program);
    ASSERT_TRUE(wait_until([&] { return relay.cuts() == 1; }, 20));
    EXPECT_EQ(client.waiting(), 1);  // kept
    ASSERT_TRUE(wait_until([&] { return !client.result(id).isEmpty(); }, 60)) << server.log().toStdString();
    // And a resend of what the class already has (its "accepted" lost) counts once too.
    client.submit("attention", program, {}, id);
    ASSERT_TRUE(wait_until([&] { return client.waiting() == 0; }, 20));
    QString error;
    auto db = ClassDatabase::open(data + "/class.sqlite", &error);
    ASSERT_TRUE(db) << error.toStdString();
    EXPECT_EQ(db->all_submissions().size(), 1u);
}

TEST(ClassFaults, HonestStudentsAreServedThrough200HostileConnections) {
    QTemporaryDir dir;
    ServerProcess server(dir.filePath("server"), {}, write_roster(dir.path(), 5));
    ASSERT_TRUE(server.start()) << server.log().toStdString();
    std::vector<std::unique_ptr<QTcpSocket>> slow;  // TCP, then silence
    std::vector<std::unique_ptr<RawSocket>> hostile;  // TLS WebSockets sending junk
    for (int i = 0; i < 80; ++i) {
        slow.push_back(std::make_unique<QTcpSocket>());
        slow.back()->connectToHost(QHostAddress::LocalHost, server.port());
        if (i % 2) slow.back()->write("GET / HTTP/1.1\r\n");  // a handshake that never ends
    }
    const QList<QByteArray> junk = {"{",
                                    "[]",
                                    "{\"v\":1,\"type\":\"submit\",\"id\":\"x\",\"admin\":1}",
                                    "{\"v\":1,\"type\":\"hello\",\"token\":\"guess\"}",
                                    QByteArray(300000, '{'),
                                    "\x00\x01\x02"};
    for (int i = 0; i < 120; ++i) hostile.push_back(std::make_unique<RawSocket>(server.address()));
    auto clients = join_class(dir, server, server.address(), 5);
    // On a loaded machine a handshake may outlast the server's 5 s for it: that
    // socket is closed by the server unheard, and is not judged below.
    std::vector<bool> sent(120, false);
    for (int i = 0; i < 120; ++i) {
        if (hostile[i]->connected(5)) hostile[i]->send_text(junk[i % junk.size()]), sent[i] = true;
    }
    ASSERT_GT(std::count(sent.begin(), sent.end(), true), 60);
    ASSERT_TRUE(wait_until([&] { return all_joined(clients); }, 30)) << server.log().toStdString();
    QStringList ids;
    for (auto& client : clients) ids << client->submit("attention", attention_program(false));
    ASSERT_TRUE(wait_until(
        [&] {
            for (int i = 0; i < 5; ++i)
                if (clients[i]->result(ids[i]).isEmpty()) return false;
            return true;
        },
        60))
        << server.log().toStdString();
    // Every hostile WebSocket was closed, each for what it sent (not by the
    // timeout every stranger gets): refused with a reason, or the message too big.
    EXPECT_TRUE(wait_until(
        [&] { return std::all_of(hostile.begin(), hostile.end(), [](const auto& h) { return h->closed(); }); }, 30));
    for (int i = 0; i < 120; ++i) {
        if (!sent[i]) continue;
        if (junk[i % junk.size()].size() > bugbot::classroom::kMaxMessageBytes)
            EXPECT_EQ(hostile[i]->socket.closeCode(), QWebSocketProtocol::CloseCodeTooMuchData) << i;
        else EXPECT_FALSE(hostile[i]->next("refused", 1).value("reason").toString().isEmpty()) << i;
    }
    // The silent ones timed out.
    EXPECT_TRUE(wait_until(
        [&] {
            return std::all_of(slow.begin(), slow.end(),
                               [](const auto& s) { return s->state() == QAbstractSocket::UnconnectedState; });
        },
        15));
}
