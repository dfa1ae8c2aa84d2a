#!/usr/bin/env python3
"""Every lesson in every language the lessons are translated into (issue 29).

A translation (lesson.<code>.json and the text it names) must translate the
whole lesson: title, track, text, every program's and task's title; its text
must quote the same numbers as the English (a decimal comma between digits
reads as a point) and hold the same code blocks, byte for byte, so a student
reading either language runs the same programs and sees the same figures.
Every program the lesson lists has its translation (de/demo.py), which differs
from the English only in its words (lessons/_marking/program_translation.py);
marking.numbers.* checks that it prints the numbers the translated text quotes.

usage: lesson_translation_test.py LESSONS_DIR
"""
import collections
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "lessons" / "_marking"))
import program_translation  # noqa: E402

NUMBER = re.compile(r"(?<![\w.])-?\d+(?:[.,]\d+)?")
FENCE = re.compile(r"^```.*?^```", re.S | re.M)


def numbers(text):
    # Code is compared whole below; numbers are the prose's and the quoted output's.
    return collections.Counter(n.replace(",", ".") for n in NUMBER.findall(FENCE.sub("", text)))


def check(folder, code):
    problems = []
    lesson = json.loads((folder / "lesson.json").read_text(encoding="utf-8"))
    path = folder / f"lesson.{code}.json"
    if not path.is_file():
        return [f"{folder.name}: no {path.name}"]
    tr = json.loads(path.read_text(encoding="utf-8"))
    for key in ("title", "text") + (("track",) if "track" in lesson else ()):
        if not tr.get(key):
            problems.append(f"{path}: no {key!r}")
    for kind, key in (("programs", "file"), ("tasks", "id")):
        missing = [entry[key] for entry in lesson.get(kind, []) if entry[key] not in tr.get(kind, {})]
        if missing:
            problems.append(f"{path}: {kind} without a title: {', '.join(missing)}")
    if not tr.get("text") or not (folder / tr["text"]).is_file():
        return problems + [f"{path}: its text {tr.get('text')!r} is not in the folder"]
    english = (folder / lesson["text"]).read_text(encoding="utf-8")
    translated = (folder / tr["text"]).read_text(encoding="utf-8")
    en, de = numbers(english), numbers(translated)
    if en != de:
        problems.append(f"{folder.name}/{tr['text']}: numbers differ from {lesson['text']}: "
                        f"only in English {dict(en - de)}, only in the translation {dict(de - en)}")
    if FENCE.findall(english) != FENCE.findall(translated):
        problems.append(f"{folder.name}/{tr['text']}: its code blocks differ from {lesson['text']}'s")
    listed = [p["file"] for p in lesson.get("programs", [])] + ([lesson["starter"]] if lesson.get("starter") else [])
    for name in dict.fromkeys(listed):
        own = folder / code / name
        if not own.is_file():
            problems.append(f"{folder.name}: no {code}/{name}: {name} is not translated")
        else:
            problems += program_translation.compare(str(folder / name), str(own))
    return problems


def main():
    root = Path(sys.argv[1])
    folders = sorted(p for p in root.iterdir() if (p / "lesson.json").is_file() and not p.name.startswith(("_", ".")))
    codes = sorted({p.name.split(".")[1] for f in folders for p in f.glob("lesson.*.json")})
    problems = []
    if not codes:
        problems.append("no lesson is translated")
    for code in codes:
        for folder in folders:
            problems += check(folder, code)
    for p in problems:
        print(p)
    print(f"{len(folders)} lessons, languages {codes}, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
