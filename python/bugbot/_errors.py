"""Formats a script's exception as a normal Python traceback, without the
frames inside the bugbot package: the student's own line is the last one shown.
Imported only when a script fails."""

import os
import traceback

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


def _inside_bugbot(tb):
    return os.path.dirname(os.path.abspath(tb.tb_frame.f_code.co_filename)) == _PACKAGE_DIR


def _trim(tb):
    """Drops the frames of this package from the end of the traceback chain."""
    frames = []
    while tb is not None:
        frames.append(tb)
        tb = tb.tb_next
    while len(frames) > 1 and _inside_bugbot(frames[-1]):
        frames.pop()
    frames[-1].tb_next = None
    return frames[0]


def describe(exc, tb, script):
    """Returns (kind, message, file, line, traceback text) for an exception raised by `script`."""
    # The first frame is the runner's exec of the script itself: keep it, it names the script.
    if tb is not None:
        tb = _trim(tb)
        exc = exc.with_traceback(tb)
    text = "".join(traceback.format_exception(type(exc), exc, tb))
    file, line = script, 0
    if isinstance(exc, SyntaxError) and exc.filename == script:
        line = exc.lineno or 0
    else:
        for frame, lineno in traceback.walk_tb(tb):
            if frame.f_code.co_filename == script:
                file, line = script, lineno
    return type(exc).__name__, _cut(str(exc)), file, line, _cut(text)


# An error is a message for a person: a megabyte of it says nothing more, and a
# record event or channel message must stay well under its limits (8 MB), or an
# honest program's error would be taken for a forged message.
MAX_ERROR_CHARS = 20000


def _cut(text):
    if len(text) <= MAX_ERROR_CHARS:
        return text
    return "%s... (%d characters cut) ...%s" % (text[:MAX_ERROR_CHARS // 2], len(text) - MAX_ERROR_CHARS,
                                                 text[-MAX_ERROR_CHARS // 2:])
