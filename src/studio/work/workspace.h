#pragma once
// The student's own copies of lesson programs, in their data folder (XDG):
// the lesson's originals are never written. Files are written atomically,
// never through a symbolic link.
#include <QObject>
#include <QString>
#include <QTimer>
#include <cstddef>
#include <functional>

namespace bugbot::studio {

// The most a text the studio opens may hold (a lesson's, a program's).
inline constexpr std::size_t kMaxTextBytes = std::size_t{4} << 20;

// Reads a text file through the one gate (files/gate.h): false (and why) when
// it is a link, a FIFO, a device, larger than kMaxTextBytes or unreadable.
bool read_text(const QString& path, QString* text, QString* error = nullptr);
// Writes atomically (a new file beside it, synced, renamed over it): the old
// file stays whole until the new one is complete. Never through a link: when
// `path` is a symbolic link or not a regular file, nothing is written and
// `error` says why (a run may plant a link to ~/.bash_aliases in its folder).
bool write_text(const QString& path, const QString& text, QString* error = nullptr);

struct StudentCopy {
    QString path;      // where the student's edits live
    QString text;      // what is in it now
    bool edited = false;  // differs from the lesson's version it was made from
};

class Workspace {
public:
    // data_dir: the user's folder, studio::user_data_dir() (~/.local/share/bugbot-studio).
    explicit Workspace(QString data_dir);

    QString data_dir() const { return data_dir_; }
    QString gradebook_path() const { return data_dir_ + "/gradebook.sqlite"; }
    QString copy_path(const QString& lesson_id, const QString& file) const;

    // The student's copy of a lesson program, made from the original the first time.
    bool open(const QString& lesson_id, const QString& original, StudentCopy* copy, QString* error = nullptr);
    // Back to the lesson's version (the copy is overwritten with the original).
    bool reset(const QString& lesson_id, const QString& original, StudentCopy* copy, QString* error = nullptr);
    // The lesson's original changed on disk. If the student had not edited
    // their copy, it follows the original (returns true, copy updated);
    // otherwise their edits are kept (returns false).
    bool follow_original(const QString& lesson_id, const QString& original, StudentCopy* copy);

private:
    QString base_path(const QString& lesson_id, const QString& file) const;
    QString data_dir_;
};

// Saves a text at most `delay_ms` after it changed, so a crash or kill -9
// loses at most that much typing.
class Autosaver : public QObject {
    Q_OBJECT
public:
    explicit Autosaver(QObject* parent = nullptr, int delay_ms = 1000);
    void set_target(const QString& path, std::function<QString()> text);
    QString path() const { return path_; }
    void changed();   // the text changed: it will be saved within delay_ms
    bool flush();     // save now if there is anything unsaved
    bool pending() const { return dirty_; }
    // The text this saver last wrote: the file holding it is our own save, not a change on disk.
    const QString& last_saved() const { return last_saved_; }

signals:
    void saved(const QString& path);
    void failed(const QString& message);

private:
    QString path_;
    std::function<QString()> text_;
    QString last_saved_;
    QTimer timer_;
    bool dirty_ = false;
};

}  // namespace bugbot::studio
