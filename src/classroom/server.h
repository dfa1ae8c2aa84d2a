#pragma once
// The class server: students' studios connect over TLS WebSockets, join by
// name, submit programs and receive their results; the teacher's key reads
// the whole class. Every message passes read_message (protocol.h) first.
// Marking is MarkingQueue's, in another process. No widgets.
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <map>
#include <memory>
#include <vector>

#include "classroom/database.h"
#include "classroom/rate_limit.h"

class QWebSocket;
class QWebSocketServer;

namespace bugbot::classroom {

class MarkingQueue;
class RecordQueue;

struct ServerOptions {
    QString data_dir;  // key, certificate, teacher key and (by default) the SQLite database
    QString database;  // a postgresql:// URL or a SQLite file; empty: <data_dir>/class.sqlite
    QHostAddress address = QHostAddress::Any;
    quint16 port = 7430;  // 0: any free port (tests)
    QString bugbot;  // the program that marks: `bugbot mark`
    QStringList lesson_args;  // --lessons DIR... for the marker
    QString roster;  // a CSV class list to add (names then join without approval)
};

class ClassServer : public QObject {
    Q_OBJECT
public:
    explicit ClassServer(ServerOptions options, QObject* parent = nullptr);
    ~ClassServer() override;

    // Opens the database, requeues what a killed server was marking, makes or
    // reads the key, listens. False and `error` when any of it fails.
    bool start(QString* error);

    quint16 port() const;
    QString join_code() const { return join_code_; }
    QString teacher_key() const { return teacher_key_; }
    QString database_location() const { return options_.database; }

private:
    struct Session;

    void accept_connections();
    void on_message(QWebSocket* socket, const QString& text);
    void handle(Session& session, const QJsonObject& message);
    void on_join(Session& session, const QJsonObject& message);
    void on_hello(Session& session, const QJsonObject& message);
    void on_submit(Session& session, const QJsonObject& message);
    void on_result(Session& session, const QJsonObject& message);
    void on_teacher(Session& session, const QJsonObject& message);
    void on_approve(Session& session, const QJsonObject& message);
    // The teacher's board (server_teacher.cpp): false when `type` is not one of its messages.
    bool handle_teacher(Session& session, const QString& type, const QJsonObject& message);
    void on_history(Session& session, const QJsonObject& message);
    void on_record(Session& session, const QJsonObject& message);
    void on_comment(Session& session, const QJsonObject& message);
    void on_hand_out(Session& session, const QJsonObject& message);
    void on_deadline(Session& session, const QJsonObject& message);
    // After a lesson's deadline: the submission is refused (`late`), true.
    bool refuse_late(Session& session, const QString& id, const QString& lesson);
    // The board changed (a result, a join, a connect...): every teacher
    // connected gets the new one within kBoardDelayMs, once for many changes.
    void board_changed();
    void push_board();
    void send_board(Session& session, const QJsonObject& board);
    QJsonObject board_json() const;
    void send_hand_outs(Session& session);
    void send_comments(Session& session);
    void send_class(Session& session);
    void send_results(Session& session);
    void deliver(const std::vector<qint64>& rows);
    void welcome(Session& session, qint64 student, const QString& name, const QString& token);
    void send(Session& session, const QString& type, const QJsonObject& fields);
    void refuse(Session& session, const QString& reason, bool close);
    bool load_teacher_key(QString* error);

    ServerOptions options_;
    std::unique_ptr<ClassDatabase> database_;
    std::unique_ptr<MarkingQueue> queue_;
    std::unique_ptr<RecordQueue> records_;
    QTimer board_push_;
    QWebSocketServer* server_ = nullptr;
    std::map<QWebSocket*, std::unique_ptr<Session>> sessions_;
    std::map<qint64, RateLimit> submit_limits_;  // each student's submissions
    QString join_code_;
    QString teacher_key_;
};

}  // namespace bugbot::classroom
