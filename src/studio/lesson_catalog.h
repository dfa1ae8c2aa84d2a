#pragma once
// The lessons the studio lists: from `bugbot lessons --json` (the contract),
// or, when that command is not there, from the lesson folders on disk.
#include <QByteArray>
#include <QList>
#include <QString>

namespace bugbot::studio {

struct LessonProgram {
    QString file;   // relative to the lesson's folder
    QString title;
};

struct LessonTask {
    QString id, title;
};

struct Lesson {
    QString id, title, track;
    QString folder;  // absolute
    QString text;    // the Markdown file's name in folder ("" = none)
    QString world;   // the lesson's world, when the catalogue says ("" = default)
    QList<LessonProgram> programs;
    QList<LessonTask> tasks;

    QString text_path() const { return text.isEmpty() ? QString() : folder + "/" + text; }
    QString program_path(int i) const { return folder + "/" + programs.at(i).file; }
};

// Parses `bugbot lessons --json`. On bad input returns nothing and says why.
QList<Lesson> parse_lessons_json(const QByteArray& json, QString* error = nullptr);

// Every folder under `lessons_dir` that has .py programs (or a lesson.json),
// programs in file-name order, the first .md as the text.
QList<Lesson> scan_lessons(const QString& lessons_dir);

// Reads one lesson folder from disk (as scan_lessons does for each).
Lesson scan_lesson(const QString& folder);

// The index of the lesson whose id, folder or lesson.json is `id_or_path`, or -1.
int find_lesson(const QList<Lesson>& lessons, const QString& id_or_path);

}  // namespace bugbot::studio
