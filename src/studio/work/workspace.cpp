#include "studio/work/workspace.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "files/gate.h"

namespace bugbot::studio {

bool read_text(const QString& path, QString* text, QString* error) {
    // Through the one gate: a run may have made its own file a FIFO (a read
    // in the window's thread that never returns), a link to /dev/zero (one
    // that never ends) or to a secret; none of them is opened.
    std::string bytes, why;
    files::ReadRule rule;
    rule.cap = kMaxTextBytes;
    if (files::read_file(QFile::encodeName(path).toStdString(), bytes, why, rule) != files::Read::ok) {
        if (error) *error = QStringLiteral("cannot read %1: %2").arg(path, QString::fromStdString(why));
        return false;
    }
    *text = QString::fromUtf8(bytes.data(), static_cast<qsizetype>(bytes.size()));
    return true;
}

bool write_text(const QString& path, const QString& text, QString* error) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    std::string why;
    if (files::save_file(QFile::encodeName(path).toStdString(), text.toUtf8().toStdString(), why, 0644)) return true;
    // A run may plant a link to ~/.bash_aliases in its folder: say where it points.
    if (const QFileInfo info(path); info.isSymLink())
        why = QStringLiteral("it is now a symbolic link (to %1), and the studio never writes through a link")
                  .arg(info.symLinkTarget())
                  .toStdString();
    if (error) *error = QStringLiteral("%1 was not saved (the text is kept in the editor): %2").arg(path, QString::fromStdString(why));
    return false;
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
    if (QFileInfo(copy->path).isSymLink()) {
        // Planted by a run (its folder is writable): neither read nor written.
        if (error) *error = QStringLiteral("%1 is a symbolic link, which the studio does not follow; remove it to get the lesson's version back").arg(copy->path);
        return false;
    }
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
    const QString text = text_();
    if (!write_text(path_, text, &error)) {
        dirty_ = true;
        emit failed(error);
        return false;
    }
    last_saved_ = text;
    emit saved(path_);
    return true;
}

}  // namespace bugbot::studio
