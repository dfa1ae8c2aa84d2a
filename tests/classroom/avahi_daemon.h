#pragma once
// An avahi-daemon for the DNS-SD test: the system's, when one answers on the
// system bus; else a private one on a private D-Bus in a temporary folder
// (root, or a machine that lets avahi-daemon run without dropping root),
// kept on the loopback interface so the test announces nothing on the LAN.
// usable() is false, and why_not() says why, when neither can be had.
#include <QProcess>
#include <QString>
#include <QTemporaryDir>

namespace classroom_test {

class AvahiDaemon {
public:
    AvahiDaemon();  // sets DBUS_SYSTEM_BUS_ADDRESS for this process (and the servers it starts)
    ~AvahiDaemon();
    bool usable() const { return why_not_.isEmpty(); }
    QString why_not() const { return why_not_; }
    QString bus() const { return bus_; }  // DBUS_SYSTEM_BUS_ADDRESS's value (the system's: empty)

private:
    bool start_private();
    QTemporaryDir dir_;
    QProcess bus_daemon_, avahi_;
    QString bus_, why_not_;
};

}  // namespace classroom_test
