"""The BugBot API, on the simulated robot.

Scripts start with ``from bugbot import *`` and ``connect()``, or with
``import bugbot; bugbot.go()`` as the BugBot robot's own library does. Every
call checks its arguments and names the call, the argument and what it got.
The full reference, with an example for every call, is docs/api.md.
"""

import _bugbot
from math import isfinite as _isfinite

__all__ = [
    "connect", "go", "Robot", "drive", "stop", "distance", "position", "heading", "wait",
    "plot", "draw", "forward", "backward", "left", "right", "turn", "led", "beep", "battery",
]



def _real(value):
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


def _number(call, name, value, low=None, high=None, clamped=False):
    """Checks that `value` is a real, finite number, in range unless the call clamps it."""
    number = _real(value)
    if number is None:
        raise TypeError(_message(call, name, value, low, high))
    if not _isfinite(number):
        raise ValueError(_message(call, name, value, low, high))
    if not clamped and ((low is not None and number < low) or (high is not None and number > high)):
        raise ValueError(_message(call, name, value, low, high))
    return number


def _message(call, name, value, low, high):
    if low is not None and high is not None:
        wanted = "a number from %g to %g" % (low, high)
    elif low is not None:
        wanted = "a number of at least %g" % low
    else:
        wanted = "a number"
    return "%s(): %s must be %s, got %r" % (call, name, wanted, value)


def _text(call, name, value):
    if not isinstance(value, str):
        raise TypeError("%s(): %s must be a string, got %r" % (call, name, value))
    return value


# --- driving ---------------------------------------------------------------

def drive(left, right, turn=0):
    """Sets the wheel powers in percent, -100..100; `turn` adds a clockwise spin."""
    _bugbot.drive(_number("drive", "left", left, -100, 100, clamped=True),
                  _number("drive", "right", right, -100, 100, clamped=True),
                  _number("drive", "turn", turn, -100, 100, clamped=True))


def stop():
    """Sets both wheels to 0."""
    _bugbot.drive(0.0, 0.0, 0.0)


def forward(speed=50, distance=None):
    """Drives straight at `speed` percent; with `distance` (cm), drives that far and stops."""
    speed = _number("forward", "speed", speed, -100, 100, clamped=True)
    if distance is None:
        drive(speed, speed)
    else:
        _bugbot.move(_number("forward", "distance", distance, 0), speed)


def backward(speed=50, distance=None):
    """Drives backwards at `speed` percent; with `distance` (cm), that far and stops."""
    speed = _number("backward", "speed", speed, -100, 100, clamped=True)
    if distance is None:
        drive(-speed, -speed)
    else:
        _bugbot.move(-_number("backward", "distance", distance, 0), speed)


def left(speed=50):
    """Spins anticlockwise on the spot at `speed` percent."""
    speed = _number("left", "speed", speed, -100, 100, clamped=True)
    drive(-speed, speed)


def right(speed=50):
    """Spins clockwise on the spot at `speed` percent."""
    speed = _number("right", "speed", speed, -100, 100, clamped=True)
    drive(speed, -speed)


def turn(degrees, speed=50):
    """Turns on the spot by `degrees` (clockwise positive), then stops. Blocks."""
    degrees = _number("turn", "degrees", degrees)
    speed = _number("turn", "speed", speed, 1, 100)
    _bugbot.turn(degrees, speed)


# --- sensors ---------------------------------------------------------------

# C++ functions that take no arguments need no checks.
distance = _bugbot.distance
position = _bugbot.position
heading = _bugbot.heading
battery = _bugbot.battery


def wait(seconds):
    """Lets `seconds` of simulated time pass; the robot keeps doing what it was told."""
    _bugbot.wait(_number("wait", "seconds", seconds, 0, 86400))


# --- the robot's lights and sound -------------------------------------------

_COLOURS = {
    "off": (0, 0, 0), "black": (0, 0, 0), "white": (255, 255, 255), "red": (255, 0, 0),
    "green": (0, 200, 0), "blue": (0, 80, 255), "yellow": (255, 220, 0), "orange": (255, 140, 0),
    "purple": (160, 32, 240), "magenta": (255, 0, 255), "pink": (255, 105, 180), "cyan": (0, 220, 220),
}


def led(name_or_r, g=None, b=None):
    """Sets the robot's LED: a colour name ("red", "off", ...) or red, green, blue from 0 to 255."""
    if g is None and b is None:
        if not isinstance(name_or_r, str):
            raise TypeError("led(): give a colour name such as 'red', or three numbers r, g, b; got %r" % (name_or_r,))
        key = name_or_r.strip().lower()
        if key not in _COLOURS:
            raise ValueError("led(): unknown colour %r; known colours: %s" % (name_or_r, ", ".join(sorted(_COLOURS))))
        _bugbot.led(*_COLOURS[key])
        return
    if g is None or b is None:
        raise TypeError("led(): give all three of r, g, b, or one colour name")
    rgb = [int(round(_number("led", n, v, 0, 255))) for n, v in (("r", name_or_r), ("g", g), ("b", b))]
    _bugbot.led(*rgb)


def beep(freq, ms=200):
    """Beeps at `freq` hertz for `ms` milliseconds. Does not wait."""
    _bugbot.beep(_number("beep", "freq", freq, 20, 20000), _number("beep", "ms", ms, 0, 10000))


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


# --- connecting ---------------------------------------------------------------

class Robot:
    """The robot you are connected to; its methods are the same calls as the module's."""

    drive = staticmethod(drive)
    stop = staticmethod(stop)
    distance = staticmethod(distance)
    position = staticmethod(position)
    heading = staticmethod(heading)
    wait = staticmethod(wait)
    plot = staticmethod(plot)
    draw = staticmethod(draw)
    forward = staticmethod(forward)
    backward = staticmethod(backward)
    left = staticmethod(left)
    right = staticmethod(right)
    turn = staticmethod(turn)
    led = staticmethod(led)
    beep = staticmethod(beep)
    battery = staticmethod(battery)

    def __repr__(self):
        return "<BugBot (simulated)>"


_robot = Robot()


def connect():
    """Attaches to the simulated robot and returns it."""
    return _robot


def go():
    """The robot library's way to start: the same as connect()."""
    return _robot


# --- time follows the simulation ----------------------------------------------

_EPOCH = 1767225600.0  # 2026-01-01 00:00 UTC: time.time() at the start of every run


def _start_run(seed):
    """Called by the engine before the script runs."""
    _install_simulated_time()
    # Python's own random numbers follow the run's seed too: same seed, same output.
    import random
    random.seed(seed)


def _install_simulated_time():
    import time

    def sleep(seconds):
        _bugbot.wait(_number("time.sleep", "seconds", seconds, 0, 86400))

    time.sleep = sleep
    time.time = lambda: _EPOCH + _bugbot.now()
    time.monotonic = _bugbot.now
    time.perf_counter = _bugbot.now


def _disable_input():
    """In the studio the robot's stdin carries the run's controls, not a keyboard."""
    import builtins

    def input(prompt=""):
        raise RuntimeError("input(): a run in the studio has no keyboard; put the value in the script instead")

    builtins.input = input
