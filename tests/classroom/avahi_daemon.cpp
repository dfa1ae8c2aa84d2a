#include "avahi_daemon.h"

#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>

#include <functional>

namespace classroom_test {

namespace {

// A system bus of our own: anyone may own any name (avahi's) and talk to it.
constexpr char kBusConfig[] = R"(<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=%1</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/> <allow own="*"/>
    <allow send_type="method_call"/> <allow send_type="signal"/>
    <allow send_type="method_return"/> <allow send_type="error"/>
    <allow receive_type="method_call"/> <allow receive_type="signal"/>
    <allow receive_type="method_return"/> <allow receive_type="error"/>
  </policy>
</busconfig>
)";

// Loopback only: the test's announcements stay on this machine.
constexpr char kAvahiConfig[] =
    "[server]\nuse-ipv4=yes\nuse-ipv6=no\nallow-interfaces=lo\n"
    "[publish]\npublish-hinfo=no\npublish-workstation=no\n";

// class_fixture.h's wait_until, here again: the studio's tests use this file without the fixture.
bool run_events_until(const std::function<bool()>& done, double seconds) {
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < seconds * 1000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return done();
}

bool write(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

}  // namespace

AvahiDaemon::AvahiDaemon() {
    // The system's own, when it runs (a developer's desktop): used as it is.
    // Probed by its address: Qt keeps the first answer of its systemBus() for the process.
    if (qEnvironmentVariableIsEmpty("DBUS_SYSTEM_BUS_ADDRESS") && QFile::exists("/run/dbus/system_bus_socket")) {
        QDBusConnection probe = QDBusConnection::connectToBus("unix:path=/run/dbus/system_bus_socket", "avahi-probe");
        const bool system = probe.isConnected() && probe.interface()->isServiceRegistered("org.freedesktop.Avahi");
        QDBusConnection::disconnectFromBus("avahi-probe");
        if (system) return;
    }
    start_private();
}

bool AvahiDaemon::start_private() {
    const QString avahi = QStandardPaths::findExecutable("avahi-daemon", {"/usr/sbin", "/sbin"});
    const QString dbus = QStandardPaths::findExecutable("dbus-daemon");
    if (avahi.isEmpty() || dbus.isEmpty())
        return why_not_ = "avahi-daemon or dbus-daemon is not installed (scripts/setup.sh installs them)", false;
    const QString socket = dir_.filePath("bus");
    if (!write(dir_.filePath("bus.conf"), QString::fromLatin1(kBusConfig).arg(socket).toUtf8()) ||
        !write(dir_.filePath("avahi.conf"), kAvahiConfig))
        return why_not_ = "cannot write in " + dir_.path(), false;
    bus_daemon_.setProcessChannelMode(QProcess::MergedChannels);
    bus_daemon_.start(dbus, {"--nofork", "--config-file=" + dir_.filePath("bus.conf")});
    if (!run_events_until([&] { return QFile::exists(socket) || bus_daemon_.state() == QProcess::NotRunning; }, 10) ||
        bus_daemon_.state() == QProcess::NotRunning)
        return why_not_ = "a private dbus-daemon did not start: " + QString::fromUtf8(bus_daemon_.readAll()), false;
    bus_ = "unix:path=" + socket;
    qputenv("DBUS_SYSTEM_BUS_ADDRESS", bus_.toUtf8());  // before this process first asks for the system bus
    // Not dropping root, no chroot: it runs as whoever runs the test. Its pid
    // file is /run/avahi-daemon/pid, one for the machine: while another
    // test's private daemon holds it (a few seconds), try again.
    QElapsedTimer clock;
    clock.start();
    QString output;
    do {
        output.clear();
        avahi_.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
        avahi_.setProcessChannelMode(QProcess::MergedChannels);
        avahi_.start(avahi, {"--no-drop-root", "--no-chroot", "--no-rlimits", "--no-proc-title", "-f",
                             dir_.filePath("avahi.conf")});
        run_events_until(
            [&] {
                output += QString::fromUtf8(avahi_.readAll());
                return output.contains("Server startup complete") || avahi_.state() == QProcess::NotRunning;
            },
            15);
        avahi_.waitForFinished(0);
        if (avahi_.state() == QProcess::NotRunning) run_events_until([] { return false; }, 0.5);
    } while (avahi_.state() == QProcess::NotRunning &&
             (output.contains("already running") || output.contains("PID file")) && clock.elapsed() < 30000);
    if (avahi_.state() == QProcess::NotRunning || !output.contains("Server startup complete"))
        return why_not_ = "avahi-daemon could not be started here (a container without root may not allow it): " +
                          output.trimmed().right(400),
               false;
    return true;
}

AvahiDaemon::~AvahiDaemon() {
    for (QProcess* p : {&avahi_, &bus_daemon_}) {
        if (p->state() == QProcess::NotRunning) continue;
        p->terminate();
        if (!p->waitForFinished(3000)) p->kill(), p->waitForFinished(1000);
    }
}

}  // namespace classroom_test
