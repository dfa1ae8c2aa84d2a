#pragma once
// One student's attempts at one lesson, as the teacher reads them (from a
// board cell): each attempt with its time and marks; the one chosen with its
// tasks' points, the marker's notes, the teacher's comment and the program,
// its lines changed since the attempt before marked "+" and shaded. From here
// the teacher comments on the attempt and replays its marked run.
#include <QWidget>

#include "classroom/board.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace bugbot::studio {

// The attempt as HTML: the time, the points of each task, the notes, the
// comment, then the program with the lines changed since `before` marked
// (`before` null: the first attempt, nothing marked).
QString attempt_html(const classroom::Attempt& attempt, const classroom::Attempt* before);

class AttemptHistory : public QWidget {
    Q_OBJECT
public:
    explicit AttemptHistory(QWidget* parent = nullptr);

    // `shown_name`: the student's name as the board shows it (Presentation hides it).
    void show_history(const classroom::History& history, const QString& shown_name);
    // A comment was sent: shown at once, before the next history comes.
    void set_comment(const QString& submission, const QString& text);
    const classroom::History& history() const { return history_; }
    int current() const;  // the attempt chosen, or -1
    void choose(int attempt);
    QListWidget* list() const { return list_; }
    QTextBrowser* detail() const { return detail_; }
    QLineEdit* comment_edit() const { return comment_; }
    QPushButton* send_button() const { return send_; }
    QPushButton* replay_button() const { return replay_; }

signals:
    void comment_requested(const QString& student, const QString& submission, const QString& text);
    void replay_requested(const QString& student, const QString& submission);

private:
    void show_attempt(int row);

    classroom::History history_;
    QLabel* title_;
    QListWidget* list_;
    QTextBrowser* detail_;
    QLineEdit* comment_;
    QPushButton* send_;
    QPushButton* replay_;
};

}  // namespace bugbot::studio
