// DNS-SD: a real server announces its class through a real avahi-daemon (the
// system's, or a private one on a private D-Bus); the studio's finder lists
// it with its name and address; a student joins at that address. And with no
// avahi-daemon, the class works the same and the finder says why it has no list.
#include <gtest/gtest.h>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

#include "avahi_daemon.h"
#include "class_fixture.h"
#include "classroom/client.h"
#include "classroom/dns_sd.h"

using bugbot::classroom::ClassClient;
using bugbot::classroom::ClassFinder;
using namespace classroom_test;

namespace {

const bugbot::classroom::FoundClass* find(const ClassFinder& finder, const QString& name) {
    for (const auto& found : finder.classes())
        if (found.name == name) return &found;
    return nullptr;
}

}  // namespace

TEST(DnsSd, AnAnnouncedClassIsFoundWithItsNameAndAddressAndJoinedThere) {
    AvahiDaemon avahi;
    if (!avahi.usable()) {
        std::printf("skipped: %s\n", qPrintable(avahi.why_not()));
        GTEST_SKIP() << avahi.why_not().toStdString();
    }
    QTemporaryDir dir;
    const QString name = QStringLiteral("Room 4 · Ms Hopper %1").arg(QCoreApplication::applicationPid());
    ServerProcess server(dir.filePath("server"), {}, write_roster(dir.path(), 1));
    server.set_listen_address("0.0.0.0");  // a loopback class is not announced: nobody else could reach it
    server.add_arguments({"--name", name});
    ASSERT_TRUE(server.start()) << server.log().toStdString();
    ClassFinder finder;
    ASSERT_TRUE(wait_until([&] { return find(finder, name) || !finder.unavailable().isEmpty(); }, 20))
        << server.log().toStdString();
    ASSERT_EQ(finder.unavailable(), "");
    EXPECT_TRUE(
        wait_until([&] { return server.log().contains("announced on the LAN as"); }, 10))  // its log comes later
        << server.log().toStdString();
    const QString address = find(finder, name)->address;
    EXPECT_TRUE(address.endsWith(QStringLiteral(":%1").arg(server.port()))) << address.toStdString();

    // The TXT record, read by avahi's own browser: the version, and no secret.
    QProcess browse;
    browse.start("avahi-browse", {"--resolve", "--parsable", "--terminate", bugbot::classroom::kServiceType});
    ASSERT_TRUE(browse.waitForFinished(15000));
    const QString listed = QString::fromUtf8(browse.readAllStandardOutput());
    EXPECT_TRUE(listed.contains(QStringLiteral(";%1;\"v=1\"").arg(server.port()))) << listed.toStdString();
    EXPECT_FALSE(listed.contains(server.code())) << listed.toStdString();
    EXPECT_FALSE(listed.contains(server.code().left(4))) << listed.toStdString();

    ClassClient student(dir.filePath("student"));
    student.join(address, server.code(), "Student 1");
    ASSERT_TRUE(wait_until([&] { return student.state() == ClassClient::State::joined; }, 20))
        << student.refusal().toStdString();

    // A server killed outright is withdrawn: the daemon drops what its D-Bus connection announced.
    server.kill_hard();
    EXPECT_TRUE(wait_until([&] { return !find(finder, name); }, 20));
}

TEST(DnsSd, WithoutAvahiTheClassWorksAndTheFinderSaysWhyThereIsNoList) {
    QTemporaryDir dir;
    // A system bus that is not there: as on a machine without D-Bus or avahi-daemon.
    qputenv("DBUS_SYSTEM_BUS_ADDRESS", "unix:path=" + dir.filePath("no-bus").toUtf8());
    ServerProcess server(dir.filePath("server"), {}, write_roster(dir.path(), 1));
    server.set_listen_address("0.0.0.0");
    ASSERT_TRUE(server.start()) << server.log().toStdString();
    EXPECT_TRUE(wait_until([&] { return server.log().contains("not announced on the LAN"); }, 10))
        << server.log().toStdString();
    ClassFinder finder;
    ASSERT_TRUE(wait_until([&] { return !finder.unavailable().isEmpty(); }, 10));
    EXPECT_TRUE(finder.classes().empty());
    ClassClient student(dir.filePath("student"));
    student.join(server.address(), server.code(), "Student 1");
    ASSERT_TRUE(wait_until([&] { return student.state() == ClassClient::State::joined; }, 20))
        << student.refusal().toStdString();
}
