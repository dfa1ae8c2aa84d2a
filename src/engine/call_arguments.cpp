#include "engine/call_arguments.h"

#include <algorithm>
#include <cstdio>
#include <string>

namespace bugbot::engine::arguments {

namespace {
std::string wanted(const Bounds& b) {
    char text[96];
    switch (b.range) {
        case Range::between: std::snprintf(text, sizeof text, "a number from %g to %g", b.low, b.high); break;
        case Range::at_least: std::snprintf(text, sizeof text, "a number of at least %g", b.low); break;
        case Range::any: return "a number";
    }
    return text;
}
}  // namespace

bool refuse(PyObject* type, const char* call, const char* name, PyObject* value, const Bounds& b,
            const char* kind) {
    std::string want = wanted(b);
    if (*kind) want.replace(0, 2, std::string("a ") + kind + " ");  // "a whole number from ..."
    PyErr_Format(type, "%s(): %s must be %s, got %R", call, name, want.c_str(), value);
    return false;
}

bool as_real(PyObject* value, double& out) {
    if (PyFloat_CheckExact(value)) {
        out = PyFloat_AS_DOUBLE(value);
        return true;
    }
    if (PyLong_Check(value)) {
        if (PyBool_Check(value)) return false;
        out = PyLong_AsDouble(value);
        if (out == -1.0 && PyErr_Occurred()) {
            // An int too big for a float is still a number: an infinite one.
            PyErr_Clear();
            out = _PyLong_Sign(value) > 0 ? HUGE_VAL : -HUGE_VAL;
        }
        return true;
    }
    if (PyUnicode_Check(value) || PyBytes_Check(value) || PyComplex_Check(value) || value == Py_None) return false;
    PyNumberMethods* nb = Py_TYPE(value)->tp_as_number;
    if (!nb || !nb->nb_float) return false;
    PyObject* f = PyNumber_Float(value);
    if (!f) return PyErr_Clear(), false;  // a number-like object whose conversion fails is not one we can use
    out = PyFloat_AS_DOUBLE(f);
    Py_DECREF(f);
    return true;
}

bool any_number_within(const char* call, const char* name, PyObject* value, const Bounds& b, double& out,
                       bool clamped) {
    if (PyFloat_CheckExact(value)) out = PyFloat_AS_DOUBLE(value);
    else if (!small_int(value, out) && !as_real(value, out)) return refuse(PyExc_TypeError, call, name, value, b);
    if (!std::isfinite(out)) return refuse(PyExc_ValueError, call, name, value, b);
    if (clamped || b.range == Range::any) return true;
    if (out < b.low || (b.range == Range::between && out > b.high))
        return refuse(PyExc_ValueError, call, name, value, b);
    return true;
}

bool clamped(const char* call, const char* name, PyObject* value, double low, double high, double& out) {
    if (!number(call, name, value, between(low, high), out, true)) return false;
    out = std::clamp(out, low, high);
    return true;
}

namespace {
// Python's own wording for a call's shape, so these read like any function's.
bool too_many(const char* call, std::size_t low, std::size_t high, Py_ssize_t given) {
    if (low == high)
        PyErr_Format(PyExc_TypeError, "%s() takes %zu positional argument%s but %zd were given", call, high,
                     high == 1 ? "" : "s", given);
    else
        PyErr_Format(PyExc_TypeError, "%s() takes from %zu to %zu positional arguments but %zd were given", call, low,
                     high, given);
    return false;
}
}  // namespace

bool parse(const char* call, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames,
           std::initializer_list<const char*> names, std::size_t required, PyObject** out) {
    const std::size_t count = names.size();
    if (static_cast<std::size_t>(nargs) > count) return too_many(call, required, count, nargs);
    for (std::size_t i = 0; i < count; ++i) out[i] = i < static_cast<std::size_t>(nargs) ? args[i] : nullptr;
    const Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    for (Py_ssize_t k = 0; k < nkw; ++k) {
        PyObject* key = PyTuple_GET_ITEM(kwnames, k);
        std::size_t i = 0;
        for (const char* name : names) {
            if (PyUnicode_CompareWithASCIIString(key, name) == 0) break;
            ++i;
        }
        if (i == count) {
            PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument '%U'", call, key);
            return false;
        }
        if (out[i]) {
            PyErr_Format(PyExc_TypeError, "%s() got multiple values for argument '%U'", call, key);
            return false;
        }
        out[i] = args[nargs + k];
    }
    for (std::size_t i = 0; i < required; ++i) {
        if (!out[i]) {
            PyErr_Format(PyExc_TypeError, "%s() missing 1 required positional argument: '%s'", call,
                         names.begin()[i]);
            return false;
        }
    }
    return true;
}

bool no_arguments(const char* call, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    if (nargs > 0) {
        PyErr_Format(PyExc_TypeError, "%s(): takes no arguments, got %R", call, args[0]);
        return false;
    }
    if (kwnames && PyTuple_GET_SIZE(kwnames) > 0) {
        PyErr_Format(PyExc_TypeError, "%s(): takes no arguments, got %U=%R", call, PyTuple_GET_ITEM(kwnames, 0),
                     args[0]);
        return false;
    }
    return true;
}

}  // namespace bugbot::engine::arguments
