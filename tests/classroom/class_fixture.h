#pragma once
// What the class's tests share: the real server as a process (bugbot-class
// serve), a real PostgreSQL started in a temporary folder, a raw WebSocket
// for what a studio never sends, a TCP relay that can cut a connection, and
// a wait that runs the event loop.
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QWebSocket>

#include <functional>
#include <memory>
#include <vector>

#include "postgres_cluster.h"

namespace classroom_test {

// Runs the event loop until `done` or `seconds` pass; returns done().
bool wait_until(const std::function<bool()>& done, double seconds);

// A program of the attention lesson: its starter, or its solution.
QString attention_program(bool solution);

// `bugbot-class serve` on loopback.
class ServerProcess {
public:
    // `data`: the server's folder; `database`: "" (SQLite there) or a URL.
    ServerProcess(QString data, QString database = {}, QString roster = {});
    ~ServerProcess();
    void add_lessons(const QString& folder) { lessons_ << "--lessons" << folder; }  // for its marker
    bool start(quint16 port = 0);  // waits for its join code; keeps the port for a restart
    // Before start(): where it listens (127.0.0.1 by default: not announced) and more of its options.
    void set_listen_address(const QString& address) { listen_address_ = address; }
    void add_arguments(const QStringList& args) { extra_ += args; }
    void kill_hard();  // SIGKILL, as `kill -9`
    quint16 port() const { return port_; }
    QString code() const { return code_; }
    QString address() const { return QStringLiteral("127.0.0.1:%1").arg(port_); }
    QString teacher_key() const;
    QString log() const { return log_; }

private:
    QString data_, database_, roster_;
    QStringList lessons_;
    QString listen_address_ = QStringLiteral("127.0.0.1");
    QStringList extra_;
    QProcess process_;
    quint16 port_ = 0;
    QString code_;
    QString log_;
};

// A WebSocket that speaks raw text to the server (TLS errors ignored: it
// plays a stranger or a hostile client, not a studio).
class RawSocket {
public:
    explicit RawSocket(const QString& address);
    bool connected(double seconds = 10);
    void send(const QJsonObject& message);
    void send_text(const QByteArray& text);
    QJsonObject next(const QString& type, double seconds = 10);  // the first message of that type
    int count(const QString& type) const;  // received and not yet taken by next()
    bool closed() const { return closed_; }
    QWebSocket socket;

private:
    std::vector<QJsonObject> received_;
    bool closed_ = false;
};

// A TCP relay from a local port to the server; cut_after(n) aborts the next
// connection once n bytes went from client to server.
class Relay {
public:
    explicit Relay(quint16 to_port);
    quint16 port() const { return server_.serverPort(); }
    QString address() const { return QStringLiteral("127.0.0.1:%1").arg(port()); }
    void cut_after(qint64 bytes) { cut_after_ = bytes; }
    int cuts() const { return cuts_; }

private:
    QTcpServer server_;
    quint16 to_port_;
    qint64 cut_after_ = -1;
    int cuts_ = 0;
};

// A CSV class list of `count` names "Student 1"...; returns its path.
QString write_roster(const QString& folder, int count);

}  // namespace classroom_test
