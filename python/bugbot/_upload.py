"""Upload mode's warning: which calls in a script behave differently when the
robot runs it with its own interpreter (shared/REAL-ROBOT.md section 6, the
on-board API), found by reading the script's source. Imported only by
go(upload=True) on a real robot."""

import ast
import os
import stat

# A call's name, a test of its arguments (None: every call), and what differs on board.
_DIFFERENCES = (
    ("left", None, "strafes sideways on board (its spins are spin_left() and spin_right())"),
    ("right", None, "strafes sideways on board (its spins are spin_left() and spin_right())"),
    ("forward", lambda call: _has_argument(call, 1, "distance"), "takes a speed only on board: no distance"),
    ("backward", lambda call: _has_argument(call, 1, "distance"), "takes a speed only on board: no distance"),
    ("drive", None, "is drive(fwd, lat, rot) on board, each -100..100: not the left and right wheels"),
    ("turn", None, "turns on the robot's gyro on board, turn(degrees, speed=30), with four times its time as a limit"),
    ("distance", None, "is in millimetres on board, not centimetres"),
    ("position", None, "is in millimetres on board, not centimetres (and stays (0, 0) on today's firmware)"),
    ("led", lambda call: _text_argument(call), "takes numbers only on board (led(255, 128, 0), not a colour's name)"),
    ("servo", None, "counts servos from 1 on board (servo(1, angle) is the first; here it is servo(0, angle))"),
    ("plot", None, "is the studio's own: the robot has no plot()"),
    ("draw", None, "is the studio's own: the robot has no draw()"),
    ("input", None, "has nobody to type on board"),
)


def _has_argument(call, position, name):
    return len(call.args) > position or any(k.arg == name for k in call.keywords)


def _text_argument(call):
    return bool(call.args) and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str)


def _called_name(call):
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def differences(source):
    """[(call, [lines], what differs)] for the calls in `source` that behave differently on board."""
    tree = ast.parse(source)
    found = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _called_name(node)
        for call, test, why in _DIFFERENCES:
            if name == call and (test is None or test(node)):
                found.setdefault(call, (why, set()))[1].add(node.lineno)
    return [(call, sorted(found[call][1]), found[call][0]) for call, _, _ in _DIFFERENCES if call in found]


# What the robot takes (robot::kMaxScriptBytes): a larger file is not read here either.
_MAX_SCRIPT_BYTES = 65536


def _read_script(path):
    """The script's text, read as the trusted side reads it (src/files/gate.h): the
    script may have made its own file a link, a FIFO or /dev/zero before go()."""
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise OSError("it is not a regular file")
        if st.st_size > _MAX_SCRIPT_BYTES:
            raise OSError("it is larger than 64 KiB")
        return os.read(fd, _MAX_SCRIPT_BYTES + 1).decode("utf-8")
    finally:
        os.close(fd)


def warning(path):
    """The text go(upload=True) says on stderr before the script is sent."""
    try:
        found = differences(_read_script(path))
    except (OSError, SyntaxError, ValueError) as e:
        return "bugbot: cannot read %s to say which calls differ on the robot (%s)\n" % (path, e)
    if not found:
        return "bugbot: no call in this script behaves differently on the robot\n"
    lines = ["bugbot: on the robot, the script runs with the robot's own library, where these calls differ:"]
    for call, where, why in found:
        lines.append("  %s() (line%s %s) %s" % (call, "s" if len(where) > 1 else "", ", ".join(map(str, where)), why))
    return "\n".join(lines) + "\n"
