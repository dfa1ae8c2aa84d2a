#!/usr/bin/env python3
"""The marker's feedback is German piece by piece (issue 29).

Marks the wrong programs of tests/marking/alternatives/LESSON (the common
mistakes, the cheats, the outside testers' wrong ones, the untouched starter)
with BUGBOT_LANGUAGE=de, as a German class gets them, and fails on any feedback
that still holds an English word: a hint, a phrase a helper built (counted(),
missed_steps_said()), the words joining the runs' messages. Code, quoted output
and names stay as they are written, so they are taken out before looking:
"..." and `...`, calls such as plot("distance", cm), expressions such as
step % 10 == 0, and words with _ . = < > in them. Each lesson must also give
German words, so a catalogue that is not read at all cannot pass.

usage: german_feedback_test.py BUGBOT ALTERNATIVES_DIR [LESSON...]
"""
import json
import os
import re
import subprocess
import sys

# Words that are English and never German (so "was", "will", "in", "an" are not here).
ENGLISH = {
    "the", "your", "you", "and", "but", "of", "is", "are", "were", "on", "not", "with", "every", "which",
    "that", "this", "run", "runs", "reading", "readings", "step", "steps", "guess", "guesses", "marks",
    "half", "done", "from", "to", "it", "at", "for", "than", "had", "has", "have", "no", "only", "its",
    "after", "before", "when", "once", "should", "could", "would", "there", "they", "them", "their",
    "turn", "turned", "plotted", "printed", "print", "did", "does", "asks", "task", "same", "way",
    "full", "none", "others", "went", "much", "average", "right", "wrong", "nothing", "each", "or",
}
# Words only German has: each lesson's feedback must hold some.
GERMAN = {"der", "die", "das", "dein", "deine", "deiner", "und", "nicht", "bei", "Lauf", "Läufen", "Messwert",
          "Messwerte", "Schätzungen", "ist", "hat"}
# A sample of each lesson's wrong programs, one of each kind of mistake
# (WRONG's prefixes) first: it shows the catalogue is read and whole, with the
# phrases the helpers build; feedback_translation_test checks every hint's
# German statically, and marking.alternatives marks every program in English.
# The full suite (BUGBOT_FULL_TESTS=1, `ctest --preset full`) marks them all.
# The lessons beyond the page train in Python on every run (seconds each).
TRAINING_LESSONS = {"attention-learned", "attention-heads", "attention-tokens"}
SAMPLE = {"training": 2, "other": 6}
FULL = os.environ.get("BUGBOT_FULL_TESTS") == "1"
# Programs that get marks taken off (the others' feedback is mostly "Done").
WRONG = ("mistake_", "cheap_", "issue28_", "outside2_m", "outside2_x", "outside3_m", "starter")
QUOTED = re.compile(r'"[^"]*"|`[^`]*`|\'[^\']*\'|„[^“]*“')
CALL = re.compile(r"[\w.]+\([^()]*\)|\([^()]*=[^()]*\)")        # innermost first: f(g(x)) in two goes
EXPRESSION = re.compile(r"\w+(?:\s*(?:%|==|<=|>=|<|>|\*|/|\+|-)\s*\w+)+")
CODE_WORD = re.compile(r"\S*[_.=<>\[\]]\S*")
WORD = re.compile(r"[A-Za-zÄÖÜäöüß]+")


def prose_of(text):
    text = QUOTED.sub(" ", text).replace("with open(", "open(")   # Python's with, as the feedback quotes it
    while True:
        shorter = CALL.sub(" ", text)
        if shorter == text:
            break
        text = shorter
    return CODE_WORD.sub(" ", EXPRESSION.sub(" ", text))


def sample(files, size):
    """Up to `size` of `files`: the first of each kind (WRONG's prefixes), then the rest in order."""
    firsts = [next(f for f in files if os.path.basename(f).startswith(kind))
              for kind in WRONG if any(os.path.basename(f).startswith(kind) for f in files)]
    return (firsts + [f for f in files if f not in firsts])[:size]


def english_words(text):
    """The English words left in `text` once code and quotations are taken out."""
    return sorted({w for w in WORD.findall(prose_of(text)) if w.lower() in ENGLISH})


def mark(bugbot, lesson, files, language):
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env["BUGBOT_LANGUAGE"] = language
    out = subprocess.run([bugbot, "mark", lesson, "--json", "--jobs", "2", "--quiet", "--", *files],
                         capture_output=True, text=True, env=env, timeout=1200)
    if out.returncode not in (0, 3):
        raise SystemExit(f"bugbot mark {lesson} exited {out.returncode}: {out.stderr[-2000:]}")
    return json.loads(out.stdout)


def feedback(sheet):
    return {(os.path.basename(s["file"]), t["id"]): t["feedback"] for s in sheet["submissions"] for t in s["tasks"]}


def main():
    bugbot, alternatives = sys.argv[1], sys.argv[2]
    lessons = sys.argv[3:] or sorted(os.listdir(alternatives))
    problems, looked, files_marked = [], 0, 0
    for lesson in lessons:
        folder = os.path.join(alternatives, lesson)
        files = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".py") and f.startswith(WRONG))
        if not FULL:
            files = sample(files, SAMPLE["training" if lesson in TRAINING_LESSONS else "other"])
        if not files:
            problems.append(f"{lesson}: no wrong program in {folder}")
            continue
        files_marked += len(files)
        german = feedback(mark(bugbot, lesson, files, "de"))
        said_in_german = 0
        for key, text in sorted(german.items()):
            looked += 1
            said_in_german += bool(GERMAN & set(WORD.findall(text)))
            left = english_words(text)
            if left:
                problems.append(f"{lesson} {key[0]} {key[1]}: English {left} in: {text}")
        if said_in_german == 0:
            problems.append(f"{lesson}: no feedback in German at all: is the German catalogue read?")
    for p in problems:
        print("FAIL:", p)
    print(f"{len(lessons)} lesson(s), {files_marked} program(s), {looked} feedback message(s) in German; "
          f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
