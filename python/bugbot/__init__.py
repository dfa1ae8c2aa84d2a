"""The BugBot API, on the simulated robot.

Scripts start with ``from bugbot import *`` and ``connect()``, or with
``import bugbot; bugbot.go()`` as the BugBot robot's own library does. Every
call checks its arguments and names the call, the argument and what it got.
The full reference, with an example for every call, is docs/api.md.
"""

import _bugbot

from ._robot import Dongle, Robot, RobotBusyError, RobotConnectError, connect, go
from ._checks import real as _real, number as _number, text as _text
from math import isfinite as _isfinite

from . import _vocabulary

# Declared in vocabulary/vocabulary.json, with every call's signature
# (tests/vocabulary checks that the package gives exactly these names).
__all__ = list(_vocabulary.ALL)
_FROM_ROBOT = (connect, go, Dongle, RobotConnectError, RobotBusyError)  # exported through __all__

# Module-level calls drive robot 0. Each is robot 0's C++ call itself (its
# arguments checked there), so it costs what a builtin does.
_robot0 = _bugbot.RobotCalls(0)
globals().update((_name, getattr(_robot0, _name)) for _name in _vocabulary.ROBOT_CALLS)  # drive, forward, distance...


# --- charts and drawings -----------------------------------------------------

def plot(name, value, kind=None):
    """Appends `value` to the series `name`: a strip chart, or a weight strip.

    A series whose values are all between 0 and 1 and add up to at most 1 is
    shown as a strip of shaded cells; `kind="chart"` or `kind="strip"` decides.
    """
    name = _text("plot", "name", name)
    number = _real(value)
    if number is None:
        raise TypeError("plot(): the value for series %r must be a number, got %r" % (name, value))
    if not _isfinite(number):
        raise ValueError("plot(): the value for series %r must be a finite number, got %r" % (name, value))
    if kind not in (None, "chart", "strip"):
        raise ValueError("plot(): kind must be 'chart' or 'strip', got %r" % (kind,))
    _bugbot.plot(name, number, kind or "")


_SHAPES = ("dots", "squares", "crosses", "line")


def draw(name, points, color="blue", shape="dots", size=4):
    """Replaces the mat layer `name` with `points`, a list of (x, y) in mat centimetres."""
    name = _text("draw", "name", name)
    try:
        items = list(points)
    except Exception:
        raise TypeError("draw(): points must be a list of (x, y) pairs, got %r" % (points,)) from None
    checked = []
    for i, p in enumerate(items):
        try:
            x, y = p
        except Exception:
            raise TypeError("draw(): point %d must be an (x, y) pair, got %r" % (i, p)) from None
        xy = []
        for axis, v in (("x", x), ("y", y)):
            number = _real(v)
            if number is None:
                raise TypeError("draw(): point %d has %s = %r, which is not a number" % (i, axis, v))
            if not _isfinite(number):
                raise ValueError("draw(): point %d has %s = %r, which is not a finite number" % (i, axis, v))
            xy.append(number)
        checked.append((xy[0], xy[1]))
    color = _text("draw", "color", color)
    if not _colour_ok(color):
        raise ValueError("draw(): color must be a colour name such as 'blue' or '#3366ff', got %r" % (color,))
    if shape not in _SHAPES:
        raise ValueError("draw(): shape must be one of %s, got %r" % (", ".join(_SHAPES), shape))
    size = _number("draw", "size", size, 1, 100)
    _bugbot.draw(name, checked, color, shape, size)


def _colour_ok(color):
    if color.startswith("#"):
        return len(color) in (4, 7) and all(c in "0123456789abcdefABCDEF" for c in color[1:])
    return color.isalpha() and len(color) < 30


# plot and draw belong to the run, not to a robot; a Robot offers them too.
Robot.plot, Robot.draw = staticmethod(plot), staticmethod(draw)


# --- the run ---------------------------------------------------------------------

def _start_run(seed):
    """Called by the engine before the script runs."""
    from . import _clock
    _clock.install()
    # Python's own random numbers follow the run's seed too: same seed, same output.
    import random
    random.seed(seed)


def _console_input():
    """In the studio (--control) input() reads a line typed in its console."""
    import builtins
    import _bugbot

    def input(prompt=""):
        return _bugbot.typed_line(str(prompt))

    builtins.input = input


def _disable_input():
    """A stream nobody types into (live mode, or --stream without --control): input() says so."""
    import builtins

    def input(prompt=""):
        raise RuntimeError("input(): nobody can type into this run (live mode re-runs on every edit); "
                           "put the value in the script, or run it with Run (F5) and type in the console")

    builtins.input = input
