#pragma once
// The checks every robot call makes of its arguments, with Python's own
// wording for a call's shape and docs/api.md's for a bad number ("drive():
// left must be a number from -100 to 100, got 'fast'"). Each returns false
// with the Python exception set. The common case of a number (a float or a
// small int, finite, within bounds) is inline: a club loop reads three a tick.
#include <Python.h>

#include <cmath>
#include <cstddef>
#include <initializer_list>

namespace bugbot::engine::arguments {

enum class Range { any, at_least, between };

struct Bounds {
    Range range = Range::any;
    double low = 0;
    double high = 0;
};

constexpr Bounds any_number{};
constexpr Bounds between(double low, double high) { return {Range::between, low, high}; }
constexpr Bounds at_least(double low) { return {Range::at_least, low, 0}; }

// Sets `type` with "CALL(): NAME must be WANTED, got VALUE" (`kind`: "whole", ...).
bool refuse(PyObject* type, const char* call, const char* name, PyObject* value, const Bounds& b,
            const char* kind = "");

// A real number: float, int (not bool), or anything with __float__ (Fraction,
// numpy) except text and complex numbers. False, with no error set, if not.
bool as_real(PyObject* value, double& out);

// An exact int of one digit (under 2**30 in size, as drive(60, 55)'s), read in place.
inline bool small_int(PyObject* v, double& out) {
#if PY_VERSION_HEX < 0x030C0000  // 3.12 changed the int's layout
    const Py_ssize_t size = PyLong_CheckExact(v) ? Py_SIZE(v) : 2;
    if (size < -1 || size > 1) return false;
    out = static_cast<double>(size * static_cast<Py_ssize_t>(reinterpret_cast<PyLongObject*>(v)->ob_digit[0]));
    return true;
#endif
    return false;
}

// A finite number within `b` (a clamped argument still must be finite; the
// caller clamps it).
bool any_number_within(const char* call, const char* name, PyObject* value, const Bounds& b, double& out,
                       bool clamped);

// The same, the common cases inline.
inline bool number(const char* call, const char* name, PyObject* value, const Bounds& b, double& out,
                   bool clamped = false) {
    double v;
    const bool plain = PyFloat_CheckExact(value) ? (v = PyFloat_AS_DOUBLE(value), true) : small_int(value, v);
    if (plain && std::isfinite(v) &&
        (clamped || b.range == Range::any || (v >= b.low && (b.range != Range::between || v <= b.high)))) {
        out = v;
        return true;
    }
    return any_number_within(call, name, value, b, out, clamped);
}

// A number clamped into [low, high] (finite, or refused).
bool clamped(const char* call, const char* name, PyObject* value, double low, double high, double& out);

// Fills out[i] with the argument for names[i] (nullptr if not given) from a
// vectorcall's positional and keyword arguments. The first `required` must be given.
bool parse(const char* call, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames,
           std::initializer_list<const char*> names, std::size_t required, PyObject** out);

// A call that takes no arguments says so, showing the first thing it was given.
bool no_arguments(const char* call, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames);

}  // namespace bugbot::engine::arguments
