#include "studio/work/workspace.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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

namespace {

QString system_error(int code) { return QString::fromLocal8Bit(std::strerror(code)); }

// Why `path` must not be written, "" when it may: a symbolic link (a run may
// plant one to make the next save write ~/.bash_aliases) or anything but a
// regular file. Opened with O_NOFOLLOW, so the answer is about the name itself.
QString refusal(const QByteArray& path, mode_t* mode) {
    const int fd = ::open(path.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT) return {};
        if (errno == ELOOP) {
            const QString target = QFileInfo(QString::fromLocal8Bit(path)).symLinkTarget();
            return QStringLiteral("it is now a symbolic link (to %1), and the studio never writes through a link")
                .arg(target.isEmpty() ? QStringLiteral("?") : target);
        }
        return system_error(errno);
    }
    struct stat st {};
    const bool regular = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
    ::close(fd);
    if (!regular) return QStringLiteral("it is no longer a regular file");
    *mode = st.st_mode & 07777;
    return {};
}

// A new file beside `path`, named so that nothing else picks it up, opened
// O_EXCL | O_NOFOLLOW: never an existing file or a link.
int create_temporary(const QByteArray& path, QByteArray* temporary) {
    const QFileInfo info(QString::fromLocal8Bit(path));
    for (int attempt = 0; attempt < 16; ++attempt) {
        *temporary = QFile::encodeName(info.absolutePath() + "/." + info.fileName() + ".saving-" +
                                       QString::number(QRandomGenerator::system()->generate(), 36));
        const int fd = ::open(temporary->constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    return -1;
}

bool write_all(int fd, const QByteArray& bytes) {
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, static_cast<std::size_t>(bytes.size() - done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += n;
    }
    return true;
}

}  // namespace

bool write_text(const QString& path, const QString& text, QString* error) {
    const auto fail = [&](const QString& why) {
        if (error) *error = QStringLiteral("%1 was not saved: %2").arg(path, why);
        return false;
    };
    QDir().mkpath(QFileInfo(path).absolutePath());
    const QByteArray name = QFile::encodeName(path);
    mode_t mode = 0;
    if (const QString why = refusal(name, &mode); !why.isEmpty())
        return fail(why + QStringLiteral(" (the text is kept in the editor)"));
    QByteArray temporary;
    const int fd = create_temporary(name, &temporary);
    if (fd < 0) return fail(system_error(errno));
    const QByteArray bytes = text.toUtf8();
    bool ok = write_all(fd, bytes) && (mode == 0 || ::fchmod(fd, mode) == 0) && ::fsync(fd) == 0;
    const int code = errno;
    ok = ::close(fd) == 0 && ok;
    // Checked again just before the rename: rename replaces a link rather than
    // following it, but a file that became a link meanwhile is said, not replaced.
    QString why = ok ? refusal(name, &mode) : system_error(code);
    if (why.isEmpty() && ::rename(temporary.constData(), name.constData()) != 0) why = system_error(errno);
    if (!why.isEmpty()) {
        ::unlink(temporary.constData());
        return fail(why);
    }
    const int folder = ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        ::fsync(folder);  // the rename itself survives a power cut
        ::close(folder);
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
