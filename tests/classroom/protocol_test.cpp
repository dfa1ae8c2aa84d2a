// The one gate: every refusal of read_message, the roster's name gate, the
// class list and the join code (protocol.h, roster.h, identity.h).
#include <gtest/gtest.h>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include "classroom/client.h"
#include "classroom/identity.h"
#include "classroom/protocol.h"
#include "classroom/roster.h"

using namespace bugbot::classroom;

namespace {

ReadMessage read(const QJsonObject& message) {
    return read_message(QJsonDocument(message).toJson(QJsonDocument::Compact), Direction::to_server);
}

QJsonObject submit(const QString& program = "print(1)") {
    return {{"v", 1}, {"type", "submit"}, {"id", "a1b2c3d4e5"}, {"lesson", "attention"}, {"program", program}};
}

}  // namespace

TEST(Protocol, AWellFormedSubmissionPasses) {
    const ReadMessage message = read(submit());
    EXPECT_TRUE(message.ok()) << message.refusal.toStdString();
    EXPECT_EQ(message.type(), "submit");
}

TEST(Protocol, EachBreachIsRefusedWithItsReason) {
    QJsonObject unknown_field = submit();
    unknown_field.insert("admin", true);
    QJsonObject wrong_type = submit();
    wrong_type.insert("program", 42);
    QJsonObject missing = submit();
    missing.remove("lesson");
    QJsonObject old_version = submit();
    old_version.insert("v", 0);
    QJsonObject bad_token = submit();
    bad_token.insert("lesson", "../../etc");
    QJsonObject control = submit("print(1)\x1b[2J");
    const std::vector<std::pair<QJsonObject, QString>> cases = {
        {unknown_field, "unknown field \"admin\""},
        {wrong_type, "\"program\" is not text"},
        {missing, "needs the field \"lesson\""},
        {old_version, "protocol version 1"},
        {bad_token, "\"lesson\" may hold only"},
        {control, "control character"},
        {{{"v", 1}, {"type", "welcome"}, {"name", "x"}}, "unknown message type"},  // a server's message
        {submit(QString(kMaxProgram + 1, 'x')), "longer than 65536"},
    };
    for (const auto& [message, reason] : cases) {
        const ReadMessage result = read(message);
        EXPECT_FALSE(result.ok());
        EXPECT_TRUE(result.refusal.contains(reason))
            << result.refusal.toStdString() << " lacks " << reason.toStdString();
    }
}

TEST(Protocol, WhatIsNotAJsonObjectOrTooLongIsRefusedBeforeParsing) {
    EXPECT_TRUE(read_message("{\"v\":1,", Direction::to_server).refusal.startsWith("not JSON"));
    EXPECT_TRUE(read_message("[1,2]", Direction::to_server).refusal.contains("JSON object"));
    const QByteArray huge(kMaxMessageBytes + 1, ' ');
    EXPECT_TRUE(read_message(huge, Direction::to_server).refusal.contains("at most"));
}

TEST(Protocol, WrittenMessagesPassTheirOwnGate) {
    const QByteArray bytes = write_message("accepted", {{"id", "a1b2c3d4e5"}}, Direction::to_client);
    EXPECT_TRUE(read_message(bytes, Direction::to_client).ok());
    EXPECT_FALSE(read_message(bytes, Direction::to_server).ok());  // a server's message, sent to a server
}

TEST(Roster, NamesPassTheGateOrSayWhy) {
    EXPECT_EQ(student_name("  Zoë   O'Brien-Smith ").name, "Zoë O'Brien-Smith");
    EXPECT_TRUE(student_name("Ünal Çelik").problem.isEmpty());
    for (const QString& bad : {QString("=2+5"), QString("Eve\u202Eevil"), QString("a\tb\x01"), QString(""),
                               QString("<b>x</b>"), QString(65, 'a'), QString("-rm")})
        EXPECT_FALSE(student_name(bad).problem.isEmpty()) << bad.toStdString();
}

TEST(Roster, AClassListReadsTheFirstColumnAndNamesEachBadRow) {
    QTemporaryDir dir;
    QFile file(dir.filePath("class.csv"));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("\xEF\xBB\xBFName;Email\n\"Smith, Ann\";a@x\nBob,b@x\n=HYPERLINK(1);c@x\n\nBob;again\n");
    file.close();
    const RosterFile roster = read_roster(file.fileName());
    EXPECT_EQ(roster.names, QStringList({"Smith, Ann", "Bob"}));  // once each, in order
    ASSERT_EQ(roster.problems.size(), 1);
    EXPECT_TRUE(roster.problems[0].startsWith("line 4:")) << roster.problems[0].toStdString();  // a formula
}

TEST(JoinCode, CarriesEightyBitsAndForgivesHowItIsTyped) {
    QTemporaryDir dir;
    QString error;
    const auto identity = load_or_make_identity(dir.path(), &error);
    ASSERT_TRUE(identity) << error.toStdString();
    const QString code = join_code(identity->certificate);
    EXPECT_EQ(code.size(), 19);  // 16 characters in four groups
    EXPECT_TRUE(code_pins(code, identity->certificate));
    EXPECT_TRUE(code_pins(code.toLower().remove('-'), identity->certificate));
    QString wrong = code;
    wrong[0] = wrong[0] == u'A' ? u'B' : u'A';
    EXPECT_FALSE(code_pins(wrong, identity->certificate));
    EXPECT_FALSE(code_pins(code.left(14), identity->certificate));  // too short to pin
    // The key is its owner's alone, and a second start reads the same identity.
    EXPECT_EQ(QFile::permissions(dir.filePath("class-key.pem")) & 0x0077, 0);
    EXPECT_EQ(join_code(load_or_make_identity(dir.path(), &error)->certificate), code);
}

TEST(ClientGate, WhatTheServerWouldRefuseIsNeitherKeptNorSent) {
    QTemporaryDir dir;
    bugbot::classroom::ClassClient client(dir.path());
    EXPECT_TRUE(client.submit("../attention", "print(1)").isEmpty());
    EXPECT_TRUE(client.refusal().contains("\"lesson\" may hold only")) << client.refusal().toStdString();
    EXPECT_TRUE(client.submit("attention", QString(kMaxProgram + 1, 'x')).isEmpty());
    EXPECT_TRUE(client.submit("attention", "print(1)", {}, "short").isEmpty());
    EXPECT_EQ(client.waiting(), 0);
    EXPECT_FALSE(client.submit("attention", "print(1)").isEmpty());
    EXPECT_EQ(client.waiting(), 1);  // kept until a class has it
}
