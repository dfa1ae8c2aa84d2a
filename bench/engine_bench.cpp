// The cost of bugbot calls made from Python: the pybind11 call plus the
// simulation work behind it, measured inside a real embedded interpreter.
#include <benchmark/benchmark.h>
#include <pybind11/embed.h>

#include <cstdio>
#include <memory>

#include "engine/bugbot_module.h"
#include "engine/event_writer.h"
#include "engine/record_file.h"
#include "engine/output.h"
#include "engine/session.h"
#include "build_paths.h"

namespace py = pybind11;
using namespace bugbot;

namespace {
struct Fixture {
    py::scoped_interpreter interpreter;
    engine::Output output{1, 1 << 20, false};
    engine::Session session{sim::default_world(), engine::SessionOptions{}, output};
    py::module_ bugbot;
    Fixture() {
        engine::set_current_session(&session);
        py::module_::import("sys").attr("path").attr("insert")(0, bugbot::build_paths::source_dir() + "/python");
        bugbot = py::module_::import("bugbot");
    }
};
Fixture& fixture() {
    static Fixture f;
    return f;
}

// Calls `name` from Python `loops` times in a Python for-loop, so the figure
// includes the interpreter's own call overhead, as in a student's loop.
void run_python_loop(benchmark::State& state, const char* body) {
    Fixture& f = fixture();
    py::dict scope;
    scope["bugbot"] = f.bugbot;
    py::exec(std::string("def loop(n):\n    for _ in range(n):\n        ") + body + "\n", scope);
    py::object loop = scope["loop"];
    const int n = 1000;
    for (auto _ : state) loop(n);
    state.SetItemsProcessed(state.iterations() * n);
}
}  // namespace

static void BM_PythonDistancePolling(benchmark::State& state) {
    fixture().session.call(engine::channel::Drive{/*robot=*/0, 0, 0, 100});
    run_python_loop(state, "bugbot.distance()");  // each call waits 25 ms of simulated time
}
BENCHMARK(BM_PythonDistancePolling);

static void BM_PythonDistanceDriving(benchmark::State& state) {
    // In circles: wall checks every step, no wall reached.
    fixture().session.call(engine::channel::Drive{/*robot=*/0, 60, 40, 0});
    run_python_loop(state, "bugbot.distance()");
}
BENCHMARK(BM_PythonDistanceDriving);

static void BM_PythonDrive(benchmark::State& state) { run_python_loop(state, "bugbot.drive(0, 0, 100)"); }
BENCHMARK(BM_PythonDrive);

static void BM_PythonDriveLeftRight(benchmark::State& state) { run_python_loop(state, "bugbot.drive(60, 60)"); }
BENCHMARK(BM_PythonDriveLeftRight);

static void BM_WaitSixtyDrivingInCircles(benchmark::State& state) {
    Fixture& f = fixture();
    f.session.call(engine::channel::Drive{/*robot=*/0, 60, 40, 0});
    for (auto _ : state) f.session.call(engine::channel::Wait{60});
}
BENCHMARK(BM_WaitSixtyDrivingInCircles)->Unit(benchmark::kMicrosecond);

static void BM_PythonEmptyLoop(benchmark::State& state) { run_python_loop(state, "pass"); }
BENCHMARK(BM_PythonEmptyLoop);

// Writing frame events to a record: through the shared mapping (every event in
// the file at once, so a kill loses none) against the stdio buffer it replaced
// (64 KiB held back, lost to a kill).
namespace {
template <class MakeWriter>
void record_frames(benchmark::State& state, MakeWriter make) {
    sim::Simulator sim(sim::default_world(), 1);
    sim.set_wheel_power(60, 40);
    for (auto _ : state) {
        auto writer = make();
        for (int i = 0; i < 10000; ++i) writer->frame(sim);
    }
    state.SetItemsProcessed(state.iterations() * 10000);
}
}  // namespace

static void BM_RecordFramesMapped(benchmark::State& state) {
    engine::RecordFile record;
    record.open("/tmp/bugbot_bench_record.jsonl");
    record_frames(state, [&] { return std::make_unique<engine::EventWriter>(&record); });
    record.close();
}
BENCHMARK(BM_RecordFramesMapped);

static void BM_RecordFramesStdio(benchmark::State& state) {
    std::FILE* file = std::fopen("/tmp/bugbot_bench_record_stdio.jsonl", "wb");
    record_frames(state, [&] { return std::make_unique<engine::EventWriter>(file); });
    std::fclose(file);
}
BENCHMARK(BM_RecordFramesStdio);

// The frames above repeat one pose, so a frame reuses its numbers' text; here
// the robot drives in circles and every number but the powers changes. Less
// BM_FramesDrivingNotRecorded, the same without writing: what a frame costs.
static void frames_driving(benchmark::State& state, engine::EventWriter* writer) {
    sim::Simulator sim(sim::default_world(), 1);
    sim.set_wheel_power(100, 20);
    for (auto _ : state) {
        for (int i = 0; i < 10000; ++i) {
            sim.advance_ms(10);
            if (writer) writer->frame(sim);
        }
    }
    state.SetItemsProcessed(state.iterations() * 10000);
}
static void BM_RecordFramesDriving(benchmark::State& state) {
    engine::RecordFile record;
    record.open("/tmp/bugbot_bench_record_driving.jsonl");
    {
        engine::EventWriter writer(&record);
        frames_driving(state, &writer);
    }
    record.close();
}
BENCHMARK(BM_RecordFramesDriving);
static void BM_FramesDrivingNotRecorded(benchmark::State& state) { frames_driving(state, nullptr); }
BENCHMARK(BM_FramesDrivingNotRecorded);
