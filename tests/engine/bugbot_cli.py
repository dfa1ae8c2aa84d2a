"""Runs `bugbot run` the way a user does, for the script-level tests."""

import os
import subprocess
import tempfile

BIN = os.environ.get("BUGBOT_BIN", os.path.join(os.path.dirname(__file__), "../../build/bin/bugbot"))
SOURCE = os.environ.get("BUGBOT_SOURCE", os.path.join(os.path.dirname(__file__), "../.."))
LESSON = os.path.join(SOURCE, "lessons", "attention")


def run_file(path, *args, timeout=60):
    return subprocess.run([BIN, "run", path, *args], capture_output=True, text=True, timeout=timeout)


def run_text(source, *args, timeout=60, name="script.py"):
    """Writes `source` to a fresh folder and runs it; returns the CompletedProcess."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, name)
        with open(path, "w") as f:
            f.write(source)
        result = run_file(path, *args, timeout=timeout)
        result.script = path
        return result


def lesson(name, *args):
    return run_file(os.path.join(LESSON, name), *args)


def read_events(path):
    """The event stream in a --record file, as a list of dicts."""
    import json
    with open(path) as f:
        return [json.loads(line) for line in f]
