#include "studio/class/board_controls.h"

#include <QGuiApplication>
#include <QScreen>

#include "classroom/teacher_client.h"
#include "studio/class/attempt_history.h"
#include "studio/class/class_board.h"
#include "studio/class/class_host.h"
#include "studio/class/hand_out_dialog.h"
#include "studio/work/workspace.h"

namespace bugbot::studio {

using classroom::TeacherClient;

BoardControls::BoardControls(ClassHost* host, QWidget* window) : QObject(window), window_(window), host_(host) {
    connect(host_, &ClassHost::listening_changed, this, &BoardControls::follow_host);
}

ClassBoard* BoardControls::board() const { return board_; }

void BoardControls::follow_host() {
    if (!host_->listening()) {
        delete client_;
        client_ = nullptr;
        if (board_) board_->set_connected(false, tr("the class is not open"));
        return;
    }
    if (client_) return;
    QString key, why;
    if (!read_text(host_->data_dir() + QStringLiteral("/teacher.key"), &key, &why)) {
        emit message(tr("The class board cannot read the teacher's key: %1").arg(why), 0);
        return;
    }
    // The class this studio hosts, on this machine: its loopback address.
    client_ =
        new TeacherClient(QStringLiteral("127.0.0.1:%1").arg(host_->port()), host_->join_code(), key.trimmed(), this);
    connect(client_, &TeacherClient::board_changed, this, [this] {
        if (!board_) return;
        board_->set_board(client_->board());
        // The history shown stays live: a new attempt, a mark, a comment.
        if (!history_student_.isEmpty()) client_->ask_history(history_student_, history_lesson_);
    });
    connect(client_, &TeacherClient::history_arrived, this, [this](const classroom::History& h) {
        if (board_ && h.student == history_student_ && h.lesson == history_lesson_) board_->show_history(h);
    });
    connect(client_, &TeacherClient::record_arrived, this, &BoardControls::on_record);
    connect(client_, &TeacherClient::connected_changed, this, [this](bool on) {
        if (board_) board_->set_connected(on, tr("connecting…"));
    });
    connect(client_, &TeacherClient::refused, this, [this](const QString& why) {
        if (board_) board_->set_connected(false, why);
        emit message(tr("The class said no: %1").arg(why), 0);
    });
    client_->connect_to_class();
}

ClassBoard* BoardControls::open_board(const QList<Lesson>& lessons, const QString& current) {
    if (!board_) {
        board_ = new ClassBoard(window_);
        board_->setWindowFlag(Qt::Window);
        board_->setAttribute(Qt::WA_DeleteOnClose);
        // A projector's 1024x768 at least: the window never larger than the screen's room.
        const QRect room =
            (window_->screen() ? window_->screen() : QGuiApplication::primaryScreen())->availableGeometry();
        board_->resize(qMin(1100, room.width()), qMin(720, room.height() - 40));
        set_presentation(presentation_);
        wire_board();
    }
    board_->set_lessons(lessons, current);
    if (client_) board_->set_board(client_->board());
    board_->set_connected(client_ && client_->connected(),
                          host_->listening() ? tr("connecting…") : tr("no class is open (Class ▸ Start a class…)"));
    board_->show();
    board_->raise();
    board_->activateWindow();
    return board_;
}

void BoardControls::wire_board() {
    connect(board_, &ClassBoard::history_wanted, this, [this](const QString& student, const QString& lesson) {
        history_student_ = student;
        history_lesson_ = lesson;
        if (client_) client_->ask_history(student, lesson);
    });
    connect(board_, &ClassBoard::approve_wanted, this, [this](const QString& student) {
        if (client_) client_->approve(student);
    });
    connect(board_, &ClassBoard::counted_wanted, this, [this](classroom::CountedAttempt counted) {
        if (client_) client_->set_counted(counted);
    });
    connect(board_, &ClassBoard::comment_wanted, this,
            [this](const QString& s, const QString& id, const QString& text) {
                if (client_) client_->comment(s, id, text);
            });
    connect(board_, &ClassBoard::replay_wanted, this, [this](const QString& student, const QString& submission) {
        if (client_) client_->ask_record(student, submission);
    });
    connect(board_, &ClassBoard::hand_out_wanted, this, [this] { hand_out(false, board_->lesson_table()->lesson()); });
    connect(board_, &ClassBoard::deadline_wanted, this, [this](const QString& lesson) { hand_out(true, lesson); });
}

void BoardControls::hand_out(bool deadline_only, const QString& lesson) {
    QList<HandOutDialog::Student> students;
    const BoardTable* table = board_->lesson_table();
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->student_at(r)->state != QLatin1String("pending"))
            students.append({table->student_at(r)->name, table->shown_name(r)});
    auto* dialog = new HandOutDialog(board_->lessons(), students, deadline_only, board_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->choose_lesson(lesson);
    connect(dialog, &QDialog::accepted, this, [this, dialog, deadline_only] {
        if (!client_) return;
        const classroom::HandOut h = dialog->hand_out();
        if (deadline_only) client_->set_deadline(h.lesson, h.deadline_ms);
        else client_->hand_out(h);
    });
    dialog->open();
}

void BoardControls::on_record(const QString& student, const QString& submission, const QByteArray& record) {
    if (!board_) return;
    const classroom::History& h = board_->history()->history();
    QString program;
    int number = 0;
    for (std::size_t i = 0; i < h.attempts.size(); ++i)
        if (h.student == student && h.attempts[i].id == submission)
            program = h.attempts[i].program, number = int(i) + 1;
    QString who = student;
    const BoardTable* table = board_->lesson_table();
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->student_at(r)->name == student) who = table->shown_name(r);
    emit replay(tr("%1, attempt %2 (%3)").arg(who, QString::number(number), h.lesson), program, record);
}

void BoardControls::set_presentation(bool on) {
    presentation_ = on;
    if (!board_) return;
    board_->set_anonymous(on);  // a projected board shames nobody
    board_->set_large(on);
}

}  // namespace bugbot::studio
