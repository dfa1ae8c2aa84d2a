#include "studio/workspace.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace bugbot::studio {

bool read_text(const QString& path, QString* text, QString* error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) *error = QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
        return false;
    }
    *text = QString::fromUtf8(f.readAll());
    return true;
}

bool write_text(const QString& path, const QString& text, QString* error) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error) *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    const QByteArray bytes = text.toUtf8();
    if (f.write(bytes) != bytes.size() || !f.commit()) {
        if (error) *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

Workspace::Workspace(QString data_dir) : data_dir_(std::move(data_dir)) {}

QString Workspace::copy_path(const QString& lesson_id, const QString& file) const {
    return data_dir_ + "/work/" + lesson_id + "/" + file;
}

QString Workspace::base_path(const QString& lesson_id, const QString& file) const {
    // The lesson's text the copy was made from: tells "edited" from "not".
    return data_dir_ + "/work/" + lesson_id + "/.lesson/" + file;
}

bool Workspace::open(const QString& lesson_id, const QString& original, StudentCopy* copy, QString* error) {
    const QString file = QFileInfo(original).fileName();
    copy->path = copy_path(lesson_id, file);
    if (QFileInfo::exists(copy->path)) {
        if (!read_text(copy->path, &copy->text, error)) return false;
        QString base;
        copy->edited = !read_text(base_path(lesson_id, file), &base) || base != copy->text;
        return true;
    }
    return reset(lesson_id, original, copy, error);
}

bool Workspace::reset(const QString& lesson_id, const QString& original, StudentCopy* copy, QString* error) {
    const QString file = QFileInfo(original).fileName();
    QString text;
    if (!read_text(original, &text, error)) return false;
    copy->path = copy_path(lesson_id, file);
    if (!write_text(base_path(lesson_id, file), text, error) || !write_text(copy->path, text, error)) return false;
    copy->text = text;
    copy->edited = false;
    return true;
}

bool Workspace::follow_original(const QString& lesson_id, const QString& original, StudentCopy* copy) {
    const QString file = QFileInfo(original).fileName();
    QString base, now, fresh;
    if (!read_text(copy_path(lesson_id, file), &now) || !read_text(original, &fresh)) return false;
    const bool edited = !read_text(base_path(lesson_id, file), &base) || base != now;
    if (edited || fresh == now) return false;
    return reset(lesson_id, original, copy);
}

Autosaver::Autosaver(QObject* parent, int delay_ms) : QObject(parent) {
    timer_.setSingleShot(true);
    timer_.setInterval(delay_ms);
    connect(&timer_, &QTimer::timeout, this, &Autosaver::flush);
}

void Autosaver::set_target(const QString& path, std::function<QString()> text) {
    flush();
    path_ = path;
    text_ = std::move(text);
}

void Autosaver::changed() {
    // Not restarted by further typing: the first unsaved change is at most
    // delay_ms old when it is written.
    dirty_ = true;
    if (!timer_.isActive()) timer_.start();
}

bool Autosaver::flush() {
    if (!dirty_) return true;
    dirty_ = false;
    timer_.stop();
    if (path_.isEmpty() || !text_) return true;
    QString error;
    if (!write_text(path_, text_(), &error)) {
        dirty_ = true;
        emit failed(error);
        return false;
    }
    emit saved(path_);
    return true;
}

}  // namespace bugbot::studio
