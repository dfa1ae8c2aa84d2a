#pragma once
// The student's gradebook: every submission (the text sent and the marks it
// got, from this computer's marker or the class's) in a SQLite file in their
// data folder, through Qt SQL.
#include <QDateTime>
#include <QList>
#include <QString>

#include "studio/work/mark_result.h"

namespace bugbot::studio {

// Who marked a submission: this computer's marker (the lesson's practice
// variations), or the class the student is in (its hidden variations).
inline constexpr char kMarkedHere[] = "here";
inline constexpr char kMarkedByClass[] = "class";

struct StoredSubmission {
    qint64 id = 0;
    QString lesson, file;  // file: the program's name in the lesson ("2-values.py")
    QDateTime when;
    QString source;        // the text that was marked
    SubmissionMark mark;
    QString marked_by = kMarkedHere;  // kMarkedHere or kMarkedByClass
    // The class's submission id (issue 44: kept here once its marks came
    // back; issue 45: listed from the class while they have not), and the
    // teacher's comment on it. Empty for the gradebook's own.
    QString class_id, comment;
    bool marked = true;  // a class submission whose marks have not come back yet: false
};

struct LessonProgress {
    int tasks_passed = 0;  // distinct tasks passed in any submission
    int submissions = 0;
    double best_score = 0, max = 0;
};

class Gradebook {
public:
    explicit Gradebook(const QString& path);
    ~Gradebook();
    Gradebook(const Gradebook&) = delete;
    Gradebook& operator=(const Gradebook&) = delete;

    bool ok() const { return error_.isEmpty(); }
    QString error() const { return error_; }
    QString path() const { return path_; }

    // Stores one marked submission; returns its id (0 on failure, see error()).
    qint64 add(const QString& lesson, const QString& file, const QString& source, const SubmissionMark& mark,
               const QDateTime& when = QDateTime::currentDateTime());
    // The class's marks of its submission `class_id`: stored once, however
    // often they arrive; the row's id.
    qint64 add_class_marks(const QString& class_id, const QString& lesson, const QString& file, const QString& source,
                           const SubmissionMark& mark);
    // Newest first.
    QList<StoredSubmission> submissions(const QString& lesson) const;
    StoredSubmission submission(qint64 id) const;
    LessonProgress progress(const QString& lesson) const;

private:
    qint64 insert(const StoredSubmission& s);
    QString connection_, path_;
    mutable QString error_;
};

}  // namespace bugbot::studio
