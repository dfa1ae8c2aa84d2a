#!/usr/bin/env python3
"""Every user-visible string has a finished translation in every catalogue.

Runs lupdate over the sources into a copy of each translations/*.ts and fails
when a string is new (added without a translation entry), obsolete (the
catalogue holds a string the sources no longer have), unfinished or empty, or
when a translation's placeholders (%1, %n, `code`, <b>) differ from the
source's, so the translated program cannot print a wrong number. And the
command line (src/cli) must print no message straight from an English literal:
each goes through i18n::translate(), so lupdate sees it.

usage: translations_test.py LUPDATE SOURCE_ROOT
"""
import collections
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

# Each catalogue and what lupdate reads for it (the options CMake gives it too).
CATALOGUES = {
    "bugbot_studio": (["src/studio"], []),
    "bugbot": (["src/cli", "src/engine", "src/i18n", "src/marking"], []),
}
# Qt's %1 and %n, code in backticks, tags, Python's {name}: the same ones, in any order.
PLACEHOLDER = re.compile(r"%(?:n|L?\d)|`[^`]*`|</?[a-z0-9]+>|\{[a-z_]+\}")
# printf's: the same ones in the same order.
PRINTF = re.compile(r"%[-+ 0#]*(?:\d+|\*)?(?:\.\d+)?(?:hh|h|ll|l|z|j|t)?[sdiufgexXc]")


def messages(ts_path):
    out = {}
    for ctx in ET.parse(ts_path).getroot().iter("context"):
        name = ctx.findtext("name")
        for m in ctx.iter("message"):
            tr = m.find("translation")
            forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
            out[(name, m.findtext("source"))] = (tr.get("type"), forms)
    return out


def placeholders(text):
    return collections.Counter(PLACEHOLDER.findall(text)), PRINTF.findall(text)


def check(root, lupdate, stem, ts_path, sources, options):
    problems = []
    before = messages(ts_path)
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / ts_path.name
        shutil.copy(ts_path, copy)
        run = subprocess.run([lupdate, "-no-obsolete", "-locations", "none", "-I", str(root / "src"), *options,
                              *[str(root / s) for s in sources], "-ts", str(copy)],
                             capture_output=True, text=True)
        if run.returncode != 0:
            return [f"{stem}: lupdate failed: {run.stderr.strip()}"]
        after = messages(copy)
    for key in after.keys() - before.keys():
        problems.append(f"{ts_path.name}: new string without a translation entry: {key[0]}: {key[1]!r}")
    for key in before.keys() - after.keys():
        problems.append(f"{ts_path.name}: the sources no longer have: {key[0]}: {key[1]!r}")
    for (context, source), (kind, forms) in before.items():
        where = f"{ts_path.name}: {context}: {source!r}"
        if kind in ("unfinished", "vanished", "obsolete") or not all(f.strip() for f in forms):
            problems.append(f"{where}: not translated")
            continue
        want = placeholders(source)
        for form in forms:
            got = placeholders(form)
            if got != want:
                problems.append(f"{where}: placeholders {want} became {got} in {form!r}")
    return problems


# The command line's messages printed straight from a literal, not through translate(): each one
# stays English for every user. lesson_skeleton.cpp writes a new lesson's files, not messages.
# A line another program reads (`bugbot robots emulate`'s "dongle: PATH") says so with
# UNTRANSLATED on it.
CLI_NOT_YET = ("lesson_skeleton.cpp",)
UNTRANSLATED = "// read by programs: never translated"
PRINTED = re.compile(r'\b(?:(?:std::)?(?:f?printf|fputs|puts|usage_error|refuse)\s*\(\s*(?:std(?:err|out)\s*,\s*)?'
                     r'|robots_error\s*\(\s*"[^"]*"\s*,\s*)'  # `bugbot robots SUB: message`: the message
                     r'((?:"(?:[^"\\]|\\.)*"\s*)+)')


def untranslated_cli_messages(root):
    problems = []
    for path in sorted((root / "src" / "cli").glob("*.cpp")):
        if path.name.startswith(CLI_NOT_YET):
            continue
        text = path.read_text(encoding="utf-8")
        for m in PRINTED.finditer(text):
            literal = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1)))
            # "bugbot mark: %s\n" (or "bugbot robots%s%s: %s\n", "bugbot class export: %s\n") says
            # nothing a translation would change.
            words = PRINTED_WORDS.sub("", re.sub(r"^bugbot(?: [\w-]+){0,2}(?:%s)*: ", "", literal))
            line = text.count("\n", 0, m.start()) + 1
            if UNTRANSLATED in text.splitlines()[line - 1]:
                continue
            if re.search(r"[A-Za-z]{2,}", words):
                problems.append(f"{path.relative_to(root)}:{line}: printed without translate(): {literal[:70]!r}")
    return problems


PRINTED_WORDS = re.compile(PRINTF.pattern + r"|\\.")


def main():
    lupdate, root = sys.argv[1], Path(sys.argv[2])
    problems = untranslated_cli_messages(root)
    catalogues = sorted((root / "translations").glob("*.ts"))
    if not catalogues:
        problems.append("no catalogue in translations/")
    for ts_path in catalogues:
        stem = ts_path.stem.rsplit("_", 1)[0]
        if stem not in CATALOGUES:
            problems.append(f"{ts_path.name}: no sources known for catalogue {stem}")
            continue
        sources, options = CATALOGUES[stem]
        if ts_path.stem.endswith("_en"):  # English's: its plural forms only
            options = options + ["-pluralonly"]
        problems += check(root, lupdate, stem, ts_path, sources, options)
    for p in problems:
        print(p)
    print(f"{len(catalogues)} catalogue(s), {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
