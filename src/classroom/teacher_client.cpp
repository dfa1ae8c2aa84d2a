#include "classroom/teacher_client.h"

#include <QJsonDocument>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>

#include "classroom/identity.h"
#include "classroom/protocol.h"

namespace bugbot::classroom {

namespace {

constexpr int kRetryMs = 3000;  // while the class cannot be reached

QSslCertificate server_certificate(QWebSocket* socket) {
    const auto* tls = socket->findChild<QSslSocket*>();
    return tls ? tls->peerCertificate() : QSslCertificate();
}

// The record as the server sends it: base64url of qCompress. qCompress's
// first four bytes are the size it unpacks to, checked before it does.
QByteArray unpack_record(const QString& wire) {
    const QByteArray packed = QByteArray::fromBase64(wire.toLatin1(), QByteArray::Base64UrlEncoding);
    if (packed.size() < 4) return {};
    const quint32 size = (quint32(uchar(packed[0])) << 24) | (quint32(uchar(packed[1])) << 16) |
                         (quint32(uchar(packed[2])) << 8) | quint32(uchar(packed[3]));
    if (size > quint32(kMaxRecordBytes)) return {};
    return qUncompress(packed);
}

}  // namespace

TeacherClient::TeacherClient(QString address, QString code, QString key, QObject* parent)
    : QObject(parent), address_(std::move(address)), code_(std::move(code)), key_(std::move(key)) {}

TeacherClient::~TeacherClient() {
    if (socket_) socket_->disconnect(this);
}

bool TeacherClient::connected() const { return connected_; }

void TeacherClient::connect_to_class() {
    wanted_ = true;
    if (socket_) return;
    socket_ = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    socket_->setMaxAllowedIncomingMessageSize(kMaxTeacherMessageBytes);
    socket_->setMaxAllowedIncomingFrameSize(kMaxTeacherMessageBytes);
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setCaCertificates({});  // only the join code's fingerprint vouches for the class
    tls.setPeerVerifyMode(QSslSocket::VerifyPeer);
    tls.setProtocol(QSsl::TlsV1_2OrLater);
    socket_->setSslConfiguration(tls);
    QWebSocket* socket = socket_;
    connect(socket_, &QWebSocket::sslErrors, this, [this, socket] {
        if (code_pins(code_, server_certificate(socket))) return socket->ignoreSslErrors();
        fail(QStringLiteral("the server at %1 is not the class with the code %2: its certificate does not match")
                 .arg(address_, code_));
    });
    connect(socket_, &QWebSocket::connected, this, [this, socket] {
        if (!code_pins(code_, server_certificate(socket)))
            return fail(
                QStringLiteral("the server at %1 did not show the certificate of code %2").arg(address_, code_));
        send("teacher", {{"key", key_}});
    });
    connect(socket_, &QWebSocket::textMessageReceived, this, &TeacherClient::on_text);
    connect(socket_, &QWebSocket::disconnected, this, [this, socket] {
        if (socket != socket_) return;
        socket_->deleteLater();
        socket_ = nullptr;
        set_connected(false);
        if (wanted_) QTimer::singleShot(kRetryMs, this, &TeacherClient::connect_to_class);
    });
    socket_->open(QUrl("wss://" + address_ + "/"));
}

void TeacherClient::fail(const QString& reason) {
    wanted_ = false;  // a class that is not the class, or refuses the key: no retrying
    if (socket_) socket_->abort();
    emit refused(reason);
}

void TeacherClient::set_connected(bool connected) {
    if (connected == connected_) return;
    connected_ = connected;
    emit connected_changed(connected);
}

void TeacherClient::on_text(const QString& text) {
    const ReadMessage read = read_message(text.toUtf8(), Direction::to_client, kMaxTeacherMessageBytes);
    if (!read.ok()) return fail("the class sent a message this studio does not understand: " + read.refusal);
    const QJsonObject& message = read.message;
    const QString type = read.type();
    if (type == "board") {
        board_ = board_from_json(message.value("board").toObject());
        set_connected(true);  // the key was taken: the board comes first
        return emit board_changed();
    }
    if (type == "history") return emit history_arrived(history_from_json(message.value("history").toObject()));
    if (type == "record")
        return emit record_arrived(message.value("student").toString(), message.value("id").toString(),
                                   unpack_record(message.value("record").toString()));
    if (type == "refused") {
        const QString reason = message.value("reason").toString();
        if (!connected_) return fail(reason);  // the key was refused: the server closes
        emit refused(reason);
    }
}

void TeacherClient::send(const QString& type, const QJsonObject& fields) {
    QJsonObject message = fields;
    message.insert("v", kVersion);
    message.insert("type", type);
    const QByteArray bytes = QJsonDocument(message).toJson(QJsonDocument::Compact);
    if (const ReadMessage check = read_message(bytes, Direction::to_server); !check.ok())
        return emit refused(check.refusal);
    if (socket_ && socket_->isValid()) socket_->sendTextMessage(QString::fromUtf8(bytes));
}

void TeacherClient::ask_board() { send("board", {}); }

void TeacherClient::set_counted(CountedAttempt counted) { send("counted", {{"counted", counted_name(counted)}}); }

void TeacherClient::approve(const QString& student) { send("approve", {{"name", student}}); }

void TeacherClient::ask_history(const QString& student, const QString& lesson) {
    send("history", {{"student", student}, {"lesson", lesson}});
}

void TeacherClient::ask_record(const QString& student, const QString& submission) {
    send("record", {{"student", student}, {"id", submission}});
}

void TeacherClient::comment(const QString& student, const QString& submission, const QString& text) {
    send("comment", {{"student", student}, {"id", submission}, {"text", text}});
}

void TeacherClient::hand_out(const HandOut& hand_out) {
    QJsonObject fields = hand_out_to_json(hand_out);
    fields.remove("id");  // the server makes it
    send("hand_out", fields);
}

void TeacherClient::set_deadline(const QString& lesson, qint64 deadline_ms) {
    send("deadline", {{"lesson", lesson}, {"deadline_ms", deadline_ms}});
}

}  // namespace bugbot::classroom
