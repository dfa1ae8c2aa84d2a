#pragma once
// What the teacher's board shows (docs/class.md, "The board"), as the class
// server sends it and the teacher's client hands it on: plain values, no
// widgets, no database. The studio's Class view renders these; the server
// fills them from its database.
//
// A board is students x lessons: for each student and lesson, the attempt
// that counts (the best or the last, as the teacher chose) and how many there
// were; a history is one student's every attempt at one lesson.
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace bugbot::classroom {

// Which attempt counts for the board and the exported marks.
enum class CountedAttempt { best, last };

// One task's points in one attempt, as the marker gave them.
struct TaskPoints {
    QString task;  // the task's title, as the lesson names it
    double points = 0;
    double out_of = 0;
};

// One submission of one student, marked or not yet.
struct Attempt {
    QString id;  // the student's submission id
    QString lesson;
    QString language;  // the studio's language when it was sent ("de"), or empty
    QString state;  // queued, marking, marked
    qint64 received_ms = 0;  // since the epoch
    qint64 marked_ms = 0;  // 0 until marked
    double score = 0;
    double out_of = 0;
    std::vector<TaskPoints> tasks;
    QStringList notes;  // the marker's notes on the runs (the student's language)
    QString comment;  // the teacher's comment on this attempt, or empty
    QString program;  // history only: the program's text
    bool has_record = false;  // history only: the marked run's record can be asked for
};

// One cell: a student's counted attempt at a lesson.
struct BoardCell {
    QString lesson;
    int attempts = 0;  // how many submissions in all
    Attempt counted;  // valid when attempts > 0 (program and record not filled)
};

struct BoardStudent {
    QString name;
    QString state;  // "listed", "pending" (asks to join), "approved"
    bool connected = false;  // a studio of this student is connected now
    qint64 last_attempt_ms = 0;  // 0: has not submitted
    std::vector<BoardCell> cells;  // only the lessons attempted
};

struct Board {
    CountedAttempt counted = CountedAttempt::best;
    QStringList lessons;  // every lesson handed out or attempted, in the class's order
    std::vector<BoardStudent> students;  // by name
};

// One student's attempts at one lesson, oldest first.
struct History {
    QString student;
    QString lesson;
    std::vector<Attempt> attempts;
};

// A hand-out: a lesson from the teacher's catalogue, or a program the
// teacher wrote, for the whole class or for some students.
struct HandOut {
    QString id;  // made by the server
    QString lesson;  // the lesson's name, e.g. "attention"
    QString title;  // a program hand-out's title; empty for a lesson
    QString program;  // a program hand-out's text; empty for a lesson
    QStringList students;  // empty: the whole class
    qint64 deadline_ms = 0;  // 0: none; after it, Submit for this lesson is closed
};

// Board and history in JSON and back, for the wire (protocol.h checks the
// envelope; these check nothing more than their own shape and return {} on
// anything else).
QJsonObject board_to_json(const Board& board);
Board board_from_json(const QJsonObject& json);
QJsonObject history_to_json(const History& history);
History history_from_json(const QJsonObject& json);

// Added by the server's side (issue 45): one attempt, hand-outs, and the
// counted choice's name on the wire ("best", "last").
QJsonObject attempt_to_json(const Attempt& attempt);
Attempt attempt_from_json(const QJsonObject& json);
QJsonObject hand_out_to_json(const HandOut& hand_out);
HandOut hand_out_from_json(const QJsonObject& json);
QJsonArray hand_outs_to_json(const std::vector<HandOut>& hand_outs);
std::vector<HandOut> hand_outs_from_json(const QJsonArray& array);
QString counted_name(CountedAttempt counted);
std::optional<CountedAttempt> counted_from_name(const QString& name);

}  // namespace bugbot::classroom
