#pragma once
// The lessons the studio lists, as Qt strings: loaded by the marker's own
// loader (lessons/lesson.h, which checks them as `bugbot lessons` and
// `bugbot mark` do) and mapped here.
#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

#include "lessons/lesson.h"

namespace bugbot::studio {

struct LessonProgram {
    QString file;   // relative to the lesson's folder
    QString title;
};

struct LessonTask {
    QString id, title;
    double points = 0;
};

struct Lesson {
    QString id, title, track;
    QString folder;    // absolute
    QString text;      // the Markdown file's name in folder ("" = none)
    QString world;     // the lesson's world as a file path ("" = the default mat)
    QString starter;   // the program a student submits (relative, "" = none)
    QString solution;  // the reference solution (relative, "" = none)
    QList<LessonProgram> programs;
    QList<LessonTask> tasks;

    QString text_path() const { return text.isEmpty() ? QString() : folder + "/" + text; }
    QString program_path(int i) const { return folder + "/" + programs.at(i).file; }
    QString path(const QString& relative) const { return relative.isEmpty() ? QString() : folder + "/" + relative; }
};

// The marker's lesson as the studio shows it: in the studio's language as far
// as it is translated (a translation's problems added to `problems`), the
// world resolved to a path (marking::world_path), as `bugbot run --world` takes it.
Lesson from_marking(const marking::Lesson& lesson, std::vector<marking::Problem>* problems = nullptr);

// Every lesson under `lessons_dir`, in the lessons' order. What is wrong with
// any of them goes to `problems` ("file:line: message").
QList<Lesson> load_lessons(const QString& lessons_dir, QStringList* problems = nullptr);

// Every lesson on the lesson path (marking::discover_lessons: the installed
// ones, the teacher's, --lessons folders), in the lessons' order.
QList<Lesson> discover_lessons(QStringList* problems = nullptr);

// One lesson folder (or its lesson.json). Empty, with `problems` saying why,
// when it cannot be used.
std::optional<Lesson> load_lesson(const QString& folder, QStringList* problems = nullptr);

// The index of the lesson whose id, folder or lesson.json is `id_or_path`, or -1.
int find_lesson(const QList<Lesson>& lessons, const QString& id_or_path);

}  // namespace bugbot::studio
