#include "classroom/dns_sd.h"

#include <QDBusConnection>
#include <QDBusError>
#include <QDBusMetaType>
#include <QDBusObjectPath>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusServiceWatcher>
#include <QHostAddress>

#include <algorithm>
#include <functional>

namespace bugbot::classroom {

namespace {

// avahi-daemon's D-Bus API (avahi-daemon/org.freedesktop.Avahi.*.xml).
constexpr char kAvahi[] = "org.freedesktop.Avahi";
constexpr char kServer[] = "org.freedesktop.Avahi.Server";
constexpr char kServer2[] = "org.freedesktop.Avahi.Server2";  // avahi 0.8: browsers made, then started
constexpr char kEntryGroup[] = "org.freedesktop.Avahi.EntryGroup";
constexpr char kServiceBrowser[] = "org.freedesktop.Avahi.ServiceBrowser";
constexpr qint32 kAnyInterface = -1;  // AVAHI_IF_UNSPEC
constexpr qint32 kAnyProtocol = -1;  // AVAHI_PROTO_UNSPEC
constexpr qint32 kIPv4 = 0;  // AVAHI_PROTO_INET: the address a student types
constexpr int kGroupEstablished = 2, kGroupCollision = 3, kGroupFailure = 4;  // AvahiEntryGroupState
constexpr int kCallMs = 5000;
constexpr char kTxtVersion[] = "v=1";  // the protocol's version (protocol.h's kVersion); nothing else

QDBusMessage avahi_call(const QString& path, const char* interface, const char* method, const QVariantList& args = {}) {
    QDBusMessage call = QDBusMessage::createMethodCall(kAvahi, path, interface, method);
    call.setArguments(args);
    return call;
}

// Sends `call` and runs `done` with its reply, never waiting.
void call_async(QObject* owner, const QDBusMessage& call, std::function<void(const QDBusMessage&)> done) {
    auto* watcher = new QDBusPendingCallWatcher(QDBusConnection::systemBus().asyncCall(call, kCallMs), owner);
    QObject::connect(watcher, &QDBusPendingCallWatcher::finished, owner,
                     [done = std::move(done)](QDBusPendingCallWatcher* w) {
                         w->deleteLater();
                         done(w->reply());
                     });
}

// What a failed call says to a teacher or a student.
QString why_not(const QDBusMessage& reply) {
    const QString name = reply.errorName();
    if (name == "org.freedesktop.DBus.Error.ServiceUnknown" || name == "org.freedesktop.DBus.Error.NameHasNoOwner")
        return QStringLiteral("no avahi-daemon runs on this computer");
    return reply.errorMessage().isEmpty() ? name : reply.errorMessage();
}

QString no_bus() {
    return QStringLiteral("no D-Bus system bus (%1)").arg(QDBusConnection::systemBus().lastError().message());
}

}  // namespace

ClassAnnouncement::ClassAnnouncement(QString name, quint16 port, QObject* parent)
    : QObject(parent),
      name_(std::move(name)),
      port_(port),
      watcher_(new QDBusServiceWatcher(
          kAvahi, QDBusConnection::systemBus(),
          QDBusServiceWatcher::WatchForRegistration | QDBusServiceWatcher::WatchForUnregistration, this)) {
    qDBusRegisterMetaType<QList<QByteArray>>();  // a TXT record: aay
    connect(watcher_, &QDBusServiceWatcher::serviceRegistered, this, &ClassAnnouncement::announce);
    connect(watcher_, &QDBusServiceWatcher::serviceUnregistered, this, [this] {
        group_.clear();
        announced_ = false;
        emit changed(QStringLiteral("avahi-daemon stopped: the class is not announced until it is back"));
    });
    // From the event loop: whoever made this hears what became of it.
    QMetaObject::invokeMethod(this, &ClassAnnouncement::announce, Qt::QueuedConnection);
}

ClassAnnouncement::~ClassAnnouncement() { free_group(); }

void ClassAnnouncement::announce() {
    if (!QDBusConnection::systemBus().isConnected()) return fail(no_bus());
    free_group();
    call_async(this, avahi_call("/", kServer, "EntryGroupNew"), [this](const QDBusMessage& reply) {
        if (reply.type() == QDBusMessage::ErrorMessage) return fail(why_not(reply));
        const QString group = reply.arguments().value(0).value<QDBusObjectPath>().path();
        QDBusConnection::systemBus().connect(kAvahi, group, kEntryGroup, "StateChanged", this,
                                             SLOT(on_group_state(QDBusMessage)));
        add_service(group);
    });
}

void ClassAnnouncement::add_service(const QString& group) {
    group_ = group;
    const QList<QByteArray> txt{kTxtVersion};
    const QVariantList args{kAnyInterface,
                            kAnyProtocol,
                            quint32(0),
                            name_,
                            QString::fromLatin1(kServiceType),
                            QString(),
                            QString(),
                            QVariant::fromValue(port_),  // q: uint16
                            QVariant::fromValue(txt)};
    call_async(this, avahi_call(group, kEntryGroup, "AddService", args), [this, group](const QDBusMessage& reply) {
        if (group != group_) return;  // the daemon went away and came back meanwhile
        if (reply.type() == QDBusMessage::ErrorMessage) return fail(why_not(reply));
        call_async(this, avahi_call(group, kEntryGroup, "Commit"), [this](const QDBusMessage& committed) {
            if (committed.type() == QDBusMessage::ErrorMessage) fail(why_not(committed));
        });
    });
}

void ClassAnnouncement::on_group_state(const QDBusMessage& signal) {
    if (signal.path() != group_) return;
    const int state = signal.arguments().value(0).toInt();
    if (state == kGroupEstablished) {
        announced_ = true;
        return emit changed(
            QStringLiteral("announced on the LAN as \"%1\" (%2)").arg(name_, QString::fromLatin1(kServiceType)));
    }
    if (state == kGroupCollision) {  // another class of this name on the LAN: avahi's next name
        announced_ = false;
        const QDBusMessage other = QDBusConnection::systemBus().call(
            avahi_call("/", kServer, "GetAlternativeServiceName", {name_}), QDBus::Block, kCallMs);
        if (other.type() == QDBusMessage::ErrorMessage) return fail(why_not(other));
        name_ = other.arguments().value(0).toString();
        const QString group = group_;
        call_async(this, avahi_call(group, kEntryGroup, "Reset"), [this, group](const QDBusMessage&) {
            if (group == group_) add_service(group);
        });
        return;
    }
    if (state == kGroupFailure) fail(signal.arguments().value(1).toString());
}

void ClassAnnouncement::fail(const QString& why) {
    announced_ = false;
    emit changed(QStringLiteral("not announced on the LAN (%1): students type the address").arg(why));
}

void ClassAnnouncement::free_group() {
    if (group_.isEmpty()) return;
    QDBusConnection::systemBus().send(avahi_call(group_, kEntryGroup, "Free"));  // no reply awaited
    group_.clear();
    announced_ = false;
}

ClassFinder::ClassFinder(QObject* parent) : QObject(parent) {
    qDBusRegisterMetaType<QList<QByteArray>>();  // a TXT record: aay
    QDBusConnection bus = QDBusConnection::systemBus();
    if (!bus.isConnected()) {
        unavailable_ = no_bus();
        return;
    }
    const QVariantList args{kAnyInterface, kIPv4, QString(kServiceType), QString(), quint32(0)};
    call_async(this, avahi_call("/", kServer2, "ServiceBrowserPrepare", args), [this](const QDBusMessage& reply) {
        if (reply.type() == QDBusMessage::ErrorMessage) return set_unavailable(why_not(reply));
        browser_ = reply.arguments().value(0).value<QDBusObjectPath>().path();
        // Subscribed before it starts: no class is announced between the two.
        QDBusConnection bus = QDBusConnection::systemBus();
        bus.connect(kAvahi, browser_, kServiceBrowser, "ItemNew", this, SLOT(on_item_new(QDBusMessage)));
        bus.connect(kAvahi, browser_, kServiceBrowser, "ItemRemove", this, SLOT(on_item_remove(QDBusMessage)));
        bus.connect(kAvahi, browser_, kServiceBrowser, "Failure", this, SLOT(on_failure(QDBusMessage)));
        call_async(this, avahi_call(browser_, kServiceBrowser, "Start"), [this](const QDBusMessage& started) {
            if (started.type() == QDBusMessage::ErrorMessage) set_unavailable(why_not(started));
        });
    });
}

ClassFinder::~ClassFinder() {
    if (!browser_.isEmpty()) QDBusConnection::systemBus().send(avahi_call(browser_, kServiceBrowser, "Free"));
}

void ClassFinder::on_item_new(const QDBusMessage& signal) {
    // interface, protocol, name, type, domain, flags
    const QVariantList item = signal.arguments();
    if (signal.path() != browser_ || item.size() < 5) return;
    const QString key = QStringLiteral("%1/%2/%3").arg(QString::number(item[0].toInt()), QString::number(item[1].toInt()), item[2].toString());
    const QVariantList args{item[0], item[1], item[2], item[3], item[4], kIPv4, quint32(0)};
    const QDBusMessage call = avahi_call("/", kServer, "ResolveService", args);
    call_async(this, call, [this, key](const QDBusMessage& reply) {
        // interface, protocol, name, type, domain, host, aprotocol, address, port, txt, flags
        const QVariantList r = reply.arguments();
        if (reply.type() == QDBusMessage::ErrorMessage || r.size() < 10) return;  // gone before it resolved
        const QList<QByteArray> txt = qdbus_cast<QList<QByteArray>>(r[9]);
        if (!txt.contains(kTxtVersion)) return;  // another version of the class: this studio cannot join it
        const QHostAddress address(r[7].toString());
        if (address.protocol() != QAbstractSocket::IPv4Protocol) return;
        std::erase_if(entries_, [&](const Entry& e) { return e.key == key; });
        entries_.push_back(
            {key, {r[2].toString(), QStringLiteral("%1:%2").arg(address.toString(), QString::number(r[8].toUInt()))}});
        rebuild();
    });
}

void ClassFinder::on_item_remove(const QDBusMessage& signal) {
    const QVariantList item = signal.arguments();
    if (signal.path() != browser_ || item.size() < 3) return;
    const QString key = QStringLiteral("%1/%2/%3").arg(QString::number(item[0].toInt()), QString::number(item[1].toInt()), item[2].toString());
    if (std::erase_if(entries_, [&](const Entry& e) { return e.key == key; }) > 0) rebuild();
}

void ClassFinder::on_failure(const QDBusMessage& signal) {
    if (signal.path() == browser_) set_unavailable(signal.arguments().value(0).toString());
}

void ClassFinder::rebuild() {
    // One line for each name and address; a class also seen on loopback (the
    // teacher's own machine) is listed with its LAN address only.
    auto lan = [&](const QString& name) {
        return std::any_of(entries_.begin(), entries_.end(), [&](const Entry& e) {
            return e.found.name == name && !QHostAddress(e.found.address.section(':', 0, 0)).isLoopback();
        });
    };
    classes_.clear();
    for (const Entry& e : entries_) {
        const bool loopback = QHostAddress(e.found.address.section(':', 0, 0)).isLoopback();
        const bool listed = std::any_of(classes_.begin(), classes_.end(), [&](const FoundClass& c) {
            return c.name == e.found.name && c.address == e.found.address;
        });
        if (!listed && !(loopback && lan(e.found.name))) classes_.push_back(e.found);
    }
    std::sort(classes_.begin(), classes_.end(),
              [](const FoundClass& a, const FoundClass& b) { return a.name + a.address < b.name + b.address; });
    emit changed();
}

void ClassFinder::set_unavailable(const QString& why) {
    unavailable_ = why;
    emit changed();
}

}  // namespace bugbot::classroom
