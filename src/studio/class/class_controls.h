#pragma once
// The class in the window (docs/class.md): the Class menu (Start a class…,
// Join a class…, Leave class), the status bar's class label, and Submit in a class. The
// student's side is the classroom's own client (classroom/client.h), its
// files in the student's data folder (<user data>/class); the teacher's is a
// ClassHost. The window only places these parts and shows the marks.
#include <QObject>
#include <QPointer>
#include <map>

#include "studio/work/mark_result.h"

class QAction;
class QLabel;
class QMenu;

namespace bugbot::classroom {
class ClassClient;
}

namespace bugbot::studio {

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

signals:
    void message(const QString& text, int ms);
    // The class's marks of a submission: shown as the practice marks are.
    void result_arrived(const QString& lesson, const QString& file, const QString& source,
                        const bugbot::studio::SubmissionMark& mark, const QString& id);

private:
    struct Pending {
        QString lesson, file, source;
    };
    void on_result(const QString& id, const QJsonObject& marks);
    void update_label();

    QWidget* window_;
    ClassHost* host_;
    classroom::ClassClient* client_;
    QLabel* label_;
    QAction* leave_ = nullptr;  // enabled in a class
    QPointer<StartClassDialog> start_dialog_;
    std::map<QString, Pending> pending_;
    QString last_marks_;  // the latest result's, for the label
};

}  // namespace bugbot::studio
