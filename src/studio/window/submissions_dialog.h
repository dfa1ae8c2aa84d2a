#pragma once
// A lesson's submissions: each one's tasks with a tick or a cross and the
// marker's feedback, newest first; an earlier submission can be reopened. In a
// class, the class's submissions too, with the teacher's comment beside each.
#include <QDialog>
#include <QList>

#include "studio/work/gradebook.h"

class QListWidget;
class QTextBrowser;

namespace bugbot::studio {

// The marks of one submission as HTML: the points out of the total, how the
// runs ended in words, a line a task (✓ or ✗, its points out of its total, the feedback).
QString how_it_ended(const QString& status);  // "" when every run ended normally
// `source`: the text that was marked; a note of a run that stopped with an error
// then gets its explanation (error_explainer.h) beneath it.
QString marks_html(const SubmissionMark& mark, const QList<struct LessonTask>& tasks, const QString& source = QString());
// The class's marks of a submission (issue 44): said in the status bar, and in a box that is
// not modal (the practice marks' box may be open too).
struct ClassHandIn {
    QString lesson_id, file, source;
};
void show_class_marks_box(QWidget* parent, class QStatusBar* status, const QList<struct Lesson>& lessons,
                          const ClassHandIn& hand_in, const SubmissionMark& mark);

class SubmissionsDialog : public QDialog {
    Q_OBJECT
public:
    SubmissionsDialog(const QString& lesson_title, const QList<StoredSubmission>& submissions,
                      const QList<struct LessonTask>& tasks, QWidget* parent = nullptr);

signals:
    void reopen(const bugbot::studio::StoredSubmission& submission);

private:
    QList<StoredSubmission> submissions_;
    QListWidget* list_ = nullptr;
    QTextBrowser* detail_ = nullptr;
};

}  // namespace bugbot::studio
