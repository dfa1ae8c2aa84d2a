#include "classroom/server.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSslConfiguration>
#include <QWebSocket>
#include <QWebSocketServer>

#include <cstdio>

#include "classroom/identity.h"
#include "classroom/marking_queue.h"
#include "classroom/protocol.h"
#include "classroom/record_queue.h"
#include "classroom/roster.h"
#include "classroom/server_session.h"
#include "text/safe_text.h"

namespace bugbot::classroom {

namespace {

// What one connection may do (docs/class.md, "Threat model").
constexpr int kMaxConnections = 1000;  // beyond: closed at once
constexpr int kHandshakeMs = 5000;  // TLS and WebSocket handshake
constexpr int kIdentifyMs = 10000;  // then join, hello or teacher
constexpr double kSubmitBurst = 20;  // submissions at once of one student,
constexpr qint64 kSubmitRefillMs = 3000;  // then one each 3 s

// The server's log line, through the terminal's escaper: a refusal may quote
// what a connection sent.
void log_line(const QString& text) {
    std::printf("%s\n", text::terminal_safe(text.toStdString()).c_str());
    std::fflush(stdout);
}

bool same_secret(const QString& a, const QString& b) {
    const QByteArray x = a.toUtf8(), y = b.toUtf8();
    if (x.size() != y.size()) return false;
    int difference = 0;
    for (qsizetype i = 0; i < x.size(); ++i) difference |= x[i] ^ y[i];
    return difference == 0;
}

QJsonObject result_fields(const SubmissionRecord& record) {
    return {{"id", record.id}, {"lesson", record.lesson}, {"marks", record.marks}};
}

}  // namespace

ClassServer::ClassServer(ServerOptions options, QObject* parent) : QObject(parent), options_(std::move(options)) {
    if (options_.database.isEmpty()) options_.database = options_.data_dir + "/class.sqlite";
}

ClassServer::~ClassServer() {
    for (auto& [socket, session] : sessions_) socket->disconnect(this);
}

quint16 ClassServer::port() const { return server_ ? server_->serverPort() : 0; }

bool ClassServer::load_teacher_key(QString* error) {
    QFile file(options_.data_dir + "/teacher.key");
    if (file.exists()) {
        if (!file.open(QIODevice::ReadOnly)) return *error = file.errorString(), false;
        teacher_key_ = QString::fromLatin1(file.readAll()).trimmed();
        return true;
    }
    teacher_key_ = new_token();
    if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(QFile::ReadOwner | QFile::WriteOwner))
        return *error = QStringLiteral("cannot write %1: %2").arg(file.fileName(), file.errorString()), false;
    file.write(teacher_key_.toLatin1() + "\n");
    return true;
}

bool ClassServer::start(QString* error) {
    if (!QDir().mkpath(options_.data_dir)) return *error = "cannot make the folder " + options_.data_dir, false;
    database_ = ClassDatabase::open(options_.database, error);
    if (!database_) return false;
    if (!options_.roster.isEmpty()) {
        const RosterFile roster = read_roster(options_.roster);
        for (const QString& problem : roster.problems) log_line("class list: " + problem);
        database_->list_students(roster.names);
    }
    const auto identity = load_or_make_identity(options_.data_dir, error);
    if (!identity || !load_teacher_key(error)) return false;
    join_code_ = classroom::join_code(identity->certificate);

    server_ = new QWebSocketServer("BugBot class", QWebSocketServer::SecureMode, this);
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificate(identity->certificate);
    tls.setPrivateKey(identity->key);
    tls.setProtocol(QSsl::TlsV1_2OrLater);
    tls.setPeerVerifyMode(QSslSocket::VerifyNone);  // students have no certificates: tokens say who they are
    server_->setSslConfiguration(tls);
    server_->setHandshakeTimeout(kHandshakeMs);
    server_->setMaxPendingConnections(kMaxConnections);
    connect(server_, &QWebSocketServer::newConnection, this, &ClassServer::accept_connections);
    if (!server_->listen(options_.address, options_.port))
        return *error = QStringLiteral("cannot listen on port %1: %2").arg(options_.port).arg(server_->errorString()),
               false;

    queue_ = std::make_unique<MarkingQueue>(*database_, options_.bugbot, options_.lesson_args);
    connect(queue_.get(), &MarkingQueue::marked, this, &ClassServer::deliver);
    records_ = std::make_unique<RecordQueue>(*database_, options_.bugbot, options_.lesson_args,
                                             [this] { return queue_->busy(); });
    board_push_.setSingleShot(true);
    connect(&board_push_, &QTimer::timeout, this, &ClassServer::push_board);
    if (const int requeued = database_->requeue_interrupted(); requeued > 0)
        log_line(QStringLiteral("class: %1 submissions were being marked when the server stopped; marking them again")
                     .arg(requeued));
    queue_->poke();
    records_->poke();  // what a stopped server had not recorded yet, if nothing is being marked
    return true;
}

void ClassServer::accept_connections() {
    while (QWebSocket* socket = server_->nextPendingConnection()) {
        if (int(sessions_.size()) >= kMaxConnections) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(kMaxMessageBytes);
        auto session = std::make_unique<Session>();
        session->socket = socket;
        session->identify.setSingleShot(true);
        connect(&session->identify, &QTimer::timeout, socket, [socket] { socket->abort(); });
        session->identify.start(kIdentifyMs);
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString& text) { on_message(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket](const QByteArray&) {
            if (auto it = sessions_.find(socket); it != sessions_.end())
                refuse(*it->second, "messages are JSON text, not binary", true);
        });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] {
            if (const auto it = sessions_.find(socket); it != sessions_.end() && it->second->role == Session::student)
                board_changed();  // the board shows who is connected
            sessions_.erase(socket);
            socket->deleteLater();
        });
        sessions_.emplace(socket, std::move(session));
    }
}

void ClassServer::on_message(QWebSocket* socket, const QString& text) {
    const auto it = sessions_.find(socket);
    if (it == sessions_.end()) return;
    Session& session = *it->second;
    if (!session.messages.take(now_ms())) return refuse(session, "too many messages: slow down", true);
    const ReadMessage read = read_message(text.toUtf8(), Direction::to_server);
    if (!read.ok()) return refuse(session, read.refusal, true);
    handle(session, read.message);
}

void ClassServer::handle(Session& session, const QJsonObject& message) {
    const QString type = message.value("type").toString();
    if (type == "join") return on_join(session, message);
    if (type == "hello") return on_hello(session, message);
    if (type == "teacher") return on_teacher(session, message);
    if (session.role == Session::student) {
        if (type == "submit") return on_submit(session, message);
        if (type == "result") return on_result(session, message);
        if (type == "ack") return database_->mark_delivered(session.student_id, message.value("id").toString());
    }
    if (session.role == Session::teacher) {
        if (type == "approve") return on_approve(session, message);
        if (type == "class") return send_class(session);
        if (handle_teacher(session, type, message)) return;
    }
    refuse(session, QStringLiteral("a %1 message needs a student's token or the teacher's key first").arg(type), true);
}

void ClassServer::on_join(Session& session, const QJsonObject& message) {
    if (normal_code(message.value("code").toString()) != normal_code(join_code_))
        return refuse(session, "that is not this class's join code", true);
    const NameCheck name = student_name(message.value("name").toString());
    if (!name.problem.isEmpty()) return refuse(session, name.problem, true);
    const JoinOutcome outcome = database_->join(name.name);
    if (outcome.kind == JoinOutcome::pending) {
        session.role = Session::waiting;
        session.name = name.name;
        session.identify.stop();  // waits for the teacher as long as it stays connected
        log_line(QStringLiteral("class: %1 asks to join; the teacher approves").arg(name.name));
        board_changed();
        return send(session, "pending", {{"reason", "waiting for the teacher to let you in"}});
    }
    const auto student = database_->student_for_token(outcome.token);
    welcome(session, student ? student->id : 0, name.name, outcome.token);
}

void ClassServer::welcome(Session& session, qint64 student, const QString& name, const QString& token) {
    session.role = Session::student;
    session.student_id = student;
    session.name = name;
    session.identify.stop();
    QJsonObject fields{{"name", name}};
    if (!token.isEmpty()) fields.insert("token", token);
    send(session, "welcome", fields);
    send_results(session);
    send_comments(session);
    send_hand_outs(session);
    board_changed();
}

void ClassServer::on_hello(Session& session, const QJsonObject& message) {
    const auto student = database_->student_for_token(message.value("token").toString());
    // A token is good while its hash is the student's: a second PC asking
    // for the name (state "pending") does not lock the first one out; the
    // token changes only when the teacher lets the second PC take a new one.
    if (!student) return refuse(session, "this class does not know that token: join again with the code", true);
    welcome(session, student->id, student->name, {});
}

void ClassServer::on_submit(Session& session, const QJsonObject& message) {
    const QString id = message.value("id").toString();
    if (!valid_submission_id(id)) return refuse(session, "a submission id is 8 to 64 of A-Z a-z 0-9 - _", true);
    auto limit = submit_limits_.try_emplace(session.student_id, kSubmitBurst, kSubmitRefillMs).first;
    if (!limit->second.take(now_ms()))
        return refuse(session, "too many submissions at once: the studio sends it again later", false);
    const QString lesson = message.value("lesson").toString();
    if (refuse_late(session, id, lesson)) return;
    if (database_->submit(session.student_id, id, lesson, message.value("language").toString(),
                          message.value("program").toString())) {
        queue_->poke();
        board_changed();
    } else if (!database_->submission(session.student_id, id))
        return refuse(session, "the class could not store the submission: it is sent again later", false);
    send(session, "accepted", {{"id", id}});
}

void ClassServer::on_result(Session& session, const QJsonObject& message) {
    const QString id = message.value("id").toString();
    const auto record = database_->submission(session.student_id, id);
    if (!record) return send(session, "unknown", {{"id", id}});
    if (record->state != "marked") return send(session, "accepted", {{"id", id}});
    send(session, "result", result_fields(*record));
}

void ClassServer::on_teacher(Session& session, const QJsonObject& message) {
    if (!same_secret(message.value("key").toString(), teacher_key_))
        return refuse(session, "that is not the teacher's key", true);
    session.role = Session::teacher;
    session.identify.stop();
    send_class(session);
    send_board(session, board_json());
}

void ClassServer::on_approve(Session& session, const QJsonObject& message) {
    const NameCheck name = student_name(message.value("name").toString());
    if (!name.problem.isEmpty() || !database_->approve(name.name))
        return refuse(session, "no student of that name has asked to join", false);
    for (auto& [socket, waiting] : sessions_) {
        if (waiting->role != Session::waiting || waiting->name != name.name) continue;
        const JoinOutcome outcome = database_->join(name.name);
        if (outcome.kind != JoinOutcome::welcome) break;
        const auto student = database_->student_for_token(outcome.token);
        welcome(*waiting, student ? student->id : 0, name.name, outcome.token);
        break;  // one token: the first waiting studio takes it
    }
    send_class(session);
    board_changed();
}

void ClassServer::send_class(Session& session) {
    QJsonArray students, submissions;
    for (const Student& student : database_->students())
        students.append(QJsonObject{{"name", student.name}, {"state", student.state}});
    const auto records = database_->all_submissions();
    // The newest 500: the message stays under its cap (issue 45 pages the board).
    for (size_t i = records.size() > 500 ? records.size() - 500 : 0; i < records.size(); ++i) {
        const auto& r = records[i];
        submissions.append(QJsonObject{{"student", r.student},
                                       {"id", r.id},
                                       {"lesson", r.lesson},
                                       {"state", r.state},
                                       {"score", r.marks.value("score")},
                                       {"max", r.marks.value("max")},
                                       {"status", r.marks.value("status")}});
    }
    send(session, "class", {{"students", students}, {"submissions", submissions}});
}

void ClassServer::send_results(Session& session) {
    for (const SubmissionRecord& record : database_->undelivered_results(session.student_id))
        send(session, "result", result_fields(record));
}

void ClassServer::deliver(const std::vector<qint64>& rows) {
    log_line(QStringLiteral("class: marked %1 submissions").arg(rows.size()));
    // Whoever of the students is connected gets what is theirs; the others
    // get it when they next say hello.
    for (auto& [socket, session] : sessions_)
        if (session->role == Session::student) send_results(*session);
    board_changed();
    // After the marking queue started its next batch, if it has one: a record never delays a mark.
    QTimer::singleShot(0, this, [this] { records_->poke(); });
}

void ClassServer::send(Session& session, const QString& type, const QJsonObject& fields) {
    session.socket->sendTextMessage(QString::fromUtf8(write_message(type, fields, Direction::to_client)));
}

void ClassServer::refuse(Session& session, const QString& given, bool close) {
    // A refusal may quote a field's name as sent: no control character goes back.
    QString reason = given.left(500);
    for (QChar& c : reason)
        if (c.category() == QChar::Other_Control) c = u'?';
    log_line(QStringLiteral("class: refused %1: %2").arg(session.socket->peerAddress().toString(), reason));
    send(session, "refused", {{"reason", reason}});
    if (close) session.socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
}

}  // namespace bugbot::classroom
