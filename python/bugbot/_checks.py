"""Argument checks for the calls written in Python (plot, draw, time.sleep, Robot,
Dongle). The robot's own calls check theirs in C++ (src/engine/robot_calls.cpp)
with the same wording: "call(): name must be ..., got value"."""

from math import isfinite as _isfinite


def real(value):
    """`value` as a float if it is a real number (numpy and Fraction included), else None."""
    if isinstance(value, float):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        try:
            return float(value)
        except OverflowError:  # an int too big for a float is still a number: an infinite one
            return float("inf") if value > 0 else float("-inf")
    if isinstance(value, (str, bytes, bool, complex)) or value is None or not hasattr(value, "__float__"):
        return None
    try:
        return float(value)
    except Exception:  # a number-like object whose conversion fails is not a number we can use
        return None


def number(call, name, value, low=None, high=None):
    """Checks that `value` is a real, finite number within low..high."""
    n = real(value)
    if n is None:
        raise TypeError(message(call, name, value, low, high))
    if not _isfinite(n) or (low is not None and n < low) or (high is not None and n > high):
        raise ValueError(message(call, name, value, low, high))
    return n


def message(call, name, value, low, high):
    if low is not None and high is not None:
        wanted = "a number from %g to %g" % (low, high)
    elif low is not None:
        wanted = "a number of at least %g" % low
    else:
        wanted = "a number"
    return "%s(): %s must be %s, got %r" % (call, name, wanted, value)


def text(call, name, value):
    if not isinstance(value, str):
        raise TypeError("%s(): %s must be a string, got %r" % (call, name, value))
    return value


def optional_text(call, name, value):
    if value is not None and not isinstance(value, str):
        raise TypeError("%s(): %s must be a string or None, got %r" % (call, name, value))
    return value


def flag(call, name, value):
    if not isinstance(value, bool):
        raise TypeError("%s(): %s must be True or False, got %r" % (call, name, value))
    return value
