#pragma once
// The teacher's board in the window: Class ▸ Class board shows the ClassBoard
// of the class this studio hosts, and the teacher's client (classroom's
// TeacherClient, with the key in the class's data folder) keeps it live. What
// the teacher asks on the board goes to the class; a replay comes back as the
// run's record for the window's mat, charts and strip.
#include <QObject>
#include <QPointer>

#include "studio/work/lesson_catalog.h"

namespace bugbot::classroom {
class TeacherClient;
}

namespace bugbot::studio {

class ClassBoard;
class ClassHost;

class BoardControls : public QObject {
    Q_OBJECT
public:
    BoardControls(ClassHost* host, QWidget* window);

    // Shows the board (made once) on `lessons`, the lesson view on `current`.
    ClassBoard* open_board(const QList<Lesson>& lessons, const QString& current = {});
    ClassBoard* board() const;  // null until opened (and after it was closed)
    classroom::TeacherClient* client() const { return client_; }
    void set_presentation(bool on);  // no names, larger type

signals:
    void message(const QString& text, int ms);
    // A marked run to show: the program's title and text, and the run's record.
    void replay(const QString& title, const QString& program, const QByteArray& record);

private:
    void follow_host();  // the class listens: the teacher connects; it stopped: forgotten
    void wire_board();
    void hand_out(bool deadline_only, const QString& lesson);
    void on_record(const QString& student, const QString& submission, const QByteArray& record);

    QWidget* window_;
    ClassHost* host_;
    classroom::TeacherClient* client_ = nullptr;
    QPointer<ClassBoard> board_;
    bool presentation_ = false;
    QString history_student_, history_lesson_;  // the history shown, asked again as the board changes
};

}  // namespace bugbot::studio
