#include "studio/class/class_host.h"

#include <QDir>
#include <QHostAddress>
#include <QNetworkInterface>
#include <QProcess>
#include <QRegularExpression>

#include "studio/work/paths.h"

namespace bugbot::studio {

ClassHost::ClassHost(QObject* parent) : QObject(parent) {}

ClassHost::~ClassHost() { stop(); }

void ClassHost::start(const QString& data_dir, quint16 port, const QString& roster, const QString& address) {
    if (process_) return;
    QDir().mkpath(data_dir);
    data_dir_ = data_dir;
    output_.clear();
    errors_.clear();
    process_ = new QProcess(this);
    QStringList args{"class", "serve", "--data", data_dir, "--port", QString::number(port), "--address", address};
    // Port 7430 taken (another class, another program): a free one, shown in the addresses.
    if (port != 0) args << "--any-port-if-taken";
    requested_port_ = port;
    if (!roster.isEmpty()) args << "--roster" << roster;
    connect(process_, &QProcess::readyReadStandardOutput, this, &ClassHost::read_output);
    connect(process_, &QProcess::readyReadStandardError, this,
            [this] { errors_ += QString::fromUtf8(process_->readAllStandardError()); });
    connect(process_, &QProcess::finished, this, [this](int code, QProcess::ExitStatus) {
        const QString why = errors_.trimmed().section('\n', -1);
        process_->deleteLater();
        process_ = nullptr;
        port_ = 0;
        code_.clear();
        emit listening_changed();
        emit failed(why.isEmpty() ? tr("the class server stopped (exit status %1)").arg(code) : why);
    });
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart || !process_) return;
        const QString why = process_->errorString();
        process_->deleteLater();
        process_ = nullptr;
        emit failed(tr("could not start the class server: %1").arg(why));
    });
    process_->start(engine_path(), args);
}

void ClassHost::read_output() {
    output_ += process_->readAllStandardOutput();
    // The server's first lines are for programs, never translated (cli/class_main.cpp).
    static const QRegularExpression port_line("^class: listening on port (\\d+)$", QRegularExpression::MultilineOption);
    static const QRegularExpression code_line("^class: join code (\\S+)$", QRegularExpression::MultilineOption);
    const QString text = QString::fromUtf8(output_);
    const auto port = port_line.match(text);
    const auto code = code_line.match(text);
    if (!port.hasMatch() || !code.hasMatch() || listening()) return;
    port_ = quint16(port.captured(1).toUInt());
    code_ = code.captured(1);
    emit listening_changed();
}

void ClassHost::stop() {
    if (!process_) return;
    QProcess* process = process_;
    process_ = nullptr;
    process->disconnect(this);
    process->terminate();  // SIGTERM: the server stops its marker and closes the database
    if (!process->waitForFinished(3000)) process->kill();
    process->waitForFinished(1000);
    delete process;
    port_ = 0;
    code_.clear();
    emit listening_changed();
}

QStringList ClassHost::addresses() const {
    QStringList lan, loopback;
    for (const QHostAddress& a : QNetworkInterface::allAddresses()) {
        if (a.protocol() != QAbstractSocket::IPv4Protocol) continue;
        (a.isLoopback() ? loopback : lan) << QStringLiteral("%1:%2").arg(a.toString(), QString::number(port_));
    }
    return lan + loopback;
}

}  // namespace bugbot::studio
