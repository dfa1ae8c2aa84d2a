"""Connecting as the BugBot robot's own library does: Robot, connect(), go(),
Dongle and the two connection errors. Each Robot holds `_bugbot.RobotCalls(i)`,
the C++ calls of robot i; its methods are those calls themselves, so a call
through a Robot, through go()'s globals or through `from bugbot import *`
costs the same."""

import sys

import _bugbot

from . import _checks
from ._vocabulary import ROBOT_CALLS, STUDIO_CALLS

# ROBOT_CALLS: the calls a robot has, on the real robot and here. STUDIO_CALLS:
# the studio's own calls; they belong to the run, not to a robot (the package
# gives Robot them as static methods). go() hands them out too, since the
# lessons write them bare. Both declared in vocabulary/vocabulary.json.

MAX_ROBOTS = _bugbot.MAX_ROBOTS  # sim::kMaxRobots: a world places at most this many
ID_DIGITS = 16


class RobotConnectError(RuntimeError):
    """The handshake failed, or there is no robot with that index."""


class RobotBusyError(RuntimeError):
    """Another computer holds the robot. (A simulated robot is never busy.)"""


class Dongle:
    """The USB radio several robots share. In the simulator there is no radio:
    it opens and closes, keeps its callbacks, and no packet ever arrives."""

    def __init__(self, port=None, baud=921600):
        self.port = _checks.optional_text("Dongle", "port", port)
        if isinstance(baud, bool) or not isinstance(baud, int) or baud < 1:
            raise TypeError("Dongle(): baud must be a whole number of at least 1, got %r" % (baud,))
        self.baud = baud
        self.is_open = False
        self._callbacks = []

    def open(self):
        self.is_open = True
        return self

    def close(self):
        self.is_open = False

    def add_recv_callback(self, callback):
        if not callable(callback):
            raise TypeError("add_recv_callback(): callback must be callable, got %r" % (callback,))
        self._callbacks.append(callback)

    def remove_recv_callback(self, callback):
        if callback in self._callbacks:
            self._callbacks.remove(callback)

    def __enter__(self):
        return self.open()

    def __exit__(self, *exc):
        self.close()
        return False

    def __repr__(self):
        return "<Dongle %s (simulated)>" % (self.port or "auto")


def _checked(call, robot):
    """`robot` as Robot() takes it: None, an index of at least 0, or a 16-hex-digit id (else TypeError, ValueError)."""
    wanted = "%s(): robot must be an index from 0 to %d or a 16-hex-digit id, got %r" % (call, MAX_ROBOTS - 1, robot)
    if robot is None:
        return None
    if isinstance(robot, int) and not isinstance(robot, bool):
        if robot < 0:
            raise ValueError(wanted)
        return robot
    if isinstance(robot, str):
        if len(robot) != ID_DIGITS or any(c not in "0123456789abcdefABCDEF" for c in robot):
            raise ValueError(wanted)
        return robot
    raise TypeError(wanted)


def attach(call, robot):
    """On real robots (bugbot run --robot): (index in the run, id, name) of the roster's robot `robot`,
    connected once; None is the robot --robot names. Raises RobotConnectError, RobotBusyError, TimeoutError."""
    robot = _checked(call, robot)
    return _bugbot.attach("" if robot is None else str(robot))


def robot_index(call, robot):
    """The world's robot `robot` names: None (the first), an index, or a 16-hex-digit id."""
    robot = _checked(call, robot)
    index = 0 if robot is None else robot if isinstance(robot, int) else int(robot, 16)  # a simulated id is its index
    count = _bugbot.robot_count()
    if index >= count:
        # As on the robot: no robot answers to that index (a connection error, not a bad argument).
        if count == 1 and index == 1:
            more = "worlds/two-robots.json has 2 (bugbot run --world two-robots)"
        else:
            more = "a world file's \"robots\" list places up to %d (docs/worlds.md)" % MAX_ROBOTS
        raise RobotConnectError("%s(): there is no robot %d: this world (%s) has %d robot%s, numbered from 0; %s"
                                % (call, index, _bugbot.world_name(), count, "" if count == 1 else "s", more))
    return index


class Robot:
    """One robot: `Robot(0)` is the first in the world, `Robot(1)` the second."""

    def __init__(self, robot=None, port=None, transport=None, connect=True, _call="Robot"):
        self.port = _checks.optional_text(_call, "port", port)
        if transport is not None and not isinstance(transport, Dongle):
            raise TypeError("%s(): transport must be a Dongle or None, got %r" % (_call, transport))
        self.transport = transport
        _checks.flag(_call, "connect", connect)
        self.name = None
        if _bugbot.on_roster():  # a real robot: index is its place in the run (0: --robot's), id the roster's
            self.index, self.id, self.name = attach(_call, robot)
        else:
            self.index = robot_index(_call, robot)
            self.id = "%0*x" % (ID_DIGITS, self.index)
        self._calls = _bugbot.RobotCalls(self.index)
        self.connected = False
        if connect:
            self.connect()

    def connect(self):
        """Connects (again) and returns the robot."""
        if self.name is not None:  # a real robot: claimed again if disconnect() let it go
            _bugbot.hold(self.index, True)
        for name in ROBOT_CALLS:
            setattr(self, name, getattr(self._calls, name))  # the C++ call itself: no wrapper
        self.connected = True
        return self

    def disconnect(self):
        """Stops the robot and lets it go; safe to call twice."""
        if self.connected:
            self._calls.stop()
            if self.name is not None:  # a real robot: STOP, then RELEASE
                _bugbot.hold(self.index, False)
            for name in ROBOT_CALLS:
                delattr(self, name)
            self.connected = False

    def __enter__(self):
        return self if self.connected else self.connect()

    def __exit__(self, *exc):
        self.disconnect()
        return False

    def __repr__(self):
        what = "%s, id %s" % (self.name or "real", self.id) if self.name is not None else "simulated"
        return "<BugBot robot %d (%s)%s>" % (self.index, what, "" if self.connected else ", disconnected")


def _not_connected(name):
    def call(self, *args, **kwargs):
        raise RobotConnectError("%s(): robot %d is not connected: call connect() first" % (name, self.index))
    call.__name__ = name
    return call


# A connected Robot's calls are instance attributes; these answer when it is not.
for _name in ROBOT_CALLS:
    setattr(Robot, _name, _not_connected(_name))


def connect(robot=None, port=None):
    """The same as Robot(robot, port=port): connects and returns the robot."""
    return Robot(robot, port=port, _call="connect")


def go(upload=False):
    """The robot library's first line: connects to robot 0 and puts its calls
    (forward, turn, distance, ...) and the studio's plot and draw into the
    calling script's globals. With upload=True on a real robot (bugbot run
    --robot) the robot runs the script itself: it is sent, what it prints
    comes back, and the run ends with its exit code."""
    _checks.flag("go", "upload", upload)
    if upload and _bugbot.on_roster():
        # The robot runs the whole script itself; here the run ends with its exit code.
        from . import _upload
        sys.stderr.write(_upload.warning(sys._getframe(1).f_code.co_filename))
        raise SystemExit(_bugbot.upload())
    if upload:
        print("bugbot: go(upload=True) runs the script here, on the simulated robot", file=sys.stderr)
    bot = Robot()
    names = sys._getframe(1).f_globals
    for name in ROBOT_CALLS + STUDIO_CALLS:
        names[name] = getattr(bot, name)
    return bot
