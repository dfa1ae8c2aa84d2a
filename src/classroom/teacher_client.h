#pragma once
// The teacher's side of the class, headless (the studio's Class view shows
// it; tests drive it): connects with the teacher's key, keeps the board up to
// date as results arrive (the server pushes each change), and sends the
// teacher's approvals, comments, hand-outs and deadlines. Like the student's
// client, it pins the server's certificate to the join code.
//
// CONTRACT, shared by the server and the studio's board (issue 45). The
// declarations here are the agreement; the implementation is
// teacher_client.cpp. Extend it; do not change what is here without telling
// the lead.
#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>

#include "classroom/board.h"

class QWebSocket;

namespace bugbot::classroom {

class TeacherClient : public QObject {
    Q_OBJECT
public:
    // `address` "HOST:PORT", the class's join code, the teacher's key (the
    // file teacher.key in the server's data folder).
    TeacherClient(QString address, QString code, QString key, QObject* parent = nullptr);
    ~TeacherClient() override;

    void connect_to_class();  // again every few seconds while it cannot be reached
    bool connected() const;
    const Board& board() const { return board_; }

    void set_counted(CountedAttempt counted);  // the board counts the best or the last attempt
    void approve(const QString& student);
    void ask_history(const QString& student, const QString& lesson);
    void ask_record(const QString& student, const QString& submission);
    void comment(const QString& student, const QString& submission, const QString& text);
    void hand_out(const HandOut& hand_out);  // its id is made by the server
    void set_deadline(const QString& lesson, qint64 deadline_ms);  // 0: none
    void ask_board();  // the server pushes each change anyway; this asks now

signals:
    void connected_changed(bool connected);
    void board_changed();  // board() holds the new board
    void history_arrived(const bugbot::classroom::History& history);
    // The marked run's record (record.jsonl, as the studio reads it).
    void record_arrived(const QString& student, const QString& submission, const QByteArray& record);
    void refused(const QString& reason);  // the server said no, or the certificate is not the class's

private:
    void on_text(const QString& text);
    // Checked with the server's own gate first: what it would refuse (a
    // comment too long) is refused here, with the reason, and not sent.
    void send(const QString& type, const QJsonObject& fields);
    void fail(const QString& reason);
    void set_connected(bool connected);

    QString address_, code_, key_;
    QWebSocket* socket_ = nullptr;
    Board board_;
    bool connected_ = false;  // the key was taken: a board arrived
    bool wanted_ = false;
};

}  // namespace bugbot::classroom
