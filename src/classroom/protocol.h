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

// The teacher's direction only (server -> teacher: board, history, record):
// a board of 1,000 students x 8 lessons and a marked run's record are
// megabytes, and they come from the server the teacher's client pinned. The
// server still reads at most kMaxMessageBytes of anyone, the teacher too, and
// a student's client accepts no more than kMaxMessageBytes either.
inline constexpr qsizetype kMaxTeacherMessageBytes = 16 * 1024 * 1024;
// A marked run's record as kept (thinned within it, record_queue.h), and on
// the wire: compressed (qCompress), then base64url, so it is a token.
inline constexpr qsizetype kMaxRecordBytes = 4 * 1024 * 1024;
inline constexpr qsizetype kMaxRecordWire = kMaxRecordBytes / 3 * 4 + 64;
// A teacher's comment on an attempt; the students one hand-out names.
inline constexpr qsizetype kMaxComment = 2000;
inline constexpr qsizetype kMaxHandOutStudents = 2000;

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
// text too long or with characters its field does not allow. `max_bytes` is
// larger only where the teacher's client reads the server.
ReadMessage read_message(const QByteArray& bytes, Direction direction, qsizetype max_bytes = kMaxMessageBytes);

// A message of `type` with "v" set, as compact JSON. The caller's fields are
// checked against the same schema (a bug here is caught in tests, not sent).
QByteArray write_message(const QString& type, QJsonObject fields, Direction direction);

// A submission id as the client makes it: 8 to 64 of A-Z a-z 0-9 - _.
bool valid_submission_id(const QString& id);

}  // namespace bugbot::classroom
