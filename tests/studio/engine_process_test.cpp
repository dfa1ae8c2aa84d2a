// The engine as a child process, for real: `bugbot run --stream --control`.
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

#include "studio/run/engine_process.h"
#include "studio/work/paths.h"
#include "studio/run/run_model.h"
#include "studio/work/workspace.h"

using namespace bugbot::studio;

namespace {
QString lesson(const char* file) { return installed_data_dir() + "/lessons/attention/" + file; }

struct EngineRun {
    EngineProcess engine;
    RunModel model;
    EngineRun() {
        engine.set_sink([this](Event&& e) { model.add(std::move(e)); }, [this](const std::string& p) { model.bad_line(p); });
    }
    RunOptions options(const QString& script, double pace = 0) {
        RunOptions o;
        o.engine = engine_path();
        o.script = script;
        o.pace = pace;
        return o;
    }
};

// Starts a script that never ends by itself and waits until it is running Python.
void start_runaway(EngineRun& run, QTemporaryDir& dir, const char* body) {
    const QString script = dir.filePath("runaway.py");
    ASSERT_TRUE(write_text(script, QString("from bugbot import *\nconnect()\nprint('started')\nwait(0.05)\n") + body));
    run.engine.start(run.options(script, 1));  // paced, so the print is flushed at once
    QElapsedTimer t;
    t.start();
    while (run.model.console().empty() && t.elapsed() < 10000) QTest::qWait(5);
    ASSERT_FALSE(run.model.console().empty()) << "the runaway script never started";
    QTest::qWait(100);  // well inside the loop or the C call now
}

double stop_time_ms(EngineRun& run) {
    QSignalSpy finished(&run.engine, &EngineProcess::finished);
    QElapsedTimer t;
    t.start();
    run.engine.stop();
    if (!finished.wait(5000)) return 1e9;
    EXPECT_EQ(finished.at(0).at(0).value<RunOutcome>(), RunOutcome::Stopped);
    return t.nsecsElapsed() / 1e6;
}
}  // namespace

TEST(EngineProcess, RunsThePagesFirstProgramToTheEnd) {
    EngineRun run;
    QSignalSpy finished(&run.engine, &EngineProcess::finished);
    run.engine.start(run.options(lesson("1-scores.py")));
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_EQ(finished.at(0).at(0).value<RunOutcome>(), RunOutcome::Finished);
    ASSERT_TRUE(run.model.world());
    ASSERT_TRUE(run.model.end());
    EXPECT_EQ(run.model.end()->status, "done");
    EXPECT_EQ(run.model.bad_lines(), 0u);
    const Series* w = run.model.find_series("weight");
    ASSERT_NE(w, nullptr);
    EXPECT_EQ(w->size(), 20u);
    // The best key is 11 steps back: index 9 of 20.
    std::size_t best = 0;
    for (std::size_t i = 0; i < w->size(); ++i) {
        if (w->points()[i].v > w->points()[best].v) best = i;
    }
    EXPECT_EQ(best, 9u);
    EXPECT_FALSE(run.model.frames().empty());
}

TEST(EngineProcess, StopEndsWhileTruePassWithin200ms) {
    QTemporaryDir dir;
    EngineRun run;
    start_runaway(run, dir, "while True:\n    pass\n");
    const double ms = stop_time_ms(run);
    std::printf("Stop of while True: pass took %.1f ms\n", ms);
    EXPECT_LT(ms, 200);
}

TEST(EngineProcess, StopEndsALongCallInsideCWithin200ms) {
    QTemporaryDir dir;
    EngineRun run;
    start_runaway(run, dir, "sum(range(10**12))\n");
    const double ms = stop_time_ms(run);
    std::printf("Stop of sum(range(10**12)) took %.1f ms\n", ms);
    EXPECT_LT(ms, 200);
}

TEST(EngineProcess, AStoppedRunShowsEveryEventItMadeThenThatItWasStopped) {
    QTemporaryDir dir;
    EngineRun run;
    // Plotted after the last frame the pacing flushed: held back in the engine's stream when Stop comes.
    start_runaway(run, dir, "for i in range(20):\n    plot('weight', i / 20)\nwhile True:\n    pass\n");
    stop_time_ms(run);
    const Series* weights = run.model.find_series("weight");
    ASSERT_NE(weights, nullptr) << "no weight was shown";
    ASSERT_EQ(weights->size(), 20u);
    for (std::size_t i = 0; i < 20; ++i) EXPECT_DOUBLE_EQ(weights->points()[i].v, i / 20.0);
    ASSERT_TRUE(run.model.end().has_value());
    EXPECT_EQ(run.model.end()->status, "stopped");
}

TEST(EngineProcess, StopWorksWhilePaused) {
    QTemporaryDir dir;
    EngineRun run;
    start_runaway(run, dir, "while True:\n    wait(0.01)\n");
    run.engine.set_paused(true);
    EXPECT_TRUE(run.engine.paused());
    EXPECT_LT(stop_time_ms(run), 200);
}

TEST(EngineProcess, AnEngineThatDiesIsReportedAsACrash) {
    QTemporaryDir dir;
    EngineRun run;
    const QString script = dir.filePath("die.py");
    ASSERT_TRUE(write_text(script, "import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n"));
    QSignalSpy finished(&run.engine, &EngineProcess::finished);
    run.engine.start(run.options(script));
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_EQ(finished.at(0).at(0).value<RunOutcome>(), RunOutcome::Crashed);
}

// Outside the sandbox (BUGBOT_STUDIO_NO_SANDBOX=1) the script runs in the
// process that writes its record: a record swapped for a FIFO must not freeze
// the window when the studio reads what a dead engine left (the file gate).
// In the sandbox the script cannot reach the record at all.
TEST(EngineProcess, ARecordSwappedForAFifoDoesNotFreezeTheStudio) {
    const QByteArray was = qgetenv("BUGBOT_STUDIO_NO_SANDBOX");
    qputenv("BUGBOT_STUDIO_NO_SANDBOX", "1");
    const auto restore = qScopeGuard([&] { qputenv("BUGBOT_STUDIO_NO_SANDBOX", was); });
    QTemporaryDir dir;
    EngineRun run;
    const QString script = dir.filePath("swap.py");
    ASSERT_TRUE(write_text(script, "import os, signal\n"
                                   "args = open('/proc/self/cmdline', 'rb').read().split(b'\\0')\n"
                                   "record = args[args.index(b'--record') + 1].decode()\n"
                                   "os.remove(record)\n"
                                   "os.mkfifo(record)\n"
                                   "os.kill(os.getpid(), signal.SIGKILL)\n"));
    QSignalSpy finished(&run.engine, &EngineProcess::finished);
    run.engine.start(run.options(script));
    ASSERT_TRUE(finished.wait(10000));  // a FIFO opened for reading would block here for ever
    EXPECT_EQ(finished.at(0).at(0).value<RunOutcome>(), RunOutcome::Crashed);
}

TEST(EngineProcess, AScriptErrorArrivesAsAnErrorEventWithItsLine) {
    QTemporaryDir dir;
    EngineRun run;
    const QString script = dir.filePath("oops.py");
    ASSERT_TRUE(write_text(script, "from bugbot import *\nconnect()\nx = 1 / 0\n"));
    QSignalSpy finished(&run.engine, &EngineProcess::finished);
    run.engine.start(run.options(script));
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_EQ(finished.at(0).at(1).toInt(), 1);
    ASSERT_TRUE(run.model.error());
    EXPECT_EQ(run.model.error()->kind, "ZeroDivisionError");
    EXPECT_EQ(run.model.error()->line, 3);
}

TEST(EngineProcess, AFloodOfOutputIsReadWithoutLosingTheEnd) {
    QTemporaryDir dir;
    EngineRun run;
    const QString script = dir.filePath("flood.py");
    ASSERT_TRUE(write_text(script, "for i in range(200000):\n    print(i)\nprint('last')\n"));
    QSignalSpy finished(&run.engine, &EngineProcess::finished);
    run.engine.start(run.options(script));
    ASSERT_TRUE(finished.wait(60000));
    ASSERT_FALSE(run.model.console().empty());
    EXPECT_LE(run.model.console().size(), RunModel::kMaxConsoleLines);
    // The engine may cut a flood short (with a warning); either way the model is bounded and whole.
    EXPECT_TRUE(run.model.end());
}

TEST(EngineProcess, AMissingEngineSaysSo) {
    EngineRun run;
    QSignalSpy finished(&run.engine, &EngineProcess::finished);
    RunOptions o = run.options(lesson("1-scores.py"));
    o.engine = "/no/such/bugbot";
    run.engine.start(o);
    ASSERT_TRUE(finished.count() > 0 || finished.wait(5000));
    EXPECT_EQ(finished.at(0).at(0).value<RunOutcome>(), RunOutcome::FailedToStart);
    EXPECT_TRUE(run.engine.engine_stderr().contains("/no/such/bugbot"));
}

namespace {
// Runs `body` (a script that prints) to its end; returns what it printed, one line each.
std::vector<std::string> printed_by(EngineRun& run, const QString& script, const QString& body) {
    EXPECT_TRUE(write_text(script, body));
    QSignalSpy finished(&run.engine, &EngineProcess::finished);
    run.engine.start(run.options(script));
    EXPECT_TRUE(finished.wait(30000));
    std::vector<std::string> lines;
    for (const auto& line : run.model.console()) lines.push_back(line.text);
    return lines;
}
}  // namespace

// The studio's runs are sandboxed: a student's copy (in their data folder,
// beside the gradebook's folder) can write its own folder but not the gradebook.
TEST(EngineProcess, ARunCannotTouchTheGradebook) {
    if (!EngineProcess::sandboxed()) GTEST_SKIP() << "BUGBOT_STUDIO_NO_SANDBOX=1";
    const Workspace workspace(user_data_dir());  // the test's own XDG_DATA_HOME (test_main.cpp)
    ASSERT_TRUE(write_text(workspace.gradebook_path(), "the grades"));
    const QString script = workspace.copy_path("attention", "demo.py");
    ASSERT_TRUE(QDir().mkpath(QFileInfo(script).absolutePath()));
    EngineRun run;
    const QString gradebook = workspace.gradebook_path();
    const auto lines = printed_by(run, script, QString(
        "import os\n"
        "def attempt(what, action):\n"
        "    try:\n"
        "        action()\n"
        "        print(what, 'done')\n"
        "    except OSError as e:\n"
        "        print(what, 'refused')\n"
        "attempt('read', lambda: print(open('%1').read()))\n"
        "attempt('write', lambda: open('%1', 'w').write('all A'))\n"
        "attempt('remove', lambda: os.remove('%1'))\n"
        "attempt('beside', lambda: open('beside.txt', 'w').write('mine'))\n").arg(gradebook));
    // Writing and removing may "succeed" on the sandbox's own empty /tmp; the real file must not change.
    ASSERT_EQ(lines.size(), 4u) << run.engine.engine_stderr().toStdString();
    EXPECT_EQ(lines.front(), "read refused");
    EXPECT_EQ(lines.back(), "beside done");
    QString grades;
    ASSERT_TRUE(read_text(gradebook, &grades));
    EXPECT_EQ(grades, "the grades");
    EXPECT_TRUE(QFileInfo::exists(QFileInfo(script).absolutePath() + "/beside.txt"));
}

// Pausing a sandboxed run pauses the program, not only bubblewrap around it.
TEST(EngineProcess, PauseHoldsASandboxedProgram) {
    QTemporaryDir dir;
    EngineRun run;
    start_runaway(run, dir, "while True:\n    print('tick')\n    wait(0.01)\n");
    run.engine.set_paused(true);
    QTest::qWait(200);  // lines already on their way arrive
    const auto before = run.model.console().size();
    QTest::qWait(500);
    EXPECT_EQ(run.model.console().size(), before);
    run.engine.set_paused(false);
    QTest::qWait(500);
    EXPECT_GT(run.model.console().size(), before);
    EXPECT_LT(stop_time_ms(run), 200);
}

// Without bubblewrap a run stops at once and says what is missing (the window shows engine_stderr).
TEST(EngineProcess, WithoutBubblewrapARunSaysSo) {
    if (!EngineProcess::sandboxed()) GTEST_SKIP() << "BUGBOT_STUDIO_NO_SANDBOX=1";
    qputenv("BUGBOT_BWRAP", "/no/such/bwrap");
    EngineRun run;
    QSignalSpy finished(&run.engine, &EngineProcess::finished);
    run.engine.start(run.options(lesson("1-scores.py")));
    const bool ended = finished.wait(10000);
    qunsetenv("BUGBOT_BWRAP");
    ASSERT_TRUE(ended);
    EXPECT_EQ(finished.at(0).at(1).toInt(), 2);
    EXPECT_TRUE(run.engine.engine_stderr().contains("bubblewrap is not installed")) << run.engine.engine_stderr().toStdString();
    EXPECT_TRUE(run.model.console().empty());
}

TEST(EngineProcess, AFloodingRunsRecordStaysWithinItsBudgetIsSaidOnceAndGoesWithTheRun) {
    QTemporaryDir dir;
    EngineRun run;
    RunOptions o = run.options(dir.filePath("flood.py"), 1);
    o.max_record_mb = 2;  // the studio's is engine::interactive_limits().studio_record_mb
    // About 4 MB of plots (the record thins at 1 MB), then twenty the engine still holds back when Stop comes.
    ASSERT_TRUE(write_text(o.script, "from bugbot import *\nconnect()\nprint('started')\nwait(0.05)\n"
                                     "for i in range(100000):\n    plot('x', i)\n"
                                     "for i in range(20):\n    plot('weight', i / 20)\nwhile True:\n    pass\n"));
    run.engine.start(o);
    const QString record = run.engine.record_path();
    ASSERT_FALSE(record.isEmpty());
    qint64 most = 0;
    QElapsedTimer t;
    t.start();
    // Until the flood has come through the stream (its last 64 kB may be held back with the weights).
    auto flooded = [&run] {
        const Series* x = run.model.find_series("x");
        return x && x->appended() > 95000;
    };
    while (!flooded() && t.elapsed() < 60000) {
        most = std::max(most, QFileInfo(record).size());
        QTest::qWait(5);
    }
    ASSERT_TRUE(flooded());
    QTest::qWait(300);  // in the loop at the end now
    EXPECT_LE(most, qint64{2} << 20);
    stop_time_ms(run);
    // The record's `thinned` count put the stopped run's last events in place: none lost, none twice.
    const Series* weights = run.model.find_series("weight");
    ASSERT_NE(weights, nullptr);
    EXPECT_EQ(weights->size(), 20u);
    const auto said = std::count_if(run.model.console().begin(), run.model.console().end(), [](const ConsoleLine& l) {
        return l.text.find("record is kept within its limit") != std::string::npos;
    });
    EXPECT_EQ(said, 1) << "the thinning should be said once";
    EXPECT_FALSE(QFileInfo::exists(record)) << "the record stays after the run was shown";
    EXPECT_FALSE(QFileInfo::exists(QFileInfo(record).absolutePath()));
}
