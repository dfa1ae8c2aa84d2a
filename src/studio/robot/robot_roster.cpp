#include "studio/robot/robot_roster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

#include "studio/work/paths.h"

namespace bugbot::studio {

namespace {
const char kDongleKey[] = "robot/dongle";

QString held_message() { return RobotRoster::tr("a run on a robot holds the dongle: try again when it has ended"); }

// What a finished `bugbot robots` said: its stdout when it worked, else why not.
QString said(QProcess* process, bool ok) {
    const QString out = QString::fromUtf8(process->readAllStandardOutput()).trimmed();
    const QString err = QString::fromUtf8(process->readAllStandardError()).trimmed();
    if (ok) return out;
    if (!err.isEmpty()) return err;
    return RobotRoster::tr("bugbot robots ended with exit status %1").arg(process->exitCode());
}
}  // namespace

QList<HeardRobot> parse_scan(const QByteArray& json) {
    // `bugbot robots scan --json`: [{"id", "name" (null when not paired), "status", "battery", "rssi"}...]
    QList<HeardRobot> out;
    for (const QJsonValue& v : QJsonDocument::fromJson(json).array()) {
        const QJsonObject o = v.toObject();
        const QString name = o.value("name").isString() ? o.value("name").toString() : RobotRoster::tr("(not paired)");
        out.append({o.value("id").toString(), name, o.value("status").toString(), o.value("battery").toInt(-1),
                    o.value("rssi").toInt()});
    }
    return out;
}

bool parse_roster(const QByteArray& json, QList<RosterRobot>& out, QString* error) {
    QJsonParseError problem;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &problem);
    if (!doc.isArray()) {
        if (error) *error = RobotRoster::tr("bugbot robots --json did not print a list: %1").arg(problem.errorString());
        return false;
    }
    out.clear();
    for (const QJsonValue& v : doc.array()) {
        const QJsonObject o = v.toObject();
        RosterRobot r;
        r.id = o.value("id").toString();
        r.name = o.value("name").toString();
        r.last_seen = o.value("last_seen").toString();
        if (r.name.isEmpty()) r.name = r.id;
        out.append(r);
    }
    return true;
}

RobotRoster::RobotRoster(QObject* parent) : QObject(parent) {}

RobotRoster::~RobotRoster() {
    if (process_) {
        disconnect(process_, nullptr, this, nullptr);
        process_->kill();
        process_->waitForFinished(1000);
    }
}

const RosterRobot* RobotRoster::find(const QString& id) const {
    for (const RosterRobot& r : robots_)
        if (r.id == id) return &r;
    return nullptr;
}

RobotTarget RobotRoster::target_for(const QString& id) const {
    if (id.isEmpty()) return {};
    const RosterRobot* r = find(id);
    return RobotTarget{id.toStdString(), dongle().toStdString(), std::string(), r ? r->name.toStdString() : std::string()};  // the roster: the CLI's ($BUGBOT_ROSTER, else ~/.bugbot)
}

QString RobotRoster::dongle() const { return QSettings().value(kDongleKey).toString(); }

void RobotRoster::set_dongle(const QString& port) { QSettings().setValue(kDongleKey, port.trimmed()); }

QStringList RobotRoster::with_dongle(QStringList args) const {
    if (!dongle().isEmpty()) args << "--dongle" << dongle();
    return args;
}

void RobotRoster::set_radio_held(bool held) {
    radio_held_ = held;
    if (!held) return;
    for (qsizetype i = queue_.size() - 1; i >= 0; --i) {
        if (!queue_[i].radio) continue;
        const QString what = queue_[i].what;
        queue_.removeAt(i);
        emit done(what, false, held_message());
    }
    if (QProcess* process = process_; process && current_.radio) {
        // Gone before the run opens the dongle: its lock goes with it (finished() says why).
        process->kill();
        process->waitForFinished(1000);
    }
}

void RobotRoster::reload() {
    enqueue({"list", {"robots", "--json"}, false, [this](const QString& out) {
                 QList<RosterRobot> fresh;
                 QString error;
                 if (!parse_roster(out.toUtf8(), fresh, &error)) return error;
                 for (RosterRobot& r : fresh) {  // what the last scan heard stays
                     if (const RosterRobot* old = find(r.id)) {
                         r.battery = old->battery;
                         r.heard = old->heard;
                     }
                 }
                 robots_ = fresh;
                 emit changed();
                 return tr("%n robot(s) in the roster", nullptr, int(robots_.size()));
             }});
}

void RobotRoster::scan(double seconds) {
    enqueue({"scan", with_dongle({"robots", "scan", "--seconds", QString::number(seconds), "--json"}), true,
             [this, seconds](const QString& out) { return take_scan(out, seconds); }});
}

QString RobotRoster::take_scan(const QString& out, double seconds) {
    const QList<HeardRobot> heard = parse_scan(out.toUtf8());
    for (RosterRobot& r : robots_) {
        r.battery = -1;
        r.heard.clear();
        for (const HeardRobot& h : heard) {
            if (h.id != r.id) continue;
            r.battery = h.battery;
            r.heard = h.status;
        }
    }
    emit changed();
    if (heard.isEmpty())
        return tr("No robot heard in %1 s (are they switched on, in ESP-NOW mode, on the dongle's channel?)").arg(seconds);
    QStringList names;
    for (const HeardRobot& h : heard) names << tr("%1 (%2 %, %3)").arg(h.name).arg(h.battery).arg(status_words(h.status));
    return tr("Heard %1").arg(names.join(", "));
}

void RobotRoster::blink(const QString& id) { enqueue({"blink", with_dongle({"robots", "blink", id}), true, {}}); }

void RobotRoster::forget(const QString& id) {
    enqueue({"forget", {"robots", "forget", id}, false, {}});
    reload();
}

void RobotRoster::add(const QString& port, const QString& name) {
    QStringList args{"robots", "init"};
    if (!port.trimmed().isEmpty()) args << "--port" << port.trimmed();
    if (!name.trimmed().isEmpty()) args << "--name" << name.trimmed();
    enqueue({"add", with_dongle(args), false, {}});
    reload();
}

void RobotRoster::enqueue(Command command) {
    if (command.radio && radio_held_) {
        emit done(command.what, false, held_message());
        return;
    }
    queue_.append(std::move(command));
    if (!process_) next();
}

void RobotRoster::next() {
    if (queue_.isEmpty()) {
        if (busy_) emit busy_changed(busy_ = false);
        return;
    }
    current_ = queue_.takeFirst();
    process_ = new QProcess(this);
    connect(process_, &QProcess::finished, this, &RobotRoster::finished);
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart) finished(-1, QProcess::CrashExit);
    });
    process_->start(engine_path(), current_.args);
    if (!busy_) emit busy_changed(busy_ = true);
    emit started(current_.what);
}

QString RobotRoster::status_words(const QString& status) {
    if (status == QStringLiteral("free")) return tr("free");
    if (status == QStringLiteral("claimed")) return tr("claimed");
    return status;
}

void RobotRoster::finished(int code, QProcess::ExitStatus status) {
    QProcess* process = process_;
    if (!process) return;
    process_ = nullptr;
    disconnect(process, nullptr, this, nullptr);
    process->deleteLater();
    const Command command = current_;
    QString message;
    bool ok = code == 0 && status == QProcess::NormalExit;
    if (code == -1) message = tr("could not start %1: %2").arg(engine_path(), process->errorString());
    else if (command.radio && radio_held_ && !ok) message = held_message();
    else message = said(process, ok);
    if (ok && command.then) message = command.then(message);
    emit done(command.what, ok, message);
    next();
}

}  // namespace bugbot::studio
