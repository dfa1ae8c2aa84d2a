// The robot's calls as `_bugbot.RobotCalls(index)`: one object a robot whose
// methods (forward, drive, distance, ...) check their arguments and act on that
// robot through the run's SessionLink. Written against CPython's vectorcall API, not
// pybind11, because its per-call cost is the floor a student's loop pays:
// a bound method of this type costs what a builtin does. Messages are the
// ones docs/api.md shows, naming the call, the argument and what it got.
#include "engine/robot_calls.h"

#include <Python.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <string>

#include "engine/bugbot_module.h"
#include "engine/call_arguments.h"
#include "engine/script_watch.h"
#include "engine/session_link.h"

namespace bugbot::engine {

namespace {

struct RobotCallsObject {
    PyObject_HEAD
    int robot;
};

int robot_of(PyObject* self);

// Runs a call that may fail on a real robot in a way the script can catch (a
// read with no answer); false, with its Python exception set, if it did.
template <class F>
bool caught(F&& call) {
    try {
        call();
        return true;
    } catch (const CallFailure& failure) {
        raise_call_failure(failure);
        return false;
    }
}

// Before a call lets simulated time pass: where the script is, what it holds
// (a plain run has no watch and pays one test).
void note_script(SessionLink* s) {
    if (ScriptWatch* watch = current_script_watch()) watch->note(s->now());
}

// The run's session, if it has robot `self` (bugbot may be imported before a
// run starts, so a RobotCalls is made without one); else nullptr, error set.
SessionLink* session_or_raise(PyObject* self = nullptr) {
    SessionLink* s = current_session();
    if (!s) return PyErr_SetString(PyExc_RuntimeError, "bugbot: no simulated robot is running"), nullptr;
    // Robot 0 is in every run: the count is asked only of Robot(i)'s calls.
    if (self && robot_of(self) != 0 && robot_of(self) >= s->robot_count())
        return PyErr_Format(PyExc_RuntimeError, "bugbot: this world has no robot %d", robot_of(self)), nullptr;
    return s;
}

using arguments::any_number;
using arguments::as_real;
using arguments::at_least;
using arguments::between;
using arguments::Bounds;
using arguments::clamped;
using arguments::no_arguments;
using arguments::number;
using arguments::parse;
using arguments::refuse;

int robot_of(PyObject* self) { return reinterpret_cast<RobotCallsObject*>(self)->robot; }
// The robot as a call names it (a message's `robot`).
std::uint8_t robot_byte(PyObject* self) { return static_cast<std::uint8_t>(robot_of(self)); }

// --- the calls -------------------------------------------------------------------

PyObject* drive(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    PyObject* a[3];
    if (nargs == 2 && !kwnames) {  // the common case, without the keyword parse
        a[0] = args[0];
        a[1] = args[1];
        a[2] = nullptr;
    } else if (!parse("drive", args, nargs, kwnames, {"left", "right", "turn"}, 2, a)) {
        return nullptr;
    }
    // Out-of-range powers are clamped by the session, which warns once.
    double left, right, turn = 0;
    if (!number("drive", "left", a[0], between(-100, 100), left, true)) return nullptr;
    if (!number("drive", "right", a[1], between(-100, 100), right, true)) return nullptr;
    if (a[2] && !number("drive", "turn", a[2], between(-100, 100), turn, true)) return nullptr;
    SessionLink* s = session_or_raise(self);
    if (!s) return nullptr;
    s->call(channel::Drive{robot_byte(self), left, right, turn});
    Py_RETURN_NONE;
}

PyObject* stop(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    if (!no_arguments("stop", args, nargs, kwnames)) return nullptr;
    SessionLink* s = session_or_raise(self);
    if (!s) return nullptr;
    s->call(channel::Drive{robot_byte(self), 0, 0, 0});
    Py_RETURN_NONE;
}

PyObject* distance(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    if (!no_arguments("distance", args, nargs, kwnames)) return nullptr;
    SessionLink* s = session_or_raise(self);
    if (!s) return nullptr;
    ScriptWatch* watch = current_script_watch();  // a plain run has none
    const double before = watch ? s->now() : 0;
    int cm = 0;
    if (!caught([&] { cm = static_cast<int>(s->call(channel::Distance{robot_byte(self)}).a); })) return nullptr;
    // A read that waited for the ranger's next measurement let time pass: noted
    // then, so a loop that only reads moves the line. One that did not wait
    // (right after a wait, as the club loop reads) is its moment's, not worth an event.
    if (watch && s->now() > before) note_script(s);
    return PyLong_FromLong(cm);
}

PyObject* position(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    if (!no_arguments("position", args, nargs, kwnames)) return nullptr;
    SessionLink* s = session_or_raise(self);
    if (!s) return nullptr;
    Answer p;
    if (!caught([&] { p = s->call(channel::Position{robot_byte(self)}); })) return nullptr;
    return Py_BuildValue("(dd)", p.a, p.b);
}

PyObject* heading(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    if (!no_arguments("heading", args, nargs, kwnames)) return nullptr;
    SessionLink* s = session_or_raise(self);
    double degrees = 0;
    const auto read = [&] { degrees = s->call(channel::Heading{robot_byte(self)}).a; };
    return s && caught(read) ? PyFloat_FromDouble(degrees) : nullptr;
}

PyObject* battery(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    if (!no_arguments("battery", args, nargs, kwnames)) return nullptr;
    SessionLink* s = session_or_raise(self);
    double percent = 0;
    const auto read = [&] { percent = s->call(channel::Battery{robot_byte(self)}).a; };
    return s && caught(read) ? PyLong_FromLong(std::lround(percent)) : nullptr;
}

PyObject* wait(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    PyObject* a[1] = {nargs == 1 && !kwnames ? args[0] : nullptr};  // the common case without the keyword parse
    if (!a[0] && !parse("wait", args, nargs, kwnames, {"seconds"}, 1, a)) return nullptr;
    double seconds;
    if (!number("wait", "seconds", a[0], between(0, 86400), seconds)) return nullptr;
    SessionLink* s = session_or_raise(self);
    if (!s) return nullptr;
    note_script(s);
    if (!caught([&] { s->call(channel::Wait{seconds}); })) return nullptr;  // a real robot lost meanwhile
    Py_RETURN_NONE;
}

PyObject* wheels(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    if (!no_arguments("wheels", args, nargs, kwnames)) return nullptr;
    SessionLink* s = session_or_raise(self);
    Answer powers;
    if (!s || !caught([&] { powers = s->call(channel::Wheels{robot_byte(self)}); })) return nullptr;
    return Py_BuildValue("(dd)", powers.a, powers.b);
}

// forward and backward: speed 0..100 clamped; with a distance, its size, blocking.
PyObject* straight(const char* call, double sign, PyObject* self, PyObject* const* args, Py_ssize_t nargs,
                   PyObject* kwnames) {
    PyObject* a[2];
    if (!parse(call, args, nargs, kwnames, {"speed", "distance"}, 0, a)) return nullptr;
    double speed = 50, cm = 0;
    if (a[0] && !number(call, "speed", a[0], between(0, 100), speed, /*clamped=*/true)) return nullptr;
    const bool by_distance = a[1] && a[1] != Py_None;
    if (by_distance && !number(call, "distance", a[1], any_number, cm)) return nullptr;
    SessionLink* s = session_or_raise(self);
    if (!s) return nullptr;
    if (speed < 0)  // the robot's library clamps it to 0 too; a student meaning "reverse" should hear why nothing moved
        s->warn_once(std::string(call) + "-negative",
                     std::string(call) + "(): speed " + std::to_string(static_cast<long long>(std::lround(speed))) +
                         " is below 0, so it was clamped to 0 and the robot does not move; " +
                         (sign > 0 ? "backward()" : "forward()") + " goes the other way (shown once per run)");
    speed = std::clamp(speed, 0.0, 100.0);
    if (!by_distance)
        s->call(channel::Drive{robot_byte(self), sign * speed, sign * speed, 0});
    else if (speed > 0 && cm != 0) {  // forward(0, distance=d) would never arrive: it returns at once
        note_script(s);
        if (!caught([&] { s->call(channel::Move{robot_byte(self), sign * std::abs(cm), speed}); })) return nullptr;
    }
    Py_RETURN_NONE;
}

PyObject* forward(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    return straight("forward", 1, self, args, nargs, kwnames);
}

PyObject* backward(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    return straight("backward", -1, self, args, nargs, kwnames);
}

// left and right: spin on the spot, speed 0..100 clamped.
PyObject* spin(const char* call, double sign, PyObject* self, PyObject* const* args, Py_ssize_t nargs,
               PyObject* kwnames) {
    PyObject* a[1];
    if (!parse(call, args, nargs, kwnames, {"speed"}, 0, a)) return nullptr;
    double speed = 50;
    if (a[0] && !clamped(call, "speed", a[0], 0, 100, speed)) return nullptr;
    SessionLink* s = session_or_raise(self);
    if (!s) return nullptr;
    s->call(channel::Drive{robot_byte(self), sign * speed, -sign * speed, 0});
    Py_RETURN_NONE;
}

PyObject* left(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    return spin("left", -1, self, args, nargs, kwnames);
}

PyObject* right(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    return spin("right", 1, self, args, nargs, kwnames);
}

PyObject* turn(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    PyObject* a[2];
    if (!parse("turn", args, nargs, kwnames, {"degrees", "speed"}, 1, a)) return nullptr;
    double degrees, speed = 30;
    if (!number("turn", "degrees", a[0], any_number, degrees)) return nullptr;
    if (a[1] && !number("turn", "speed", a[1], between(1, 100), speed)) return nullptr;
    SessionLink* s = session_or_raise(self);
    if (!s) return nullptr;
    note_script(s);
    if (!caught([&] { s->call(channel::Turn{robot_byte(self), degrees, speed}); })) return nullptr;
    Py_RETURN_NONE;
}

// The robot's colour names and values.
struct NamedColour {
    const char* name;
    int r, g, b;
};
constexpr NamedColour kColours[] = {
    {"black", 0, 0, 0},        {"blue", 0, 0, 255},     {"cyan", 0, 255, 255},     {"green", 0, 255, 0},
    {"magenta", 255, 0, 255},  {"off", 0, 0, 0},        {"orange", 255, 128, 0},   {"pink", 255, 105, 180},
    {"purple", 128, 0, 128},   {"red", 255, 0, 0},      {"white", 255, 255, 255},  {"yellow", 255, 255, 0},
};

PyObject* led(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    PyObject* a[3];
    if (!parse("led", args, nargs, kwnames, {"r", "g", "b"}, 1, a)) return nullptr;
    auto none = [](PyObject* v) { return !v || v == Py_None; };
    std::uint8_t rgb[3];
    if (none(a[1]) && none(a[2])) {
        if (!PyUnicode_Check(a[0])) {
            PyErr_Format(PyExc_TypeError, "led(): give a colour name such as 'red', or three numbers r, g, b; got %R",
                         a[0]);
            return nullptr;
        }
        const char* text = PyUnicode_AsUTF8(a[0]);
        if (!text) return nullptr;
        std::string key(text);
        key.erase(0, key.find_first_not_of(" \t"));
        key.erase(key.find_last_not_of(" \t") + 1);
        for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        const NamedColour* found = nullptr;
        std::string known;
        for (const auto& colour : kColours) {
            if (key == colour.name) found = &colour;
            known += known.empty() ? colour.name : std::string(", ") + colour.name;
        }
        if (!found) {
            PyErr_Format(PyExc_ValueError, "led(): unknown colour %R; known colours: %s", a[0], known.c_str());
            return nullptr;
        }
        rgb[0] = static_cast<std::uint8_t>(found->r), rgb[1] = static_cast<std::uint8_t>(found->g);
        rgb[2] = static_cast<std::uint8_t>(found->b);
    } else if (none(a[1]) || none(a[2])) {
        PyErr_SetString(PyExc_TypeError, "led(): give all three of r, g, b, or one colour name");
        return nullptr;
    } else {
        const char* names[] = {"r", "g", "b"};
        for (int i = 0; i < 3; ++i) {
            double v;
            if (!clamped("led", names[i], a[i], 0, 255, v)) return nullptr;
            rgb[i] = static_cast<std::uint8_t>(std::lround(v));
        }
    }
    SessionLink* s = session_or_raise(self);
    if (!s) return nullptr;
    s->call(channel::Led{robot_byte(self), rgb[0], rgb[1], rgb[2]});
    Py_RETURN_NONE;
}

PyObject* beep(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    PyObject* a[2];
    if (!parse("beep", args, nargs, kwnames, {"freq", "ms"}, 1, a)) return nullptr;
    double freq, ms = 200;
    if (!number("beep", "freq", a[0], between(0, 20000), freq)) return nullptr;
    if (a[1] && !number("beep", "ms", a[1], between(0, 60000), ms)) return nullptr;
    SessionLink* s = session_or_raise(self);
    if (!s) return nullptr;
    if (ms > 0 && freq != 0) note_script(s);
    if (!caught([&] { s->call(channel::Beep{robot_byte(self), freq, ms}); })) return nullptr;
    Py_RETURN_NONE;
}

PyObject* servo(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    PyObject* a[2];
    if (!parse("servo", args, nargs, kwnames, {"index", "angle"}, 2, a)) return nullptr;
    double index, angle;
    if (!as_real(a[0], index) || !std::isfinite(index) || index != std::floor(index) || index < 0 || index > 2)
        return refuse(as_real(a[0], index) ? PyExc_ValueError : PyExc_TypeError, "servo", "index", a[0],
                      between(0, 2), "whole"),
               nullptr;
    if (!clamped("servo", "angle", a[1], 0, 180, angle)) return nullptr;
    SessionLink* s = session_or_raise(self);
    if (!s) return nullptr;
    s->call(channel::Servo{robot_byte(self), static_cast<std::uint8_t>(index), angle});
    Py_RETURN_NONE;
}

// --- the type --------------------------------------------------------------------

#define ROBOT_CALL(name, doc) \
    {#name, reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(name)), METH_FASTCALL | METH_KEYWORDS, doc}

PyMethodDef kMethods[] = {
    ROBOT_CALL(drive, "drive(left, right, turn=0): wheel powers in percent, -100..100, clamped"),
    ROBOT_CALL(stop, "stop(): both wheels off"),
    ROBOT_CALL(forward, "forward(speed=50, distance=None): straight ahead; with a distance, blocks until driven"),
    ROBOT_CALL(backward, "backward(speed=50, distance=None): straight back; with a distance, blocks"),
    ROBOT_CALL(left, "left(speed=50): spin anticlockwise on the spot"),
    ROBOT_CALL(right, "right(speed=50): spin clockwise on the spot"),
    ROBOT_CALL(turn, "turn(degrees, speed=30): turn by degrees, clockwise positive; blocks"),
    ROBOT_CALL(wait, "wait(seconds): let simulated time pass"),
    ROBOT_CALL(led, "led(r, g=None, b=None): a colour name, or r, g, b from 0 to 255"),
    ROBOT_CALL(beep, "beep(freq, ms=200): sound for ms milliseconds (blocks); beep(0) silences"),
    ROBOT_CALL(servo, "servo(index, angle): servo channel 0..2 to angle degrees"),
    ROBOT_CALL(distance, "distance(): whole cm to what is ahead"),
    ROBOT_CALL(heading, "heading(): degrees 0..360 from the start heading, clockwise"),
    ROBOT_CALL(position, "position(): (x, y) cm from the start, +y forward"),
    ROBOT_CALL(battery, "battery(): whole percent 0..100"),
    ROBOT_CALL(wheels, "wheels(): (left, right), the wheel powers now in percent, clamped, turn mixed in"),
    {nullptr, nullptr, 0, nullptr},
};

PyObject* robot_calls_new(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
    int robot = 0;
    static const char* keywords[] = {"robot", nullptr};
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "i", const_cast<char**>(keywords), &robot)) return nullptr;
    if (robot < 0 || robot >= sim::kMaxRobots) {
        PyErr_Format(PyExc_IndexError, "RobotCalls(): robot must be 0..%d, got %d", sim::kMaxRobots - 1, robot);
        return nullptr;
    }
    auto* self = reinterpret_cast<RobotCallsObject*>(type->tp_alloc(type, 0));
    if (self) self->robot = robot;
    return reinterpret_cast<PyObject*>(self);
}

PyObject* robot_calls_repr(PyObject* self) { return PyUnicode_FromFormat("<_bugbot.RobotCalls %d>", robot_of(self)); }

PyType_Slot kSlots[] = {
    {Py_tp_doc, const_cast<char*>("RobotCalls(robot): the calls of robot number `robot`, arguments checked.")},
    {Py_tp_methods, kMethods},
    {Py_tp_new, reinterpret_cast<void*>(robot_calls_new)},
    {Py_tp_repr, reinterpret_cast<void*>(robot_calls_repr)},
    {0, nullptr},
};

PyType_Spec kSpec = {"_bugbot.RobotCalls", sizeof(RobotCallsObject), 0, Py_TPFLAGS_DEFAULT, kSlots};

}  // namespace

PyObject* robot_calls_type() {
    static PyObject* type = PyType_FromSpec(&kSpec);  // lives as long as the interpreter
    return type;
}

}  // namespace bugbot::engine
