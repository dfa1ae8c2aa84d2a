#pragma once
// The class's wire format: versioned JSON messages over a TLS WebSocket
// (docs/class.md, "Messages"). Every message is one JSON object with "v" (the
// protocol version, kVersion) and "type"; each type has a fixed set of fields,
// each of a fixed JSON type and, for text, a longest length. Anything else is
// refused whole, by read_message, with a reason that names what was wrong.
//
// Why so strict: the server treats every byte from the network as hostile
// (docs/class.md, "Threat model"); a field it does not know is never stored,
// echoed or passed on, and a size cap is checked before Qt's JSON parser runs.
#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace bugbot::classroom {

inline constexpr int kVersion = 1;

// Largest text message either side accepts: a program (kMaxProgram) with its
// JSON escaping, or a result with its feedback.
inline constexpr qsizetype kMaxMessageBytes = 256 * 1024;
inline constexpr qsizetype kMaxProgram = 64 * 1024;

// Who sent a message: a message type is known in one direction only.
enum class Direction { to_server, to_client };

struct ReadMessage {
    QJsonObject message;  // valid when refusal is empty
    QString refusal;  // why the message was refused, in English (logged, sent back)
    bool ok() const { return refusal.isEmpty(); }
    QString type() const { return message.value("type").toString(); }
};

// The one gate: parses `bytes` and checks them against the schema of their
// type for `direction`. Refuses: too long, not a JSON object, another "v",
// an unknown type, a missing or unknown field, a field of the wrong JSON type,
// text too long or with characters its field does not allow.
ReadMessage read_message(const QByteArray& bytes, Direction direction);

// A message of `type` with "v" set, as compact JSON. The caller's fields are
// checked against the same schema (a bug here is caught in tests, not sent).
QByteArray write_message(const QString& type, QJsonObject fields, Direction direction);

// A submission id as the client makes it: 8 to 64 of A-Z a-z 0-9 - _.
bool valid_submission_id(const QString& id);

}  // namespace bugbot::classroom
