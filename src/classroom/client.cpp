#include "classroom/client.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QUrl>
#include <QUuid>
#include <QWebSocket>

#include "classroom/identity.h"
#include "classroom/protocol.h"

namespace bugbot::classroom {

namespace {

constexpr int kResendMs = 5000;  // what is still in the outbox while joined goes again

QJsonObject read_json(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxMessageBytes) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// Written whole or not at all: a studio killed mid-write loses no submission.
bool write_json(const QString& path, const QJsonObject& object) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return false;
    file.write(QJsonDocument(object).toJson(QJsonDocument::Compact));
    return file.commit();
}

// The TLS certificate the server showed: the socket's own, which QWebSocket
// makes as its child. Empty when there is none yet.
QSslCertificate peer_certificate(QWebSocket* socket) {
    const auto* tls = socket->findChild<QSslSocket*>();
    return tls ? tls->peerCertificate() : QSslCertificate();
}

}  // namespace

ClassClient::ClassClient(QString folder, QObject* parent) : QObject(parent), folder_(std::move(folder)) {
    QDir().mkpath(folder_ + "/outbox");
    QDir().mkpath(folder_ + "/results");
    QDir().mkpath(folder_ + "/sent");
    QDir().mkpath(folder_ + "/comments");
    load_class();
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &ClassClient::open_socket);
    resend_.setInterval(kResendMs);
    connect(&resend_, &QTimer::timeout, this, &ClassClient::send_outbox);
}

ClassClient::~ClassClient() {
    if (socket_) socket_->disconnect(this);
}

void ClassClient::load_class() {
    const QJsonObject saved = read_json(folder_ + "/class.json");
    address_ = saved.value("address").toString();
    code_ = saved.value("code").toString();
    name_ = saved.value("name").toString();
    token_ = saved.value("token").toString();
}

void ClassClient::save_class() const {
    write_json(folder_ + "/class.json", {{"address", address_}, {"code", code_}, {"name", name_}, {"token", token_}});
    QFile::setPermissions(folder_ + "/class.json", QFile::ReadOwner | QFile::WriteOwner);
}

void ClassClient::join(const QString& address, const QString& code, const QString& name) {
    // Another class: what waited for the old one is never sent to this one.
    if (has_class() && (address != address_ || normal_code(code) != normal_code(code_))) set_aside_outbox();
    // Another class, or another name: the old token is not theirs.
    if (address != address_ || normal_code(code) != normal_code(code_) || name != name_) token_.clear();
    address_ = address;
    code_ = code;
    name_ = name;
    save_class();
    disconnect_from_class();
    connect_to_class();
}

void ClassClient::connect_to_class() {
    if (!has_class()) return;
    wanted_ = true;
    refusal_.clear();
    if (!socket_) open_socket();
}

void ClassClient::disconnect_from_class() {
    wanted_ = false;
    retry_.stop();
    resend_.stop();
    if (socket_) {
        socket_->disconnect(this);
        socket_->abort();
        socket_->deleteLater();
        socket_ = nullptr;
    }
    set_state(State::away);
}

QString ClassClient::set_aside_outbox() {
    QString kept;
    const QDir outbox(folder_ + "/outbox");
    for (const QString& file : outbox.entryList({"*.json"}, QDir::Files)) {
        if (kept.isEmpty()) {
            kept = folder_ + "/left/" + QDateTime::currentDateTime().toString("yyyy-MM-dd_HH-mm-ss");
            QDir().mkpath(kept);
        }
        QFile::rename(outbox.filePath(file), kept + "/" + file);
    }
    return kept;
}

QString ClassClient::leave() {
    disconnect_from_class();
    const QString kept = set_aside_outbox();
    QFile::remove(folder_ + "/class.json");
    address_.clear();
    code_.clear();
    name_.clear();
    token_.clear();
    refusal_.clear();
    emit waiting_changed(waiting());
    return kept;
}

void ClassClient::open_socket() {
    if (!wanted_ || socket_) return;
    set_state(State::connecting);
    socket_ = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    socket_->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setCaCertificates({});  // no authority vouches for a class: only the code's fingerprint does
    tls.setPeerVerifyMode(QSslSocket::VerifyPeer);
    tls.setProtocol(QSsl::TlsV1_2OrLater);
    socket_->setSslConfiguration(tls);
    connect(socket_, &QWebSocket::sslErrors, this, &ClassClient::on_tls_errors);
    connect(socket_, &QWebSocket::connected, this, &ClassClient::on_connected);
    connect(socket_, &QWebSocket::textMessageReceived, this, &ClassClient::on_text);
    QWebSocket* socket = socket_;
    connect(socket_, &QWebSocket::disconnected, this, [this, socket] {
        if (socket != socket_) return;
        socket_->deleteLater();
        socket_ = nullptr;
        resend_.stop();
        if (state_ == State::refused) return;
        set_state(State::away);
        if (wanted_) retry_.start(retry_ms_);
    });
    socket_->open(QUrl("wss://" + address_ + "/"));
}

// Every certificate gives errors (no authority is trusted); it is let in
// only when it is the one the join code names.
void ClassClient::on_tls_errors() {
    if (code_pins(code_, peer_certificate(socket_))) {
        socket_->ignoreSslErrors();
        return;
    }
    fail(QStringLiteral("the server at %1 is not the class with the code %2: its certificate does not match "
                        "the code. Check the code on the teacher's screen; if it is right, someone else's "
                        "server answered at that address, and nothing was sent to it.")
             .arg(address_, code_));
}

void ClassClient::on_connected() {
    if (!code_pins(code_, peer_certificate(socket_))) {
        return fail(QStringLiteral("the server at %1 did not show the certificate of code %2; nothing was sent")
                        .arg(address_, code_));
    }
    if (token_.isEmpty()) send("join", {{"code", code_}, {"name", name_}});
    else send("hello", {{"token", token_}});
}

void ClassClient::fail(const QString& reason) {
    refusal_ = reason;
    wanted_ = false;
    set_state(State::refused);
    if (socket_) socket_->abort();
    emit class_refused(reason);
}

void ClassClient::on_text(const QString& text) {
    const ReadMessage read = read_message(text.toUtf8(), Direction::to_client);
    if (!read.ok()) return fail("the class sent a message this studio does not understand: " + read.refusal);
    const QJsonObject& message = read.message;
    const QString type = read.type();
    if (type == "welcome") return on_welcome(message);
    if (type == "pending") return set_state(State::waiting_for_teacher);
    if (type == "result") return on_result(message);
    if (type == "comment") return on_comment(message);
    if (type == "hand_outs") return on_hand_outs(message);
    if (type == "late") return on_late(message);
    const QString id = message.value("id").toString();
    if (type == "accepted") {
        // Kept in sent/ until its result comes: the result file then holds the program too.
        QFile::remove(folder_ + "/sent/" + id + ".json");
        if (QFile::rename(outbox_path(id), folder_ + "/sent/" + id + ".json") || QFile::remove(outbox_path(id)))
            emit waiting_changed(waiting());
        return emit accepted(id);
    }
    if (type == "unknown") return emit unknown(id);
    if (type == "refused") {
        const QString reason = message.value("reason").toString();
        // A token the class no longer knows: join again (the teacher approves).
        if (reason.contains("token")) token_.clear(), save_class();
        refusal_ = reason;
        emit class_refused(reason);
    }
}

void ClassClient::on_welcome(const QJsonObject& message) {
    if (message.contains("token")) {
        token_ = message.value("token").toString();
        save_class();
    }
    set_state(State::joined);
    send_outbox();
    resend_.start();
}

void ClassClient::on_result(const QJsonObject& message) {
    const QString id = message.value("id").toString();
    const QString path = folder_ + "/results/" + id + ".json";
    const bool fresh = !QFile::exists(path);
    const QString sent = folder_ + "/sent/" + id + ".json";
    if (fresh) {
        QJsonObject kept = message;
        const QString program = read_json(QFile::exists(sent) ? sent : outbox_path(id)).value("program").toString();
        if (!program.isEmpty()) kept.insert("program", program);
        write_json(path, kept);
    }
    QFile::remove(sent);
    if (QFile::remove(outbox_path(id))) emit waiting_changed(waiting());
    send("ack", {{"id", id}});
    if (fresh) emit result_arrived(id, message.value("marks").toObject());
}

void ClassClient::on_comment(const QJsonObject& message) {
    const QString id = message.value("id").toString(), text = message.value("text").toString();
    const QString path = folder_ + "/comments/" + id + ".json";
    if (QFile::exists(path) ? comment(id) == text : text.isEmpty()) return;  // had it: sent again at each hello
    if (text.isEmpty()) QFile::remove(path);
    else write_json(path, {{"id", id}, {"text", text}});
    emit comment_arrived(id, text);
}

void ClassClient::on_hand_outs(const QJsonObject& message) {
    const QJsonArray list = message.value("hand_outs").toArray();
    if (read_json(folder_ + "/hand_outs.json").value("hand_outs").toArray() == list) return;
    write_json(folder_ + "/hand_outs.json", {{"hand_outs", list}});
    emit hand_outs_changed(hand_outs_from_json(list));
}

void ClassClient::on_late(const QJsonObject& message) {
    const QString id = message.value("id").toString(), reason = message.value("reason").toString();
    if (QFile::remove(outbox_path(id))) emit waiting_changed(waiting());
    refusal_ = reason;
    emit submission_refused(id, reason);
    emit class_refused(reason);
}

QString ClassClient::comment(const QString& id) const {
    return read_json(folder_ + "/comments/" + id + ".json").value("text").toString();
}

std::vector<HandOut> ClassClient::hand_outs() const {
    return hand_outs_from_json(read_json(folder_ + "/hand_outs.json").value("hand_outs").toArray());
}

QString ClassClient::submit(const QString& lesson, const QString& program, const QString& language, QString id) {
    if (id.isEmpty()) id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QJsonObject submission{{"id", id}, {"lesson", lesson}, {"program", program}};
    if (!language.isEmpty()) submission.insert("language", language);
    // The server's own gate, here: what it would refuse is never kept and sent again and again.
    QJsonObject message = submission;
    message.insert("v", kVersion);
    message.insert("type", "submit");
    const ReadMessage check = read_message(QJsonDocument(message).toJson(QJsonDocument::Compact), Direction::to_server);
    if (!check.ok() || !valid_submission_id(id)) {
        refusal_ = check.ok() ? QStringLiteral("a submission id is 8 to 64 of A-Z a-z 0-9 - _") : check.refusal;
        emit class_refused(refusal_);
        return {};
    }
    write_json(outbox_path(id), submission);
    emit waiting_changed(waiting());
    if (state_ == State::joined) send("submit", submission);
    return id;
}

void ClassClient::ask_result(const QString& id) {
    if (state_ == State::joined) send("result", {{"id", id}});
}

void ClassClient::send_outbox() {
    if (state_ != State::joined) return;
    for (const QString& file :
         QDir(folder_ + "/outbox").entryList({"*.json"}, QDir::Files, QDir::Time | QDir::Reversed)) {
        QJsonObject submission = read_json(folder_ + "/outbox/" + file);
        if (!submission.isEmpty()) send("submit", submission);
    }
}

int ClassClient::waiting() const { return int(QDir(folder_ + "/outbox").entryList({"*.json"}, QDir::Files).size()); }

QJsonObject ClassClient::result(const QString& id) const {
    return read_json(folder_ + "/results/" + id + ".json").value("marks").toObject();
}

QString ClassClient::outbox_path(const QString& id) const { return folder_ + "/outbox/" + id + ".json"; }

void ClassClient::send(const QString& type, const QJsonObject& fields) {
    if (socket_) socket_->sendTextMessage(QString::fromUtf8(write_message(type, fields, Direction::to_server)));
}

void ClassClient::set_state(State state) {
    if (state == state_) return;
    state_ = state;
    emit state_changed(state);
}

}  // namespace bugbot::classroom
