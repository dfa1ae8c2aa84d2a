// bugbot-class: `bugbot class ...`, the class's server and a headless
// student client (docs/class.md). Its own program, because it links Qt's
// network, SQL and WebSockets, which `bugbot run` need not load; `bugbot
// class` starts it (class_launch.cpp).
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTimer>

#include <csignal>
#include <cstdio>

#include "classroom/client.h"
#include "classroom/database.h"
#include "classroom/marking_queue.h"
#include "classroom/marks_export.h"
#include "classroom/server.h"
#include "cli/class_teacher.h"
#include "files/gate.h"
#include "i18n/translate.h"
#include "paths/data_dir.h"
#include "paths/programs.h"
#include "text/safe_text.h"

namespace {

using bugbot::classroom::ClassClient;
using bugbot::classroom::ClassServer;
using bugbot::classroom::ServerOptions;
using bugbot::i18n::translate;

constexpr int kExitUsage = 2;

volatile std::sig_atomic_t g_stop = 0;

// SIGTERM (systemctl stop) and Ctrl-C end the event loop, so the server's
// destructors stop the marker it started; what it was marking is marked again
// at the next start.
void stop_on_signals(QObject* parent) {
    std::signal(SIGTERM, [](int) { g_stop = 1; });
    std::signal(SIGINT, [](int) { g_stop = 1; });
    auto* poll = new QTimer(parent);
    QObject::connect(poll, &QTimer::timeout, [] {
        if (g_stop) QCoreApplication::quit();
    });
    poll->start(200);
}

// In the user's language (i18n/translate.h).
const char* usage_text() {
    return translate("bugbot class",
                     "usage: bugbot class serve [--data DIR] [--db postgresql://USER@HOST/DB | --db FILE] [--port N]\n"
                     "                          [--address ADDRESS] [--roster CLASS.csv] [--lessons DIR]...\n"
                     "                          [--name NAME] [--any-port-if-taken] [--no-announce] [--max-connections N]\n"
                     "       bugbot class join ADDRESS:PORT CODE NAME [--folder DIR]\n"
                     "       bugbot class submit LESSON FILE.py [--folder DIR] [--wait SECONDS]\n"
                     "the teacher's (with the class's --data DIR, or --address HOST:PORT --code CODE --key-file F):\n"
                     "       bugbot class board [--json]\n"
                     "       bugbot class history STUDENT LESSON\n"
                     "       bugbot class record STUDENT SUBMISSION OUT.jsonl\n"
                     "       bugbot class comment STUDENT SUBMISSION TEXT\n"
                     "       bugbot class hand-out LESSON [--students \"A,B\"] [--program FILE.py [--title T]]\n"
                     "                             [--deadline 2026-12-08T09:00]\n"
                     "       bugbot class deadline LESSON 2026-12-08T09:00|none\n"
                     "       bugbot class counted best|last\n"
                     "       bugbot class export [--data DIR | --db URL|FILE] [--lesson NAME] [--counted best|last]\n"
                     "                           [--format moodle|sheet] [--id-column NAME] [--out FILE]\n"
                     "       bugbot class worker --db postgresql://USER@HOST/DB [--lessons DIR]... [--batch N]\n"
                     "\n"
                     "serve   hosts a class: students' studios join with the join code it prints and\n"
                     "        submit; it marks each submission with 'bugbot mark' on the lesson's hidden\n"
                     "        variations and sends the result back. DIR (default: your data folder's\n"
                     "        class-server/) holds its key, certificate, teacher key and SQLite database.\n"
                     "        It announces NAME on the LAN (DNS-SD, when avahi-daemon runs).\n"
                     "join    joins a class as a student (headless): waits for the teacher's approval\n"
                     "submit  submits a program to the joined class and prints its result as JSON\n"
                     "        (kept and sent later when the class cannot be reached)\n"
                     "board   prints the teacher's board: each student, each lesson's counted mark\n"
                     "history prints a student's every attempt at a lesson, with its program (JSON)\n"
                     "record  saves the record of a submission's marked run, to replay in the studio\n"
                     "comment, hand-out, deadline, counted: what the studio's board does\n"
                     "export  writes the class's marks as Moodle's grade CSV (the students' names in the\n"
                     "        column --id-column, default Username) or as a plain sheet, for one lesson or\n"
                     "        all, counting each student's best or last attempt (default: as the board counts)\n"
                     "worker  marks the class's submissions on this machine, taken from the class's\n"
                     "        PostgreSQL queue, with up to N (default 32) in one 'bugbot mark'\n"
                     "docs/class.md says more.\n");
}

int usage(const QString& message) {
    std::fprintf(stderr, "bugbot class: %s\n\n%s", qPrintable(message), usage_text());
    return kExitUsage;
}

// The bugbot beside this program (built together), which marks.
QString marker_program() {
    const QDir dir = QFileInfo(QString::fromStdString(bugbot::engine::own_program())).dir();
    for (const QString& candidate : {dir.filePath("bugbot"), dir.filePath("../../bin/bugbot")})
        if (QFileInfo(candidate).isExecutable()) return QFileInfo(candidate).canonicalFilePath();
    return "bugbot";
}

QString default_folder(const char* name) {
    return QString::fromStdString(bugbot::engine::user_data_dir()) + "/" + name;
}

int serve(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({{"data", "", "DIR", default_folder("class-server")},
                       {"db", "", "URL"},
                       {"port", "", "N", "7430"},
                       {"address", "", "ADDRESS", "0.0.0.0"},
                       {"roster", "", "CSV"},
                       {"lessons", "", "DIR"},
                       {"name", "", "NAME"},
                       {"any-port-if-taken", ""},
                       {"no-announce", ""},
                       {"max-connections", "", "N", "1000"}});
    if (!parser.parse(arguments)) return usage(parser.errorText());
    bool ok = false;
    const uint port = parser.value("port").toUInt(&ok);
    if (!ok || port > 65535) return usage(translate("bugbot class", "--port takes a number from 0 to 65535"));
    ServerOptions options;
    options.data_dir = QDir(parser.value("data")).absolutePath();
    options.database = parser.value("db");
    options.port = quint16(port);
    options.any_port_if_taken = parser.isSet("any-port-if-taken");
    options.name = parser.value("name");
    options.announce = !parser.isSet("no-announce");
    options.max_connections = parser.value("max-connections").toInt(&ok);
    if (!ok || options.max_connections < 1)
        return usage(translate("bugbot class", "--max-connections takes a number of at least 1"));
    options.address = QHostAddress(parser.value("address"));
    if (options.address.isNull())
        return usage(translate("bugbot class", "--address takes an IP address, such as 0.0.0.0"));
    options.bugbot = marker_program();
    options.roster = parser.value("roster");
    for (const QString& dir : parser.values("lessons")) options.lesson_args << "--lessons" << dir;
    ClassServer server(options);
    QString error;
    if (!server.start(&error)) {
        std::fprintf(stderr, "bugbot class%s: %s\n", " serve", qPrintable(error));
        return 1;
    }
    std::printf(  // read by programs: never translated
        "class: listening on port %u\nclass: join code %s\nclass: database %s\n"
        "class: the teacher's key is in %s/teacher.key\n",
        server.port(), qPrintable(server.join_code()),
        qPrintable(options.database.isEmpty() ? options.data_dir + "/class.sqlite" : QString("PostgreSQL")),
        qPrintable(options.data_dir));
    std::fflush(stdout);
    stop_on_signals(&server);
    return QCoreApplication::exec();
}

// Runs the event loop until `done` says so or `seconds` pass; false on time.
template <typename Done>
bool wait_for(Done done, double seconds) {
    QElapsedTimer clock;  // (a QTimer that is not single-shot stays active: the wait never ended)
    clock.start();
    while (!done() && clock.elapsed() < seconds * 1000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
    return done();
}

int join(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOption({"folder", "", "DIR", default_folder("class")});
    parser.addPositionalArgument("args", "");
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 3)
        return usage(translate("bugbot class", "join takes ADDRESS:PORT CODE NAME"));
    const QStringList args = parser.positionalArguments();
    ClassClient client(parser.value("folder"));
    client.join(args[0], args[1], args[2]);
    using State = ClassClient::State;
    bool said_waiting = false;
    wait_for(
        [&] {
            if (client.state() == State::waiting_for_teacher && !said_waiting)
                std::printf(translate("bugbot class", "waiting for the teacher to let %s in\n"), qPrintable(args[2])),
                    std::fflush(stdout), said_waiting = true;
            return client.state() == State::joined || client.state() == State::refused;
        },
        600);
    if (client.state() != State::joined) {
        std::fprintf(stderr, "bugbot class%s: %s\n", " join",
                     qPrintable(client.refusal().isEmpty() ? translate("bugbot class", "the class cannot be reached")
                                                           : client.refusal()));
        return 1;
    }
    std::printf(translate("bugbot class", "joined the class as %s\n"), qPrintable(client.name()));
    return 0;
}

int submit(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({{"folder", "", "DIR", default_folder("class")}, {"wait", "", "SECONDS", "60"}});
    parser.addPositionalArgument("args", "");
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 2)
        return usage(translate("bugbot class", "submit takes LESSON FILE.py"));
    QFile file(parser.positionalArguments()[1]);
    if (!file.open(QIODevice::ReadOnly)) return usage(file.fileName() + ": " + file.errorString());
    ClassClient client(parser.value("folder"));
    if (!client.has_class()) return usage(translate("bugbot class", "join a class first (bugbot class join)"));
    const QString id = client.submit(parser.positionalArguments()[0], QString::fromUtf8(file.readAll()));
    if (id.isEmpty()) return usage(client.refusal());
    client.connect_to_class();
    QJsonObject marks;
    QObject::connect(&client, &ClassClient::result_arrived, [&](const QString& got, const QJsonObject& m) {
        if (got == id) marks = m;
    });
    bool refused = false;  // for good: after the lesson's deadline
    QObject::connect(&client, &ClassClient::submission_refused, [&](const QString& got) { refused = got == id; });
    wait_for([&] { return !marks.isEmpty() || refused || client.state() == ClassClient::State::refused; },
             parser.value("wait").toDouble());
    if (refused) {
        std::fprintf(stderr, "bugbot class submit: %s\n", qPrintable(client.refusal()));
        return 1;
    }
    if (marks.isEmpty()) {
        std::fprintf(
            stderr,
            translate("bugbot class", "bugbot class submit: no result yet (%s); %d submission(s) wait to be sent\n"),
            qPrintable(client.refusal().isEmpty() ? translate("bugbot class", "still marking, or the class is away")
                                                  : client.refusal()),
            client.waiting());
        return 3;
    }
    std::printf("%s\n", QJsonDocument(marks).toJson(QJsonDocument::Indented).constData());
    return 0;
}

// The class's database as serve finds it: --db, else the SQLite file in --data.
// Never made here: a mistyped path is said, not created empty.
std::unique_ptr<bugbot::classroom::ClassDatabase> open_class_database(const QCommandLineParser& parser,
                                                                      QString* error) {
    QString location = parser.value("db");
    if (location.isEmpty()) location = QDir(parser.value("data")).filePath("class.sqlite");
    if (!location.startsWith("postgres") && !QFileInfo(location).isFile())
        return *error = translate("bugbot class", "no class database at ") + location, nullptr;
    return bugbot::classroom::ClassDatabase::open(location, error);
}

int export_marks(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({{"data", "", "DIR", default_folder("class-server")},
                       {"db", "", "URL"},
                       {"lesson", "", "NAME"},
                       {"counted", "", "best|last"},
                       {"format", "", "moodle|sheet", "moodle"},
                       {"id-column", "", "NAME", "Username"},
                       {"out", "", "FILE"}});
    if (!parser.parse(arguments) || !parser.positionalArguments().isEmpty())
        return usage(parser.errorText().isEmpty() ? translate("bugbot class", "export takes no file; --out FILE")
                                                  : parser.errorText());
    bugbot::classroom::MarksExport what;
    what.lesson = parser.value("lesson");
    what.form = parser.value("format");
    what.id_column = parser.value("id-column");
    const QString counted = parser.value("counted");
    if (!counted.isEmpty() && counted != "best" && counted != "last")
        return usage(translate("bugbot class", "--counted is best or last"));
    if (what.form != "moodle" && what.form != "sheet")
        return usage(translate("bugbot class", "--format is moodle or sheet"));
    if (what.id_column.trimmed().isEmpty())
        return usage(
            translate("bugbot class", "--id-column needs a name (Moodle maps Username, ID number or Email address)"));
    QString error;
    const auto database = open_class_database(parser, &error);
    // The teacher's choice on the board, unless --counted says otherwise.
    if (database)
        what.counted = counted.isEmpty()   ? database->counted()
                       : counted == "last" ? bugbot::classroom::CountedAttempt::last
                                           : bugbot::classroom::CountedAttempt::best;
    const std::string csv = database ? bugbot::classroom::export_marks(*database, what, &error) : std::string();
    if (csv.empty()) {
        std::fprintf(stderr, "bugbot class export: %s\n", bugbot::text::terminal_safe(error.toStdString()).c_str());
        return 1;
    }
    if (parser.value("out").isEmpty()) return std::fputs(csv.c_str(), stdout) < 0 ? 1 : 0;
    std::string why;
    if (bugbot::files::save_file(parser.value("out").toStdString(), csv, why, 0644)) return 0;
    std::fprintf(stderr, "bugbot class export: %s\n", bugbot::text::terminal_safe(why).c_str());
    return 1;
}

void print_rows(const char* what, const std::vector<qint64>& rows) {
    QStringList numbers;
    for (const qint64 row : rows) numbers << QString::number(row);
    std::printf("class worker: %s rows %s\n", what, qPrintable(numbers.join(' ')));  // read by programs: never translated
    std::fflush(stdout);
}

// A marker on a lab's PC: takes jobs from the class's PostgreSQL queue when
// told (NOTIFY) and every second, marks them with `bugbot mark` beside it, and
// tells the server (NOTIFY). Ends when the database stops answering: its rows
// go back to the queue with its session (systemd or the lab's script starts it again).
int worker(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({{"db", "", "URL"}, {"lessons", "", "DIR"}, {"batch", "", "N", "32"}});
    if (!parser.parse(arguments) || !parser.positionalArguments().isEmpty())
        return usage(parser.errorText().isEmpty() ? translate("bugbot class", "worker takes no file")
                                                  : parser.errorText());
    if (!parser.value("db").startsWith("postgres"))
        return usage(translate("bugbot class",
                               "a worker needs the class's PostgreSQL (--db postgresql://...); with SQLite the "
                               "server marks by itself"));
    bool ok = false;
    const int batch = parser.value("batch").toInt(&ok);
    if (!ok || batch < 1 || batch > 256)
        return usage(translate("bugbot class", "--batch takes a number from 1 to 256"));
    QString error;
    auto database = bugbot::classroom::ClassDatabase::open(parser.value("db"), &error);
    if (!database || !database->become_worker()) {
        std::fprintf(stderr, "bugbot class worker: %s\n", qPrintable(database ? database->last_error() : error));
        return 1;
    }
    QStringList lesson_args;
    for (const QString& dir : parser.values("lessons")) lesson_args << "--lessons" << dir;
    bugbot::classroom::MarkingQueue queue(*database, marker_program(), lesson_args);
    queue.set_batch(batch);
    QObject::connect(&queue, &bugbot::classroom::MarkingQueue::taken,
                     [](const std::vector<qint64>& rows) { print_rows("marking", rows); });
    QObject::connect(&queue, &bugbot::classroom::MarkingQueue::marked, [&](const std::vector<qint64>& rows) {
        print_rows("marked", rows);
        database->notify(bugbot::classroom::kMarkedChannel);
    });
    database->listen(bugbot::classroom::kQueueChannel, &queue, [&queue] { queue.poke(); });
    int exit_code = 0;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (database->alive()) return queue.poke();
        std::fprintf(stderr, translate("bugbot class", "bugbot class worker: lost the class database: %s\n"),
                     qPrintable(database->last_error()));
        exit_code = 1;
        QCoreApplication::quit();
    });
    poll.start(1000);
    std::printf("class worker: ready\n");  // read by programs: never translated
    std::fflush(stdout);
    queue.poke();
    stop_on_signals(&queue);
    QCoreApplication::exec();
    return exit_code;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments();
    // bugbot-class SUBCOMMAND ...: the parser wants the program's name first.
    if (arguments.size() < 2 || arguments[1] == "--help" || arguments[1] == "-h") {
        std::fputs(usage_text(), arguments.size() < 2 ? stderr : stdout);
        return arguments.size() < 2 ? kExitUsage : 0;
    }
    const QString command = arguments.takeAt(1);
    if (command == "serve") return serve(arguments);
    if (command == "join") return join(arguments);
    if (command == "submit") return submit(arguments);
    if (bugbot::cli::is_teacher_command(command))
        return bugbot::cli::teacher_command(command, arguments, default_folder("class-server"));
    if (command == "export") return export_marks(arguments);
    if (command == "worker") return worker(arguments);
    return usage(QString(translate("bugbot class", "unknown command '%1'")).arg(command));
}
