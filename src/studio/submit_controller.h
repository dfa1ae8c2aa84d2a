#pragma once
// Submit: `bugbot mark LESSON FILE --json` as a process (the GUI never waits
// on it), the result shown and kept in the gradebook, earlier submissions
// listed and reopened.
#include <QObject>
#include <QString>
#include <memory>

#include "studio/gradebook.h"
#include "studio/lesson_catalog.h"

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
    void cancel();
    bool busy() const { return marker_ != nullptr; }
    void show_submissions(const Lesson& lesson);
    Gradebook* gradebook() const { return gradebook_.get(); }

signals:
    void busy_changed(bool busy);
    void submitted(bool ok);
    void progress_changed();  // the gradebook has a new submission
    void reopen(const bugbot::studio::StoredSubmission& submission);
    void message(const QString& text, int ms);

private:
    void done(bool ok);

    QWidget* dialog_parent_;
    std::unique_ptr<Gradebook> gradebook_;
    QProcess* marker_ = nullptr;
};

}  // namespace bugbot::studio
