#include "engine/bugbot_module.h"

#include <pybind11/embed.h>
#include <pybind11/stl.h>

#include "engine/robot_calls.h"
#include "engine/session_link.h"
#include "sim/world.h"

namespace py = pybind11;

namespace bugbot::engine {

namespace {
SessionLink* current = nullptr;

SessionLink& session() {
    if (!current) throw std::runtime_error("bugbot: no simulated robot is running");
    return *current;
}

// A roster call (attach, hold, upload): its CallFailure raised as the Python exception it names.
template <class F>
auto or_raise(F&& call) -> decltype(call()) {
    try {
        return call();
    } catch (const CallFailure& failure) {
        raise_call_failure(failure);
        throw py::error_already_set();
    }
}

// Our replacement for sys.stdout and sys.stderr inside a run.
struct ScriptStream {
    std::string name;
    void write_text(const std::string& text) { session().output().write(name, text); }
};
}  // namespace

void set_current_session(SessionLink* s) { current = s; }
SessionLink* current_session() { return current; }

void raise_call_failure(const CallFailure& failure) {
    if (failure.kind == "KeyboardInterrupt") {
        // A read a signal cut short: the signal is this process's too, and Python's handling of it
        // (KeyboardInterrupt, or the script's own handler) goes first; failing that, KeyboardInterrupt.
        if (PyErr_CheckSignals() != 0) return;
        PyErr_SetNone(PyExc_KeyboardInterrupt);
        return;
    }
    PyObject* type = nullptr;  // a new reference
    if (failure.kind == "TimeoutError") {
        type = Py_NewRef(PyExc_TimeoutError);
    } else if (PyObject* errors = PyImport_ImportModule("bugbot._robot")) {
        type = PyObject_GetAttrString(errors, failure.kind.c_str());
        Py_DECREF(errors);
    }
    PyErr_Clear();
    if (!type || !PyExceptionClass_Check(type)) Py_XSETREF(type, Py_NewRef(PyExc_RuntimeError));
    PyErr_SetString(type, failure.what());
    Py_DECREF(type);
}

}  // namespace bugbot::engine

using bugbot::engine::Answer;
namespace channel = bugbot::engine::channel;
using bugbot::engine::or_raise;
using bugbot::engine::ScriptStream;
using bugbot::engine::session;

PYBIND11_EMBEDDED_MODULE(_bugbot, m) {
    m.doc() =
        "The simulated BugBot's C++ side, the only way Python reaches a robot: RobotCalls(i) holds robot i's "
        "calls (arguments checked); plot, draw and the clock are the run's. Use the bugbot module.";
    PyObject* robot_calls = bugbot::engine::robot_calls_type();
    if (!robot_calls) throw py::error_already_set();
    m.add_object("RobotCalls", py::reinterpret_borrow<py::object>(robot_calls));
    m.attr("MAX_ROBOTS") = bugbot::sim::kMaxRobots;
    m.def("robot_count", []() { return session().robot_count(); });
    m.def("world_name", []() { return session().world_name(); });
    m.def("wait", [](double seconds) { session().call(bugbot::engine::channel::Wait{seconds}); });
    m.def("now", []() { return session().now(); });
    m.def("clock", []() { return session().read_clock(); });
    m.def("plot", [](const std::string& name, double value, const std::string& kind) {
        session().call(channel::Plot{name, value, kind});
    });
    m.def("draw", [](const std::string& name, const std::vector<std::pair<double, double>>& points,
                     const std::string& color, const std::string& shape, double size) {
        channel::Draw draw{name, {}, color, shape, size};
        draw.points.reserve(points.size());
        for (const auto& [x, y] : points) draw.points.push_back({x, y});
        session().call(draw);
    });
    m.def("typed_line", [](const std::string& prompt) {
        const Answer line = session().call(channel::Input{prompt});
        if (line.a < 0) {
            PyErr_SetString(PyExc_EOFError, "input(): the studio's console closed");
            throw py::error_already_set();
        }
        return line.text;
    });
    m.def("reads_console", []() { return session().reads_console(); });
    // Real robots from a roster (bugbot run --robot): Robot(i) attaches one, go(upload=True) uploads.
    m.def("on_roster", []() { return session().on_roster(); });
    m.def("attach", [](const std::string& which) {
        const Answer robot = or_raise([&] { return session().call(channel::Attach{which}); });
        const auto [id, name] = bugbot::engine::two_lines(robot.text);  // "id\nname"
        return py::make_tuple(static_cast<int>(robot.a), id, name);
    });
    m.def("hold", [](int robot, bool on) {
        // Checked here, as RobotCalls(i) checks its robot: a number out of range never reaches the channel,
        // whose other side would take it for a forged message.
        if (robot < 0 || robot >= bugbot::sim::kMaxRobots)
            throw py::index_error("hold(): robot must be 0.." + std::to_string(bugbot::sim::kMaxRobots - 1) + ", got " +
                                  std::to_string(robot));
        const channel::Hold hold{static_cast<std::uint8_t>(robot), static_cast<std::uint8_t>(on)};
        or_raise([&] { session().call(hold); });
    });
    m.def("upload", []() { return static_cast<int>(or_raise([] { return session().call(channel::Upload{}); }).a); });
    m.def("warn_once", [](const std::string& key, const std::string& text) { session().warn_once(key, text); });
    m.def("world_size", []() {
        const auto [width, height] = session().world_size();
        return py::make_tuple(width, height);
    });

    py::class_<ScriptStream>(m, "ScriptStream")
        .def("write",
             [](ScriptStream& s, const std::string& text) {
                 s.write_text(text);
                 return text.size();
             })
        .def("flush", [](ScriptStream&) {})
        .def("isatty", [](ScriptStream&) { return false; })
        .def("writable", [](ScriptStream&) { return true; })
        .def("readable", [](ScriptStream&) { return false; })
        .def_property_readonly("encoding", [](ScriptStream&) { return "utf-8"; })
        .def_property_readonly("errors", [](ScriptStream&) { return "strict"; })
        .def_property_readonly("closed", [](ScriptStream&) { return false; });
    m.attr("stdout") = ScriptStream{"stdout"};
    m.attr("stderr") = ScriptStream{"stderr"};
}
