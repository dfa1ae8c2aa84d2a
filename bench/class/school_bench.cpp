// A school's class database (issue 45): 1,000 students x 8 lessons x 20
// marked attempts, generated on SQLite and on a PostgreSQL started in a
// temporary folder (tests/classroom/postgres_cluster.h), then the time to
// open the class's board and one student's history, and the gradebook's
// export. A benchmark: it prints figures and asserts none (docs/class.md,
// "How fast").
//
// The board and history are the server's own (ClassDatabase::board, with
// the best and then the last attempt counted, and ClassDatabase::history);
// the export is `bugbot class export`'s work (export_marks).
//
//   build/bin/school_bench [--students 1000] [--lessons 8] [--attempts 20] [--repeat 5]
//                          [--engine both|sqlite|postgresql] [--db URL]
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

#include "classroom/database.h"
#include "classroom/marks_export.h"
#include "postgres_cluster.h"

using bugbot::classroom::ClassDatabase;

namespace {

struct Size {
    int students = 1000, lessons = 8, attempts = 20, repeat = 5;
};

const char* const kLessons[] = {"attention", "square", "follow-line", "avoid", "maze", "spiral", "parking", "relay"};

// What a marked attention submission's result holds, about its size: five
// tasks with feedback, five runs with notes.
QString tasks_json() {
    QString tasks = "[";
    for (int t = 0; t < 5; ++t)
        tasks += QStringLiteral(
                     "%1{\"id\":\"task-%2\",\"title\":\"Task number %2 of the lesson\",\"passed\":true,"
                     "\"score\":6,\"max\":6,\"feedback\":\"The robot stopped within 3 cm of the wall "
                     "and faced it, as the task asks.\"}")
                     .arg(t ? "," : "")
                     .arg(t + 1);
    return tasks + "]";
}

QString runs_json() {
    QString runs = "[";
    for (int r = 0; r < 5; ++r)
        runs += QStringLiteral("%1{\"variation\":\"seed %2, the box world\",\"outcome\":\"done\",\"note\":\"\"}")
                    .arg(r ? "," : "")
                    .arg(r + 1);
    return runs + "]";
}

bool exec(QSqlQuery& query, const QString& what) {
    if (query.exec()) return true;
    std::fprintf(stderr, "school_bench: %s: %s\n", qPrintable(what), qPrintable(query.lastError().text()));
    return false;
}

// The rows, made by the database itself (one statement each, the same SQL on both engines).
bool generate(const QString& connection, const Size& size) {
    QSqlDatabase db = QSqlDatabase::database(connection);
    QSqlQuery query(db);
    db.transaction();
    query.prepare(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)"
        " INSERT INTO students (name, state, joined_ms) SELECT 'Student ' || i, 'approved', 0 FROM n");
    query.addBindValue(size.students);
    if (!exec(query, "students")) return false;
    QString lessons;
    for (int k = 0; k < size.lessons; ++k)
        lessons += QStringLiteral("%1(%2, '%3')").arg(k ? "," : "").arg(k + 1).arg(kLessons[k % 8]);
    query.prepare(
        QStringLiteral(
            "WITH RECURSIVE a(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM a WHERE i < ?),"
            " l(k, name) AS (VALUES %1)"
            " INSERT INTO submissions (student_id, client_id, lesson, language, program, state, result,"
            " received_ms, marked_ms, delivered, attempts, score, out_of)"
            " SELECT s.id, 'b-' || s.id || '-' || l.k || '-' || a.i, l.name, '', CAST(? AS TEXT), 'marked',"
            " '{\"status\":\"marked\",\"score\":' || ((s.id * 7 + l.k * 3 + a.i * 11) % 31) ||"
            " ',\"max\":30,\"tasks\":' || CAST(? AS TEXT) || ',\"notes\":[],\"runs\":' || CAST(? AS TEXT) || '}',"
            " 1700000000000 + (a.i * 16 + l.k) * 60000 + s.id, 1700000002000 + (a.i * 16 + l.k) * 60000 + s.id,"
            " 1, 1, (s.id * 7 + l.k * 3 + a.i * 11) % 31, 30 FROM a, l, students s ORDER BY a.i, l.k, s.id")
            .arg(lessons));
    query.addBindValue(size.attempts);
    query.addBindValue(
        QString("from bugbot import robot\n\n# Drive to the wall and stop in front of it.\n") +
        QString("while robot.distance() > 0.05:\n    robot.drive(0.2, 0.2)\nrobot.stop()\n").repeated(8));
    query.addBindValue(tasks_json());
    query.addBindValue(runs_json());
    if (!exec(query, "submissions") || !db.commit()) return false;
    // The planner's statistics, as a database in use has them (not a statement to prepare).
    if (query.exec("ANALYZE")) return true;
    std::fprintf(stderr, "school_bench: analyze: %s\n", qPrintable(query.lastError().text()));
    return false;
}

// The median and the first of `repeat` runs of `work`, in ms.
void time_it(const char* what, int repeat, const std::function<int()>& work) {
    std::vector<double> ms;
    int rows = 0;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer clock;
        clock.start();
        rows = work();
        ms.push_back(clock.nsecsElapsed() / 1e6);
    }
    const double first = ms.front();
    std::sort(ms.begin(), ms.end());
    std::printf("  %-58s %8.1f ms median, %8.1f ms first (%d rows)\n", what, ms[ms.size() / 2], first, rows);
    std::fflush(stdout);
}

int lines(const std::string& csv) { return int(std::count(csv.begin(), csv.end(), '\n')); }

void time_queries(ClassDatabase& database, const Size& size) {
    using bugbot::classroom::CountedAttempt;
    for (const CountedAttempt counted : {CountedAttempt::best, CountedAttempt::last}) {
        database.set_counted(counted);
        time_it(counted == CountedAttempt::best ? "board (ClassDatabase::board), the best attempt counts"
                                                : "board (ClassDatabase::board), the last attempt counts",
                size.repeat, [&] {
                    int cells = 0;
                    for (const auto& student : database.board().students) cells += int(student.cells.size());
                    return cells;
                });
    }
    int student = 1;
    time_it("history (ClassDatabase::history): one student, one lesson", size.repeat * 4, [&] {
        student = student * 37 % size.students + 1;
        const auto history =
            database.history(QStringLiteral("Student %1").arg(student), kLessons[student % size.lessons]);
        return history ? int(history->attempts.size()) : -1;
    });
    QString error;
    time_it("export: Moodle CSV of one lesson, best attempt", size.repeat, [&] {
        bugbot::classroom::MarksExport what;
        what.lesson = kLessons[0];
        return lines(bugbot::classroom::export_marks(database, what, &error));
    });
    time_it("export: Moodle CSV of every lesson, best attempt", 1,
            [&] { return lines(bugbot::classroom::export_marks(database, {}, &error)); });
}

// Our database's own connection name (ClassDatabase keeps it private): the
// newest "bugbot-class-N".
QString newest_connection() {
    QStringList names = QSqlDatabase::connectionNames();
    std::sort(names.begin(), names.end(), [](const QString& a, const QString& b) {
        return a.section('-', -1).toInt() < b.section('-', -1).toInt();
    });
    return names.last();
}

void bench(const char* engine, const QString& location, const Size& size) {
    QString error;
    auto database = ClassDatabase::open(location, &error);
    if (!database) return void(std::fprintf(stderr, "school_bench: %s\n", qPrintable(error)));
    QElapsedTimer clock;
    clock.start();
    if (!generate(newest_connection(), size)) return;
    std::printf("%s: %d students x %d lessons x %d attempts generated in %.1f s\n", engine, size.students, size.lessons,
                size.attempts, clock.elapsed() / 1000.0);
    time_queries(*database, size);
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    Size size;
    QString engine = "both", url;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        const QString& key = args[i];
        const QString& value = args[i + 1];
        if (key == "--students") size.students = value.toInt();
        else if (key == "--lessons") size.lessons = std::clamp(value.toInt(), 1, 8);
        else if (key == "--attempts") size.attempts = value.toInt();
        else if (key == "--repeat") size.repeat = std::max(1, value.toInt());
        else if (key == "--engine") engine = value;
        else if (key == "--db") url = value;
    }
    std::printf("load average at start: %s", qPrintable([] {
                    QFile file("/proc/loadavg");
                    return file.open(QIODevice::ReadOnly) ? QString::fromLatin1(file.readLine()) : QString("?\n");
                }()));
    if (engine != "postgresql") {
        QTemporaryDir dir;
        bench("SQLite", dir.filePath("class.sqlite"), size);
    }
    if (engine != "sqlite") {
        if (!url.isEmpty()) return bench("PostgreSQL", url, size), 0;
        classroom_test::Postgres postgres;
        if (postgres.url().isEmpty()) return std::printf("PostgreSQL: %s\n", qPrintable(postgres.why_not())), 0;
        bench("PostgreSQL", postgres.new_database(), size);
    }
    return 0;
}
