#pragma once
// Submit: first the program is compiled (by the engine's Python, not run): a
// program that does not parse is not marked, and its error goes to its line.
// Then `bugbot mark LESSON FILE --json` as a process (the GUI never waits on
// it; it can be cancelled), the result shown in points and kept in the
// gradebook; earlier submissions listed and reopened.
#include <QElapsedTimer>
#include <QObject>
#include <QTemporaryDir>
#include <QTimer>
#include <QString>
#include <memory>

#include "studio/work/gradebook.h"
#include "studio/work/lesson_catalog.h"

class QProcess;
class QWidget;

namespace bugbot::studio {

class SubmitController : public QObject {
    Q_OBJECT
public:
    SubmitController(const QString& gradebook_path, QWidget* dialog_parent);
    ~SubmitController() override;

    // Marks `file` (the student's copy of a lesson program, saved), whose text is `source`.
    void submit(const Lesson& lesson, const QString& file, const QString& source);
    void cancel();  // nothing is recorded
    bool busy() const { return marker_ != nullptr; }
    // In a class, the marks here are practice: the class's own marks follow (ClassControls).
    void set_practice(bool practice) { practice_ = practice; }
    // The class's marks of its submission `id`, kept in the gradebook as the class's (once).
    void keep_class_marks(const QString& lesson_id, const QString& file, const QString& source,
                          const SubmissionMark& mark, const QString& id);
    // The gradebook's submissions of the lesson and, in a class, the class's (`from_class`), newest first.
    void show_submissions(const Lesson& lesson, const QList<StoredSubmission>& from_class = {});
    Gradebook* gradebook() const { return gradebook_.get(); }

signals:
    void busy_changed(bool busy);
    void submitted(bool ok);
    void progress_changed();  // the gradebook has a new submission
    void reopen(const bugbot::studio::StoredSubmission& submission);
    void message(const QString& text, int ms);
    void progress(const QString& text);  // while busy, about twice a second
    // The program does not parse: not marked; the error at its 1-based line.
    void not_parsed(const QString& file, int line, const QString& message);

private:
    void done(bool ok);
    void mark(const Lesson& lesson, const QString& path, const QString& source);
    QString check_script();

    QWidget* dialog_parent_;
    std::unique_ptr<Gradebook> gradebook_;
    QProcess* marker_ = nullptr;  // the check, then the marker
    QTemporaryDir check_dir_;
    QElapsedTimer elapsed_;
    QTimer ticker_;
    QString file_;
    bool practice_ = false;
};

}  // namespace bugbot::studio
