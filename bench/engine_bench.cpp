// The cost of bugbot calls made from Python: the pybind11 call plus the
// simulation work behind it, measured inside a real embedded interpreter.
#include <benchmark/benchmark.h>
#include <pybind11/embed.h>

#include "engine/bugbot_module.h"
#include "engine/output.h"
#include "engine/session.h"

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
        py::module_::import("sys").attr("path").attr("insert")(0, BUGBOT_SOURCE_DIR "/python");
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
    fixture().session.drive(/*robot=*/0, 0, 0, 100);
    run_python_loop(state, "bugbot.distance()");  // each call waits 25 ms of simulated time
}
BENCHMARK(BM_PythonDistancePolling);

static void BM_PythonDrive(benchmark::State& state) { run_python_loop(state, "bugbot.drive(0, 0, 100)"); }
BENCHMARK(BM_PythonDrive);

static void BM_PythonEmptyLoop(benchmark::State& state) { run_python_loop(state, "pass"); }
BENCHMARK(BM_PythonEmptyLoop);
