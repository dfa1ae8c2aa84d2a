# Runs INSIDE the engine (bugbot run): throws random arguments at every bugbot
# call with hypothesis. Each call must either work or raise TypeError or
# ValueError with a message naming the call; anything else fails the run, and
# a crash of the engine shows as an exit status other than 0 or 1.
import sys

from hypothesis import HealthCheck, given, settings, strategies as st

import bugbot


class Awkward:
    """An object whose conversions misbehave."""

    def __float__(self):
        raise RuntimeError("no float for you")

    def __iter__(self):
        raise RuntimeError("no iterating either")

    def __repr__(self):
        return "Awkward()"


scalars = st.one_of(
    st.integers(min_value=-10**30, max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.floats(min_value=-150, max_value=150),
    st.text(max_size=20),
    st.binary(max_size=8),
    st.none(),
    st.booleans(),
    st.just(Awkward()),
    st.complex_numbers(max_magnitude=1e6),
)
anything = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner), max_leaves=12)
points = st.lists(st.one_of(st.tuples(scalars, scalars), anything), max_size=30)

# Blocking calls get arguments that keep simulated time reasonable; the rest get anything.
CALLS = {
    "drive": st.tuples(anything, anything, anything),
    "stop": st.tuples(),
    "distance": st.tuples(),
    "position": st.tuples(),
    "heading": st.tuples(),
    "battery": st.tuples(),
    "wait": st.tuples(st.one_of(anything, st.floats(min_value=0, max_value=2))),
    "plot": st.tuples(anything, anything),
    "draw": st.tuples(anything, points, anything, anything, anything),
    "forward": st.tuples(anything, st.one_of(st.none(), st.floats(min_value=0, max_value=20), anything)),
    "backward": st.tuples(anything, st.one_of(st.none(), st.floats(min_value=0, max_value=20), anything)),
    "left": st.tuples(anything),
    "right": st.tuples(anything),
    "turn": st.tuples(st.one_of(anything, st.floats(min_value=-400, max_value=400)), anything),
    "led": st.one_of(st.tuples(anything), st.tuples(anything, anything, anything), st.tuples(st.text(max_size=10))),
    "beep": st.tuples(anything, anything),
}

failures = []
calls_made = 0


def check(name, args):
    global calls_made
    calls_made += 1
    try:
        getattr(bugbot, name)(*args)
    except (TypeError, ValueError) as e:
        if name + "()" not in str(e) and "argument" not in str(e):
            failures.append("%s%r raised %s without naming the call: %s" % (name, args, type(e).__name__, e))
    except Exception as e:  # anything else is a bug in our checks
        failures.append("%s%r raised %s: %s" % (name, args, type(e).__name__, e))
    # Keep the robot inside sensible time: stop it, so later waits are cheap.
    bugbot.stop()


def fuzzer(name, strategy, examples):
    @settings(max_examples=examples, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def fuzz(args):
        check(name, args)

    return fuzz


examples = int(sys.argv[1]) if len(sys.argv) > 1 else 300
for name, strategy in CALLS.items():
    fuzzer(name, strategy, examples)()

print("calls", calls_made)
for f in failures[:20]:
    print("FAIL", f)
print("failures", len(failures))
