// The class server's teacher side (issue 45): the board pushed to every
// teacher connected, a student's history, a marked run's record, comments,
// hand-outs and deadlines; and what of them each student receives. Only a
// session that gave the teacher's key reaches handle_teacher (server.cpp).
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QWebSocket>

#include <set>

#include "classroom/protocol.h"
#include "classroom/roster.h"
#include "classroom/server_session.h"

namespace bugbot::classroom {

namespace {

// Changes within this time go out as one board: 30 results arriving
// together cost one query, and the board is still new within a second.
constexpr int kBoardDelayMs = 300;

// What of a student's hand-outs fit in one message to their studio (which
// reads at most kMaxMessageBytes): the newest, the oldest left out first.
constexpr qsizetype kHandOutsBytes = kMaxMessageBytes - 16 * 1024;

}  // namespace

bool ClassServer::handle_teacher(Session& session, const QString& type, const QJsonObject& message) {
    if (type == "board") return send_board(session, board_json()), true;
    if (type == "counted") {
        const auto counted = counted_from_name(message.value("counted").toString());
        if (!counted) return refuse(session, "counted is \"best\" or \"last\"", false), true;
        database_->set_counted(*counted);
        return board_changed(), true;
    }
    if (type == "history") return on_history(session, message), true;
    if (type == "record") return on_record(session, message), true;
    if (type == "comment") return on_comment(session, message), true;
    if (type == "hand_out") return on_hand_out(session, message), true;
    if (type == "deadline") return on_deadline(session, message), true;
    return false;
}

QJsonObject ClassServer::board_json() const {
    Board board = database_->board();
    std::set<qint64> connected;
    for (const auto& [socket, session] : sessions_)
        if (session->role == Session::student) connected.insert(session->student_id);
    std::set<QString> names;
    for (const Student& student : database_->students())
        if (connected.count(student.id)) names.insert(student.name);
    for (BoardStudent& student : board.students) student.connected = names.count(student.name) > 0;
    return board_to_json(board);
}

void ClassServer::board_changed() {
    if (!board_push_.isActive()) board_push_.start(kBoardDelayMs);
}

void ClassServer::push_board() {
    bool any = false;
    for (const auto& [socket, session] : sessions_) any = any || session->role == Session::teacher;
    if (!any) return;
    const QJsonObject board = board_json();
    for (auto& [socket, session] : sessions_)
        if (session->role == Session::teacher) send_board(*session, board);
}

void ClassServer::send_board(Session& session, const QJsonObject& board) { send(session, "board", {{"board", board}}); }

void ClassServer::on_history(Session& session, const QJsonObject& message) {
    const auto history = database_->history(message.value("student").toString(), message.value("lesson").toString());
    if (!history) return refuse(session, "no student of that name is in the class", false);
    send(session, "history", {{"history", history_to_json(*history)}});
}

void ClassServer::on_record(Session& session, const QJsonObject& message) {
    const QString student = message.value("student").toString(), id = message.value("id").toString();
    const auto record = database_->record(student, id);
    if (!record) return refuse(session, "that submission has no record of its run (yet)", false);
    const QByteArray wire = record->toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    if (wire.size() > kMaxRecordWire) return refuse(session, "that record is larger than a record may be", false);
    send(session, "record", {{"student", student}, {"id", id}, {"record", QString::fromLatin1(wire)}});
}

void ClassServer::on_comment(Session& session, const QJsonObject& message) {
    const QString id = message.value("id").toString(), text = message.value("text").toString();
    const qint64 student = database_->set_comment(message.value("student").toString(), id, text);
    if (student == 0) return refuse(session, "that student has no submission with that id", false);
    for (auto& [socket, other] : sessions_)
        if (other->role == Session::student && other->student_id == student)
            send(*other, "comment", {{"id", id}, {"text", text}});
    board_changed();
}

void ClassServer::on_hand_out(Session& session, const QJsonObject& message) {
    HandOut hand_out = hand_out_from_json(message);
    for (QString& name : hand_out.students) {
        const NameCheck check = student_name(name);
        if (!check.problem.isEmpty()) return refuse(session, check.problem, false);
        name = check.name;
    }
    if (hand_out.program.isEmpty() != hand_out.title.isEmpty())
        return refuse(session, "a program's hand-out has a title and a program; a lesson's has neither", false);
    if (database_->add_hand_out(hand_out).isEmpty()) return refuse(session, database_->last_error(), false);
    for (auto& [socket, other] : sessions_)
        if (other->role == Session::student) send_hand_outs(*other);
    board_changed();
}

void ClassServer::on_deadline(Session& session, const QJsonObject& message) {
    const qint64 deadline = message.value("deadline_ms").toInteger();
    if (deadline < 0) return refuse(session, "a deadline is a time after 1970, or 0 for none", false);
    database_->set_deadline(message.value("lesson").toString(), deadline);
    for (auto& [socket, other] : sessions_)
        if (other->role == Session::student) send_hand_outs(*other);
    board_changed();
}

bool ClassServer::refuse_late(Session& session, const QString& id, const QString& lesson) {
    const qint64 deadline = database_->deadline(lesson);
    if (deadline <= 0 || now_ms() <= deadline) return false;
    // A resend of what the class took before the deadline is still taken.
    if (database_->submission(session.student_id, id)) return false;
    const QString when = QDateTime::fromMSecsSinceEpoch(deadline, Qt::UTC).toString("yyyy-MM-dd HH:mm 'UTC'");
    send(session, "late",
         {{"id", id},
          {"reason", QStringLiteral("Submit for the lesson %1 closed at %2 (the teacher's deadline): "
                                    "this submission was not sent to the class")
                         .arg(lesson, when)}});
    return true;
}

void ClassServer::send_hand_outs(Session& session) {
    QJsonArray list;
    qsizetype bytes = 0;
    const std::vector<HandOut> all = database_->hand_outs_for(session.student_id);
    for (auto it = all.rbegin(); it != all.rend(); ++it) {
        const QJsonObject json = hand_out_to_json(*it);
        bytes += QJsonDocument(json).toJson(QJsonDocument::Compact).size();
        if (bytes > kHandOutsBytes) break;
        list.prepend(json);
    }
    send(session, "hand_outs", {{"hand_outs", list}});
}

void ClassServer::send_comments(Session& session) {
    for (const auto& [id, text] : database_->comments(session.student_id))
        send(session, "comment", {{"id", id}, {"text", text}});
}

}  // namespace bugbot::classroom
