#pragma once
// DNS-SD on the LAN (docs/class.md, "Finding a class"): the server announces
// itself as `_bugbot-class._tcp`, a student's studio lists what it finds.
// Through avahi-daemon's D-Bus API (Qt D-Bus), not the avahi-publish and
// avahi-browse programs: the messages are typed (no parsing of avahi-browse's
// escaped text), the announcement lives exactly as long as our D-Bus
// connection (a server killed with SIGKILL is withdrawn by the daemon), and a
// missing daemon is one failed call, not a child process to watch.
// Without an avahi-daemon (CI, many machines) nothing is announced or found,
// and `unavailable()` says why; everything else works the same.
#include <QDBusMessage>
#include <QObject>
#include <QString>

#include <vector>

class QDBusServiceWatcher;

namespace bugbot::classroom {

inline constexpr char kServiceType[] = "_bugbot-class._tcp";

// The server's announcement: the class's name and port. Its TXT record holds
// only the protocol's version ("v=1"): never the join code or anything secret
// (the code stays on the projector).
class ClassAnnouncement : public QObject {
    Q_OBJECT
public:
    ClassAnnouncement(QString name, quint16 port, QObject* parent = nullptr);
    ~ClassAnnouncement() override;

    // Announced, under this name (avahi picks another on a collision: "Room 4 #2").
    bool announced() const { return announced_; }
    QString name() const { return name_; }

signals:
    void changed(const QString& what);  // a line for the server's log

private Q_SLOTS:  // D-Bus signals (QDBusConnection::connect takes a slot's name)
    void on_group_state(const QDBusMessage& signal);

private:
    void announce();
    void add_service(const QString& group);
    void fail(const QString& why);
    void free_group();

    QString name_;
    quint16 port_;
    QString group_;  // the daemon's entry group's object path
    bool announced_ = false;
    QDBusServiceWatcher* watcher_;  // the daemon (re)started: announce (again)
};

struct FoundClass {
    QString name;
    QString address;  // "192.168.1.20:7430": what the student would type
};

// The classes on the LAN, as avahi-daemon finds them (IPv4 addresses).
class ClassFinder : public QObject {
    Q_OBJECT
public:
    explicit ClassFinder(QObject* parent = nullptr);
    ~ClassFinder() override;

    const std::vector<FoundClass>& classes() const { return classes_; }
    // Why there is no list ("no avahi-daemon runs on this computer"); empty while it works.
    QString unavailable() const { return unavailable_; }

signals:
    void changed();  // the list, or unavailable()

private Q_SLOTS:  // D-Bus signals of the daemon's service browser
    void on_item_new(const QDBusMessage& signal);
    void on_item_remove(const QDBusMessage& signal);
    void on_failure(const QDBusMessage& signal);

private:
    void rebuild();
    void set_unavailable(const QString& why);

    QString browser_;  // the daemon's service browser's object path
    struct Entry {
        QString key;  // interface, protocol, name: what ItemRemove names
        FoundClass found;
    };
    std::vector<Entry> entries_;
    std::vector<FoundClass> classes_;  // entries_, one line per name and address
    QString unavailable_;
};

}  // namespace bugbot::classroom
