#include "class_fixture.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QSslConfiguration>
#include <QStandardPaths>
#include <QTcpSocket>
#include "build_paths.h"

namespace classroom_test {

bool wait_until(const std::function<bool()>& done, double seconds) {
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < seconds * 1000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return done();
}

QString attention_program(bool solution) {
    QFile file(QString::fromStdString(bugbot::build_paths::source_dir() + "/lessons/attention/%1")
                   .arg(solution ? "solution/attention.py" : "starter.py"));
    file.open(QIODevice::ReadOnly);
    return QString::fromUtf8(file.readAll());
}

ServerProcess::ServerProcess(QString data, QString database, QString roster)
    : data_(std::move(data)), database_(std::move(database)), roster_(std::move(roster)) {
    process_.setProcessChannelMode(QProcess::MergedChannels);
    QObject::connect(&process_, &QProcess::readyRead, [this] { log_ += QString::fromUtf8(process_.readAll()); });
}

ServerProcess::~ServerProcess() {
    process_.terminate();
    if (!process_.waitForFinished(3000)) kill_hard();
}

bool ServerProcess::start(quint16 port) {
    QStringList args{
        "serve", "--data", data_, "--address", listen_address_, "--port", QString::number(port ? port : port_)};
    args += extra_;
    if (!database_.isEmpty()) args << "--db" << database_;
    if (!roster_.isEmpty()) args << "--roster" << roster_;
    args << lessons_;
    log_.clear();
    process_.start(QString::fromStdString(bugbot::build_paths::program("bugbot-class")), args);
    const bool up = wait_until(
        [this] { return log_.contains("class: join code") || process_.state() == QProcess::NotRunning; }, 30);
    const QStringList lines = log_.split('\n');
    for (const QString& line : lines) {
        if (line.startsWith("class: listening on port ")) port_ = quint16(line.section(' ', -1).toUInt());
        if (line.startsWith("class: join code ")) code_ = line.section(' ', -1);
    }
    return up && process_.state() == QProcess::Running && port_ != 0;
}

void ServerProcess::kill_hard() {
    process_.kill();
    process_.waitForFinished(5000);
}

QString ServerProcess::teacher_key() const {
    QFile file(data_ + "/teacher.key");
    file.open(QIODevice::ReadOnly);
    return QString::fromLatin1(file.readAll()).trimmed();
}

RawSocket::RawSocket(const QString& address) {
    QObject::connect(&socket, &QWebSocket::sslErrors, &socket, [this] { socket.ignoreSslErrors(); });
    QObject::connect(&socket, &QWebSocket::textMessageReceived, &socket, [this](const QString& text) {
        received_.push_back(QJsonDocument::fromJson(text.toUtf8()).object());
    });
    QObject::connect(&socket, &QWebSocket::disconnected, &socket, [this] { closed_ = true; });
    socket.open(QUrl("wss://" + address + "/"));
}

bool RawSocket::connected(double seconds) {
    return wait_until([this] { return socket.state() == QAbstractSocket::ConnectedState || closed_; }, seconds) &&
           !closed_;
}

void RawSocket::send(const QJsonObject& message) { send_text(QJsonDocument(message).toJson(QJsonDocument::Compact)); }

void RawSocket::send_text(const QByteArray& text) { socket.sendTextMessage(QString::fromUtf8(text)); }

QJsonObject RawSocket::next(const QString& type, double seconds) {
    QJsonObject found;
    wait_until(
        [&] {
            for (auto it = received_.begin(); it != received_.end(); ++it)
                if (it->value("type").toString() == type) {
                    found = *it;
                    received_.erase(it);
                    return true;
                }
            return closed_;
        },
        seconds);
    return found;
}

int RawSocket::count(const QString& type) const {
    return int(std::count_if(received_.begin(), received_.end(),
                             [&](const QJsonObject& m) { return m.value("type").toString() == type; }));
}

Relay::Relay(quint16 to_port) : to_port_(to_port) {
    server_.listen(QHostAddress::LocalHost, 0);
    QObject::connect(&server_, &QTcpServer::newConnection, &server_, [this] {
        while (QTcpSocket* client = server_.nextPendingConnection()) {
            auto* upstream = new QTcpSocket(client);
            upstream->connectToHost(QHostAddress::LocalHost, to_port_);
            auto sent = std::make_shared<qint64>(0);
            const qint64 limit = cut_after_;
            cut_after_ = -1;  // one cut; the next connection goes through
            QObject::connect(client, &QTcpSocket::readyRead, upstream, [this, client, upstream, sent, limit] {
                const QByteArray bytes = client->readAll();
                if (limit >= 0 && *sent + bytes.size() >= limit) {
                    upstream->write(bytes.left(limit - *sent));
                    upstream->flush();
                    ++cuts_;
                    upstream->abort();
                    client->abort();
                    return;
                }
                *sent += bytes.size();
                upstream->write(bytes);
            });
            QObject::connect(upstream, &QTcpSocket::readyRead, client,
                             [client, upstream] { client->write(upstream->readAll()); });
            QObject::connect(upstream, &QTcpSocket::disconnected, client, [client] { client->disconnectFromHost(); });
            QObject::connect(client, &QTcpSocket::disconnected, client, [client] { client->deleteLater(); });
        }
    });
}

QString write_roster(const QString& folder, int count) {
    const QString path = folder + "/class.csv";
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write("name;email\n");
    for (int i = 1; i <= count; ++i) file.write(QStringLiteral("Student %1;s%1@school.example\n").arg(i).toUtf8());
    return path;
}

}  // namespace classroom_test
