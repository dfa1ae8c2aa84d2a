"""The house's order (docs/developing.md, "The layout"), checked on the code:

1. Every folder of src/ is on a floor, and an include runs only down or
   across its own folder: never to a folder on a higher floor, so the include
   graph between folders has no cycle.
2. A folder includes only the headers another folder names as its public face
   (bugbot_public_headers in that folder's CMakeLists.txt); tests and
   benchmarks may include any header.
3. No folder of src/ holds more than about 30 files.

A new folder gets its floor here and its public headers in its CMakeLists.txt.
"""
import os
import re
import unittest
from pathlib import Path

SRC = Path(os.environ.get("BUGBOT_SOURCE", Path(__file__).resolve().parents[2])) / "src"

# Bottom to top. A folder may include its own floor's folders only when they
# are named together (peers that never include each other both ways).
FLOORS = [
    ["sim", "i18n", "text", "files"],
    ["paths"],
    ["robot"],
    ["engine"],
    ["lessons"],
    ["marking", "robot/emulator"],
    ["classroom"],
    ["cli"],
    ["studio/work"],
    ["studio/run"],
    ["studio/views"],
    ["studio/editor", "studio/robot"],
    ["studio/class"],
    ["studio/window"],
]
FLOOR_OF = {folder: i for i, names in enumerate(FLOORS) for folder in names}
MAX_FILES = 32
# Past the limit, with the split it waits for. The list may only shrink.
TOO_BIG_FOR_NOW = {
    "engine": "41 files: the records (record_file, record_reading, record_thinning, fixed_number) and "
              "run_limits go down to the ground floor next",
}
INCLUDE = re.compile(r'^#include "([\w/]+\.h)"', re.M)
PUBLIC = re.compile(r"bugbot_public_headers\(\s*(\S+)((?:\s+[\w./]+)*)\s*\)", re.S)


def folder_of(path):
    """The folder (a key of FLOOR_OF) a path under src/ belongs to."""
    parts = Path(path).parts
    for depth in (2, 1):
        key = "/".join(parts[:depth])
        if len(parts) > depth and key in FLOOR_OF:
            return key
    return parts[0]


def sources():
    for path in sorted(SRC.rglob("*")):
        if path.suffix in (".h", ".cpp") and "generated" not in path.parts:
            yield path


def includes(path):
    """(header under src/, its folder) for each of our includes in path."""
    for name in INCLUDE.findall(path.read_text(encoding="utf-8", errors="replace")):
        if (SRC / name).exists():
            yield name, folder_of(name)


def public_headers():
    """folder -> the headers it lists as public (None: it lists none yet)."""
    faces = {}
    for cmake in SRC.rglob("CMakeLists.txt"):
        folder = folder_of(cmake.relative_to(SRC))
        for _, names in PUBLIC.findall(cmake.read_text(encoding="utf-8")):
            faces.setdefault(folder, set()).update(names.split())
    return faces


class Layers(unittest.TestCase):
    def test_every_folder_has_a_floor(self):
        folders = {folder_of(p.relative_to(SRC)) for p in sources()}
        self.assertEqual(sorted(folders - FLOOR_OF.keys()), [], "give each folder its floor in FLOORS")

    def test_no_include_runs_upward(self):
        upward = []
        for path in sources():
            here = folder_of(path.relative_to(SRC))
            for name, there in includes(path):
                if there == here or there not in FLOOR_OF or here not in FLOOR_OF:
                    continue
                if FLOOR_OF[there] > FLOOR_OF[here]:
                    upward.append(f"{path.relative_to(SRC)} -> {name} ({here} is below {there})")
        self.assertEqual(upward, [], "an include runs upward:\n" + "\n".join(upward))

    def test_no_cycle_between_folders(self):
        edges = {}
        for path in sources():
            here = folder_of(path.relative_to(SRC))
            for _, there in includes(path):
                if there != here:
                    edges.setdefault(here, set()).add(there)
        seen, on_path, cycles = set(), [], []

        def visit(node):
            if node in on_path:
                cycles.append(" -> ".join(on_path[on_path.index(node):] + [node]))
                return
            if node in seen:
                return
            seen.add(node)
            on_path.append(node)
            for nxt in sorted(edges.get(node, ())):
                visit(nxt)
            on_path.pop()

        for node in sorted(edges):
            visit(node)
        self.assertEqual(cycles, [], "folders include each other in a circle:\n" + "\n".join(cycles))

    def test_only_public_headers_are_included_from_other_folders(self):
        faces = public_headers()
        private = []
        for path in sources():
            here = folder_of(path.relative_to(SRC))
            for name, there in includes(path):
                face = faces.get(there)
                if there == here or face is None:
                    continue
                if Path(name).name not in face and name not in face:
                    private.append(f"{path.relative_to(SRC)} includes {name}, private to {there}")
        self.assertEqual(private, [], "\n".join(private))

    def test_no_folder_is_too_big(self):
        counts = {}
        for path in sources():
            counts[path.parent] = counts.get(path.parent, 0) + 1
        big = [f"{p.relative_to(SRC)}: {n} files" for p, n in counts.items()
               if n > MAX_FILES and str(p.relative_to(SRC)) not in TOO_BIG_FOR_NOW]
        self.assertEqual(big, [], f"split a folder past {MAX_FILES} files by concern")


if __name__ == "__main__":
    unittest.main()
