#pragma once
// The class in the window (docs/class.md): the Class menu (Start a class…,
// Join a class…, Leave class), the status bar's class label, and Submit in a class. The
// student's side is the classroom's own client (classroom/client.h), its
// files in the student's data folder (<user data>/class); the teacher's is a
// ClassHost. The window only places these parts and shows the marks.
#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <map>

#include "studio/work/gradebook.h"
#include "studio/work/lesson_catalog.h"
#include "studio/work/mark_result.h"

class QAction;
class QLabel;
class QMenu;

namespace bugbot::classroom {
class ClassClient;
}

namespace bugbot::studio {

class BoardControls;
class ClassHost;
class JoinClassDialog;
class StartClassDialog;

inline constexpr quint16 kClassPort = 7430;  // bugbot class serve's own default

class ClassControls : public QObject {
    Q_OBJECT
public:
    explicit ClassControls(QWidget* window);

    void fill_menu(QMenu* menu);
    QLabel* status_label() const { return label_; }
    ClassHost* host() const { return host_; }
    BoardControls* board() const { return board_; }  // the teacher's board
    classroom::ClassClient* client() const { return client_; }

    // The teacher: starts the class (once) and shows its code.
    StartClassDialog* start_class(const QString& roster = {}, quint16 port = kClassPort,
                                  const QString& address = QStringLiteral("0.0.0.0"));
    // The student: the join dialog (filled with the class of last time); OK joins.
    JoinClassDialog* join_dialog();
    void join(const QString& address, const QString& code, const QString& name);
    // Class ▸ Leave class: says what has not reached the class (asks, with
    // dialogs), then forgets it; what waited is kept aside, never sent. What it said.
    QString leave_class();

    bool in_class() const;  // a class was joined: Submit goes there too
    // Sends `source` (the student's `file` of `lesson`) to the class; its id.
    QString submit(const QString& lesson, const QString& file, const QString& source);
    int awaited() const { return int(pending_.size()); }  // sent, no result yet

    // Issue 45, the student's side. The class's submissions of `lesson` sent
    // from this studio (class/submitted/: the client keeps its own sent/ until a result comes), with their marks once back and the
    // teacher's comment: for the Submissions list.
    QList<StoredSubmission> submissions(const QString& lesson) const;
    // Why Submit for `lesson` is closed (the teacher's deadline has passed), or "".
    QString closed(const QString& lesson, const QDateTime& now = QDateTime::currentDateTime()) const;
    // For the lesson list: a line under each lesson handed out (its deadline
    // too), and a row for each program handed out, its lesson's title in the
    // studio's language; hand_out_file(i) is that program, the student's copy.
    QHash<QString, QString> lesson_notes(const QDateTime& now = QDateTime::currentDateTime()) const;
    QStringList hand_out_titles(const QList<Lesson>& lessons) const;
    QString hand_out_file(int index) const;

signals:
    void message(const QString& text, int ms);
    void board_requested();  // Class ▸ Class board
    void hand_outs_changed();  // lesson_notes and hand_out_titles say something new
    void comments_changed();  // a comment of the teacher's arrived
    // The class's marks of a submission: shown as the practice marks are.
    void result_arrived(const QString& lesson, const QString& file, const QString& source,
                        const bugbot::studio::SubmissionMark& mark, const QString& id);

private:
    struct Pending {
        QString lesson, file, source;
    };
    void on_result(const QString& id, const QJsonObject& marks);
    void on_comment(const QString& id, const QString& text);
    void update_label();
    QString sent_path(const QString& id) const;

    QWidget* window_;
    QString folder_;  // <user data>/class, the client's files and what this studio sent (submitted/)
    ClassHost* host_;
    BoardControls* board_;
    classroom::ClassClient* client_;
    QLabel* label_;
    QAction* leave_ = nullptr;  // enabled in a class
    QPointer<StartClassDialog> start_dialog_;
    std::map<QString, Pending> pending_;
    QString last_marks_;  // the latest result's, for the label
};

}  // namespace bugbot::studio
