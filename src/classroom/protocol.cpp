#include "classroom/protocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

#include <vector>

namespace bugbot::classroom {

namespace {

// names: a list of at most `max` student names, each text of at most 64 characters.
enum class Kind { text, token, integer, number, boolean, array, object, names };

struct Field {
    const char* name;
    Kind kind;
    qsizetype max = 0;  // text: longest length in characters; names: most names
    bool required = true;
};

struct Schema {
    const char* type;
    Direction direction;
    std::vector<Field> fields;
};

// Every message of protocol version 1 (docs/class.md, "Messages").
const std::vector<Schema>& schemas() {
    static const std::vector<Schema> all = {
        // student -> server
        {"join", Direction::to_server, {{"code", Kind::text, 32}, {"name", Kind::text, 64}}},
        {"hello", Direction::to_server, {{"token", Kind::token, 64}}},
        {"submit",
         Direction::to_server,
         {{"id", Kind::token, 64},
          {"lesson", Kind::token, 64},
          {"program", Kind::text, kMaxProgram},
          {"language", Kind::token, 16, false}}},
        {"ack", Direction::to_server, {{"id", Kind::token, 64}}},
        {"result", Direction::to_server, {{"id", Kind::token, 64}}},
        // teacher -> server
        {"teacher", Direction::to_server, {{"key", Kind::token, 64}}},
        {"approve", Direction::to_server, {{"name", Kind::text, 64}}},
        {"class", Direction::to_server, {}},
        // teacher -> server: the board (issue 45)
        {"board", Direction::to_server, {}},
        {"counted", Direction::to_server, {{"counted", Kind::token, 8}}},
        {"history", Direction::to_server, {{"student", Kind::text, 64}, {"lesson", Kind::token, 64}}},
        {"record", Direction::to_server, {{"student", Kind::text, 64}, {"id", Kind::token, 64}}},
        {"comment",
         Direction::to_server,
         {{"student", Kind::text, 64}, {"id", Kind::token, 64}, {"text", Kind::text, kMaxComment}}},
        {"hand_out",
         Direction::to_server,
         {{"lesson", Kind::token, 64},
          {"title", Kind::text, 200, false},
          {"program", Kind::text, kMaxProgram, false},
          {"students", Kind::names, kMaxHandOutStudents, false},
          {"deadline_ms", Kind::integer, 0, false}}},
        {"deadline", Direction::to_server, {{"lesson", Kind::token, 64}, {"deadline_ms", Kind::integer}}},
        // server -> student or teacher
        {"welcome", Direction::to_client, {{"name", Kind::text, 64}, {"token", Kind::token, 64, false}}},
        {"pending", Direction::to_client, {{"reason", Kind::text, 500}}},
        {"refused", Direction::to_client, {{"reason", Kind::text, 500}}},
        {"accepted", Direction::to_client, {{"id", Kind::token, 64}}},
        {"unknown", Direction::to_client, {{"id", Kind::token, 64}}},
        {"result",
         Direction::to_client,
         {{"id", Kind::token, 64}, {"lesson", Kind::token, 64}, {"marks", Kind::object}}},
        {"class", Direction::to_client, {{"students", Kind::array}, {"submissions", Kind::array}}},
        // server -> teacher (board.h's shapes; the larger cap, kMaxTeacherMessageBytes)
        {"board", Direction::to_client, {{"board", Kind::object}}},
        {"history", Direction::to_client, {{"history", Kind::object}}},
        {"record",
         Direction::to_client,
         {{"student", Kind::text, 64}, {"id", Kind::token, 64}, {"record", Kind::token, kMaxRecordWire}}},
        // server -> student
        {"comment", Direction::to_client, {{"id", Kind::token, 64}, {"text", Kind::text, kMaxComment}}},
        {"hand_outs", Direction::to_client, {{"hand_outs", Kind::array}}},
        {"late", Direction::to_client, {{"id", Kind::token, 64}, {"reason", Kind::text, 500}}},
    };
    return all;
}

const Schema* find_schema(const QString& type, Direction direction) {
    for (const auto& schema : schemas())
        if (direction == schema.direction && type == QLatin1String(schema.type)) return &schema;
    return nullptr;
}

// Text may hold any printable character and line breaks; no other control
// character, so nothing stored can move a terminal's cursor.
bool printable(const QString& text) {
    for (const QChar c : text) {
        if (c == u'\n' || c == u'\t' || c == u'\r') continue;
        if (c.category() == QChar::Other_Control) return false;
    }
    return true;
}

bool valid_token(const QString& text) {
    static const QRegularExpression pattern("^[A-Za-z0-9_.-]+$");
    return pattern.match(text).hasMatch();
}

QString check_field(const Field& field, const QJsonValue& value) {
    const QString name = QString::fromLatin1(field.name);
    switch (field.kind) {
        case Kind::text:
        case Kind::token: {
            if (!value.isString()) return QStringLiteral("field \"%1\" is not text").arg(name);
            const QString text = value.toString();
            if (text.size() > field.max)
                return QStringLiteral("field \"%1\" is longer than %2 characters").arg(name).arg(field.max);
            if (field.kind == Kind::token && !valid_token(text))
                return QStringLiteral("field \"%1\" may hold only A-Z a-z 0-9 . _ -").arg(name);
            if (field.kind == Kind::text && !printable(text))
                return QStringLiteral("field \"%1\" holds a control character").arg(name);
            return {};
        }
        case Kind::integer:
            if (!value.isDouble() || value.toDouble() != double(value.toInteger()))
                return QStringLiteral("field \"%1\" is not a whole number").arg(name);
            return {};
        case Kind::number:
            return value.isDouble() ? QString() : QStringLiteral("field \"%1\" is not a number").arg(name);
        case Kind::boolean:
            return value.isBool() ? QString() : QStringLiteral("field \"%1\" is not true or false").arg(name);
        case Kind::array:
            return value.isArray() ? QString() : QStringLiteral("field \"%1\" is not a list").arg(name);
        case Kind::object:
            return value.isObject() ? QString() : QStringLiteral("field \"%1\" is not an object").arg(name);
        case Kind::names: {
            if (!value.isArray()) return QStringLiteral("field \"%1\" is not a list").arg(name);
            const QJsonArray names = value.toArray();
            if (names.size() > field.max)
                return QStringLiteral("field \"%1\" holds more than %2 names").arg(name, QString::number(field.max));
            for (const QJsonValue item : names)
                if (!item.isString() || item.toString().size() > 64 || !printable(item.toString()))
                    return QStringLiteral("field \"%1\" holds something that is not a name").arg(name);
            return {};
        }
    }
    return QStringLiteral("field \"%1\" has no kind").arg(name);
}

QString check_against(const Schema& schema, const QJsonObject& message) {
    for (auto it = message.begin(); it != message.end(); ++it) {
        if (it.key() == "v" || it.key() == "type") continue;
        bool known = false;
        for (const auto& field : schema.fields) known = known || it.key() == QLatin1String(field.name);
        if (!known)
            return QStringLiteral("unknown field \"%1\" in a %2 message")
                .arg(it.key().left(40), QString::fromLatin1(schema.type));
    }
    for (const auto& field : schema.fields) {
        const QJsonValue value = message.value(QLatin1String(field.name));
        if (value.isUndefined()) {
            if (field.required)
                return QStringLiteral("a %1 message needs the field \"%2\"")
                    .arg(QString::fromLatin1(schema.type), QString::fromLatin1(field.name));
            continue;
        }
        if (QString problem = check_field(field, value); !problem.isEmpty()) return problem;
    }
    return {};
}

}  // namespace

ReadMessage read_message(const QByteArray& bytes, Direction direction, qsizetype max_bytes) {
    if (bytes.size() > max_bytes)
        return {{}, QStringLiteral("a message is at most %1 bytes; this one has %2").arg(max_bytes).arg(bytes.size())};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return {{}, QStringLiteral("not JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset)};
    if (!document.isObject()) return {{}, QStringLiteral("a message is a JSON object")};
    const QJsonObject message = document.object();
    const QJsonValue version = message.value("v");
    if (!version.isDouble() || version.toInteger(-1) != kVersion)
        return {{}, QStringLiteral("this class speaks protocol version %1 (\"v\": %1)").arg(kVersion)};
    const QJsonValue type = message.value("type");
    if (!type.isString()) return {{}, QStringLiteral("a message needs a \"type\"")};
    const Schema* schema = find_schema(type.toString(), direction);
    if (!schema) return {{}, QStringLiteral("unknown message type \"%1\"").arg(type.toString().left(40))};
    if (QString problem = check_against(*schema, message); !problem.isEmpty()) return {{}, problem};
    return {message, {}};
}

QByteArray write_message(const QString& type, QJsonObject fields, Direction direction) {
    fields.insert("v", kVersion);
    fields.insert("type", type);
    const QByteArray bytes = QJsonDocument(fields).toJson(QJsonDocument::Compact);
    const ReadMessage check =
        read_message(bytes, direction, direction == Direction::to_client ? kMaxTeacherMessageBytes : kMaxMessageBytes);
    Q_ASSERT_X(check.ok(), "write_message", qPrintable(check.refusal));
    return bytes;
}

bool valid_submission_id(const QString& id) {
    static const QRegularExpression pattern("^[A-Za-z0-9_-]{8,64}$");
    return pattern.match(id).hasMatch();
}

}  // namespace bugbot::classroom
