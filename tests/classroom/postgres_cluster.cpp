#include "postgres_cluster.h"

#include <pwd.h>
#include <unistd.h>

#include <QFile>
#include <QProcess>
#include <QTcpServer>

namespace classroom_test {

Postgres::Postgres() {
    for (const char* dir : {"/usr/lib/postgresql/15/bin", "/usr/local/bin", "/usr/bin"})
        if (QFile::exists(QString(dir) + "/initdb") && QFile::exists(QString(dir) + "/pg_ctl")) {
            bin_ = dir;
            break;
        }
    if (bin_.isEmpty()) {
        why_not_ = "PostgreSQL is not installed (initdb, pg_ctl): scripts/setup.sh installs postgresql-15";
        return;
    }
    if (geteuid() == 0) {  // postgres refuses root: the cluster is nobody's
        const passwd* nobody = getpwnam("nobody");
        if (!nobody || chown(dir_.path().toLocal8Bit().constData(), nobody->pw_uid, nobody->pw_gid) != 0) {
            why_not_ = "cannot give the cluster's folder to the user nobody";
            return;
        }
    }
    QTcpServer probe;  // a free port for the cluster
    probe.listen(QHostAddress::LocalHost, 0);
    const quint16 port = probe.serverPort();
    probe.close();
    const QString data = dir_.filePath("data");
    QString output;
    if (!run({bin_ + "/initdb", "-D", data, "-A", "trust", "-U", "postgres", "--no-sync"}, &output) ||
        !run({bin_ + "/pg_ctl", "-D", data, "-l", dir_.filePath("log"), "-w", "-t", "30", "-o",
              QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1 -c fsync=off").arg(port).arg(dir_.path()),
              "start"},
             &output)) {
        why_not_ = "PostgreSQL did not start: " + output.left(600);
        return;
    }
    url_ = QStringLiteral("postgresql://postgres@127.0.0.1:%1/postgres").arg(port);
}

Postgres::~Postgres() {
    if (!url_.isEmpty()) run({bin_ + "/pg_ctl", "-D", dir_.filePath("data"), "-m", "immediate", "-w", "stop"});
}

bool Postgres::run(const QStringList& command, QString* output) {
    QStringList args = command;
    QString program = args.takeFirst();
    if (geteuid() == 0) {
        args.prepend(program);
        args = QStringList{"-u", "nobody", "--"} + args;
        program = "runuser";
    }
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setWorkingDirectory(dir_.path());
    process.start(program, args);
    const bool ok = process.waitForFinished(60000) && process.exitCode() == 0;
    if (output) *output = QString::fromUtf8(process.readAll());
    return ok;
}

}  // namespace classroom_test
