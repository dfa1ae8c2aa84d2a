#pragma once
// The teacher's class, hosted from the studio: `bugbot class serve` as a child
// process (bugbot starts bugbot-class from beside itself or from libexec,
// cli/class_launch.cpp), its data in the teacher's data folder. The server
// prints its port and join code; this reads them and says so. The process
// ends with the studio (SIGTERM: the server requeues what it was marking).
#include <QObject>
#include <QString>
#include <QStringList>

class QProcess;

namespace bugbot::studio {

class ClassHost : public QObject {
    Q_OBJECT
public:
    explicit ClassHost(QObject* parent = nullptr);
    ~ClassHost() override;

    // Starts the server on `port` (0: any free port; taken: another free one) at `address` with
    // `data_dir` (key, certificate, database) and, when not empty, the
    // class list `roster`. Nothing when one runs already.
    void start(const QString& data_dir, quint16 port, const QString& roster = {},
               const QString& address = QStringLiteral("0.0.0.0"));
    void stop();
    bool running() const { return process_ != nullptr; }
    bool listening() const { return port_ != 0 && !code_.isEmpty(); }
    quint16 port() const { return port_; }
    // The port asked for; port() differs when that one was taken.
    quint16 requested_port() const { return requested_port_; }
    QString data_dir() const { return data_dir_; }  // the key, the certificate, the teacher's key
    QString join_code() const { return code_; }
    // This machine's addresses a student types ("192.168.1.20:7430"), loopback last.
    QStringList addresses() const;

signals:
    void listening_changed();  // listening, or stopped
    void failed(const QString& reason);

private:
    void read_output();

    QProcess* process_ = nullptr;
    QByteArray output_;
    QString errors_;
    quint16 port_ = 0;
    quint16 requested_port_ = 0;
    QString code_;
    QString data_dir_;
};

}  // namespace bugbot::studio
