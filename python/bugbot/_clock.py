"""Every clock a script can read follows simulated time: time.time() and its
_ns forms, monotonic, perf_counter, localtime, gmtime, ctime, strftime, and
datetime's now(), today() and utcnow(). datetime is patched when the script
first imports it, so a script that never does pays nothing for it."""

import sys
import time

import _bugbot

from . import _checks

EPOCH = 1767225600  # 2026-01-01 00:00 UTC: time.time() at the start of every run
STALLED_POLLS = 250  # a sleeping thread's polls (0.2 ms each) with no simulated time passing, before it moves time itself


def _seconds():
    return EPOCH + _bugbot.clock()


def _nanoseconds_since_start():
    return round(_bugbot.clock() * 1_000_000_000)


def install():
    real_sleep = time.sleep

    def sleep(seconds):
        seconds = _checks.number("time.sleep", "seconds", seconds, 0, 86400)
        # threading is looked up, not imported: a script without threads (nearly all) pays nothing.
        threading = sys.modules.get("threading")
        main = threading.main_thread() if threading else None
        if main is None or threading.current_thread() is main or not main.is_alive():
            _bugbot.wait(seconds)  # the main thread (or, once it has ended, any) moves simulated time
            return
        # Another thread waits for the main thread's simulated time to reach its wake-up
        # time, instead of moving the clock on under the main thread's feet. When the
        # main thread lets no time pass for a while (it is waiting for this thread, say),
        # this thread moves it on itself. Threads make a run depend on the machine's timing.
        wake = _bugbot.now() + seconds
        seen, stalled = _bugbot.now(), 0
        while _bugbot.now() < wake and main.is_alive() and stalled < STALLED_POLLS:
            real_sleep(0.0002)
            stalled = stalled + 1 if _bugbot.now() == seen else 0
            seen = _bugbot.now()
        if _bugbot.now() < wake:
            _bugbot.wait(wake - _bugbot.now())

    localtime, gmtime, ctime, strftime = time.localtime, time.gmtime, time.ctime, time.strftime
    time.sleep = sleep
    time.time = _seconds
    time.time_ns = lambda: EPOCH * 1_000_000_000 + _nanoseconds_since_start()
    time.monotonic = time.perf_counter = _bugbot.clock
    time.monotonic_ns = time.perf_counter_ns = _nanoseconds_since_start
    time.localtime = lambda secs=None: localtime(_seconds() if secs is None else secs)
    time.gmtime = lambda secs=None: gmtime(_seconds() if secs is None else secs)
    time.ctime = lambda secs=None: ctime(_seconds() if secs is None else secs)
    time.strftime = lambda format, t=None: strftime(format, localtime(_seconds()) if t is None else t)
    if "datetime" in sys.modules:
        _patch_datetime(sys.modules["datetime"])
    else:
        sys.meta_path.insert(0, _DatetimeFinder())


class _DatetimeFinder:
    """Patches the datetime module as the script's first import of it finishes."""

    def find_spec(self, name, path=None, target=None):
        if name != "datetime":
            return None
        sys.meta_path.remove(self)
        import importlib.util
        spec = importlib.util.find_spec(name)
        exec_module = spec.loader.exec_module

        def exec_and_patch(module):
            exec_module(module)
            _patch_datetime(module)

        spec.loader = _Loader(spec.loader, exec_and_patch)
        return spec


class _Loader:
    def __init__(self, loader, exec_module):
        self._loader = loader
        self.exec_module = exec_module

    def create_module(self, spec):
        return self._loader.create_module(spec)


class _SameAs(type):
    """datetime's own objects count as instances of the replacements."""

    def __instancecheck__(cls, obj):
        return isinstance(obj, cls.__mro__[1])

    def __subclasscheck__(cls, sub):
        return issubclass(sub, cls.__mro__[1])


def _patch_datetime(module):
    class date(module.date, metaclass=_SameAs):
        __slots__ = ()

        @classmethod
        def today(cls):
            return cls.fromtimestamp(_seconds())

    class datetime(module.datetime, metaclass=_SameAs):
        __slots__ = ()

        @classmethod
        def now(cls, tz=None):
            return cls.fromtimestamp(_seconds(), tz)

        @classmethod
        def today(cls):
            return cls.fromtimestamp(_seconds())

        @classmethod
        def utcnow(cls):
            return cls.utcfromtimestamp(_seconds())

    for replacement, original in ((date, module.date), (datetime, module.datetime)):
        replacement.__module__, replacement.__qualname__ = "datetime", original.__qualname__
    module.date, module.datetime = date, datetime
