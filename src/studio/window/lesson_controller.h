#pragma once
// Lessons and the files the tabs edit: the one lesson list (the marker's own
// loader), the student's copies (Workspace), and the watcher that reloads a
// lesson's text or program when it changes on disk.
#include <QList>
#include <QObject>
#include <QString>

#include "studio/work/lesson_catalog.h"
#include "studio/work/workspace.h"

class QFileSystemWatcher;

namespace bugbot::studio {

class Gradebook;
class LessonPanel;
class ProgramTabs;

class LessonController : public QObject {
    Q_OBJECT
public:
    LessonController(ProgramTabs* tabs, LessonPanel* panel, const Gradebook* gradebook, QObject* parent = nullptr);

    // Loads the lessons; a problem with any of them goes to message().
    void load_catalogue();
    // A lesson (id or folder), a program inside a lesson folder, or any .py
    // script. False (with cannot_open()) when it cannot.
    bool open_target(const QString& target);
    bool open_lesson(int index, const QString& program_file = {});
    bool open_script(const QString& path);
    // A script beside what is open (a lesson's programs stay); open_script when nothing is.
    bool add_script(const QString& path);
    void next_lesson(int step);
    // Puts the lesson's version of the current program back (after asking).
    void reset_to_lesson(QWidget* dialog_parent);

    const Workspace& workspace() const { return workspace_; }
    const QList<Lesson>& lessons() const { return lessons_; }
    int index() const { return lesson_; }
    const Lesson* lesson() const { return lesson_ >= 0 && lesson_ < lessons_.size() ? &lessons_[lesson_] : nullptr; }
    QString title() const;  // the lesson's, or the script's file name
    // What Submit sends: the student's copy of the lesson's "Your turn"
    // program (its starter); the program in view when the lesson names none.
    QString submission_path() const;

signals:
    void opened();  // another lesson or script is in the tabs
    void cannot_open(const QString& why);
    void message(const QString& text, int ms);
    void reloaded(const QString& path);

private:
    void watch(const QString& path);
    void unwatch_all();
    void on_file_changed(const QString& path);
    // A tab's file became a link or something else than a file: says so (true).
    bool report_if_not_a_file(const QString& path);
    // The open lesson's lesson.json changed: take the new title, tasks, programs;
    // a broken one is said and the last good version kept.
    void reload_lesson_json();

    ProgramTabs* tabs_;
    LessonPanel* panel_;
    const Gradebook* gradebook_;
    Workspace workspace_;
    QList<Lesson> lessons_;
    int lesson_ = -1;
    QString script_;  // a plain script being edited (not a lesson)
    QFileSystemWatcher* watcher_ = nullptr;
};

}  // namespace bugbot::studio
