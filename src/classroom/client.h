#pragma once
// A student's side of the class, headless (the studio shows it; tests drive
// it): join with the address, the join code and a name; submit programs;
// receive results. Nothing is lost: a submission is written to the student's
// data folder before it is sent and removed only when the class says it has
// it (or its result arrived); what is waiting goes again on every connect.
// The server's certificate must match the join code (identity.h), else the
// client refuses it, says why, and sends nothing.
//
// Its files, in `folder` (the studio's: <user data>/class):
//   class.json        the address, the code, the name and, once joined, the token
//   outbox/ID.json    each submission the class has not acknowledged
//   sent/ID.json      each submission the class has and has not marked yet
//   results/ID.json   each result received (with its program)
//   comments/ID.json  the teacher's comment on a submission
//   hand_outs.json    what the teacher handed out to this student (the last list)
//   left/TIME/ID.json what was still in the outbox when the student left the class
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <vector>

#include "classroom/board.h"

class QWebSocket;

namespace bugbot::classroom {

class ClassClient : public QObject {
    Q_OBJECT
public:
    enum class State { away, connecting, waiting_for_teacher, joined, refused };
    Q_ENUM(State)

    explicit ClassClient(QString folder, QObject* parent = nullptr);
    ~ClassClient() override;

    // Remembers the class (address "HOST:PORT", code, name) and connects.
    // Joining another class first sets aside what waited for the old one (left/).
    void join(const QString& address, const QString& code, const QString& name);
    // Connects to the remembered class, if there is one; again and again
    // while it cannot be reached (every retry_ms).
    void connect_to_class();
    void disconnect_from_class();
    // Forgets the class: disconnects, removes class.json (the token). What
    // still waits in the outbox is never sent to another class: it moves to
    // left/TIME/ (returned; empty when nothing waited). Results stay.
    QString leave();

    // Keeps the submission in the outbox, sends it when joined; its id (made
    // here when `id` is empty).
    QString submit(const QString& lesson, const QString& program, const QString& language = {}, QString id = {});
    // Asks the class for the result of a submission (this student's only).
    void ask_result(const QString& id);

    State state() const { return state_; }
    QString refusal() const { return refusal_; }  // why the class or the client refused
    QString name() const { return name_; }
    bool has_class() const { return !address_.isEmpty(); }
    int waiting() const;  // submissions in the outbox
    QJsonObject result(const QString& id) const;  // {} until it arrived
    QString comment(const QString& id) const;  // the teacher's comment on a submission, or empty
    std::vector<HandOut> hand_outs() const;  // as last received (kept across restarts)
    void set_retry_ms(int ms) { retry_ms_ = ms; }

signals:
    void state_changed(State state);
    void accepted(const QString& id);
    void result_arrived(const QString& id, const QJsonObject& marks);
    void unknown(const QString& id);  // the class has no such submission of this student
    void waiting_changed(int count);
    void class_refused(const QString& reason);  // the class said no to something
    // Issue 45 (contract with the studio; kept with the results in `folder`):
    // the teacher's comment on one of this student's submissions, and what the
    // teacher handed out to this student (the whole list, each time it changes).
    void comment_arrived(const QString& id, const QString& text);
    void hand_outs_changed(const std::vector<bugbot::classroom::HandOut>& hand_outs);
    // A submission the class refused for good (after its lesson's deadline):
    // it left the outbox; class_refused says the same reason too.
    void submission_refused(const QString& id, const QString& reason);

private:
    QString set_aside_outbox();  // moves what waits to left/TIME/ (returned; empty when nothing waited)
    void open_socket();
    void on_tls_errors();
    void on_connected();
    void on_text(const QString& text);
    void on_welcome(const QJsonObject& message);
    void on_result(const QJsonObject& message);
    void on_comment(const QJsonObject& message);
    void on_hand_outs(const QJsonObject& message);
    void on_late(const QJsonObject& message);
    void send_outbox();
    void send(const QString& type, const QJsonObject& fields);
    void set_state(State state);
    void fail(const QString& reason);
    void save_class() const;
    void load_class();
    QString outbox_path(const QString& id) const;

    QString folder_;
    QString address_, code_, name_, token_;
    QWebSocket* socket_ = nullptr;
    QTimer retry_;
    QTimer resend_;
    int retry_ms_ = 2000;
    bool wanted_ = false;  // connect_to_class was called and not undone
    State state_ = State::away;
    QString refusal_;
};

}  // namespace bugbot::classroom
