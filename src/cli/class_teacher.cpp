// `bugbot class board|history|record|comment|hand-out|deadline|counted`: the
// teacher's side of a class without a display (docs/class.md, "The teacher
// on a server"). Each connects with the teacher's key through TeacherClient,
// as the studio's board does, says one thing and waits for the class's answer.
#include "cli/class_teacher.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSslCertificate>

#include <cstdio>
#include <functional>
#include <string>

#include "classroom/identity.h"
#include "classroom/teacher_client.h"
#include "files/gate.h"
#include "i18n/translate.h"
#include "paths/data_dir.h"
#include "text/safe_text.h"

namespace bugbot::cli {

namespace {

using classroom::TeacherClient;
using i18n::translate;

constexpr double kWaitSeconds = 20;

void say(const QString& text) { std::printf("%s\n", text::terminal_safe(text.toStdString()).c_str()); }

int fail(const QString& why) {
    std::fprintf(stderr, "bugbot class: %s\n", text::terminal_safe(why.toStdString()).c_str());
    return 1;
}

bool wait_for(const std::function<bool()>& done, double seconds) {
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < seconds * 1000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
    return done();
}

// The class on this machine (or --address): its code from its certificate,
// the teacher's key from its data folder.
std::unique_ptr<TeacherClient> connect_teacher(const QCommandLineParser& parser, QString* error) {
    const QString data = parser.value("data");
    QString code = parser.value("code");
    if (code.isEmpty()) {
        const auto certificates = QSslCertificate::fromPath(data + "/class-cert.pem");
        if (certificates.isEmpty())
            return *error = "no class certificate in " + data + " (--data DIR, or --code)", nullptr;
        code = classroom::join_code(certificates.front());
    }
    std::string key, why;
    const QString key_file = parser.value("key-file").isEmpty() ? data + "/teacher.key" : parser.value("key-file");
    if (files::read_file(key_file.toStdString(), key, why) != files::Read::ok)
        return *error = key_file + ": " + QString::fromStdString(why), nullptr;
    auto teacher =
        std::make_unique<TeacherClient>(parser.value("address"), code, QString::fromStdString(key).trimmed());
    QString refusal;
    const auto listening = QObject::connect(teacher.get(), &TeacherClient::refused,
                                            [&refusal](const QString& reason) { refusal = reason; });
    teacher->connect_to_class();
    wait_for([&] { return teacher->connected() || !refusal.isEmpty(); }, kWaitSeconds);
    QObject::disconnect(listening);
    if (teacher->connected()) return teacher;
    *error = refusal.isEmpty() ? "the class at " + parser.value("address") + " cannot be reached" : refusal;
    return nullptr;
}

void print_board(const classroom::Board& board) {
    say(QStringLiteral("counted: the %1 attempt; lessons: %2")
            .arg(classroom::counted_name(board.counted), board.lessons.join(", ")));
    for (const auto& student : board.students) {
        QStringList cells;
        for (const auto& cell : student.cells)
            cells << QStringLiteral("%1 %2/%3 (%4 of %5, %6)")
                         .arg(cell.lesson, QString::number(cell.counted.score), QString::number(cell.counted.out_of),
                              cell.counted.id, QString::number(cell.attempts), cell.counted.state);
        say(QStringLiteral("%1 [%2%3]: %4")
                .arg(student.name, student.state, student.connected ? ", connected" : "",
                     cells.isEmpty() ? "no submission" : cells.join("; ")));
    }
}

// Sends what `act` sends; the class's next board says it took it.
int act_and_wait(TeacherClient& teacher, const std::function<void()>& act) {
    bool changed = false;
    QString refusal;
    QObject::connect(&teacher, &TeacherClient::board_changed, [&changed] { changed = true; });
    QObject::connect(&teacher, &TeacherClient::refused, [&refusal](const QString& reason) { refusal = reason; });
    act();
    if (!wait_for([&] { return changed || !refusal.isEmpty(); }, kWaitSeconds)) return fail("the class did not answer");
    if (!refusal.isEmpty()) return fail(refusal);
    say("done");
    return 0;
}

// A deadline as typed: an ISO date and time ("2026-12-08T09:00", local
// time unless it says otherwise), or "none".
bool parse_deadline(const QString& text, qint64* ms) {
    if (text == "none") return *ms = 0, true;
    const QDateTime when = QDateTime::fromString(text, Qt::ISODate);
    if (!when.isValid()) return false;
    *ms = when.toMSecsSinceEpoch();
    return true;
}

int hand_out(TeacherClient& teacher, const QCommandLineParser& parser, const QStringList& args) {
    classroom::HandOut hand_out;
    hand_out.lesson = args[0];
    for (const QString& names : parser.values("students")) hand_out.students << names.split(',', Qt::SkipEmptyParts);
    for (QString& name : hand_out.students) name = name.trimmed();
    if (!parser.value("program").isEmpty()) {
        std::string program, why;
        if (files::read_file(parser.value("program").toStdString(), program, why) != files::Read::ok)
            return fail(parser.value("program") + ": " + QString::fromStdString(why));
        hand_out.program = QString::fromStdString(program);
        hand_out.title =
            parser.value("title").isEmpty() ? QFileInfo(parser.value("program")).fileName() : parser.value("title");
    }
    if (!parser.value("deadline").isEmpty() && !parse_deadline(parser.value("deadline"), &hand_out.deadline_ms))
        return fail(translate("bugbot class", "--deadline takes a date and time such as 2026-12-08T09:00, or none"));
    return act_and_wait(teacher, [&] { teacher.hand_out(hand_out); });
}

int history_or_record(TeacherClient& teacher, const QString& command, const QStringList& args) {
    if (command == "history") {
        QJsonObject history;
        QObject::connect(&teacher, &TeacherClient::history_arrived,
                         [&history](const classroom::History& h) { history = classroom::history_to_json(h); });
        teacher.ask_history(args[0], args[1]);
        if (!wait_for([&] { return !history.isEmpty(); }, kWaitSeconds)) return fail("no history came");
        std::printf("%s", QJsonDocument(history).toJson(QJsonDocument::Indented).constData());
        return 0;
    }
    QByteArray record;
    QString refusal;
    QObject::connect(&teacher, &TeacherClient::record_arrived,
                     [&record](const QString&, const QString&, const QByteArray& r) { record = r; });
    QObject::connect(&teacher, &TeacherClient::refused, [&refusal](const QString& reason) { refusal = reason; });
    teacher.ask_record(args[0], args[1]);
    if (!wait_for([&] { return !record.isEmpty() || !refusal.isEmpty(); }, kWaitSeconds)) return fail("no record came");
    if (record.isEmpty()) return fail(refusal);
    std::string why;
    if (!files::save_file(args[2].toStdString(), record.toStdString(), why, 0644))
        return fail(args[2] + ": " + QString::fromStdString(why));
    say(QStringLiteral("%1: the record of %2's submission %3 (%4 bytes); bugbot replays it in the studio")
            .arg(args[2], args[0], args[1], QString::number(record.size())));
    return 0;
}

// How many arguments each command takes after its options.
int arity(const QString& command) {
    if (command == "board") return 0;
    if (command == "counted" || command == "hand-out") return 1;
    if (command == "history" || command == "deadline") return 2;
    return 3;  // comment, record
}

}  // namespace

bool is_teacher_command(const QString& command) {
    return QStringList{"board", "history", "record", "comment", "hand-out", "deadline", "counted"}.contains(command);
}

int teacher_command(const QString& command, const QStringList& arguments, const QString& default_data) {
    QCommandLineParser parser;
    parser.addOptions({{"data", "", "DIR", default_data},
                       {"address", "", "HOST:PORT", "127.0.0.1:7430"},
                       {"code", "", "CODE"},
                       {"key-file", "", "FILE"},
                       {"json", ""},
                       {"students", "", "NAMES"},
                       {"program", "", "FILE"},
                       {"title", "", "TITLE"},
                       {"deadline", "", "WHEN"}});
    parser.addPositionalArgument("args", "");
    if (!parser.parse(arguments)) return fail(parser.errorText()), 2;
    const QStringList args = parser.positionalArguments();
    if (args.size() != arity(command))
        return fail(QStringLiteral("%1 takes %2 arguments (bugbot class --help)")
                        .arg(command, QString::number(arity(command)))),
               2;
    qint64 deadline = 0;  // deadline LESSON WHEN: checked before connecting
    if (command == "deadline" && !parse_deadline(args[1], &deadline))
        return fail(translate("bugbot class", "a deadline is a date and time such as 2026-12-08T09:00, or none")), 2;
    QString error;
    const auto teacher = connect_teacher(parser, &error);
    if (!teacher) return fail(error);
    if (command == "board") {
        if (parser.isSet("json"))
            std::printf("%s", QJsonDocument(classroom::board_to_json(teacher->board())).toJson().constData());
        else print_board(teacher->board());
        return 0;
    }
    if (command == "history" || command == "record") return history_or_record(*teacher, command, args);
    if (command == "hand-out") return hand_out(*teacher, parser, args);
    if (command == "comment") return act_and_wait(*teacher, [&] { teacher->comment(args[0], args[1], args[2]); });
    if (command == "counted") {
        const auto counted = classroom::counted_from_name(args[0]);
        if (!counted) return fail("counted takes best or last"), 2;
        return act_and_wait(*teacher, [&] { teacher->set_counted(*counted); });
    }
    return act_and_wait(*teacher, [&] { teacher->set_deadline(args[0], deadline); });
}

}  // namespace bugbot::cli
