// The class under a lesson's load (issue 44): a real server (bugbot-class
// serve, SQLite or --db URL), 30 real clients joined, 30 attention-lesson
// submissions spread over 10 s. Prints the time from each submission to its
// result (median, slowest, the last result after the last submission) and
// the server's memory; with --rounds N, that N times (a soak: memory each
// round). A benchmark: it prints figures and asserts none (docs/class.md).
//
//   build/bin/class_bench [--students 30] [--spread 10] [--rounds 1] [--db URL]
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <cstdio>
#include <map>
#include <memory>
#include <vector>

#include "classroom/client.h"
#include "build_paths.h"

using bugbot::classroom::ClassClient;

namespace {

bool wait_until(const std::function<bool()>& done, double seconds) {
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < seconds * 1000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return done();
}

// "VmRSS" or "VmHWM" of a process, in MB.
double memory_mb(qint64 pid, const char* field) {
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly)) return 0;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith(field)) return line.simplified().split(' ')[1].toDouble() / 1024.0;
    return 0;
}

QString read_text(const QString& path) {
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return QString::fromUtf8(file.readAll());
}

struct Options {
    int students = 30;
    double spread_s = 10;
    int rounds = 1;
    QString database;
};

Options parse(const QStringList& args) {
    Options options;
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == "--students") options.students = args[i + 1].toInt();
        if (args[i] == "--spread") options.spread_s = args[i + 1].toDouble();
        if (args[i] == "--rounds") options.rounds = args[i + 1].toInt();
        if (args[i] == "--db") options.database = args[i + 1];
    }
    return options;
}

// One round: every student submits once, evenly over the spread; prints its figures.
void round(std::vector<std::unique_ptr<ClassClient>>& clients, const Options& options, const QString& program,
           qint64 server_pid, int number) {
    std::map<QString, qint64> sent_ms, got_ms;
    QElapsedTimer clock;
    clock.start();
    std::vector<QMetaObject::Connection> links;
    for (auto& client : clients)
        links.push_back(QObject::connect(client.get(), &ClassClient::result_arrived,
                                         [&](const QString& id) { got_ms.emplace(id, clock.elapsed()); }));
    const double gap_ms = options.spread_s * 1000 / clients.size();
    for (size_t i = 0; i < clients.size(); ++i) {
        wait_until([&] { return clock.elapsed() >= qint64(i * gap_ms); }, 60);
        // A comment makes each hand-in its own, as each student's is.
        const QString id = clients[i]->submit("attention", program + QStringLiteral("\n# %1-%2\n").arg(number).arg(i));
        sent_ms[id] = clock.elapsed();
    }
    const qint64 last_sent = clock.elapsed();
    wait_until([&] { return got_ms.size() == sent_ms.size(); }, 300);
    for (auto& link : links) QObject::disconnect(link);
    std::vector<double> latencies;
    qint64 last_result = 0;
    for (const auto& [id, sent] : sent_ms)
        if (got_ms.count(id)) {
            latencies.push_back((got_ms[id] - sent) / 1000.0);
            last_result = std::max(last_result, got_ms[id]);
        }
    std::sort(latencies.begin(), latencies.end());
    const double median = latencies.empty() ? 0 : latencies[latencies.size() / 2];
    std::printf("round %d: %zu/%zu results; submission to result: median %.2f s, slowest %.2f s; "
                "last result %.2f s after the last submission; server RSS %.1f MB (peak %.1f MB)\n",
                number, latencies.size(), sent_ms.size(), median, latencies.empty() ? 0 : latencies.back(),
                (last_result - last_sent) / 1000.0, memory_mb(server_pid, "VmRSS"), memory_mb(server_pid, "VmHWM"));
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const Options options = parse(app.arguments());
    QTemporaryDir dir;
    qputenv("BUGBOT_HOME", bugbot::build_paths::source_dir().c_str());
    QFile roster(dir.filePath("class.csv"));
    roster.open(QIODevice::WriteOnly);
    for (int i = 1; i <= options.students; ++i) roster.write(QStringLiteral("Student %1\n").arg(i).toUtf8());
    roster.close();
    QProcess server;
    QString log;
    QObject::connect(&server, &QProcess::readyReadStandardOutput, [&] { log += server.readAllStandardOutput(); });
    QStringList args{"serve", "--data", dir.filePath("server"), "--address", "127.0.0.1", "--port", "0",
                     "--roster", roster.fileName()};
    if (!options.database.isEmpty()) args << "--db" << options.database;
    server.start(QString::fromStdString(bugbot::build_paths::program("bugbot-class")), args);
    if (!wait_until([&] { return log.contains("join code"); }, 30)) return std::fprintf(stderr, "no server\n"), 1;
    const QString port = log.section("listening on port ", 1).section('\n', 0, 0);
    const QString code = log.section("join code ", 1).section('\n', 0, 0);
    std::printf("server started: RSS %.1f MB\n", memory_mb(server.processId(), "VmRSS"));
    std::vector<std::unique_ptr<ClassClient>> clients;
    for (int i = 0; i < options.students; ++i) {
        clients.push_back(std::make_unique<ClassClient>(dir.filePath(QStringLiteral("s%1").arg(i))));
        clients.back()->join("127.0.0.1:" + port, code, QStringLiteral("Student %1").arg(i + 1));
    }
    wait_until([&] {
        return std::all_of(clients.begin(), clients.end(),
                           [](const auto& c) { return c->state() == ClassClient::State::joined; });
    }, 60);
    std::printf("%d students joined: server RSS %.1f MB\n", options.students, memory_mb(server.processId(), "VmRSS"));
    const QString program = read_text(QString::fromStdString(bugbot::build_paths::source_dir() + "/lessons/attention/solution/attention.py"));
    for (int r = 1; r <= options.rounds; ++r) round(clients, options, program, server.processId(), r);
    server.terminate();
    server.waitForFinished(5000);
    return 0;
}
