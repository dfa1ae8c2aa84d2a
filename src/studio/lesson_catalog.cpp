#include "studio/lesson_catalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace bugbot::studio {

QList<Lesson> parse_lessons_json(const QByteArray& json, QString* error) {
    QJsonParseError parse_error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse_error);
    if (doc.isNull()) {
        if (error) *error = QStringLiteral("bugbot lessons --json: %1").arg(parse_error.errorString());
        return {};
    }
    if (!doc.isArray()) {
        if (error) *error = QStringLiteral("bugbot lessons --json: expected a list of lessons");
        return {};
    }
    QList<Lesson> lessons;
    for (const QJsonValue& v : doc.array()) {
        const QJsonObject o = v.toObject();
        Lesson l;
        l.id = o.value("id").toString();
        l.title = o.value("title").toString(l.id);
        l.track = o.value("track").toString();
        l.folder = o.value("folder").toString();
        l.text = o.value("text").toString();
        l.world = o.value("world").toString();
        for (const QJsonValue& p : o.value("programs").toArray()) {
            const QJsonObject po = p.toObject();
            l.programs.push_back({po.value("file").toString(), po.value("title").toString(po.value("file").toString())});
        }
        for (const QJsonValue& t : o.value("tasks").toArray()) {
            const QJsonObject to = t.toObject();
            l.tasks.push_back({to.value("id").toString(), to.value("title").toString()});
        }
        if (l.id.isEmpty() || l.folder.isEmpty()) {
            if (error) *error = QStringLiteral("bugbot lessons --json: a lesson without an id or folder");
            continue;
        }
        lessons.push_back(l);
    }
    return lessons;
}

Lesson scan_lesson(const QString& folder) {
    QDir dir(folder);
    Lesson l;
    l.folder = dir.absolutePath();
    l.id = dir.dirName();
    l.title = l.id;
    // lesson.json, when there, names the title and the programs' titles.
    QFile meta(dir.filePath("lesson.json"));
    QJsonObject o;
    if (meta.open(QIODevice::ReadOnly)) o = QJsonDocument::fromJson(meta.readAll()).object();
    if (o.value("id").isString()) l.id = o.value("id").toString();
    if (o.contains("title")) l.title = o.value("title").toString();
    l.track = o.value("track").toString();
    l.world = o.value("world").toString();
    if (o.value("text").isString()) l.text = o.value("text").toString();
    for (const QJsonValue& p : o.value("programs").toArray()) {
        if (p.isString()) l.programs.push_back({p.toString(), p.toString()});
        else l.programs.push_back({p.toObject().value("file").toString(), p.toObject().value("title").toString()});
    }
    for (const QJsonValue& t : o.value("tasks").toArray()) {
        l.tasks.push_back({t.toObject().value("id").toString(), t.toObject().value("title").toString()});
    }
    if (l.programs.isEmpty()) {
        for (const QString& f : dir.entryList({"*.py"}, QDir::Files, QDir::Name)) {
            if (f.startsWith('_') || f.startsWith("marking") || f.startsWith("solution")) continue;
            l.programs.push_back({f, f});
        }
    }
    for (auto& p : l.programs) {
        if (p.title.isEmpty()) p.title = p.file;
    }
    if (l.text.isEmpty()) {
        const QStringList md = dir.entryList({"*.md"}, QDir::Files, QDir::Name);
        if (!md.isEmpty()) l.text = md.first();
    }
    if (!o.contains("title") && !l.text.isEmpty()) {
        QFile text(dir.filePath(l.text));
        if (text.open(QIODevice::ReadOnly)) {
            const QString first = QString::fromUtf8(text.readLine()).trimmed();
            if (first.startsWith('#')) l.title = first.mid(first.indexOf(' ') + 1).trimmed();
        }
    }
    return l;
}

QList<Lesson> scan_lessons(const QString& lessons_dir) {
    QList<Lesson> lessons;
    QDir dir(lessons_dir);
    for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (name.startsWith('_') || name.startsWith('.')) continue;
        Lesson l = scan_lesson(dir.filePath(name));
        if (!l.programs.isEmpty()) lessons.push_back(l);
    }
    return lessons;
}

int find_lesson(const QList<Lesson>& lessons, const QString& id_or_path) {
    QFileInfo info(id_or_path);
    QString folder = info.exists() ? info.absoluteFilePath() : QString();
    if (info.isFile() && info.fileName() == "lesson.json") folder = info.absolutePath();
    for (int i = 0; i < lessons.size(); ++i) {
        if (lessons[i].id == id_or_path) return i;
        if (!folder.isEmpty() && QFileInfo(lessons[i].folder).canonicalFilePath() == QFileInfo(folder).canonicalFilePath())
            return i;
    }
    return -1;
}

}  // namespace bugbot::studio
